import { editorialVersions } from './editorial-versions'
import type { CollectionConfig } from 'payload'
import { previewAdmin } from '@/cms/admin/preview'
import { adminOrOwnCountry, createInOwnCountry, publishedOrOwnCountry } from '@/cms/access/rules'
import { countryField } from '@/cms/fields/country'
import { revalidateListing } from '@/cms/hooks/revalidate-listing'
import { MANUAL_CATEGORY_LABELS, optionsOf } from '@/cms/i18n/options'

export const MANUAL_CATEGORIES = ['descodificador', 'router', 'comando', 'app', 'instalacao'] as const

/** A downloadable user manual (PDF in the documents collection), listed on /apoio-ao-cliente/manuais. */
export const Manuals: CollectionConfig = {
  slug: 'manuals',
  labels: { singular: { pt: 'Manual', en: 'Manual' }, plural: { pt: 'Manuais', en: 'Manuals' } },
  admin: { ...previewAdmin('manuals'), useAsTitle: 'title', defaultColumns: ['title', 'category', 'country'] },
  access: {
    read: publishedOrOwnCountry,
    create: createInOwnCountry,
    update: adminOrOwnCountry,
    delete: adminOrOwnCountry,
  },
  versions: editorialVersions,
  hooks: { afterChange: [revalidateListing('manuals')], afterDelete: [revalidateListing('manuals')] },
  fields: [
    { name: 'title', label: { pt: 'Título', en: 'Title' }, type: 'text', required: true, localized: true },
    { name: 'description', label: { pt: 'Descrição', en: 'Description' }, type: 'textarea', localized: true },
    {
      name: 'category',
      label: { pt: 'Categoria', en: 'Category' },
      type: 'select',
      required: true,
      options: optionsOf(MANUAL_CATEGORIES, MANUAL_CATEGORY_LABELS),
    },
    {
      name: 'file',
      label: { pt: 'Ficheiro (PDF)', en: 'File (PDF)' },
      type: 'upload',
      relationTo: 'documents',
      required: true,
    },
    countryField,
  ],
}
