import type { Block } from 'payload'
import { NEWSLETTER_SERVICES } from '@/forms/newsletter/service-label'

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
