import { editorialVersions } from './editorial-versions'
import type { CollectionConfig } from 'payload'
import { previewAdmin } from '@/cms/admin/preview'
import { adminOrOwnCountry, createInOwnCountry, publishedOrOwnCountry } from '@/cms/access/rules'
import { countryField } from '@/cms/fields/country'
import { revalidateListing } from '@/cms/hooks/revalidate-listing'
import { FAQ_CATEGORY_LABELS, optionsOf } from '@/cms/i18n/options'

export const FAQ_CATEGORIES = ['satelite', 'fibra', 'pagamentos', 'equipamento', 'conta', 'cinema'] as const

/** A frequently asked question, listed and searched on /apoio-ao-cliente/perguntas-frequentes. */
export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: { pt: 'Pergunta frequente', en: 'FAQ' }, plural: { pt: 'Perguntas frequentes', en: 'FAQs' } },
  admin: {
    ...previewAdmin('faqs'),
    useAsTitle: 'question',
    defaultColumns: ['question', 'category', 'order', 'country'],
  },
  access: {
    read: publishedOrOwnCountry,
    create: createInOwnCountry,
    update: adminOrOwnCountry,
    delete: adminOrOwnCountry,
  },
  versions: editorialVersions,
  hooks: { afterChange: [revalidateListing('faqs')], afterDelete: [revalidateListing('faqs')] },
  defaultSort: 'order',
  fields: [
    { name: 'question', label: { pt: 'Pergunta', en: 'Question' }, type: 'text', required: true, localized: true },
    { name: 'answer', label: { pt: 'Resposta', en: 'Answer' }, type: 'richText', required: true, localized: true },
    {
      name: 'category',
      label: { pt: 'Categoria', en: 'Category' },
      type: 'select',
      required: true,
      options: optionsOf(FAQ_CATEGORIES, FAQ_CATEGORY_LABELS),
    },
    { name: 'order', label: { pt: 'Ordem', en: 'Order' }, type: 'number', defaultValue: 100 },
    countryField,
  ],
}
