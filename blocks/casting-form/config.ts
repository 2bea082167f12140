import type { Block } from 'payload'
import type { BlockMeta } from '@/registry/block-meta-types'

/** Diamante Bruto casting application form (/diamante-bruto/casting). */
export const CastingFormBlock: Block = {
  slug: 'castingForm',
  interfaceName: 'CastingFormBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 600 },
  ],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Formulário de casting', en: 'Casting form' },
  description: {
    pt: 'Inscrição no casting: dados pessoais, talento e ligação para um vídeo.',
    en: 'Casting application: personal details, talent and a link to a video.',
  },
  group: 'forms',
}
