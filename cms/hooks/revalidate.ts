import { revalidateTag } from 'next/cache'
import type { PayloadRequest } from 'payload'
import { isCountryCode, type CountryCode } from '../../lib/countries'

/**
 * Expires cache tags at once (not stale-while-revalidate): an editor who publishes expects the
 * very next visit to show the change.
 */
export function expireTags(tagList: Iterable<string>, req: PayloadRequest): void {
  for (const tag of new Set(tagList)) {
    try {
      revalidateTag(tag, { expire: 0 })
    } catch (error) {
      // Outside a Next request (seed, migrations, scripts) there is no cache to expire.
      req.payload.logger.debug({ msg: `revalidateTag skipped for ${tag}`, err: error })
    }
  }
}

/** The country code of a document's `country` relationship, whether populated or an id. */
export async function countryCodeOf(value: unknown, req: PayloadRequest): Promise<CountryCode | null> {
  if (value && typeof value === 'object' && 'code' in value && isCountryCode(value.code)) return value.code
  if (typeof value !== 'number' && typeof value !== 'string') return null
  const country = await req.payload.findByID({ collection: 'countries', id: value, depth: 0, req }).catch(() => null)
  return country && isCountryCode(country.code) ? country.code : null
}
