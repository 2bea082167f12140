import config from '@payload-config'
import { getPayload, type TypedUser } from 'payload'
import type { Page } from '@/cms/payload-types'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { cachedOrDraft } from '@/lib/preview/cached-or-draft'
import { publishedFor, readAs } from '@/lib/preview/read-as'
import { tags } from './tags'

/**
 * The page at (country, locale, path) (with `takesId`, only one that takes /path/{id}), or null.
 * Without a previewer, the published page read with a visitor's rights, so drafts never leak, cached
 * until a publish expires one of its tags; for a CMS user previewing in draft mode, the latest
 * version, draft or published, read with their own rights, uncached.
 */
function readPage(
  country: CountryCode,
  locale: Locale,
  path: string,
  takesId: boolean,
  previewer: TypedUser | null,
): Promise<Page | null> {
  return cachedOrDraft(
    async (reader) => {
      const payload = await getPayload({ config })
      const result = await payload.find({
        collection: 'pages',
        where: {
          and: [
            { path: { equals: path } },
            { 'country.code': { equals: country } },
            ...(takesId ? [{ takesId: { equals: true } }] : []),
            ...publishedFor(reader),
          ],
        },
        locale,
        fallbackLocale: false,
        depth: 1,
        limit: 1,
        pagination: false,
        ...readAs(reader),
      })
      return result.docs[0] ?? null
    },
    ['published-page', country, locale, path, String(takesId)],
    { tags: [tags.pagePath(country, locale, path), tags.listing('packages', country), tags.media] },
  )(previewer)
}

/**
 * The published page at (country, locale, path), or null, whoever asks (draft mode included): for
 * responses that public caches keep or that the proxy acts on.
 */
export function getPublishedPage(
  country: CountryCode,
  locale: Locale,
  path: string,
  takesId = false,
): Promise<Page | null> {
  return readPage(country, locale, path, takesId, null)
}

/**
 * The page for an address: the page at that exact path, else (for /parent/{id}) the parent page
 * when it takes /path/{id}, or when `showsView` says the last segment is a view of it (a day of
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
  const read = (at: string, takesId = false) => readPage(country, locale, at, takesId, previewer ?? null)
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
