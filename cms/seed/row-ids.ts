/**
 * Copies array row ids from a saved document into data for another language, row by row, so that
 * a localized update fills the same rows instead of replacing them with new ones.
 */
export function withRowIdsFrom<T>(saved: unknown, data: T): T {
  if (Array.isArray(data)) {
    const rows = Array.isArray(saved) ? saved : []
    return data.map((row, i) => {
      const savedRow = rows[i] as { id?: unknown } | undefined
      const merged = withRowIdsFrom(savedRow, row)
      return savedRow?.id && merged && typeof merged === 'object' ? { ...merged, id: savedRow.id } : merged
    }) as T
  }
  if (data && typeof data === 'object') {
    const source = (saved && typeof saved === 'object' ? saved : {}) as Record<string, unknown>
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, withRowIdsFrom(source[key], value)])) as T
  }
  return data
}
