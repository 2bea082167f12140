import { editorialVersions } from './editorial-versions'
import type { CollectionConfig } from 'payload'
import { previewAdmin } from '../admin/preview'
import { validateHref } from '../../lib/security/safe-href'
import { adminOrOwnCountry, createInOwnCountry, publishedOrOwnCountry } from '../access/rules'
import { countryField } from '../fields/country'
import { revalidateListing } from '../hooks/revalidate-listing'

export const VIDEO_CLUB_TABS = ['filmes', 'series', 'infantil', 'documentarios'] as const

/** A film or series on demand (ZAP Filmes programming, the monthly list, the fibre video club). */
export const Movies: CollectionConfig = {
  slug: 'movies',
  admin: { ...previewAdmin('movies'), useAsTitle: 'title', defaultColumns: ['title', 'month', 'videoClubTab', 'country'] },
  access: { read: publishedOrOwnCountry, create: createInOwnCountry, update: adminOrOwnCountry, delete: adminOrOwnCountry },
  versions: editorialVersions,
  hooks: { afterChange: [revalidateListing('movies')], afterDelete: [revalidateListing('movies')] },
  defaultSort: 'title',
  fields: [
    { name: 'title', type: 'text', required: true },
    { name: 'synopsis', type: 'textarea', required: true, localized: true },
    { name: 'genre', type: 'text', localized: true },
    { name: 'year', type: 'number', min: 1900, max: 2100 },
    { name: 'durationMinutes', type: 'number', min: 1, max: 600 },
    { name: 'rating', type: 'text', admin: { description: 'Age rating, e.g. M/12.' } },
    { name: 'month', type: 'text', required: true, index: true, validate: (v: unknown) => (typeof v === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(v)) || 'Use YYYY-MM', admin: { description: 'Month it is shown, YYYY-MM.' } },
    { name: 'channel', type: 'relationship', relationTo: 'channels', admin: { description: 'e.g. ZAP Filmes 1.' } },
    { name: 'videoClubTab', type: 'select', options: [...VIDEO_CLUB_TABS], admin: { description: 'Shelf in the fibre video club; empty = not in the club.' } },
    { name: 'poster', type: 'upload', relationTo: 'media' },
    { name: 'trailerUrl', type: 'text', validate: validateHref, admin: { description: 'Video file served by this site (e.g. /media/trailers/x.mp4); no third-party players.' } },
    countryField,
  ],
}
