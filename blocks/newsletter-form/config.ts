import type { Block } from 'payload'
import { NEWSLETTER_SERVICES } from '@/forms/newsletter/service-label'
import type { BlockMeta } from '@/registry/block-meta-types'

/** The newsletter sign-up: an e-mail and the accepted terms; the service comes from the page's section unless set. */
export const NewsletterFormBlock: Block = {
  slug: 'newsletterForm',
  interfaceName: 'NewsletterFormBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 400 },
    {
      name: 'service',
      type: 'select',
      options: [...NEWSLETTER_SERVICES],
      admin: {
        description: 'Leave empty to take it from the section (satélite, fibra, cinema, on, tv; otherwise Outro).',
      },
    },
  ],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Formulário da newsletter', en: 'Newsletter form' },
  description: {
    pt: 'Inscrição na newsletter: e-mail e aceitação dos termos.',
    en: 'Newsletter sign-up: e-mail and acceptance of the terms.',
  },
  group: 'forms',
}
