import type { CountryCode } from '@/lib/countries'
import { externalTarget, isSitePath } from '@/lib/security/redirect-target'
import { loopbackJson, loopbackReading } from './loopback-reading'

type Maps = Record<CountryCode, Record<string, string>>

/**
 * How long the proxy uses the map before asking again: a redirect saved in the CMS applies on every
 * instance within about this time (plus one loopback read), well inside the second an editor expects.
 */
const TTL_MS = 500

const readMaps = loopbackReading(async () => (await loopbackJson('/api/site/redirects')) as Maps | null)
/** The last map loaded: used when a reload fails, since a redirect is never worth failing a request for. */
let lastKnown: Maps | null = null

/**
 * Where a legacy public path now lives in a country, or null. When the map cannot be loaded the
 * last known one is used (or none).
 */
export async function legacyRedirect(country: CountryCode, publicPath: string): Promise<string | null> {
  // Awaited, not refreshed behind the request: the first visit after an editor saved a redirect,
  // even on a quiet instance, must already follow it.
  lastKnown = (await readMaps(performance.now() - TTL_MS)) ?? lastKnown
  const map = lastKnown?.[country]
  const target = map?.[publicPath] ?? map?.[publicPath.replace(/\/+$/, '')] ?? null
  if (!target || target === publicPath) return null
  // The map holds only vetted targets (lib/content/redirect-maps.ts); checked again here, where the
  // Location is written: a path on this site, or an https:// address an administrator marked external.
  return isSitePath(target) || externalTarget(target) !== null ? target : null
}
