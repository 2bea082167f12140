import type { Locale } from '@/lib/locales'

/** A published page of one country: its path in each language it has, and whether it takes /path/{id}. */
export type PagePaths = { id?: number; pt?: string | null; en?: string | null; takesId?: boolean | null }

/** The public address of a path in a language: English paths live under /en. */
const publicOf = (locale: Locale, path: string) => (locale === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path)

const parentOf = (path: string) => path.slice(0, Math.max(path.lastIndexOf('/'), 0)) || '/'

/** Every proper prefix of a path, shortest first: "/a/b/c" gives "/a", "/a/b". */
function prefixesOf(path: string): string[] {
  const parts = path.split('/').filter(Boolean)
  return parts.slice(0, -1).map((_, i) => `/${parts.slice(0, i + 1).join('/')}`)
}

/**
 * Addresses of one country that have no page but an obvious one to land on, each with that page's
 * public address. Derived from the pages' own paths, so a page an editor publishes or moves brings
 * its addresses along:
 *
 * - `/en` + a Portuguese path worded differently in English lands on the page's English address
 *   (old English links, people who edit the URL), or on the Portuguese page when it has no English;
 * - an English path without `/en` lands on the English page;
 * - a section root that is only a prefix of pages (`/tv`) lands on its first page, in each language:
 *   the first in `menuOrder` (the country's menu links, in order, per language), else the shallowest,
 *   then the first by path.
 *
 * An address where a page exists, directly or as the `/{id}` of a page that takes one, is never listed.
 */
export function pathLandings(
  pages: readonly PagePaths[],
  menuOrder: Partial<Record<Locale, readonly string[]>> = {},
): Record<string, string> {
  const byPath = { pt: new Map<string, PagePaths>(), en: new Map<string, PagePaths>() }
  for (const page of pages) {
    if (page.pt) byPath.pt.set(page.pt, page)
    if (page.en) byPath.en.set(page.en, page)
  }
  // Served by a page: its own path, or /{id} under a page that takes one.
  const served = (locale: Locale, path: string) =>
    byPath[locale].has(path) || byPath[locale].get(parentOf(path))?.takesId === true

  // The first page below each section root that has no page of its own, per language.
  const roots = { pt: new Map<string, string>(), en: new Map<string, string>() }
  for (const locale of ['pt', 'en'] as const) {
    const rank = new Map<string, number>()
    ;(menuOrder[locale] ?? []).forEach((path, i) => {
      if (!rank.has(path)) rank.set(path, i)
    })
    const order = (path: string) => rank.get(path) ?? Number.MAX_SAFE_INTEGER
    const depth = (path: string) => path.split('/').length
    const first = (a: string, b: string) => order(a) - order(b) || depth(a) - depth(b) || (a < b ? -1 : a > b ? 1 : 0)
    for (const path of [...byPath[locale].keys()].sort(first)) {
      for (const root of prefixesOf(path))
        if (!roots[locale].has(root) && !served(locale, root)) roots[locale].set(root, path)
    }
  }

  // Where a path of a language lands in that language: the page itself, else its section's first page.
  const landing = (locale: Locale, path: string) => (byPath[locale].has(path) ? path : roots[locale].get(path))
  const englishOf = (ptPath: string): string | null => {
    const page = byPath.pt.get(ptPath)
    if (!page) return null
    return page.en ? publicOf('en', page.en) : publicOf('pt', ptPath)
  }

  const out: Record<string, string> = {}
  const add = (from: string, to: string | null | undefined) => {
    if (to && from !== to && !(from in out)) out[from] = to
  }
  // Section roots in their own language first: /tv, /en/tv.
  for (const locale of ['pt', 'en'] as const)
    for (const [root, path] of roots[locale]) add(publicOf(locale, root), publicOf(locale, path))
  for (const path of new Set([...byPath.pt.keys(), ...roots.pt.keys()])) {
    if (path === '/' || served('en', path) || roots.en.has(path)) continue
    // A Portuguese path under /en: the English address of the page it lands on.
    const target = landing('pt', path)
    add(publicOf('en', path), target ? englishOf(target) : null)
  }
  for (const path of new Set([...byPath.en.keys(), ...roots.en.keys()])) {
    if (path === '/' || served('pt', path) || roots.pt.has(path)) continue
    // An English path without /en: the English page.
    const target = landing('en', path)
    add(path, target ? publicOf('en', target) : null)
  }
  return out
}

/**
 * The English address of each Portuguese legacy redirect, where the editors gave none: `/en/pesquisa`
 * follows `/pesquisa`. Only targets that are Portuguese paths of this site are translated.
 */
export function englishRedirects(
  redirects: Readonly<Record<string, string>>,
  pages: readonly PagePaths[],
): Record<string, string> {
  const english = new Map<string, string>([['/', '/en']])
  const englishPages = new Map<string, PagePaths>()
  for (const page of pages) {
    if (page.pt) english.set(page.pt, page.en ? publicOf('en', page.en) : page.pt)
    if (page.en) englishPages.set(page.en, page)
  }
  // An English page at that address (or the /{id} of one) is served, never redirected.
  const served = (path: string) => englishPages.has(path) || englishPages.get(parentOf(path))?.takesId === true
  const out: Record<string, string> = {}
  for (const [from, to] of Object.entries(redirects)) {
    if (from === '/' || from === '/en' || from.startsWith('/en/') || served(from)) continue
    const target = english.get(to)
    if (target && !(publicOf('en', from) in redirects)) out[publicOf('en', from)] = target
  }
  return out
}
