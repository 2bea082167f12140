import type { Block } from 'payload'
import { NEWS_CATEGORIES } from '@/cms/collections/News'
import { ctaField } from '@/cms/fields/cta'
import type { BlockMeta } from '@/registry/block-meta-types'

/**
 * The country's published news as cards, newest first. On a page that takes /path/{id}:
 * /path/{slug} is that article in full, /path/pagina-{n} (en page-{n}) the list's page n.
 */
export const NewsListBlock: Block = {
  slug: 'newsList',
  interfaceName: 'NewsListBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 400 },
    {
      name: 'category',
      type: 'select',
      options: [...NEWS_CATEGORIES],
      admin: { description: 'Empty = every category.' },
    },
    {
      name: 'featuredOnly',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Only articles marked as highlights.' },
    },
    { name: 'pageSize', type: 'number', required: true, defaultValue: 9, min: 1, max: 24 },
    {
      name: 'paginate',
      type: 'checkbox',
      defaultValue: true,
      admin: { description: 'Off = show the latest articles only (with the link below).' },
    },
    ctaField('more'),
  ],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Notícias', en: 'News list' },
  description: {
    pt: 'As notícias do país, das mais recentes; numa página /{id}, a notícia inteira.',
    en: "The country's news, newest first; on a /{id} page, the article in full.",
  },
  group: 'lists',
}
