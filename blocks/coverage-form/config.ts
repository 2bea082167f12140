import type { Block } from 'payload'
import type { BlockMeta } from '@/registry/block-meta-types'

/** Fibre coverage survey form (/zap-fibra/pesquisa-de-cobertura). */
export const CoverageFormBlock: Block = {
  slug: 'coverageForm',
  interfaceName: 'CoverageFormBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 600 },
  ],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Pesquisa de cobertura', en: 'Coverage survey form' },
  description: {
    pt: 'Pedido de cobertura de fibra para uma morada.',
    en: 'A request for fibre coverage at an address.',
  },
  group: 'forms',
}
