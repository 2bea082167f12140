import type { Tab } from 'payload'
import { url } from '@/cms/collections/settings/field-kinds'

/** How visitors reach the operator: WhatsApp, Messenger and the call centre. */
export const contactsTab: Tab = {
  label: { pt: 'Contactos', en: 'Contacts' },
  fields: [
    {
      name: 'contact',
      label: false,
      type: 'group',
      fields: [
        {
          name: 'whatsapp',
          label: { pt: 'WhatsApp', en: 'WhatsApp' },
          type: 'text',
          admin: {
            description: {
              pt: 'Número internacional, por exemplo +244 900 000 000.',
              en: 'International number, e.g. +244 900 000 000.',
            },
          },
        },
        url(
          'messenger',
          { pt: 'Messenger', en: 'Messenger' },
          {
            pt: 'Ligação do Messenger, por exemplo https://m.me/zapangola',
            en: 'Messenger link, e.g. https://m.me/zapangola',
          },
        ),
        {
          name: 'callCentre',
          label: { pt: 'Centro de atendimento', en: 'Call centre' },
          type: 'text',
          admin: {
            description: { pt: 'Número de telefone mostrado no rodapé.', en: 'Phone number shown in the footer.' },
          },
        },
      ],
    },
  ],
}
