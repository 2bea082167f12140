import type { GroupField, SelectField } from 'payload'
import { validateHref } from '../../lib/security/safe-href'
import { ICON_NAMES } from '../../lib/ui/icons'

/** A call to action: a label and a link (internal path or https URL). Blocks are localized as a whole; collections localize the label. */
export const ctaField = (name = 'cta', localized = false): GroupField => ({
  name,
  type: 'group',
  fields: [
    { name: 'label', type: 'text', maxLength: 40, localized },
    { name: 'href', type: 'text', validate: validateHref, localized },
  ],
})

/** One of the site's icons (lib/ui/icons.ts). */
export const iconField = (name = 'icon', required = false): SelectField => ({ name, type: 'select', options: [...ICON_NAMES], required })

/** Which commercial service something belongs to. */
export const serviceField: SelectField = {
  name: 'service',
  type: 'select',
  required: true,
  options: [
    { label: 'Satélite', value: 'satelite' },
    { label: 'Fibra', value: 'fibra' },
    { label: 'Cinema', value: 'cinema' },
  ],
}
