import type { Block } from 'payload'

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
