import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { type LoopbackReading, loopbackJson, loopbackReading } from './loopback-reading'

/** Addresses whose checks are kept at most: a crawl of made-up ids cannot grow the proxy's memory. */
const MAX_ENTRIES = 1000

const readings = new Map<string, LoopbackReading<boolean>>()

async function fetchExists(country: CountryCode, locale: Locale, path: string): Promise<boolean | null> {
  const body = (await loopbackJson(`/api/site/param?${new URLSearchParams({ country, locale, path })}`)) as {
    exists?: unknown
  } | null
  return typeof body?.exists === 'boolean' ? body.exists : null
}

/**
 * Whether something exists at this id under the page that takes /path/{id} (an article, a campaign,
 * a job…), from a check loaded at or after `since` (a performance.now() time); null when that cannot
 * be told: the page route then decides alone.
 */
export function itemExists(country: CountryCode, locale: Locale, path: string, since: number): Promise<boolean | null> {
  const key = `${country} ${locale} ${path}`
  let read = readings.get(key)
  if (read) readings.delete(key)
  else read = loopbackReading(() => fetchExists(country, locale, path))
  // A Map keeps insertion order: the first key is the address least recently asked for.
  readings.set(key, read)
  if (readings.size > MAX_ENTRIES) readings.delete(readings.keys().next().value as string)
  return read(since)
}
