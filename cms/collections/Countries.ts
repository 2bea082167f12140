import type { CollectionConfig } from 'payload'
import { COUNTRY_CODES, COUNTRY_NAMES } from '../../lib/countries'
import { adminOnly, anyone, nobody } from '../access/rules'

/** The tenants: Angola and Mozambique, each with its public address. */
export const Countries: CollectionConfig = {
  slug: 'countries',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'code', 'siteUrl'] },
  access: { read: anyone, create: adminOnly, update: adminOnly, delete: nobody },
  fields: [
    {
      name: 'code',
      type: 'select',
      required: true,
      unique: true,
      options: COUNTRY_CODES.map((code) => ({ label: COUNTRY_NAMES[code], value: code })),
    },
    { name: 'name', type: 'text', required: true },
    { name: 'siteUrl', type: 'text', required: true, admin: { description: 'Public address, e.g. https://www.zap.co.ao' } },
  ],
}
