import type { Block } from 'payload'
import type { BlockMeta } from '@/registry/block-meta-types'

/** The country's contacts from its settings: call centre, WhatsApp, support e-mails, head office, social links. */
export const ContactDetailsBlock: Block = {
  slug: 'contactDetails',
  interfaceName: 'ContactDetailsBlock',
  fields: [
    { name: 'heading', type: 'text', maxLength: 120 },
    { name: 'intro', type: 'textarea', maxLength: 400 },
  ],
}

/** The block picker's entry: its name and one-line description in both admin languages, and its group. */
export const meta: BlockMeta = {
  name: { pt: 'Contactos', en: 'Contact details' },
  description: {
    pt: 'Os contactos do país: linha de apoio, WhatsApp, e-mails, sede e redes sociais.',
    en: "The country's contacts: call centre, WhatsApp, e-mails, head office and social links.",
  },
  group: 'content',
}
