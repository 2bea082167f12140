import { editorialVersions } from './editorial-versions'
import type { CollectionConfig } from 'payload'
import { previewAdmin } from '../admin/preview'
import { validateNewsSlug } from '../../lib/content/news-slug'
import { adminOrOwnCountry, createInOwnCountry, publishedOrOwnCountry } from '../access/rules'
import { countryField } from '../fields/country'
import { revalidateListing } from '../hooks/revalidate-listing'

export const NEWS_CATEGORIES = ['empresa', 'vida-zap', 'cinema'] as const

/** A news article of a country; listed by the news-list block, read at /a-zap/noticias/{slug}. */
export const News: CollectionConfig = {
  slug: 'news',
  labels: { singular: 'News article', plural: 'News' },
  admin: { ...previewAdmin('news'), useAsTitle: 'title', defaultColumns: ['title', 'category', 'publishedAt', 'featured', 'country'] },
  access: { read: publishedOrOwnCountry, create: createInOwnCountry, update: adminOrOwnCountry, delete: adminOrOwnCountry },
  versions: editorialVersions,
  hooks: { afterChange: [revalidateListing('news')], afterDelete: [revalidateListing('news')] },
  defaultSort: '-publishedAt',
  indexes: [{ fields: ['slug', 'country'], unique: true }],
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, maxLength: 160 },
    { name: 'slug', type: 'text', required: true, index: true, validate: validateNewsSlug, admin: { description: 'Address: /a-zap/noticias/{slug}. Same in both languages.' } },
    { name: 'publishedAt', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayOnly' } } },
    { name: 'category', type: 'select', required: true, options: [...NEWS_CATEGORIES], defaultValue: 'empresa' },
    { name: 'featured', type: 'checkbox', defaultValue: false, admin: { description: 'Listed in the highlights (destaques).' } },
    { name: 'excerpt', type: 'textarea', required: true, localized: true, maxLength: 300 },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'body', type: 'richText', localized: true },
    countryField,
  ],
}
