import type { Block } from 'payload'

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
