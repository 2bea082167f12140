import type { Block } from 'payload'
import { SESSION_FORMATS } from '@/cms/collections/CinemaFilms'
import type { BlockMeta } from '@/registry/block-meta-types'

/** "Em cartaz": the published cinema films with their sessions, one tab per day from today. */
export const CinemaShowtimesBlock: Block = {
  slug: 'cinemaShowtimes',
  interfaceName: 'CinemaShowtimesBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 400 },
    {
      name: 'format',
      type: 'select',
      options: [...SESSION_FORMATS],
      admin: { description: 'Only sessions in this format (e.g. IMAX); empty = all.' },
    },
    { name: 'days', type: 'number', required: true, defaultValue: 7, min: 1, max: 14 },
  ],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Sessões de cinema', en: 'Cinema showtimes' },
  description: {
    pt: 'Os filmes em cartaz com as sessões, um separador por dia.',
    en: 'The films now showing with their sessions, one tab per day.',
  },
  group: 'lists',
}
