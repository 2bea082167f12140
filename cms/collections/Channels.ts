import { editorialVersions } from './editorial-versions'
import type { CollectionConfig } from 'payload'
import { previewAdmin } from '@/cms/admin/preview'
import { adminOrOwnCountry, createInOwnCountry, publishedOrOwnCountry } from '@/cms/access/rules'
import { countryField } from '@/cms/fields/country'
import { revalidateListing } from '@/cms/hooks/revalidate-listing'
import { CHANNEL_GENRE_LABELS, optionsOf } from '@/cms/i18n/options'

export const CHANNEL_GENRES = [
  'generalista',
  'noticias',
  'desporto',
  'filmes-series',
  'novelas',
  'infantil',
  'musica',
  'documentarios',
  'religioso',
  'internacional',
] as const

/** A TV channel: its position, genre and the packages that carry it (channel listing, comparison, TV guide). */
export const Channels: CollectionConfig = {
  slug: 'channels',
  labels: { singular: { pt: 'Canal', en: 'Channel' }, plural: { pt: 'Canais', en: 'Channels' } },
  admin: { ...previewAdmin('channels'), useAsTitle: 'name', defaultColumns: ['number', 'name', 'genre', 'country'] },
  access: {
    read: publishedOrOwnCountry,
    create: createInOwnCountry,
    update: adminOrOwnCountry,
    delete: adminOrOwnCountry,
  },
  versions: editorialVersions,
  hooks: { afterChange: [revalidateListing('channels')], afterDelete: [revalidateListing('channels')] },
  defaultSort: 'number',
  fields: [
    { name: 'name', label: { pt: 'Nome', en: 'Name' }, type: 'text', required: true },
    {
      name: 'number',
      label: { pt: 'Número', en: 'Number' },
      type: 'number',
      required: true,
      min: 1,
      max: 999,
      admin: { description: { pt: 'Posição no descodificador.', en: 'Position on the decoder.' } },
    },
    {
      name: 'genre',
      label: { pt: 'Género', en: 'Genre' },
      type: 'select',
      required: true,
      options: optionsOf(CHANNEL_GENRES, CHANNEL_GENRE_LABELS),
      index: true,
    },
    { name: 'hd', label: { pt: 'HD', en: 'HD' }, type: 'checkbox', defaultValue: false },
    {
      name: 'own',
      label: { pt: 'Canal ZAP', en: 'ZAP channel' },
      type: 'checkbox',
      defaultValue: false,
      admin: {
        description: {
          pt: 'Um canal da ZAP (aparece na página dos canais próprios).',
          en: 'A ZAP channel (own channels page).',
        },
      },
    },
    { name: 'description', label: { pt: 'Descrição', en: 'Description' }, type: 'textarea', localized: true },
    { name: 'logo', label: { pt: 'Logótipo', en: 'Logo' }, type: 'upload', relationTo: 'media' },
    {
      name: 'packages',
      label: { pt: 'Pacotes', en: 'Packages' },
      type: 'relationship',
      relationTo: 'packages',
      hasMany: true,
      admin: { description: { pt: 'Pacotes que incluem este canal.', en: 'Packages that include this channel.' } },
    },
    countryField,
  ],
}
