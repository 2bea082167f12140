import { editorialVersions } from './editorial-versions'
import type { CollectionConfig } from 'payload'
import { previewAdmin } from '../admin/preview'
import { adminOrOwnCountry, createInOwnCountry, publishedOrOwnCountry } from '../access/rules'
import { countryField } from '../fields/country'
import { revalidateListing } from '../hooks/revalidate-listing'

export const CHANNEL_GENRES = ['generalista', 'noticias', 'desporto', 'filmes-series', 'novelas', 'infantil', 'musica', 'documentarios', 'religioso', 'internacional'] as const

/** A TV channel: its position, genre and the packages that carry it (channel listing, comparison, TV guide). */
export const Channels: CollectionConfig = {
  slug: 'channels',
  admin: { ...previewAdmin('channels'), useAsTitle: 'name', defaultColumns: ['number', 'name', 'genre', 'country'] },
  access: { read: publishedOrOwnCountry, create: createInOwnCountry, update: adminOrOwnCountry, delete: adminOrOwnCountry },
  versions: editorialVersions,
  hooks: { afterChange: [revalidateListing('channels')], afterDelete: [revalidateListing('channels')] },
  defaultSort: 'number',
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'number', type: 'number', required: true, min: 1, max: 999, admin: { description: 'Position on the decoder.' } },
    { name: 'genre', type: 'select', required: true, options: [...CHANNEL_GENRES], index: true },
    { name: 'hd', type: 'checkbox', defaultValue: false },
    { name: 'own', type: 'checkbox', defaultValue: false, admin: { description: 'A ZAP channel (own channels page).' } },
    { name: 'description', type: 'textarea', localized: true },
    { name: 'logo', type: 'upload', relationTo: 'media' },
    { name: 'packages', type: 'relationship', relationTo: 'packages', hasMany: true, admin: { description: 'Packages that include this channel.' } },
    countryField,
  ],
}
