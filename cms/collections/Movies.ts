import { editorialVersions } from './editorial-versions'
import type { CollectionConfig, PayloadRequest } from 'payload'
import { previewAdmin } from '@/cms/admin/preview'
import { validateHref } from '@/lib/security/safe-href'
import { adminOrOwnCountry, createInOwnCountry, publishedOrOwnCountry } from '@/cms/access/rules'
import { countryField } from '@/cms/fields/country'
import { revalidateListing } from '@/cms/hooks/revalidate-listing'
import { VIDEO_CLUB_TAB_LABELS, optionsOf } from '@/cms/i18n/options'
import { inAdminLanguage } from '@/cms/i18n/message'

export const VIDEO_CLUB_TABS = ['filmes', 'series', 'infantil', 'documentarios'] as const

/** A film or series on demand (ZAP Filmes programming, the monthly list, the fibre video club). */
export const Movies: CollectionConfig = {
  slug: 'movies',
  labels: {
    singular: { pt: 'Filme ou série', en: 'Film or series' },
    plural: { pt: 'Filmes e séries', en: 'Films and series' },
  },
  admin: {
    ...previewAdmin('movies'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'month', 'videoClubTab', 'country'],
  },
  access: {
    read: publishedOrOwnCountry,
    create: createInOwnCountry,
    update: adminOrOwnCountry,
    delete: adminOrOwnCountry,
  },
  versions: editorialVersions,
  hooks: { afterChange: [revalidateListing('movies')], afterDelete: [revalidateListing('movies')] },
  defaultSort: 'title',
  fields: [
    { name: 'title', label: { pt: 'Título', en: 'Title' }, type: 'text', required: true },
    { name: 'synopsis', label: { pt: 'Sinopse', en: 'Synopsis' }, type: 'textarea', required: true, localized: true },
    { name: 'genre', label: { pt: 'Género', en: 'Genre' }, type: 'text', localized: true },
    { name: 'year', label: { pt: 'Ano', en: 'Year' }, type: 'number', min: 1900, max: 2100 },
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
      admin: { description: { pt: 'Classificação etária, por exemplo M/12.', en: 'Age rating, e.g. M/12.' } },
    },
    {
      name: 'month',
      label: { pt: 'Mês', en: 'Month' },
      type: 'text',
      required: true,
      index: true,
      validate: (v: unknown, { req }: { req: PayloadRequest }) =>
        (typeof v === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(v)) ||
        inAdminLanguage(req, { pt: 'Use AAAA-MM', en: 'Use YYYY-MM' }),
      admin: { description: { pt: 'Mês em que passa, AAAA-MM.', en: 'Month it is shown, YYYY-MM.' } },
    },
    {
      name: 'channel',
      label: { pt: 'Canal', en: 'Channel' },
      type: 'relationship',
      relationTo: 'channels',
      admin: { description: { pt: 'Por exemplo ZAP Filmes 1.', en: 'e.g. ZAP Filmes 1.' } },
    },
    {
      name: 'videoClubTab',
      label: { pt: 'Prateleira do videoclube', en: 'Video club shelf' },
      type: 'select',
      options: optionsOf(VIDEO_CLUB_TABS, VIDEO_CLUB_TAB_LABELS),
      admin: {
        description: {
          pt: 'Prateleira no videoclube da fibra; vazio = fora do videoclube.',
          en: 'Shelf in the fibre video club; empty = not in the club.',
        },
      },
    },
    { name: 'poster', label: { pt: 'Cartaz', en: 'Poster' }, type: 'upload', relationTo: 'media' },
    {
      name: 'trailerUrl',
      label: { pt: 'Trailer', en: 'Trailer' },
      type: 'text',
      validate: validateHref,
      admin: {
        description: {
          pt: 'Ficheiro de vídeo servido por este site (por exemplo /media/trailers/x.mp4); sem leitores de terceiros.',
          en: 'Video file served by this site (e.g. /media/trailers/x.mp4); no third-party players.',
        },
      },
    },
    countryField,
  ],
}
