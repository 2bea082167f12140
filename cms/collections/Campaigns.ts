import { editorialVersions } from './editorial-versions'
import type { CollectionConfig } from 'payload'
import { previewAdmin } from '@/cms/admin/preview'
import { adminOrOwnCountry, createInOwnCountry, publishedOrOwnCountry } from '@/cms/access/rules'
import { countryField } from '@/cms/fields/country'
import { ctaField, serviceField } from '@/cms/fields/cta'
import { revalidateListing } from '@/cms/hooks/revalidate-listing'

/** A commercial campaign of a service; listed on /{service}/campanhas, shown in full on /{service}/campanhas/{id}. */
export const Campaigns: CollectionConfig = {
  slug: 'campaigns',
  labels: { singular: { pt: 'Campanha', en: 'Campaign' }, plural: { pt: 'Campanhas', en: 'Campaigns' } },
  admin: {
    ...previewAdmin('campaigns'),
    useAsTitle: 'title',
    defaultColumns: ['title', 'service', 'startsAt', 'endsAt', 'country'],
  },
  access: {
    read: publishedOrOwnCountry,
    create: createInOwnCountry,
    update: adminOrOwnCountry,
    delete: adminOrOwnCountry,
  },
  versions: editorialVersions,
  hooks: { afterChange: [revalidateListing('campaigns')], afterDelete: [revalidateListing('campaigns')] },
  defaultSort: '-startsAt',
  fields: [
    { name: 'title', label: { pt: 'Título', en: 'Title' }, type: 'text', required: true, localized: true },
    serviceField,
    {
      name: 'summary',
      label: { pt: 'Resumo', en: 'Summary' },
      type: 'textarea',
      required: true,
      localized: true,
      maxLength: 300,
    },
    { name: 'image', label: { pt: 'Imagem', en: 'Image' }, type: 'upload', relationTo: 'media', required: true },
    { name: 'body', label: { pt: 'Texto', en: 'Body' }, type: 'richText', localized: true },
    {
      name: 'startsAt',
      label: { pt: 'Início', en: 'Starts' },
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayOnly' } },
    },
    {
      name: 'endsAt',
      label: { pt: 'Fim', en: 'Ends' },
      type: 'date',
      admin: { date: { pickerAppearance: 'dayOnly' } },
    },
    ctaField('cta', true),
    countryField,
  ],
}
