import { editorialVersions } from './editorial-versions'
import type { CollectionConfig } from 'payload'
import { previewAdmin } from '@/cms/admin/preview'
import { adminOrOwnCountry, createInOwnCountry, publishedOrOwnCountry } from '@/cms/access/rules'
import { countryField } from '@/cms/fields/country'
import { revalidateListing } from '@/cms/hooks/revalidate-listing'
import { NOVEL_ORIGIN_LABELS, optionsOf } from '@/cms/i18n/options'

export const NOVEL_ORIGINS = ['brasil', 'turquia', 'mexico', 'portugal', 'outro'] as const

/**
 * A novela on ZAP Novelas: its page is /tv/zap-channels/novelas/{id}. When it airs is not typed here:
 * it is the channel's programmes that name it (cms/collections/Programmes.ts), the one schedule the
 * TV guide, the channel's programming and this novela's page all read.
 */
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
    countryField,
  ],
}
