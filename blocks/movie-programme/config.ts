import type { Block } from 'payload'
import type { BlockMeta } from '@/registry/block-meta-types'

/**
 * Movies on demand: programming cards that expand, with a trailer modal ("cards"), the month's
 * list ("monthly"), or the fibre video club shelves as tabs (/zap-fibra/videoclube/{tab}).
 */
export const MovieProgrammeBlock: Block = {
  slug: 'movieProgramme',
  interfaceName: 'MovieProgrammeBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 400 },
    { name: 'view', type: 'select', required: true, defaultValue: 'cards', options: ['cards', 'monthly', 'videoClub'] },
    {
      name: 'channel',
      type: 'relationship',
      relationTo: 'channels',
      admin: { description: 'Only this channel (e.g. ZAP Filmes); empty = all.' },
    },
  ],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Programação de filmes', en: 'Movie programme' },
  description: {
    pt: 'Filmes a pedido: cartões com trailer, a lista do mês ou as prateleiras do videoclube.',
    en: "Movies on demand: cards with a trailer, the month's list or the video club's shelves.",
  },
  group: 'lists',
}
