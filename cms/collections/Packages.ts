import { editorialVersions } from './editorial-versions'
import type { CollectionConfig } from 'payload'
import { previewAdmin } from '../admin/preview'
import { adminOrOwnCountry, createInOwnCountry, publishedOrOwnCountry } from '../access/rules'
import { countryField } from '../fields/country'
import { revalidateListing } from '../hooks/revalidate-listing'

/** A commercial offer (satellite or fibre), shown by the package carousel and later the comparison table. */
export const Packages: CollectionConfig = {
  slug: 'packages',
  admin: { ...previewAdmin('packages'), useAsTitle: 'name', defaultColumns: ['name', 'service', 'price', 'country'] },
  access: { read: publishedOrOwnCountry, create: createInOwnCountry, update: adminOrOwnCountry, delete: adminOrOwnCountry },
  versions: editorialVersions,
  hooks: { afterChange: [revalidateListing('packages')], afterDelete: [revalidateListing('packages')] },
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'service',
      type: 'select',
      required: true,
      options: [
        { label: 'Satélite', value: 'satelite' },
        { label: 'Fibra', value: 'fibra' },
      ],
    },
    { name: 'price', type: 'number', required: true, min: 0, admin: { description: 'In the country currency' } },
    { name: 'period', type: 'text', localized: true, required: true, admin: { description: 'e.g. "30 dias"' } },
    { name: 'tagline', type: 'text', localized: true },
    { name: 'features', type: 'array', localized: true, fields: [{ name: 'text', type: 'text', required: true }] },
    { name: 'highlighted', type: 'checkbox', defaultValue: false },
    { name: 'ctaLabel', type: 'text', localized: true },
    { name: 'ctaHref', type: 'text' },
    countryField,
  ],
}
