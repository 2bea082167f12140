import type { Block } from 'payload'
import type { BlockMeta } from '@/registry/block-meta-types'

/** The country's published novelas as cards; on a page that takes /path/{id}, that novela in full. */
export const NovelListBlock: Block = {
  slug: 'novelList',
  interfaceName: 'NovelListBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 400 },
  ],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Novelas', en: 'Novela list' },
  description: {
    pt: 'As novelas publicadas como cartões; numa página /{id}, a novela inteira.',
    en: 'The published novelas as cards; on a /{id} page, the novela in full.',
  },
  group: 'lists',
}
