import type { Field, Tab, UIField } from 'payload'

const topLevelNames = (fields: Field[]): string[] =>
  fields.flatMap((field) =>
    'name' in field && field.name
      ? [field.name]
      : 'fields' in field && field.type !== 'array' && field.type !== 'group'
        ? topLevelNames(field.fields)
        : [],
  )

/**
 * A form in tabs still opens at a field named in its address (`#field-contact__whatsapp`): this
 * field, which stores and shows nothing, opens the tab that holds it (cms/components/field-anchor).
 */
export function openTabOfAnchor(tabs: Tab[]): UIField {
  const tabOf = Object.fromEntries(
    tabs.flatMap((tab, index) =>
      'name' in tab && tab.name ? [[tab.name, index]] : topLevelNames(tab.fields).map((name) => [name, index]),
    ),
  )
  return {
    name: 'openTabOfAnchor',
    label: { pt: 'Abrir o separador do campo', en: "Open the field's tab" },
    type: 'ui',
    admin: {
      components: {
        Field: { path: '@/cms/components/field-anchor/OpenTabOfAnchor#OpenTabOfAnchor', clientProps: { tabOf } },
      },
    },
  }
}
