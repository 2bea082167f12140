import type { GroupField, SelectField } from 'payload'
import { validateHref } from '@/lib/security/safe-href'
import { ICON_NAMES } from '@/lib/ui/icons'
import { SERVICE_LABELS, sameInBoth } from '@/cms/i18n/options'

/** A call to action: a label and a link (internal path or https URL). Blocks are localized as a whole; collections localize the label. */
export const ctaField = (name = 'cta', localized = false): GroupField => ({
  name,
  label: { pt: 'Botão', en: 'Button' },
  type: 'group',
  fields: [
    { name: 'label', label: { pt: 'Texto', en: 'Label' }, type: 'text', maxLength: 40, localized },
    { name: 'href', label: { pt: 'Ligação', en: 'Link' }, type: 'text', validate: validateHref, localized },
  ],
})

/** One of the site's icons (lib/ui/icons.ts). */
export const iconField = (name = 'icon', required = false): SelectField => ({
  name,
  type: 'select',
  options: sameInBoth(ICON_NAMES),
  required,
})

/** Which commercial service something belongs to. */
export const serviceField: SelectField = {
  name: 'service',
  label: { pt: 'Serviço', en: 'Service' },
  type: 'select',
  required: true,
  options: [
    { label: SERVICE_LABELS.satelite, value: 'satelite' },
    { label: SERVICE_LABELS.fibra, value: 'fibra' },
    { label: SERVICE_LABELS.cinema, value: 'cinema' },
  ],
}
