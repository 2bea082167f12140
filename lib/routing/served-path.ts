import type { Locale } from '../locales'
import type { PagePaths } from './path-landings'
import { isValidPagePath } from './paths'

/** Published page paths of one country, per language, split by whether the page also answers /path/{id}. */
export type PageIndex = Record<Locale, { exact: ReadonlySet<string>; takesId: ReadonlySet<string> }>

export function indexPages(pages: readonly PagePaths[]): PageIndex {
  const index = { pt: { exact: new Set<string>(), takesId: new Set<string>() }, en: { exact: new Set<string>(), takesId: new Set<string>() } }
  for (const page of pages) {
    for (const locale of ['pt', 'en'] as const) {
      const path = page[locale]
      if (!path) continue
      index[locale].exact.add(path)
      if (page.takesId) index[locale].takesId.add(path)
    }
  }
  return index
}

/**
 * Whether a published page answers a path in a language, by the same rule as the page lookup
 * (lib/content/get-page.ts findPageForPath): the page at that exact path, else the parent page of a
 * path with two or more segments when that page answers /path/{id}. A path that is no valid page
 * path (lib/routing/paths.ts) is answered by none.
 */
export function servesPath(index: PageIndex, locale: Locale, path: string): boolean {
  if (!isValidPagePath(path)) return false
  if (index[locale].exact.has(path)) return true
  const cut = path.lastIndexOf('/')
  return cut > 0 && index[locale].takesId.has(path.slice(0, cut))
}
