import type { Block } from 'payload'
import type { BlockMeta } from '@/registry/block-meta-types'

/** People with their role (the board, the management team). */
export const PeopleListBlock: Block = {
  slug: 'peopleList',
  interfaceName: 'PeopleListBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 400 },
    {
      name: 'people',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 80 },
        { name: 'role', type: 'text', required: true, maxLength: 120 },
        { name: 'bio', type: 'textarea', maxLength: 600 },
        { name: 'photo', type: 'upload', relationTo: 'media' },
      ],
    },
  ],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Pessoas', en: 'People' },
  description: {
    pt: 'Pessoas com o seu cargo (conselho de administração, direção).',
    en: 'People with their role (the board, the management team).',
  },
  group: 'content',
}
