import { leadCollection } from './lead-collection'

/** "Ligue-me": a visitor asks to be called back about a subject. */
export const CallbackRequests = leadCollection({
  slug: 'callback-requests',
  labels: { singular: 'Call-back request', plural: 'Call-back requests' },
  titleField: 'clientName',
  columns: ['clientName', 'clientPhone', 'clientSubject'],
  fields: [
    { name: 'clientName', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'clientPhone', type: 'text', required: true, admin: { readOnly: true, description: 'E.164' } },
    { name: 'clientSubject', type: 'text', required: true, admin: { readOnly: true } },
  ],
})
