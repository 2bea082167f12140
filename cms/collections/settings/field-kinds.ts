import type { Condition, Field } from 'payload'
import { validateHref } from '@/lib/security/safe-href'
import { onlyIn } from '@/cms/fields/country-only'
import { MENU_ITEM, MENU_ITEMS, menuItemFields } from '@/cms/fields/menu-item'
import { labelledRows } from '@/cms/fields/row-label'

// The kinds of field the country settings' tabs are made of.

export type Words = { pt: string; en: string }
export const url = (name: string, label: Words, description?: Words, admin: { condition?: Condition } = {}): Field => ({
  name,
  label,
  type: 'text',
  validate: validateHref,
  admin: { ...admin, description },
})
export const email = (name: string, label: Words, admin: { condition?: Condition } = {}): Field => ({
  name,
  label,
  type: 'email',
  admin,
})

/** A menu: rows named by their own label. */
export const menu = (name: string, label: Words, description?: Words): Field => {
  const rows = labelledRows('label', MENU_ITEM, MENU_ITEMS)
  return {
    name,
    label,
    type: 'array',
    fields: menuItemFields,
    labels: rows.labels,
    admin: { ...rows.admin, description },
  }
}

/**
 * Fibre and cinemas exist in Angola only: Mozambique's site sends those sections home
 * (lib/routing/country-gates.ts), so it never shows their menus nor their support e-mails.
 */
export const angolaOnly: { condition: Condition } = { condition: onlyIn('ao') }
