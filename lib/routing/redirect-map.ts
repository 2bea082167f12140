import type { CountryCode } from '../countries'
import { externalTarget, isSitePath } from '../security/redirect-target'

type Maps = Record<CountryCode, Record<string, string>>

/** How long the proxy reuses the map: a redirect saved in the CMS applies within this time. */
const TTL_MS = 1000
let cached: { maps: Maps; at: number } | null = null
let inflight: Promise<Maps | null> | null = null

async function fetchMaps(): Promise<Maps | null> {
  try {
    // The app's own route handler on loopback: the proxy must not load Payload itself.
    const response = await fetch(`http://127.0.0.1:${process.env.PORT || 3000}/api/site/redirects`, { cache: 'no-store', signal: AbortSignal.timeout(1500) })
    return response.ok ? ((await response.json()) as Maps) : null
  } catch {
    return null
  }
}

/**
 * Where a legacy public path now lives in a country, or null. When the map cannot be loaded the
 * last known one is used (or none): a redirect is never worth failing the request for.
 */
export async function legacyRedirect(country: CountryCode, publicPath: string): Promise<string | null> {
  if (!cached || Date.now() - cached.at > TTL_MS) {
    inflight ??= fetchMaps().finally(() => (inflight = null))
    const maps = await inflight
    if (maps) cached = { maps, at: Date.now() }
  }
  const map = cached?.maps[country]
  const target = map?.[publicPath] ?? map?.[publicPath.replace(/\/+$/, '')] ?? null
  if (!target || target === publicPath) return null
  // The map holds only vetted targets (lib/content/redirect-maps.ts); checked again here, where the
  // Location is written: a path on this site, or an https:// address an administrator marked external.
  return isSitePath(target) || externalTarget(target) !== null ? target : null
}
