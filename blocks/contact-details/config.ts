import type { Block } from 'payload'

/** The country's contacts from its settings: call centre, WhatsApp, support e-mails, head office, social links. */
export const ContactDetailsBlock: Block = {
  slug: 'contactDetails',
  interfaceName: 'ContactDetailsBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 400 },
  ],
}
