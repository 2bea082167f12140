import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload, type TypedUser } from 'payload'
import type { Page } from '@/cms/payload-types'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { tags } from './tags'

/**
 * The published page at (country, locale, path), or null. Read with the visitor's access rights, so
 * drafts never leak; cached until a publish expires one of its tags.
 */
export function getPublishedPage(
  country: CountryCode,
  locale: Locale,
  path: string,
  takesId = false,
): Promise<Page | null> {
  const load = unstable_cache(
    async () => {
      const payload = await getPayload({ config })
      const result = await payload.find({
        collection: 'pages',
        where: {
          and: [
            { path: { equals: path } },
            { 'country.code': { equals: country } },
            ...(takesId ? [{ takesId: { equals: true } }] : []),
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
    ['published-page', country, locale, path, String(takesId)],
    { tags: [tags.pagePath(country, locale, path), tags.listing('packages', country), tags.media] },
  )
  return load()
}

/**
 * The latest version (draft or published) of the page at (country, locale, path), read with a CMS
 * user's rights for live preview; never cached.
 */
export async function getDraftPage(
  country: CountryCode,
  locale: Locale,
  path: string,
  user: TypedUser,
  takesId = false,
): Promise<Page | null> {
  const payload = await getPayload({ config })
  const result = await payload.find({
    collection: 'pages',
    where: {
      and: [
        { path: { equals: path } },
        { 'country.code': { equals: country } },
        ...(takesId ? [{ takesId: { equals: true } }] : []),
      ],
    },
    draft: true,
    locale,
    fallbackLocale: false,
    depth: 1,
    limit: 1,
    pagination: false,
    user,
    overrideAccess: false,
  })
  return result.docs[0] ?? null
}

/**
 * The page for an address: the page at that exact path, else (for /parent/{id}) the parent page
 * when it answers /path/{id}, or when `showsView` says the last segment is a view of it (a day of
 * "Em cartaz"), with that segment. Null when none of these exists. With a previewing CMS user,
 * the latest drafts instead of the published pages.
 */
export async function findPageForPath(
  country: CountryCode,
  locale: Locale,
  path: string,
  previewer?: TypedUser | null,
  showsView?: (page: Page, segment: string) => boolean,
): Promise<{ page: Page; pagePath: string; param?: string } | null> {
  const read = (at: string, takesId = false) =>
    previewer ? getDraftPage(country, locale, at, previewer, takesId) : getPublishedPage(country, locale, at, takesId)
  const exact = await read(path)
  if (exact) return { page: exact, pagePath: path }
  const cut = path.lastIndexOf('/')
  if (cut <= 0) return null
  const parentPath = path.slice(0, cut)
  const segment = path.slice(cut + 1)
  const parent = await read(parentPath, true)
  if (parent) return { page: parent, pagePath: parentPath, param: segment }
  if (!showsView) return null
  // The parent as its own address reads it (the same cached entry, expired by the same publish).
  const page = await read(parentPath)
  return page && showsView(page, segment) ? { page, pagePath: parentPath, param: segment } : null
}
