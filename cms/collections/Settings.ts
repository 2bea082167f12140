import type { CollectionAfterChangeHook, CollectionConfig } from 'payload'
import { tags } from '../../lib/content/tags'
import { validateHref } from '../../lib/security/safe-href'
import { adminOnly, adminOrOwnCountry, anyoneOrOwnCountry, nobody } from '../access/rules'
import { countryField } from '../fields/country'
import { menuItemFields } from '../fields/menu-item'
import { countryCodeOf, expireTags } from '../hooks/revalidate'

const revalidateSettings: CollectionAfterChangeHook = async ({ doc, req }) => {
  const country = await countryCodeOf((doc as { country?: unknown }).country, req)
  if (country) expireTags([tags.settings(country)], req)
  return doc
}

type Words = { pt: string; en: string }
const url = (name: string, label: Words, description?: Words) => ({ name, label, type: 'text' as const, validate: validateHref, admin: { description } })
const email = (name: string, label: Words) => ({ name, label, type: 'email' as const })

/** One document per country: menus, footer, contacts and the operator's details shown in the chrome. */
export const Settings: CollectionConfig = {
  slug: 'settings',
  labels: { singular: { pt: 'Definições do país', en: 'Country settings' }, plural: { pt: 'Definições dos países', en: 'Country settings' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'country', 'updatedAt'] },
  access: { read: anyoneOrOwnCountry, create: adminOnly, update: adminOrOwnCountry, delete: nobody },
  hooks: { afterChange: [revalidateSettings] },
  fields: [
    { name: 'title', label: { pt: 'Título', en: 'Title' }, type: 'text', required: true, defaultValue: 'Site settings' },
    { ...countryField, unique: true },
    { name: 'operatorName', label: { pt: 'Nome do operador', en: 'Operator name' }, type: 'text', required: true, defaultValue: 'ZAP', admin: { description: { pt: 'Prefixo dos assuntos dos pedidos "Ligue-me".', en: 'Prefix of call-back request subjects.' } } },
    url('empresasUrl', { pt: 'Site de empresas', en: 'Business site' }, { pt: 'Site externo para empresas (mostrado só em Angola).', en: 'External business site (shown in Angola only).' }),
    { name: 'mainMenu', label: { pt: 'Menu principal', en: 'Main menu' }, type: 'array', fields: menuItemFields, admin: { description: { pt: 'Secções do menu principal, por ordem.', en: 'Sections of the main menu, in order.' } } },
    {
      name: 'secondaryMenus',
      label: { pt: 'Menus das secções', en: 'Section menus' },
      type: 'group',
      admin: { description: { pt: 'Menus das secções de fibra e cinema.', en: 'Menus of the fibre and cinema sections.' } },
      fields: [
        { name: 'fibra', label: { pt: 'Fibra', en: 'Fibre' }, type: 'array', fields: menuItemFields },
        { name: 'cinema', label: { pt: 'Cinema', en: 'Cinema' }, type: 'array', fields: menuItemFields },
      ],
    },
    {
      name: 'footer',
      label: { pt: 'Rodapé', en: 'Footer' },
      type: 'group',
      fields: [
        {
          name: 'columns',
          label: { pt: 'Colunas', en: 'Columns' },
          type: 'array',
          maxRows: 6,
          fields: [
            { name: 'title', label: { pt: 'Título', en: 'Title' }, type: 'text', required: true, localized: true },
            {
              name: 'links',
              label: { pt: 'Ligações', en: 'Links' },
              type: 'array',
              fields: [
                { name: 'label', label: { pt: 'Texto', en: 'Label' }, type: 'text', required: true, localized: true },
                { name: 'link', label: { pt: 'Ligação', en: 'Link' }, type: 'text', required: true, localized: true, validate: validateHref },
                { name: 'newTab', label: { pt: 'Abrir num novo separador', en: 'Open in a new tab' }, type: 'checkbox', defaultValue: false },
                { name: 'showInMoz', label: { pt: 'Mostrar em Moçambique', en: 'Show in Mozambique' }, type: 'checkbox', defaultValue: true },
              ],
            },
          ],
        },
        { name: 'headOffice', label: { pt: 'Sede', en: 'Head office' }, type: 'textarea', localized: true },
        { name: 'companyName', label: { pt: 'Empresa', en: 'Company' }, type: 'text', admin: { description: { pt: 'Empresa operadora (mostrada em Moçambique).', en: 'Operating company (shown in Mozambique).' } } },
        { name: 'companyAddress', label: { pt: 'Morada da empresa', en: 'Company address' }, type: 'textarea', localized: true },
        {
          name: 'supportEmails',
          label: { pt: 'E-mails de apoio', en: 'Support e-mails' },
          type: 'group',
          fields: [
            email('default', { pt: 'Geral', en: 'General' }),
            email('satelite', { pt: 'Satélite', en: 'Satellite' }),
            email('fibra', { pt: 'Fibra', en: 'Fibre' }),
            email('cinema', { pt: 'Cinema', en: 'Cinema' }),
          ],
        },
        {
          name: 'social',
          label: { pt: 'Redes sociais', en: 'Social networks' },
          type: 'group',
          fields: [
            url('facebook', { pt: 'Facebook', en: 'Facebook' }),
            url('instagram', { pt: 'Instagram', en: 'Instagram' }),
            url('linkedin', { pt: 'LinkedIn', en: 'LinkedIn' }),
            url('youtube', { pt: 'YouTube', en: 'YouTube' }),
          ],
        },
      ],
    },
    {
      name: 'contact',
      label: { pt: 'Contactos', en: 'Contacts' },
      type: 'group',
      fields: [
        { name: 'whatsapp', label: { pt: 'WhatsApp', en: 'WhatsApp' }, type: 'text', admin: { description: { pt: 'Número internacional, por exemplo +244 900 000 000.', en: 'International number, e.g. +244 900 000 000.' } } },
        url('messenger', { pt: 'Messenger', en: 'Messenger' }, { pt: 'Ligação do Messenger, por exemplo https://m.me/zapangola', en: 'Messenger link, e.g. https://m.me/zapangola' }),
        { name: 'callCentre', label: { pt: 'Centro de atendimento', en: 'Call centre' }, type: 'text', admin: { description: { pt: 'Número de telefone mostrado no rodapé.', en: 'Phone number shown in the footer.' } } },
      ],
    },
    {
      name: 'popup',
      label: { pt: 'Popup da aplicação', en: 'App popup' },
      type: 'group',
      admin: { description: { pt: 'Popup promocional da aplicação, mostrado nas páginas institucionais.', en: 'Promotional app popup, shown on the corporate pages.' } },
      fields: [
        { name: 'enabled', label: { pt: 'Ativo', en: 'Enabled' }, type: 'checkbox', defaultValue: true },
        { name: 'title', label: { pt: 'Título', en: 'Title' }, type: 'text', localized: true },
        { name: 'description', label: { pt: 'Descrição', en: 'Description' }, type: 'textarea', localized: true },
        url('linkApple', { pt: 'Ligação da App Store', en: 'App Store link' }, { pt: 'Ligação da App Store.', en: 'App Store link.' }),
        url('linkPlayStore', { pt: 'Ligação do Google Play', en: 'Google Play link' }, { pt: 'Ligação do Google Play.', en: 'Google Play link.' }),
        { name: 'time', label: { pt: 'Hora', en: 'Time' }, type: 'number', min: 0, max: 600, admin: { description: { pt: 'Segundos ao fim dos quais a versão para telemóvel fecha sozinha; vazio = fica aberta.', en: 'Seconds after which the phone variant closes itself; empty = stays open.' } } },
        { name: 'qrCode', label: { pt: 'Código QR', en: 'QR code' }, type: 'upload', relationTo: 'media', admin: { description: { pt: 'Se vazio, usa a imagem QR habitual.', en: 'Empty = the standard QR image.' } } },
        {
          name: 'countryPopup',
          label: { pt: 'Perguntar o país', en: 'Ask for the country' },
          type: 'checkbox',
          defaultValue: true,
          admin: { description: { pt: 'Pede a quem visita o site pela primeira vez que confirme o país.', en: 'Ask first-time visitors to confirm their country.' } },
        },
      ],
    },
    {
      name: 'terms',
      label: { pt: 'Termos e condições', en: 'Terms and conditions' },
      type: 'group',
      admin: { description: { pt: 'Termos e condições que os formulários abrem; cada item é um termo com o seu texto.', en: 'Terms and conditions the forms open; each item is a term with its text.' } },
      fields: [
        {
          name: 'items',
          label: { pt: 'Itens', en: 'Items' },
          type: 'array',
          localized: true,
          fields: [
            { name: 'term', label: { pt: 'Termo', en: 'Term' }, type: 'text', required: true },
            { name: 'description', label: { pt: 'Descrição', en: 'Description' }, type: 'textarea', required: true, admin: { description: { pt: 'HTML; scripts e marcação insegura são removidos ao mostrar.', en: 'HTML; scripts and unsafe markup are removed when shown.' } } },
          ],
        },
        { name: 'document', label: { pt: 'Documento', en: 'Document' }, type: 'upload', relationTo: 'documents', admin: { description: { pt: 'PDF opcional para descarregar.', en: 'Optional PDF offered for download.' } } },
      ],
    },
  ],
}
