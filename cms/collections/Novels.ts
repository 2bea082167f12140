import { editorialVersions } from './editorial-versions'
import type { CollectionConfig, PayloadRequest } from 'payload'
import { previewAdmin } from '@/cms/admin/preview'
import { adminOrOwnCountry, createInOwnCountry, publishedOrOwnCountry } from '@/cms/access/rules'
import { countryField } from '@/cms/fields/country'
import { revalidateListing } from '@/cms/hooks/revalidate-listing'
import { NOVEL_ORIGIN_LABELS, WEEKDAY_LABELS, optionsOf } from '@/cms/i18n/options'
import { inAdminLanguage } from '@/cms/i18n/message'

export const NOVEL_ORIGINS = ['brasil', 'turquia', 'mexico', 'portugal', 'outro'] as const
export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const

const validateTime = (value: unknown, { req }: { req: PayloadRequest }) =>
  (typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value)) ||
  inAdminLanguage(req, { pt: 'Use HH:MM (24 h), por exemplo 20:30.', en: 'Use HH:MM (24 h), e.g. 20:30.' })

/** A novela on ZAP Novelas: its page is /tv/zap-channels/novelas/{id}; its weekly slots make the programming grid. */
export const Novels: CollectionConfig = {
  slug: 'novels',
  labels: { singular: { pt: 'Novela', en: 'Soap opera' }, plural: { pt: 'Novelas', en: 'Soap operas' } },
  admin: { ...previewAdmin('novels'), useAsTitle: 'title', defaultColumns: ['title', 'origin', 'country'] },
  access: {
    read: publishedOrOwnCountry,
    create: createInOwnCountry,
    update: adminOrOwnCountry,
    delete: adminOrOwnCountry,
  },
  versions: editorialVersions,
  hooks: { afterChange: [revalidateListing('novels')], afterDelete: [revalidateListing('novels')] },
  defaultSort: 'title',
  fields: [
    { name: 'title', label: { pt: 'Título', en: 'Title' }, type: 'text', required: true, maxLength: 120 },
    {
      name: 'origin',
      label: { pt: 'Origem', en: 'Origin' },
      type: 'select',
      required: true,
      options: optionsOf(NOVEL_ORIGINS, NOVEL_ORIGIN_LABELS),
    },
    {
      name: 'synopsis',
      label: { pt: 'Sinopse', en: 'Synopsis' },
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 600,
    },
    { name: 'body', label: { pt: 'Texto', en: 'Body' }, type: 'richText', localized: true },
    { name: 'image', label: { pt: 'Imagem', en: 'Image' }, type: 'upload', relationTo: 'media' },
    { name: 'episodes', label: { pt: 'Episódios', en: 'Episodes' }, type: 'number', min: 1, max: 2000 },
    {
      name: 'schedule',
      label: { pt: 'Horário semanal', en: 'Weekly schedule' },
      type: 'array',
      admin: {
        description: {
          pt: 'Horários semanais no ZAP Novelas (hora do país).',
          en: 'Weekly slots on ZAP Novelas (country time).',
        },
      },
      fields: [
        {
          name: 'day',
          label: { pt: 'Dia', en: 'Day' },
          type: 'select',
          required: true,
          options: optionsOf(WEEKDAYS, WEEKDAY_LABELS),
        },
        { name: 'time', label: { pt: 'Hora', en: 'Time' }, type: 'text', required: true, validate: validateTime },
      ],
    },
    countryField,
  ],
}
