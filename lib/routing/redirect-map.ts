import type { CountryCode } from '@/lib/countries'
import { externalTarget, isSitePath } from '@/lib/security/redirect-target'

type Maps = Record<CountryCode, Record<string, string>>

/**
 * How long the proxy uses the map before asking again: a redirect saved in the CMS applies on every
 * instance within about this time (plus one loopback read), well inside the second an editor expects.
 */
const TTL_MS = 500
let cached: { maps: Maps; at: number } | null = null
let inflight: Promise<void> | null = null

async function fetchMaps(): Promise<Maps | null> {
  try {
    // The app's own route handler on loopback: the proxy must not load Payload itself.
    const response = await fetch(`http://127.0.0.1:${process.env.PORT || 3000}/api/site/redirects`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(1500),
    })
    return response.ok ? ((await response.json()) as Maps) : null
  } catch {
    return null
  }
}

function refresh(): Promise<void> {
  inflight ??= fetchMaps()
    .then((maps) => {
      if (maps) cached = { maps, at: Date.now() }
    })
    .finally(() => (inflight = null))
  return inflight
}

/**
 * Where a legacy public path now lives in a country, or null. When the map cannot be loaded the
 * last known one is used (or none): a redirect is never worth failing the request for.
 */
export async function legacyRedirect(country: CountryCode, publicPath: string): Promise<string | null> {
  // Awaited, not refreshed behind the request: the first visit after an editor saved a redirect,
  // even on a quiet instance, must already follow it.
  if (!cached || Date.now() - cached.at > TTL_MS) await refresh()
  const map = cached?.maps[country]
  const target = map?.[publicPath] ?? map?.[publicPath.replace(/\/+$/, '')] ?? null
  if (!target || target === publicPath) return null
  // The map holds only vetted targets (lib/content/redirect-maps.ts); checked again here, where the
  // Location is written: a path on this site, or an https:// address an administrator marked external.
  return isSitePath(target) || externalTarget(target) !== null ? target : null
}
