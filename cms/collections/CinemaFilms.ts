import { editorialVersions } from './editorial-versions'
import type { CollectionConfig } from 'payload'
import { previewAdmin } from '@/cms/admin/preview'
import { adminOrOwnCountry, createInOwnCountry, publishedOrOwnCountry } from '@/cms/access/rules'
import { countryField } from '@/cms/fields/country'
import { revalidateListing } from '@/cms/hooks/revalidate-listing'
import { sameInBoth } from '@/cms/i18n/options'

export const SESSION_FORMATS = ['2D', '3D', 'IMAX'] as const

/** A film on at ZAP Cinemas, with its sessions; "Em cartaz" lists the sessions per day. */
export const CinemaFilms: CollectionConfig = {
  slug: 'cinema-films',
  labels: {
    singular: { pt: 'Filme de cinema', en: 'Cinema film' },
    plural: { pt: 'Filmes de cinema', en: 'Cinema films' },
  },
  admin: { ...previewAdmin('cinema-films'), useAsTitle: 'title', defaultColumns: ['title', 'rating', 'country'] },
  access: {
    read: publishedOrOwnCountry,
    create: createInOwnCountry,
    update: adminOrOwnCountry,
    delete: adminOrOwnCountry,
  },
  versions: editorialVersions,
  hooks: { afterChange: [revalidateListing('cinema-films')], afterDelete: [revalidateListing('cinema-films')] },
  defaultSort: 'title',
  fields: [
    { name: 'title', label: { pt: 'Título', en: 'Title' }, type: 'text', required: true, maxLength: 120 },
    {
      name: 'synopsis',
      label: { pt: 'Sinopse', en: 'Synopsis' },
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 600,
    },
    { name: 'genre', label: { pt: 'Género', en: 'Genre' }, type: 'text', localized: true, maxLength: 60 },
    {
      name: 'durationMinutes',
      label: { pt: 'Duração (minutos)', en: 'Duration (minutes)' },
      type: 'number',
      min: 1,
      max: 600,
    },
    {
      name: 'rating',
      label: { pt: 'Classificação etária', en: 'Age rating' },
      type: 'text',
      maxLength: 10,
      admin: { description: { pt: 'Classificação etária, por exemplo M/12.', en: 'Age rating, e.g. M/12.' } },
    },
    { name: 'poster', label: { pt: 'Cartaz', en: 'Poster' }, type: 'upload', relationTo: 'media' },
    {
      name: 'sessions',
      label: { pt: 'Sessões', en: 'Sessions' },
      type: 'array',
      fields: [
        {
          name: 'startsAt',
          label: { pt: 'Início', en: 'Starts' },
          type: 'date',
          required: true,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'room', label: { pt: 'Sala', en: 'Room' }, type: 'text', required: true, maxLength: 40 },
        {
          name: 'format',
          label: { pt: 'Formato', en: 'Format' },
          type: 'select',
          required: true,
          options: sameInBoth(SESSION_FORMATS),
          defaultValue: '2D',
        },
      ],
    },
    countryField,
  ],
}
