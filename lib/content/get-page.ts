import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'
import type { Page } from '../../cms/payload-types'
import type { CountryCode } from '../countries'
import type { Locale } from '../locales'
import { tags } from './tags'

/**
 * The published page at (country, locale, path), or null. Read with the visitor's access rights, so
 * drafts never leak; cached until a publish expires one of its tags.
 */
export function getPublishedPage(country: CountryCode, locale: Locale, path: string): Promise<Page | null> {
  const load = unstable_cache(
    async () => {
      const payload = await getPayload({ config })
      const result = await payload.find({
        collection: 'pages',
        where: {
          and: [
            { path: { equals: path } },
            { 'country.code': { equals: country } },
            { _status: { equals: 'published' } },
          ],
        },
        locale,
        fallbackLocale: false,
        depth: 1,
        limit: 1,
        pagination: false,
        overrideAccess: false,
      })
      return result.docs[0] ?? null
    },
    ['published-page', country, locale, path],
    { tags: [tags.pagePath(country, locale, path), tags.listing('packages', country), tags.media] },
  )
  return load()
}
