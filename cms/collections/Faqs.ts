import { editorialVersions } from './editorial-versions'
import type { CollectionConfig } from 'payload'
import { previewAdmin } from '../admin/preview'
import { adminOrOwnCountry, createInOwnCountry, publishedOrOwnCountry } from '../access/rules'
import { countryField } from '../fields/country'
import { revalidateListing } from '../hooks/revalidate-listing'

export const FAQ_CATEGORIES = ['satelite', 'fibra', 'pagamentos', 'equipamento', 'conta', 'cinema'] as const

/** A frequently asked question, listed and searched on /apoio-ao-cliente/perguntas-frequentes. */
export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: { ...previewAdmin('faqs'), useAsTitle: 'question', defaultColumns: ['question', 'category', 'order', 'country'] },
  access: { read: publishedOrOwnCountry, create: createInOwnCountry, update: adminOrOwnCountry, delete: adminOrOwnCountry },
  versions: editorialVersions,
  hooks: { afterChange: [revalidateListing('faqs')], afterDelete: [revalidateListing('faqs')] },
  defaultSort: 'order',
  fields: [
    { name: 'question', type: 'text', required: true, localized: true },
    { name: 'answer', type: 'richText', required: true, localized: true },
    { name: 'category', type: 'select', required: true, options: [...FAQ_CATEGORIES] },
    { name: 'order', type: 'number', defaultValue: 100 },
    countryField,
  ],
}
