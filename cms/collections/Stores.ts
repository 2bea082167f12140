import { editorialVersions } from './editorial-versions'
import type { CollectionConfig } from 'payload'
import { previewAdmin } from '../admin/preview'
import { ALL_PROVINCES } from '../../lib/forms/provinces'
import { adminOrOwnCountry, createInOwnCountry, publishedOrOwnCountry } from '../access/rules'
import { countryField } from '../fields/country'
import { revalidateListing } from '../hooks/revalidate-listing'

/** ZAP shops and agents listed by the store search (/apoio-ao-cliente/encontrar-lojas). */
export const Stores: CollectionConfig = {
  slug: 'stores',
  admin: { ...previewAdmin('stores'), useAsTitle: 'name', defaultColumns: ['name', 'province', 'city', 'country'] },
  access: { read: publishedOrOwnCountry, create: createInOwnCountry, update: adminOrOwnCountry, delete: adminOrOwnCountry },
  versions: editorialVersions,
  hooks: { afterChange: [revalidateListing('stores')], afterDelete: [revalidateListing('stores')] },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'kind', type: 'select', required: true, defaultValue: 'loja', options: ['loja', 'agente', 'comercial'], admin: { description: 'comercial = accredited fibre seller (/zap-fibra/comerciais-credenciados).' } },
    { name: 'province', type: 'select', required: true, options: ALL_PROVINCES, index: true },
    { name: 'city', type: 'text', required: true },
    { name: 'address', type: 'text', required: true },
    { name: 'phone', type: 'text' },
    { name: 'hours', type: 'text', localized: true, admin: { description: 'e.g. "Seg–Sex 8h–18h, Sáb 8h–13h"' } },
    countryField,
  ],
}
