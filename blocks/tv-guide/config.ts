import type { Block } from 'payload'

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
