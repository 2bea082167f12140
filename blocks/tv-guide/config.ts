import type { Block } from 'payload'
import type { BlockMeta } from '@/registry/block-meta'

/** The TV guide: a day-by-day programme grid per channel; the browser fetches other days from GraphQL. */
export const TvGuideBlock: Block = {
  slug: 'tvGuide',
  interfaceName: 'TvGuideBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 400 },
    {
      name: 'channels',
      type: 'relationship',
      relationTo: 'channels',
      hasMany: true,
      admin: { description: 'Empty = every channel of the country.' },
    },
  ],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Guia de TV', en: 'TV guide' },
  description: { pt: 'A programação dia a dia de cada canal.', en: "Each channel's programmes, day by day." },
  group: 'lists',
}
