import type { Block } from 'payload'

/** Diamante Bruto casting application form (/diamante-bruto/casting). */
export const CastingFormBlock: Block = {
  slug: 'castingForm',
  interfaceName: 'CastingFormBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 600 },
  ],
}
