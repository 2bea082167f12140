import { editorialVersions } from './editorial-versions'
import type { CollectionConfig } from 'payload'
import { previewAdmin } from '../admin/preview'
import { adminOrOwnCountry, createInOwnCountry, publishedOrOwnCountry } from '../access/rules'
import { countryField } from '../fields/country'
import { revalidateListing } from '../hooks/revalidate-listing'

export const MANUAL_CATEGORIES = ['descodificador', 'router', 'comando', 'app', 'instalacao'] as const

/** A downloadable user manual (PDF in the documents collection), listed on /apoio-ao-cliente/manuais. */
export const Manuals: CollectionConfig = {
  slug: 'manuals',
  admin: { ...previewAdmin('manuals'), useAsTitle: 'title', defaultColumns: ['title', 'category', 'country'] },
  access: { read: publishedOrOwnCountry, create: createInOwnCountry, update: adminOrOwnCountry, delete: adminOrOwnCountry },
  versions: editorialVersions,
  hooks: { afterChange: [revalidateListing('manuals')], afterDelete: [revalidateListing('manuals')] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'category', type: 'select', required: true, options: [...MANUAL_CATEGORIES] },
    { name: 'file', type: 'upload', relationTo: 'documents', required: true },
    countryField,
  ],
}
