import type { Block } from 'payload'

/** The country's terms and conditions from its settings (spec 2.9), as a full page. */
export const TermsBlock: Block = {
  slug: 'terms',
  interfaceName: 'TermsBlock',
  labels: { singular: 'Terms and conditions', plural: 'Terms and conditions' },
  fields: [{ name: 'heading', type: 'text', maxLength: 120 }],
}
