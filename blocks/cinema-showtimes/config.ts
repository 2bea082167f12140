import type { Block } from 'payload'
import { SESSION_FORMATS } from '@/cms/collections/CinemaFilms'

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
