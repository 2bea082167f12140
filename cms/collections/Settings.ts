import type { CollectionConfig, Condition, Field, Tab } from 'payload'
import { validateHref } from '@/lib/security/safe-href'
import { previewAdmin } from '@/cms/admin/preview'
import { adminOnly, adminOrOwnCountry, nobody, publishedOrOwnCountry } from '@/cms/access/rules'
import { openTabOfAnchor } from '@/cms/fields/anchor-tab'
import { countryField } from '@/cms/fields/country'
import { countryCodeField, onlyIn } from '@/cms/fields/country-only'
import { MENU_ITEM, MENU_ITEMS, menuItemFields, showInMozField } from '@/cms/fields/menu-item'
import { labelledRows } from '@/cms/fields/row-label'
import { revalidateSettingsOnPublish } from '@/cms/hooks/revalidate-settings'

type Words = { pt: string; en: string }
const url = (name: string, label: Words, description?: Words, admin: { condition?: Condition } = {}): Field => ({
  name,
  label,
  type: 'text',
  validate: validateHref,
  admin: { ...admin, description },
})
const email = (name: string, label: Words, admin: { condition?: Condition } = {}): Field => ({
  name,
  label,
  type: 'email',
  admin,
})

/** A menu: rows named by their own label. */
const menu = (name: string, label: Words, description?: Words): Field => {
  const rows = labelledRows('label', MENU_ITEM, MENU_ITEMS)
  return {
    name,
    label,
    type: 'array',
    fields: menuItemFields,
    labels: rows.labels,
    admin: { ...rows.admin, description },
  }
}

/**
 * Fibre and cinemas exist in Angola only: Mozambique's site sends those sections home
 * (lib/routing/country-gates.ts), so it never shows their menus nor their support e-mails.
 */
const angolaOnly: { condition: Condition } = { condition: onlyIn('ao') }

/** The form's areas, in the order editors meet them. */
const tabs: Tab[] = [
  {
    label: { pt: 'Menus', en: 'Menus' },
    fields: [
      menu(
        'mainMenu',
        { pt: 'Menu principal', en: 'Main menu' },
        { pt: 'Secções do menu principal, por ordem.', en: 'Sections of the main menu, in order.' },
      ),
      {
        name: 'secondaryMenus',
        label: { pt: 'Menus das secções', en: 'Section menus' },
        type: 'group',
        admin: {
          ...angolaOnly,
          description: { pt: 'Menus das secções de fibra e cinema.', en: 'Menus of the fibre and cinema sections.' },
        },
        fields: [menu('fibra', { pt: 'Fibra', en: 'Fibre' }), menu('cinema', { pt: 'Cinema', en: 'Cinema' })],
      },
    ],
  },
  {
    label: { pt: 'Rodapé', en: 'Footer' },
    fields: [
      {
        name: 'footer',
        label: false,
        type: 'group',
        fields: [
          {
            name: 'columns',
            label: { pt: 'Colunas', en: 'Columns' },
            type: 'array',
            maxRows: 6,
            ...labelledRows('title', { pt: 'Coluna', en: 'Column' }, { pt: 'Colunas', en: 'Columns' }),
            fields: [
              { name: 'title', label: { pt: 'Título', en: 'Title' }, type: 'text', required: true, localized: true },
              {
                name: 'links',
                label: { pt: 'Ligações', en: 'Links' },
                type: 'array',
                ...labelledRows('label', { pt: 'Ligação', en: 'Link' }, { pt: 'Ligações', en: 'Links' }),
                fields: [
                  { name: 'label', label: { pt: 'Texto', en: 'Label' }, type: 'text', required: true, localized: true },
                  {
                    name: 'link',
                    label: { pt: 'Ligação', en: 'Link' },
                    type: 'text',
                    required: true,
                    localized: true,
                    validate: validateHref,
                  },
                  {
                    name: 'newTab',
                    label: { pt: 'Abrir num novo separador', en: 'Open in a new tab' },
                    type: 'checkbox',
                    defaultValue: false,
                  },
                  showInMozField,
                ],
              },
            ],
          },
          {
            name: 'headOffice',
            label: { pt: 'Sede', en: 'Head office' },
            type: 'textarea',
            localized: true,
            admin: {
              description: {
                pt: 'No rodapé de Angola, na página de contactos e nos dados da empresa para os motores de pesquisa.',
                en: "In Angola's footer, on the contacts page and in the company data for search engines.",
              },
            },
          },
          {
            name: 'companyName',
            label: { pt: 'Empresa', en: 'Company' },
            type: 'text',
            admin: {
              description: {
                pt: 'Empresa operadora: no aviso de direitos do rodapé e, em Moçambique, por cima da morada.',
                en: "Operating company: in the footer's copyright line and, in Mozambique, above the address.",
              },
            },
          },
          {
            name: 'companyAddress',
            label: { pt: 'Morada da empresa', en: 'Company address' },
            type: 'textarea',
            localized: true,
            admin: {
              condition: onlyIn('mz'),
              description: {
                pt: 'Morada do rodapé e da página de contactos de Moçambique.',
                en: "The address in Mozambique's footer and contacts page.",
              },
            },
          },
          {
            name: 'supportEmails',
            label: { pt: 'E-mails de apoio', en: 'Support e-mails' },
            type: 'group',
            fields: [
              email('default', { pt: 'Geral', en: 'General' }),
              email('satelite', { pt: 'Satélite', en: 'Satellite' }),
              email('fibra', { pt: 'Fibra', en: 'Fibre' }, angolaOnly),
              email('cinema', { pt: 'Cinema', en: 'Cinema' }, angolaOnly),
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
    ],
  },
  {
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
  },
  {
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
  },
  {
    label: { pt: 'Termos e condições', en: 'Terms and conditions' },
    admin: {
      description: {
        pt: 'Termos e condições que os formulários abrem; cada item é um termo com o seu texto.',
        en: 'Terms and conditions the forms open; each item is a term with its text.',
      },
    },
    fields: [
      {
        name: 'terms',
        label: false,
        type: 'group',
        fields: [
          {
            name: 'items',
            label: { pt: 'Itens', en: 'Items' },
            type: 'array',
            localized: true,
            ...labelledRows('term', { pt: 'Termo', en: 'Term' }, { pt: 'Termos', en: 'Terms' }),
            fields: [
              { name: 'term', label: { pt: 'Termo', en: 'Term' }, type: 'text', required: true },
              {
                name: 'description',
                label: { pt: 'Descrição', en: 'Description' },
                type: 'textarea',
                required: true,
                admin: {
                  description: {
                    pt: 'HTML; scripts e marcação insegura são removidos ao mostrar.',
                    en: 'HTML; scripts and unsafe markup are removed when shown.',
                  },
                },
              },
            ],
          },
          {
            name: 'document',
            label: { pt: 'Documento', en: 'Document' },
            type: 'upload',
            relationTo: 'documents',
            admin: { description: { pt: 'PDF opcional para descarregar.', en: 'Optional PDF offered for download.' } },
          },
        ],
      },
    ],
  },
  {
    label: { pt: 'Geral', en: 'General' },
    fields: [
      {
        name: 'operatorName',
        label: { pt: 'Nome do operador', en: 'Operator name' },
        type: 'text',
        required: true,
        defaultValue: 'ZAP',
        admin: {
          description: {
            pt: 'Prefixo dos assuntos dos pedidos "Ligue-me".',
            en: 'Prefix of call-back request subjects.',
          },
        },
      },
      url(
        'empresasUrl',
        { pt: 'Site de empresas', en: 'Business site' },
        {
          pt: 'Site externo para empresas, na barra de topo de Angola.',
          en: "External business site, in Angola's top bar.",
        },
        angolaOnly,
      ),
    ],
  },
]

/**
 * One document per country: menus, footer, contacts and the operator's details shown in the chrome.
 * The form is in tabs by area; a country's document offers only the fields its site reads (the
 * chrome's code decides, components/chrome); changes are drafts until published, with a preview of
 * the country's home page in them. The tabs have no names, so the data and its columns are as they
 * were before the tabs.
 */
export const Settings: CollectionConfig = {
  slug: 'settings',
  labels: {
    singular: { pt: 'Definições do país', en: 'Country settings' },
    plural: { pt: 'Definições dos países', en: 'Country settings' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'country', '_status', 'updatedAt'],
    ...previewAdmin('settings'),
  },
  // Visitors read the published version only; an editor reads and writes their own country's.
  access: { read: publishedOrOwnCountry, create: adminOnly, update: adminOrOwnCountry, delete: nobody },
  // Save Draft keeps a change away from visitors; Publish makes it live (and expires the cache).
  versions: { drafts: true, maxPerDoc: 50 },
  hooks: { afterChange: [revalidateSettingsOnPublish] },
  fields: [
    {
      name: 'title',
      label: { pt: 'Título', en: 'Title' },
      type: 'text',
      required: true,
      defaultValue: 'Site settings',
    },
    { ...countryField, unique: true },
    countryCodeField,
    openTabOfAnchor(tabs),
    { type: 'tabs', tabs },
  ],
}
