import type { Tab } from 'payload'
import { validateHref } from '@/lib/security/safe-href'
import { onlyIn } from '@/cms/fields/country-only'
import { showInMozField } from '@/cms/fields/menu-item'
import { labelledRows } from '@/cms/fields/row-label'
import { angolaOnly, email, url } from '@/cms/collections/settings/field-kinds'

/** The footer: link columns, addresses, the operating company, support e-mails and social networks. */
export const footerTab: Tab = {
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
}
