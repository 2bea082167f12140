import type { Block } from 'payload'

/** Milestones in order, as an ordered list (marcos ZAP). */
export const TimelineBlock: Block = {
  slug: 'timeline',
  interfaceName: 'TimelineBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 400 },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      fields: [
        { name: 'year', type: 'text', required: true, maxLength: 20 },
        { name: 'title', type: 'text', required: true, maxLength: 120 },
        { name: 'text', type: 'textarea', maxLength: 600 },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    },
  ],
}
