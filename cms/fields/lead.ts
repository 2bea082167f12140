import type { Field } from 'payload'
import { countryField } from './country'
import { LANGUAGE_LABELS, optionsOf } from '@/cms/i18n/options'

/**
 * Fields every lead carries besides its form's own: the country (from the site address, not the
 * visitor) and the visitor's IP as seen through the trusted proxy.
 */
export const leadMetaFields: Field[] = [
  { ...countryField, admin: { position: 'sidebar', readOnly: true } },
  {
    name: 'ip',
    label: { pt: 'Endereço IP', en: 'IP address' },
    type: 'text',
    admin: { position: 'sidebar', readOnly: true },
  },
  {
    name: 'locale',
    label: { pt: 'Língua', en: 'Language' },
    type: 'select',
    options: optionsOf(['pt', 'en'] as const, LANGUAGE_LABELS),
    admin: {
      position: 'sidebar',
      readOnly: true,
      description: { pt: 'Língua em que o visitante usou o site.', en: 'Language the visitor used.' },
    },
  },
]
