import { draftMode } from 'next/headers'
import { cache } from 'react'
import { getAlternatePaths } from '@/lib/content/get-alternates'
import { findPageForPath } from '@/lib/content/get-page'
import { type CountryCode, isCountryCode } from '@/lib/countries'
import { isLocale, type Locale } from '@/lib/locales'
import { previewUser } from '@/lib/preview/preview-user'
import { pathFromSegments } from '@/lib/routing/paths'
import { isPageView } from '@/registry/page-views'

export type SitePageParams = Promise<{ country: string; locale: string; path?: string[] }>

/**
 * The page at the route's address with what its metadata and its body both need, or null when
 * nothing is there. Next calls the page and its generateMetadata each with its own params, so the
 * lookup is shared through `loadOnce`, keyed on the address's plain values.
 */
export async function loadSitePage(params: SitePageParams) {
  const { country, locale, path: segments } = await params
  const path = pathFromSegments(segments)
  if (!isCountryCode(country) || !isLocale(locale) || path === null) return null
  const { isEnabled: draft } = await draftMode()
  return loadOnce(country, locale, path, draft)
}

/**
 * One lookup per request and address: React's cache() keeps the result for the rest of the request
 * (server rendering only) and compares arguments by identity, so they are strings and a flag, never
 * the params object, which differs between the page and its metadata.
 */
const loadOnce = cache(async (country: CountryCode, locale: Locale, path: string, draft: boolean) => {
  const found = await findPageForPath(country, locale, path, draft ? await previewUser() : null, (page, segment) =>
    isPageView(page.layout ?? [], segment),
  )
  if (!found) return null
  const { page, pagePath, param } = found
  // A view of the page (a day of "Em cartaz") is the page itself to search engines and to its blocks' showOn.
  const view = param !== undefined && isPageView(page.layout ?? [], param)
  const pageAlternates = await getAlternatePaths(page.id, country, locale, pagePath)
  const alternates = { ...pageAlternates }
  // A page taking /path/{id} keeps the id in its other-language address too (and a view its segment).
  if (param) for (const l of ['pt', 'en'] as const) if (alternates[l]) alternates[l] = `${alternates[l]}/${param}`
  return { page, country, locale, path, pagePath, param, view, alternates, pageAlternates }
})
