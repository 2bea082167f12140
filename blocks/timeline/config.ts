import type { Block } from 'payload'
import type { BlockMeta } from '@/registry/block-meta-types'

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

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Cronologia', en: 'Timeline' },
  description: {
    pt: 'Marcos por ordem, cada um com ano, título e texto.',
    en: 'Milestones in order, each with a year, a title and a text.',
  },
  group: 'content',
}
