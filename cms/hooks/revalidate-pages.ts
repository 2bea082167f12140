import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import { isLocale, LOCALES, type Locale } from '@/lib/locales'
import { tags } from '@/lib/content/tags'
import { countryCodeOf, expireTags } from './revalidate'

type PageLike = { id: number | string; path?: unknown; country?: unknown; _status?: unknown }

/** Tags of every (country, locale, path) lookup this page serves, in every language. */
async function tagsOfPageInAllLocales(id: number | string, req: PayloadRequest): Promise<string[]> {
  const all = await req.payload
    .findByID({ collection: 'pages', id, locale: 'all', depth: 0, req, draft: false })
    .catch(() => null)
  if (!all) return []
  const country = await countryCodeOf(all.country, req)
  const paths = all.path as unknown as Partial<Record<Locale, string>> | undefined
  if (!country || !paths) return []
  return LOCALES.flatMap((locale) => (paths[locale] ? [tags.pagePath(country, locale, paths[locale])] : []))
}

/** Tags of the lookup the previous version served in the edited language (a moved path or country). */
async function tagsOfPrevious(previous: PageLike | undefined, req: PayloadRequest): Promise<string[]> {
  if (!previous || typeof previous.path !== 'string') return []
  const country = await countryCodeOf(previous.country, req)
  const locale = isLocale(req.locale) ? req.locale : 'pt'
  return country ? [tags.pagePath(country, locale, previous.path)] : []
}

export const revalidatePageAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  const page = doc as PageLike
  const previous = previousDoc as PageLike | undefined
  // Saving a draft of a page nobody can see changes nothing public.
  if (page._status !== 'published' && previous?._status !== 'published') return doc
  expireTags(
    [...(await tagsOfPageInAllLocales(page.id, req)), ...(await tagsOfPrevious(previous, req)), tags.pagePaths],
    req,
  )
  return doc
}

export const revalidatePageAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  const page = doc as PageLike
  const country = await countryCodeOf(page.country, req)
  const locale = isLocale(req.locale) ? req.locale : 'pt'
  const own = country && typeof page.path === 'string' ? [tags.pagePath(country, locale, page.path)] : []
  expireTags([...own, tags.pagePaths], req)
  return doc
}
