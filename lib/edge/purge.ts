import { environment } from '@/lib/config/env'
import { COUNTRY_CODES, type CountryCode } from '@/lib/countries'

/**
 * Tells every edge cache in front of the instances (EDGE_PURGE_URLS, comma-separated, e.g.
 * `http://10.0.0.5/_edge/purge`) that a country's pages changed: each edge then fetches them anew
 * (see scripts/cluster/nginx-config.mjs). An edge that does not respond within a second is logged
 * and skipped: a publish never fails because of it, and that edge still drops its copies when their
 * own short lifetime runs out (s-maxage, server/shared-cache-control.mjs).
 */
const TIMEOUT_MS = 1000

export type PurgeFailure = { url: string; reason: string }

/** @returns the edges that did not confirm the purge */
export async function purgeEdges(
  countries: Iterable<CountryCode>,
  urls: readonly string[] = environment().EDGE_PURGE_URLS,
): Promise<PurgeFailure[]> {
  const wanted = new Set(countries)
  if (wanted.size === 0 || urls.length === 0) return []
  const country = wanted.size === COUNTRY_CODES.length ? 'all' : [...wanted][0]!
  const results = await Promise.all(
    urls.map(async (url): Promise<PurgeFailure | null> => {
      try {
        const target = new URL(url)
        target.searchParams.set('country', country)
        const response = await fetch(target, { method: 'POST', signal: AbortSignal.timeout(TIMEOUT_MS) })
        await response.body?.cancel()
        return response.ok ? null : { url, reason: `HTTP ${response.status}` }
      } catch (error) {
        return { url, reason: error instanceof Error ? error.message : String(error) }
      }
    }),
  )
  return results.filter((failure): failure is PurgeFailure => failure !== null)
}
