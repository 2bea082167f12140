import type { Field } from 'payload'

/**
 * Copies array row ids from a saved document into data for another language, row by row, so that
 * a localized update fills the same rows instead of replacing them with new ones.
 *
 * Arrays at a path in `localized` (a localized array: each language has rows of its own) keep no
 * ids: their rows in the other language are separate rows, and reusing the ids collides.
 */
export function withRowIdsFrom<T>(saved: unknown, data: T, localized: ReadonlySet<string> = new Set(), path = ''): T {
  if (Array.isArray(data)) {
    if (localized.has(path)) return data
    const rows = Array.isArray(saved) ? saved : []
    return data.map((row, i) => {
      const savedRow = rows[i] as { id?: unknown } | undefined
      const merged = withRowIdsFrom(savedRow, row, localized, path)
      return savedRow?.id && merged && typeof merged === 'object' ? { ...merged, id: savedRow.id } : merged
    }) as T
  }
  if (data && typeof data === 'object') {
    const source = (saved && typeof saved === 'object' ? saved : {}) as Record<string, unknown>
    return Object.fromEntries(
      Object.entries(data).map(([key, value]) => [
        key,
        withRowIdsFrom(source[key], value, localized, path ? `${path}.${key}` : key),
      ]),
    ) as T
  }
  return data
}

/** Paths (like "terms.items", without row indices) of the localized arrays in a collection's fields. */
export function localizedArrays(fields: readonly Field[], prefix = ''): Set<string> {
  const found = new Set<string>()
  const add = (paths: Set<string>) => paths.forEach((p) => found.add(p))
  for (const field of fields) {
    if (field.type === 'array') {
      const path = `${prefix}${field.name}`
      if (field.localized) found.add(path)
      else add(localizedArrays(field.fields, `${path}.`))
    } else if (field.type === 'group') {
      add(localizedArrays(field.fields, 'name' in field && field.name ? `${prefix}${field.name}.` : prefix))
    } else if (field.type === 'row' || field.type === 'collapsible') {
      add(localizedArrays(field.fields, prefix))
    } else if (field.type === 'tabs') {
      for (const tab of field.tabs)
        add(localizedArrays(tab.fields, 'name' in tab && tab.name ? `${prefix}${tab.name}.` : prefix))
    }
  }
  return found
}
