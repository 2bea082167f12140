import { editorialVersions } from './editorial-versions'
import type { CollectionConfig } from 'payload'
import { previewAdmin } from '@/cms/admin/preview'
import { validateNewsSlug } from '@/lib/content/news-slug'
import { adminOrOwnCountry, createInOwnCountry, publishedOrOwnCountry } from '@/cms/access/rules'
import { countryField } from '@/cms/fields/country'
import { revalidateListing } from '@/cms/hooks/revalidate-listing'
import { NEWS_CATEGORY_LABELS, optionsOf } from '@/cms/i18n/options'

export const NEWS_CATEGORIES = ['empresa', 'vida-zap', 'cinema'] as const

/** A news article of a country; listed by the news-list block, read at /a-zap/noticias/{slug}. */
export const News: CollectionConfig = {
  slug: 'news',
  labels: { singular: { pt: 'Notícia', en: 'News article' }, plural: { pt: 'Notícias', en: 'News' } },
  admin: {
    ...previewAdmin('news'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'publishedAt', 'featured', 'country'],
  },
  access: {
    read: publishedOrOwnCountry,
    create: createInOwnCountry,
    update: adminOrOwnCountry,
    delete: adminOrOwnCountry,
  },
  versions: editorialVersions,
  hooks: { afterChange: [revalidateListing('news')], afterDelete: [revalidateListing('news')] },
  defaultSort: '-publishedAt',
  indexes: [{ fields: ['slug', 'country'], unique: true }],
  fields: [
    {
      name: 'title',
      label: { pt: 'Título', en: 'Title' },
      type: 'text',
      required: true,
      localized: true,
      maxLength: 160,
    },
    {
      name: 'slug',
      label: { pt: 'Endereço (slug)', en: 'Address (slug)' },
      type: 'text',
      required: true,
      index: true,
      validate: validateNewsSlug,
      admin: {
        description: {
          pt: 'Endereço: /a-zap/noticias/{slug}. Igual nas duas línguas.',
          en: 'Address: /a-zap/noticias/{slug}. Same in both languages.',
        },
      },
    },
    {
      name: 'publishedAt',
      label: { pt: 'Data de publicação', en: 'Publication date' },
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayOnly' } },
    },
    {
      name: 'category',
      label: { pt: 'Categoria', en: 'Category' },
      type: 'select',
      required: true,
      options: optionsOf(NEWS_CATEGORIES, NEWS_CATEGORY_LABELS),
      defaultValue: 'empresa',
    },
    {
      name: 'featured',
      label: { pt: 'Em destaque', en: 'Featured' },
      type: 'checkbox',
      defaultValue: false,
      admin: { description: { pt: 'Aparece nos destaques.', en: 'Listed in the highlights.' } },
    },
    {
      name: 'excerpt',
      label: { pt: 'Excerto', en: 'Excerpt' },
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 300,
    },
    { name: 'image', label: { pt: 'Imagem', en: 'Image' }, type: 'upload', relationTo: 'media' },
    { name: 'body', label: { pt: 'Texto', en: 'Body' }, type: 'richText', localized: true },
    countryField,
  ],
}
