import type { CollectionConfig } from 'payload'
import { adminOrOwnCountry, anyoneOrOwnCountry, createInOwnCountry } from '@/cms/access/rules'
import { countryField } from '@/cms/fields/country'
import { revalidateListing } from '@/cms/hooks/revalidate-listing'

/** One broadcast in the TV guide: a channel, a start and an end. The browser reads other days through GraphQL. */
export const Programmes: CollectionConfig = {
  slug: 'programmes',
  labels: { singular: { pt: 'Programa', en: 'Programme' }, plural: { pt: 'Programação', en: 'TV guide' } },
  admin: { useAsTitle: 'title', defaultColumns: ['startsAt', 'title', 'channel', 'country'] },
  access: {
    read: anyoneOrOwnCountry,
    create: createInOwnCountry,
    update: adminOrOwnCountry,
    delete: adminOrOwnCountry,
  },
  hooks: { afterChange: [revalidateListing('programmes')], afterDelete: [revalidateListing('programmes')] },
  defaultSort: 'startsAt',
  indexes: [{ fields: ['channel', 'startsAt'] }],
  fields: [
    { name: 'title', label: { pt: 'Título', en: 'Title' }, type: 'text', required: true },
    { name: 'synopsis', label: { pt: 'Sinopse', en: 'Synopsis' }, type: 'textarea', localized: true },
    {
      name: 'channel',
      label: { pt: 'Canal', en: 'Channel' },
      type: 'relationship',
      relationTo: 'channels',
      required: true,
      index: true,
    },
    {
      name: 'startsAt',
      label: { pt: 'Início', en: 'Starts' },
      type: 'date',
      required: true,
      index: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'endsAt',
      label: { pt: 'Fim', en: 'Ends' },
      type: 'date',
      required: true,
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    countryField,
  ],
}
