import type { Block } from 'payload'

/** The country's downloadable manuals, grouped by category. */
export const ManualListBlock: Block = {
  slug: 'manualList',
  interfaceName: 'ManualListBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 400 },
  ],
}
