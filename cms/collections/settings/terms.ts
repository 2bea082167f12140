import type { Tab } from 'payload'
import { labelledRows } from '@/cms/fields/row-label'

/** The terms and conditions the forms open, and an optional PDF of them. */
export const termsTab: Tab = {
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
}
