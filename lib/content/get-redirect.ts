import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'
import type { CountryCode } from '../countries'
import { tags } from './tags'

/**
 * Where a legacy public path (as requested, e.g. "/pesquisa" or "/en/search") now lives in a
 * country, or null. The whole map is cached until a redirect is saved or deleted.
 */
export async function findRedirect(country: CountryCode, publicPath: string): Promise<string | null> {
  const load = unstable_cache(
    async () => {
      const payload = await getPayload({ config })
      const { docs } = await payload.find({
        collection: 'redirects',
        where: { or: [{ 'country.code': { equals: country } }, { country: { exists: false } }] },
        depth: 1,
        pagination: false,
        overrideAccess: false,
      })
      // A country's own redirect wins over one for both countries.
      const sorted = [...docs].sort((a, b) => Number(Boolean(b.country)) - Number(Boolean(a.country)))
      const map: Record<string, string> = {}
      for (const doc of sorted) map[doc.from] ??= doc.to
      return map
    },
    ['redirects', country],
    { tags: [tags.redirects] },
  )
  const map = await load()
  const target = map[publicPath] ?? map[publicPath.replace(/\/+$/, '')] ?? null
  return target && target !== publicPath ? target : null
}
