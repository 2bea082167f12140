import config from '@payload-config'
import { getPayload } from 'payload'
import type { CountryCode } from '@/lib/countries'
import { LOCALES, type Locale } from '@/lib/locales'
import { cachedPublished } from '@/lib/preview/cached-or-draft'
import { tags } from './tags'

export type Alternates = { [L in Locale]?: string }

/**
 * The page's path in each language, for the language switcher and hreflang. Tagged with every path
 * it returns, so moving the page in either language refreshes it (see revalidate-pages.ts).
 */
export async function getAlternatePaths(
  pageId: number,
  country: CountryCode,
  locale: Locale,
  path: string,
): Promise<Alternates> {
  // The published paths, even in a preview: hreflang and the language switch lead to addresses that exist.
  const load = cachedPublished(
    async () => {
      const payload = await getPayload({ config })
      const doc = await payload
        .findByID({
          collection: 'pages',
          id: pageId,
          locale: 'all',
          depth: 0,
          overrideAccess: false,
          select: { path: true },
        })
        .catch(() => null)
      const paths = (doc?.path ?? {}) as unknown as Alternates
      return Object.fromEntries(LOCALES.flatMap((l) => (paths[l] ? [[l, paths[l]]] : []))) as Alternates
    },
    ['alternates', String(pageId)],
    { tags: [tags.pagePath(country, locale, path)] },
  )
  return load()
}

/** Whether another country has a published page at this path and language (for the country switch). */
export function existsInCountry(country: CountryCode, locale: Locale, path: string): Promise<boolean> {
  // Published only, even in a preview: the country switch must not lead to a page visitors cannot see.
  const load = cachedPublished(
    async () => {
      const payload = await getPayload({ config })
      const { totalDocs } = await payload.count({
        collection: 'pages',
        where: {
          and: [
            { path: { equals: path } },
            { 'country.code': { equals: country } },
            { _status: { equals: 'published' } },
          ],
        },
        locale,
        overrideAccess: false,
      })
      return totalDocs > 0
    },
    ['exists', country, locale, path],
    { tags: [tags.pagePath(country, locale, path)] },
  )
  return load()
}
