import en from '@/locales/en/common.json'
import { CALLBACK_SUBJECT_CODES } from '@/lib/forms/callback-subjects'
import { leadCollection } from './lead-collection'

/**
 * "Ligue-me": a visitor asks to be called back about a subject. The subject is kept twice: its
 * stable code, to sort and count leads whatever the page's language, and the words the visitor
 * read (operator name included, in their language), which is what the operator answers to.
 */
export const CallbackRequests = leadCollection({
  slug: 'callback-requests',
  labels: { singular: 'Call-back request', plural: 'Call-back requests' },
  titleField: 'clientName',
  columns: ['clientName', 'clientPhone', 'subjectCode', 'clientSubject'],
  fields: [
    { name: 'clientName', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'clientPhone', type: 'text', required: true, admin: { readOnly: true, description: 'E.164' } },
    {
      name: 'subjectCode',
      label: 'Subject',
      type: 'select',
      options: CALLBACK_SUBJECT_CODES.map((code) => ({ value: code, label: en.forms.callback.subjects[code] })),
      // Not required: a request stored before subjects had codes may have text no code matches.
      admin: { readOnly: true },
    },
    { name: 'clientSubject', label: 'Subject as the visitor read it', type: 'text', required: true, admin: { readOnly: true } },
  ],
})
