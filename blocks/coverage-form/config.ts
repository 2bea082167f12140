import type { Block } from 'payload'

/** Fibre coverage survey form (/zap-fibra/pesquisa-de-cobertura). */
export const CoverageFormBlock: Block = {
  slug: 'coverageForm',
  interfaceName: 'CoverageFormBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 600 },
  ],
}
