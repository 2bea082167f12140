import type { Block } from 'payload'
import type { BlockMeta } from '@/registry/block-meta-types'

/** The country's open jobs, each linking to its application page; the spontaneous application when none is open. */
export const JobListBlock: Block = {
  slug: 'jobList',
  interfaceName: 'JobListBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 400 },
  ],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Ofertas de emprego', en: 'Job list' },
  description: {
    pt: 'As vagas abertas do país, cada uma com a sua candidatura.',
    en: "The country's open jobs, each linking to its application.",
  },
  group: 'lists',
}
