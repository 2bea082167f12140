import type { Field } from 'payload'
import { validateHref } from '../../lib/security/safe-href'

/** Sections a menu item belongs to (spec 3 "Menu item"), used for icons, newsletter labels and gates. */
export const SERVICE_TYPES = ['satelite', 'fibra', 'tv', 'cinema', 'on', 'debito', 'help', 'about', 'media', 'life', 'work', 'partners'] as const

const link: Field = {
  name: 'link',
  type: 'text',
  required: true,
  localized: true,
  validate: validateHref,
  admin: { description: 'Path in this language (/a-zap, /en/the-zap) or a full https:// address.' },
}

/** The fields of spec 3 "Menu item": label, section, link, new tab, Mozambique visibility, sub-items. */
export const menuItemFields: Field[] = [
  { name: 'label', type: 'text', required: true, localized: true, maxLength: 60 },
  { name: 'serviceType', type: 'select', options: SERVICE_TYPES.map((value) => ({ label: value, value })) },
  link,
  { name: 'newTab', type: 'checkbox', defaultValue: false, label: 'Open in a new tab' },
  { name: 'showInMoz', type: 'checkbox', defaultValue: true, label: 'Show in Mozambique' },
  { name: 'disabled', type: 'checkbox', defaultValue: false, label: 'Disabled (greyed, not clickable)' },
  { name: 'icon', type: 'text', maxLength: 40, admin: { description: 'Icon name, e.g. satellite, fibre, tv.' } },
  {
    name: 'items',
    type: 'array',
    fields: [
      { name: 'label', type: 'text', required: true, localized: true, maxLength: 60 },
      link,
      { name: 'newTab', type: 'checkbox', defaultValue: false },
      { name: 'showInMoz', type: 'checkbox', defaultValue: true, label: 'Show in Mozambique' },
    ],
  },
]
