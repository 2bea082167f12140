import type { Tab } from 'payload'
import { url } from '@/cms/collections/settings/field-kinds'

/** The app's promotional popup on the corporate pages, and whether first-time visitors are asked their country. */
export const appPopupTab: Tab = {
  label: { pt: 'Popup da aplicação', en: 'App popup' },
  admin: {
    description: {
      pt: 'Popup promocional da aplicação, mostrado nas páginas institucionais.',
      en: 'Promotional app popup, shown on the corporate pages.',
    },
  },
  fields: [
    {
      name: 'popup',
      label: false,
      type: 'group',
      fields: [
        { name: 'enabled', label: { pt: 'Ativo', en: 'Enabled' }, type: 'checkbox', defaultValue: true },
        { name: 'title', label: { pt: 'Título', en: 'Title' }, type: 'text', localized: true },
        { name: 'description', label: { pt: 'Descrição', en: 'Description' }, type: 'textarea', localized: true },
        url(
          'linkApple',
          { pt: 'Ligação da App Store', en: 'App Store link' },
          { pt: 'Ligação da App Store.', en: 'App Store link.' },
        ),
        url(
          'linkPlayStore',
          { pt: 'Ligação do Google Play', en: 'Google Play link' },
          { pt: 'Ligação do Google Play.', en: 'Google Play link.' },
        ),
        {
          name: 'time',
          label: { pt: 'Hora', en: 'Time' },
          type: 'number',
          min: 0,
          max: 600,
          admin: {
            description: {
              pt: 'Segundos ao fim dos quais a versão para telemóvel fecha sozinha; vazio = fica aberta.',
              en: 'Seconds after which the phone variant closes itself; empty = stays open.',
            },
          },
        },
        {
          name: 'qrCode',
          label: { pt: 'Código QR', en: 'QR code' },
          type: 'upload',
          relationTo: 'media',
          admin: { description: { pt: 'Se vazio, usa a imagem QR habitual.', en: 'Empty = the standard QR image.' } },
        },
        {
          name: 'countryPopup',
          label: { pt: 'Perguntar o país', en: 'Ask for the country' },
          type: 'checkbox',
          defaultValue: true,
          admin: {
            description: {
              pt: 'Pede a quem visita o site pela primeira vez que confirme o país.',
              en: 'Ask first-time visitors to confirm their country.',
            },
          },
        },
      ],
    },
  ],
}
