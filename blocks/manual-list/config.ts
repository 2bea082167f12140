import type { Block } from 'payload'
import type { BlockMeta } from '@/registry/block-meta-types'

/** The country's downloadable manuals, grouped by category. */
export const ManualListBlock: Block = {
  slug: 'manualList',
  interfaceName: 'ManualListBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 400 },
  ],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Manuais', en: 'Manual list' },
  description: {
    pt: 'Os manuais do país para descarregar, por categoria.',
    en: "The country's downloadable manuals, by category.",
  },
  group: 'lists',
}
