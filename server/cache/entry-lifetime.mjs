/**
 * The lifetime (`cacheControl`) of a cached page, stored with the entry.
 *
 * Next only knows the lifetime of pages this very process rendered. For an entry another instance
 * wrote it falls back to one second (for routes rendered on demand, as all of ours are) unless the
 * cache handler returns `cacheControl` with the entry: every page would be served stale after 1 s
 * and re-rendered in the background on every instance. The shared handler stores only the value,
 * so the lifetime rides inside it under a field of our own and is handed back on read.
 */

const FIELD = 'zapCacheControl'

/**
 * The value to store: pages and route responses carry their lifetime; data-cache entries (`FETCH`)
 * keep their own `revalidate` and are stored as they are.
 * @template {{ kind?: string } | null | undefined} V
 * @param {V} value
 * @param {{ revalidate?: number | false, expire?: number } | undefined} cacheControl
 * @returns {V}
 */
export function withStoredLifetime(value, cacheControl) {
  if (!value || !cacheControl || value.kind === 'FETCH') return value
  return {
    ...value,
    [FIELD]: {
      revalidate: cacheControl.revalidate,
      ...(cacheControl.expire === undefined ? {} : { expire: cacheControl.expire }),
    },
  }
}

/**
 * The entry as Next expects it: the value without our field, and `cacheControl` beside it. An
 * entry stored without one gets the lifetime its own stored `revalidate` implies.
 * @template {{ value?: unknown, lifespan?: { revalidate?: number | false } | null }} E
 * @param {E | null | undefined} entry
 * @returns {(E & { cacheControl?: { revalidate: number | false, expire?: number } }) | null}
 */
export function withLifetime(entry) {
  if (!entry) return null
  const value = /** @type {Record<string, unknown> | null | undefined} */ (entry.value)
  if (!value || typeof value !== 'object' || value.kind === 'FETCH') return entry
  if (FIELD in value) {
    const { [FIELD]: cacheControl, ...rest } = value
    return {
      ...entry,
      value: rest,
      cacheControl: /** @type {{ revalidate: number | false, expire?: number }} */ (cacheControl),
    }
  }
  return { ...entry, cacheControl: { revalidate: entry.lifespan?.revalidate ?? false } }
}

/**
 * Whether Next will render this entry again because its time is up (data-cache entries by their
 * `revalidate`, pages by their `cacheControl`); entries expired by a tag are not returned at all.
 * @param {{ lastModified?: number, value?: unknown, cacheControl?: { revalidate?: number | false } } | null} entry
 * @param {{ kind?: string, revalidate?: number | false } | undefined} ctx
 * @param {number} now
 */
export function isPastLifetime(entry, ctx, now) {
  if (!entry) return false
  const value = /** @type {{ kind?: string, revalidate?: number | false } | null | undefined} */ (entry.value)
  const revalidate = value?.kind === 'FETCH' ? ctx?.revalidate || value.revalidate : entry.cacheControl?.revalidate
  return typeof revalidate === 'number' && (entry.lastModified ?? 0) + revalidate * 1000 <= now
}
