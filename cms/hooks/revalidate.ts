import { revalidateTag } from 'next/cache'
import { after } from 'next/server'
import type { PayloadRequest } from 'payload'
import { countriesOfTags } from '@/lib/content/tags'
import { isCountryCode, type CountryCode } from '@/lib/countries'
import { purgeEdges } from '@/lib/edge/purge'

/**
 * Expires cache tags at once (not stale-while-revalidate): an editor who publishes expects the
 * very next visit to show the change. Then the edge caches in front of the instances drop the
 * touched countries' pages. That waits until the response is sent: Next expires the tags just
 * before it, and an edge refilled in between would keep the old page.
 */
export function expireTags(tagList: Iterable<string>, req: PayloadRequest): void {
  const unique = new Set(tagList)
  for (const tag of unique) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      // Outside a Next request (seed, migrations, scripts) there is no cache to expire.
      req.payload.logger.debug({ msg: `revalidateTag skipped for ${tag}`, err: error })
    }
  }
  const countries = countriesOfTags(unique)
  if (countries.size === 0) return
  const purge = async () => {
    for (const failure of await purgeEdges(countries)) {
      req.payload.logger.warn({
        msg: `edge cache not purged: ${failure.url} (${failure.reason}); its copies expire on their own within seconds`,
      })
    }
  }
  try {
    after(purge)
  } catch {
    // Outside a request (a script changed content while the site runs): purge now.
    void purge()
  }
}

/** The country code of a document's `country` relationship, whether populated or an id. */
export async function countryCodeOf(value: unknown, req: PayloadRequest): Promise<CountryCode | null> {
  if (value && typeof value === 'object' && 'code' in value && isCountryCode(value.code)) return value.code
  if (typeof value !== 'number' && typeof value !== 'string') return null
  const country = await req.payload.findByID({ collection: 'countries', id: value, depth: 0, req }).catch(() => null)
  return country && isCountryCode(country.code) ? country.code : null
}
