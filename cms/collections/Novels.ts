import { editorialVersions } from './editorial-versions'
import type { CollectionConfig } from 'payload'
import { previewAdmin } from '../admin/preview'
import { adminOrOwnCountry, createInOwnCountry, publishedOrOwnCountry } from '../access/rules'
import { countryField } from '../fields/country'
import { revalidateListing } from '../hooks/revalidate-listing'

export const NOVEL_ORIGINS = ['brasil', 'turquia', 'mexico', 'portugal', 'outro'] as const
export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const

const validateTime = (value: unknown) => (typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value)) || 'Use HH:MM (24 h), e.g. 20:30.'

/** A novela on ZAP Novelas: its page is /tv/zap-channels/novelas/{id}; its weekly slots make the programming grid. */
export const Novels: CollectionConfig = {
  slug: 'novels',
  admin: { ...previewAdmin('novels'), useAsTitle: 'title', defaultColumns: ['title', 'origin', 'country'] },
  access: { read: publishedOrOwnCountry, create: createInOwnCountry, update: adminOrOwnCountry, delete: adminOrOwnCountry },
  versions: editorialVersions,
  hooks: { afterChange: [revalidateListing('novels')], afterDelete: [revalidateListing('novels')] },
  defaultSort: 'title',
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    { name: 'origin', type: 'select', required: true, options: [...NOVEL_ORIGINS] },
    { name: 'synopsis', type: 'textarea', required: true, localized: true, maxLength: 600 },
    { name: 'body', type: 'richText', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'episodes', type: 'number', min: 1, max: 2000 },
    {
      name: 'schedule',
      type: 'array',
      admin: { description: 'Weekly slots on ZAP Novelas (country time): 1 = Monday … 7 = Sunday.' },
      fields: [
        { name: 'day', type: 'select', required: true, options: [...WEEKDAYS] },
        { name: 'time', type: 'text', required: true, validate: validateTime },
      ],
    },
    countryField,
  ],
}
