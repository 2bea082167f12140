import type { Field } from 'payload'
import { countryField } from './country'

/**
 * Fields every lead carries besides its form's own: the country (from the site address, not the
 * visitor) and the visitor's IP as seen through the trusted proxy.
 */
export const leadMetaFields: Field[] = [
  { ...countryField, admin: { position: 'sidebar', readOnly: true } },
  { name: 'ip', type: 'text', admin: { position: 'sidebar', readOnly: true } },
  {
    name: 'locale',
    type: 'select',
    options: ['pt', 'en'],
    admin: { position: 'sidebar', readOnly: true, description: 'Language the visitor used.' },
  },
]
