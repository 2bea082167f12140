import { editorialVersions } from './editorial-versions'
import type { CollectionConfig } from 'payload'
import { previewAdmin } from '../admin/preview'
import { adminOrOwnCountry, createInOwnCountry, publishedOrOwnCountry } from '../access/rules'
import { countryField } from '../fields/country'
import { revalidateListing } from '../hooks/revalidate-listing'

export const SESSION_FORMATS = ['2D', '3D', 'IMAX'] as const

/** A film on at ZAP Cinemas, with its sessions; "Em cartaz" lists the sessions per day. */
export const CinemaFilms: CollectionConfig = {
  slug: 'cinema-films',
  labels: { singular: 'Cinema film', plural: 'Cinema films' },
  admin: { ...previewAdmin('cinema-films'), useAsTitle: 'title', defaultColumns: ['title', 'rating', 'country'] },
  access: { read: publishedOrOwnCountry, create: createInOwnCountry, update: adminOrOwnCountry, delete: adminOrOwnCountry },
  versions: editorialVersions,
  hooks: { afterChange: [revalidateListing('cinema-films')], afterDelete: [revalidateListing('cinema-films')] },
  defaultSort: 'title',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    { name: 'synopsis', type: 'textarea', required: true, localized: true, maxLength: 600 },
    { name: 'genre', type: 'text', localized: true, maxLength: 60 },
    { name: 'durationMinutes', type: 'number', min: 1, max: 600 },
    { name: 'rating', type: 'text', maxLength: 10, admin: { description: 'Age rating, e.g. M/12.' } },
    { name: 'poster', type: 'upload', relationTo: 'media' },
    {
      name: 'sessions',
      type: 'array',
      fields: [
        { name: 'startsAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'room', type: 'text', required: true, maxLength: 40 },
        { name: 'format', type: 'select', required: true, options: [...SESSION_FORMATS], defaultValue: '2D' },
      ],
    },
    countryField,
  ],
}
