import type { Block } from 'payload'
import type { BlockMeta } from '@/registry/block-meta-types'

/**
 * The TV guide: every channel's programmes now and next (/agora), tonight (/esta-noite) and day by day
 * (the page's address, and /YYYY-MM-DD), each view an address of its own (blocks/tv-guide/guide-views.ts).
 */
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
  description: {
    pt: 'O que dá agora, esta noite e dia a dia em cada canal, com procura de canais.',
    en: 'What is on now, tonight and day by day on each channel, with a channel search.',
  },
  group: 'lists',
}
