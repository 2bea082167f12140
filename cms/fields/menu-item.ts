import type { Field } from 'payload'
import { validateHref } from '@/lib/security/safe-href'
import { MENU_SECTION_LABELS, optionsOf } from '@/cms/i18n/options'
import { onlyIn } from './country-only'
import { labelledRows } from './row-label'

/** Sections a menu item belongs to, used for icons, newsletter labels and gates. */
export const SERVICE_TYPES = [
  'satelite',
  'fibra',
  'tv',
  'cinema',
  'on',
  'debito',
  'help',
  'about',
  'media',
  'life',
  'work',
  'partners',
] as const

const link: Field = {
  name: 'link',
  label: { pt: 'Ligação', en: 'Link' },
  type: 'text',
  required: true,
  localized: true,
  validate: validateHref,
  admin: {
    description: {
      pt: 'Caminho nesta língua (/a-zap, /en/the-zap) ou um endereço https:// completo.',
      en: 'Path in this language (/a-zap, /en/the-zap) or a full https:// address.',
    },
  },
}

/**
 * "Show in Mozambique": Angola's site shows every item (lib/routing/menu-visibility.ts), so the
 * box changes something only in Mozambique's document, the only one that offers it.
 */
export const showInMozField: Field = {
  name: 'showInMoz',
  label: { pt: 'Mostrar em Moçambique', en: 'Show in Mozambique' },
  type: 'checkbox',
  defaultValue: true,
  admin: { condition: onlyIn('mz') },
}

const SUB_ITEM = { pt: 'Subitem', en: 'Sub-item' }
const SUB_ITEMS = { pt: 'Subitens', en: 'Sub-items' }

/** What one menu row is called, for the rows and the "Add" buttons of every menu. */
export const MENU_ITEM = { pt: 'Item do menu', en: 'Menu item' }
export const MENU_ITEMS = { pt: 'Itens do menu', en: 'Menu items' }

/** A menu item's fields: label, section, link, new tab, Mozambique visibility, sub-items. */
export const menuItemFields: Field[] = [
  { name: 'label', label: { pt: 'Texto', en: 'Label' }, type: 'text', required: true, localized: true, maxLength: 60 },
  {
    name: 'serviceType',
    label: { pt: 'Secção', en: 'Section' },
    type: 'select',
    options: optionsOf(SERVICE_TYPES, MENU_SECTION_LABELS),
  },
  link,
  {
    name: 'newTab',
    label: { pt: 'Abrir num novo separador', en: 'Open in a new tab' },
    type: 'checkbox',
    defaultValue: false,
  },
  showInMozField,
  {
    name: 'disabled',
    label: { pt: 'Desativado (cinzento, sem ligação)', en: 'Disabled (greyed, not clickable)' },
    type: 'checkbox',
    defaultValue: false,
  },
  {
    name: 'icon',
    label: { pt: 'Ícone', en: 'Icon' },
    type: 'text',
    maxLength: 40,
    admin: {
      description: {
        pt: 'Nome do ícone, por exemplo satellite, fibre, tv.',
        en: 'Icon name, e.g. satellite, fibre, tv.',
      },
    },
  },
  {
    name: 'items',
    label: SUB_ITEMS,
    type: 'array',
    ...labelledRows('label', SUB_ITEM, SUB_ITEMS),
    fields: [
      {
        name: 'label',
        label: { pt: 'Texto', en: 'Label' },
        type: 'text',
        required: true,
        localized: true,
        maxLength: 60,
      },
      link,
      {
        name: 'newTab',
        label: { pt: 'Abrir num novo separador', en: 'Open in a new tab' },
        type: 'checkbox',
        defaultValue: false,
      },
      showInMozField,
    ],
  },
]
