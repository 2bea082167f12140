import type { Block } from 'payload'

/** The country's terms and conditions from its settings, as a full page. */
export const TermsBlock: Block = {
  slug: 'terms',
  interfaceName: 'TermsBlock',
  fields: [{ name: 'heading', type: 'text', maxLength: 120 }],
}
