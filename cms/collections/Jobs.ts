import { editorialVersions } from './editorial-versions'
import type { CollectionConfig } from 'payload'
import { previewAdmin } from '../admin/preview'
import { adminOrOwnCountry, createInOwnCountry, publishedOrOwnCountry } from '../access/rules'
import { countryField } from '../fields/country'
import { revalidateListing } from '../hooks/revalidate-listing'

/** An advertised job; its application page is /a-zap/candidatura/{id} (en /the-zap/work-at-zap/{id}). */
export const Jobs: CollectionConfig = {
  slug: 'jobs',
  admin: { ...previewAdmin('jobs'), useAsTitle: 'title', defaultColumns: ['title', 'location', 'closesAt', 'country'] },
  access: { read: publishedOrOwnCountry, create: createInOwnCountry, update: adminOrOwnCountry, delete: adminOrOwnCountry },
  versions: editorialVersions,
  hooks: { afterChange: [revalidateListing('jobs')], afterDelete: [revalidateListing('jobs')] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'department', type: 'text', localized: true },
    { name: 'location', type: 'text', required: true },
    { name: 'summary', type: 'textarea', localized: true, admin: { description: 'Shown above the application form.' } },
    { name: 'closesAt', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    countryField,
  ],
}
