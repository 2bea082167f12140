import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'
import { COUNTRY_CODES, type CountryCode } from '../countries'
import { tags } from './tags'

export type RedirectMaps = Record<CountryCode, Record<string, string>>

/**
 * Every legacy public path (e.g. "/pesquisa", "/en/search") and its target, per country; a
 * country's own redirect wins over one for both countries. Cached until a redirect is saved.
 */
export const loadRedirectMaps = unstable_cache(
  async (): Promise<RedirectMaps> => {
    const payload = await getPayload({ config })
    const { docs } = await payload.find({ collection: 'redirects', depth: 1, pagination: false, overrideAccess: false })
    const maps = Object.fromEntries(COUNTRY_CODES.map((c) => [c, {}])) as RedirectMaps
    const sorted = [...docs].sort((a, b) => Number(Boolean(b.country)) - Number(Boolean(a.country)))
    for (const doc of sorted) {
      const only = typeof doc.country === 'object' && doc.country ? doc.country.code : null
      for (const code of COUNTRY_CODES) if (!only || only === code) maps[code][doc.from] ??= doc.to
    }
    return maps
  },
  ['redirect-maps'],
  { tags: [tags.redirects] },
)
