import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import type { PagePaths } from './path-landings'
import { itemAnswers } from './param-map'
import { indexPages, type PageIndex, servedAs } from './served-path'

type Indexes = Partial<Record<CountryCode, PageIndex>>

/** How long the proxy reuses the list: a page published or unpublished is known within this time. */
const TTL_MS = 1000
let cached: { indexes: Indexes; at: number } | null = null
let inflight: Promise<Indexes | null> | null = null

async function fetchIndexes(): Promise<Indexes | null> {
  try {
    // The app's own route handler on loopback: the proxy must not load Payload itself.
    const response = await fetch(`http://127.0.0.1:${process.env.PORT || 3000}/api/site/pages`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(1500),
    })
    if (!response.ok) return null
    const lists = (await response.json()) as Partial<Record<CountryCode, PagePaths[]>>
    return Object.fromEntries(
      Object.entries(lists).map(([country, pages]) => [country, indexPages(pages ?? [])]),
    ) as Indexes
  } catch {
    return null
  }
}

/**
 * Whether a published page of the country answers the page path (no /en) in the language, the id
 * of /path/{id} and a view of a page one segment deeper included; null when that cannot be told (a list or answer could not be loaded):
 * the page route then decides alone.
 */
export async function pageAnswers(country: CountryCode, locale: Locale, path: string): Promise<boolean | null> {
  if (!cached || Date.now() - cached.at > TTL_MS) {
    inflight ??= fetchIndexes().finally(() => (inflight = null))
    const indexes = await inflight
    if (indexes) cached = { indexes, at: Date.now() }
  }
  const index = cached?.indexes[country]
  if (!index) return null
  const served = servedAs(index, locale, path)
  return served === 'item' || served === 'view' ? itemAnswers(country, locale, path) : served !== null
}
