import en from '@/locales/en/common.json'
import pt from '@/locales/pt/common.json'
import { CALLBACK_SUBJECT_CODES } from '@/forms/callback/subjects'
import { contactOf } from '@/cms/fields/personal-data'
import { leadCollection } from './lead-collection'

/**
 * "Ligue-me": a visitor asks to be called back about a subject; a sign-up request for a package is one
 * too (subject "Adesão", with the package, province and address; forms/sign-up/lead-form.ts). The subject is kept twice: its
 * stable code, to sort and count leads whatever the page's language, and the words the visitor
 * read (operator name included, in their language), which is what the operator calls back about.
 */
export const CallbackRequests = leadCollection({
  slug: 'callback-requests',
  labels: {
    singular: { pt: 'Pedido "Ligue-me"', en: 'Call-back request' },
    plural: { pt: 'Pedidos "Ligue-me"', en: 'Call-back requests' },
  },
  titleField: 'clientName',
  columns: ['clientName', 'clientPhone', 'subjectCode', 'clientSubject'],
  fields: [
    { name: 'clientName', label: { pt: 'Nome', en: 'Name' }, type: 'text', required: true, admin: { readOnly: true } },
    {
      name: 'clientPhone',
      label: { pt: 'Telefone', en: 'Phone' },
      type: 'text',
      required: true,
      admin: {
        readOnly: true,
        description: {
          pt: 'Formato internacional (E.164), por exemplo +244900000000.',
          en: 'International format (E.164), e.g. +244900000000.',
        },
      },
      custom: contactOf('phone'),
    },
    {
      name: 'subjectCode',
      label: { pt: 'Assunto', en: 'Subject' },
      type: 'select',
      options: CALLBACK_SUBJECT_CODES.map((code) => ({
        value: code,
        label: { pt: pt.forms.callback.subjects[code], en: en.forms.callback.subjects[code] },
      })),
      // Not required: a request stored before subjects had codes may have text no code matches.
      admin: { readOnly: true },
    },
    {
      name: 'clientSubject',
      label: { pt: 'Assunto como o visitante o leu', en: 'Subject as the visitor read it' },
      type: 'text',
      required: true,
      admin: { readOnly: true },
    },
    // A sign-up request adds where the installation would be (the package is in the source fields).
    { name: 'province', label: { pt: 'Província', en: 'Province' }, type: 'text', admin: { readOnly: true } },
    { name: 'address', label: { pt: 'Morada', en: 'Address' }, type: 'text', admin: { readOnly: true } },
  ],
})
