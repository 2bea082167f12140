import type { CollectionConfig } from 'payload'
import { adminOrOwnCountry, anyoneOrOwnCountry, createInOwnCountry } from '@/cms/access/rules'
import { countryField } from '@/cms/fields/country'
import { revalidateListing } from '@/cms/hooks/revalidate-listing'
import { optionsOf, type Bilingual } from '@/cms/i18n/options'

/**
 * How a broadcast airs, besides its title: the guide writes it in the page's language ("(repetição)",
 * "(rerun)"), so a title never carries a word of one language.
 */
export const PROGRAMME_AIRINGS = ['rerun', 'marathon', 'live'] as const

const AIRING_LABELS: Record<(typeof PROGRAMME_AIRINGS)[number], Bilingual> = {
  rerun: { pt: 'Repetição', en: 'Rerun' },
  marathon: { pt: 'Maratona', en: 'Marathon' },
  live: { pt: 'Em direto', en: 'Live' },
}

/**
 * One broadcast: a channel, a start and an end. The TV guide and a channel's own schedule (ZAP
 * Novelas' programming, a novela's "when it airs") all read these, so they cannot disagree. The
 * browser reads other days through GraphQL.
 */
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
    {
      name: 'title',
      label: { pt: 'Título', en: 'Title' },
      type: 'text',
      required: true,
      localized: true,
      admin: {
        description: {
          pt: 'Sem "episódio", "repetição" ou "maratona": escolha-os abaixo, e o guia escreve-os na língua da página. Um nome próprio só precisa do português (o inglês mostra-o igual).',
          en: 'Without "episode", "rerun" or "marathon": pick them below, and the guide writes them in the page’s language. A proper name needs only Portuguese (English shows it as it is).',
        },
      },
    },
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
    {
      type: 'row',
      fields: [
        {
          name: 'episode',
          label: { pt: 'Episódio', en: 'Episode' },
          type: 'number',
          min: 1,
          max: 10000,
          admin: { width: '33%' },
        },
        {
          name: 'airing',
          label: { pt: 'Emissão', en: 'Airing' },
          type: 'select',
          options: optionsOf(PROGRAMME_AIRINGS, AIRING_LABELS),
          admin: {
            width: '33%',
            description: { pt: 'Vazio: uma emissão normal.', en: 'Empty: an ordinary airing.' },
          },
        },
        {
          name: 'novel',
          label: { pt: 'Novela', en: 'Soap opera' },
          type: 'relationship',
          relationTo: 'novels',
          admin: {
            width: '33%',
            description: {
              pt: 'A novela que passa: a grelha do ZAP Novelas liga à sua página, e a página diz quando passa.',
              en: 'The novela on air: ZAP Novelas’ programming links to its page, and its page says when it airs.',
            },
          },
        },
      ],
    },
    countryField,
  ],
}
