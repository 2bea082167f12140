import type { Locale } from '@/lib/locales'
import type { PagePaths } from './path-landings'
import { isValidPagePath } from './paths'

/** Published page paths of one country, per language, split by whether the page also takes /path/{id}. */
export type PageIndex = Record<Locale, { exact: ReadonlySet<string>; takesId: ReadonlySet<string> }>

export function indexPages(pages: readonly PagePaths[]): PageIndex {
  const index = {
    pt: { exact: new Set<string>(), takesId: new Set<string>() },
    en: { exact: new Set<string>(), takesId: new Set<string>() },
  }
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
 * How a published page is found at a path in a language, by the same rule as the page lookup
 * (lib/content/get-page.ts findPageForPath): 'page' for the page at that exact path; for a path
 * with two or more segments, 'item' when its parent page takes /path/{id}, 'view' when the parent
 * is another published page (its blocks may show it in another state one segment deeper, such as a
 * day of "Em cartaz"); else null. For 'item' and 'view' the last segment itself is checked by the
 * page's blocks (lib/routing/param-map.ts). A path that is no valid page path is served by none.
 */
export function servedAs(index: PageIndex, locale: Locale, path: string): 'page' | 'item' | 'view' | null {
  if (!isValidPagePath(path)) return null
  if (index[locale].exact.has(path)) return 'page'
  const cut = path.lastIndexOf('/')
  if (cut <= 0) return null
  const parent = path.slice(0, cut)
  if (index[locale].takesId.has(parent)) return 'item'
  return index[locale].exact.has(parent) ? 'view' : null
}

/** Whether a published page exists at a path in a language, an id under a page that takes one included. */
export const servesPath = (index: PageIndex, locale: Locale, path: string): boolean => {
  const served = servedAs(index, locale, path)
  return served === 'page' || served === 'item'
}
