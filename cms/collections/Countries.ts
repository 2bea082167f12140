import type { CollectionConfig } from 'payload'
import { COUNTRY_CODES, COUNTRY_NAMES, type CountryCode } from '@/lib/countries'
import { adminOnly, anyone, nobody } from '@/cms/access/rules'

// The admin's English names; the Portuguese ones are the site's own.
const COUNTRY_NAMES_EN: Record<CountryCode, string> = { ao: 'Angola', mz: 'Mozambique' }

/** The tenants: Angola and Mozambique, each with its public address. */
export const Countries: CollectionConfig = {
  slug: 'countries',
  labels: { singular: { pt: 'País', en: 'Country' }, plural: { pt: 'Países', en: 'Countries' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'code', 'siteUrl'] },
  access: { read: anyone, create: adminOnly, update: adminOnly, delete: nobody },
  fields: [
    {
      name: 'code',
      label: { pt: 'País', en: 'Country' },
      type: 'select',
      required: true,
      unique: true,
      options: COUNTRY_CODES.map((code) => ({
        label: { pt: COUNTRY_NAMES[code], en: COUNTRY_NAMES_EN[code] },
        value: code,
      })),
    },
    { name: 'name', label: { pt: 'Nome', en: 'Name' }, type: 'text', required: true },
    {
      name: 'siteUrl',
      label: { pt: 'Endereço do site', en: 'Site address' },
      type: 'text',
      required: true,
      admin: {
        description: {
          pt: 'Endereço público, por exemplo https://www.zap.co.ao',
          en: 'Public address, e.g. https://www.zap.co.ao',
        },
      },
    },
  ],
}
