import type { Block } from 'payload'
import type { BlockMeta } from '@/registry/block-meta-types'

/** The country's terms and conditions from its settings, as a full page. */
export const TermsBlock: Block = {
  slug: 'terms',
  interfaceName: 'TermsBlock',
  fields: [{ name: 'heading', type: 'text', maxLength: 120 }],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Termos e condições', en: 'Terms and conditions' },
  description: {
    pt: 'Os termos e condições do país, tirados das suas definições.',
    en: "The country's terms and conditions, taken from its settings.",
  },
  group: 'content',
}
