import type { Locale } from '@/lib/locales'
import { publicPath } from '@/lib/routing/localized-path'
import type { PagePaths } from '@/lib/routing/path-landings'

/**
 * The channel listing page (its Portuguese path; the English one is read from the page, as
 * lib/packages/package-action.ts reads the payments pages'), where a package card's channel count leads.
 */
export const CHANNEL_LIST_PATH = '/tv/listagem-de-canais'

/** The query that opens the listing filtered to one package: ?pacote=<id> (Portuguese, like the page's address). */
export const PACKAGE_QUERY = 'pacote'

/**
 * The channel listing's public address in a language, from the country's published pages; its
 * Portuguese one when it has no English path, null when the country does not publish it.
 */
export function channelListAddress(pages: readonly PagePaths[], locale: Locale): string | null {
  const page = pages.find((candidate) => candidate.pt === CHANNEL_LIST_PATH)
  const path = page?.[locale] ?? page?.pt
  return path ? publicPath(page?.[locale] ? locale : 'pt', path) : null
}

/** The listing filtered to a package: `/tv/listagem-de-canais?pacote=3`. */
export function packageChannelsHref(listAddress: string, packageId: number): string {
  return `${listAddress}?${new URLSearchParams({ [PACKAGE_QUERY]: String(packageId) })}`
}

/** The package id an address's query names (?pacote=3), or null when it names none or not a number. */
export function packageFromQuery(search: string): number | null {
  const value = new URLSearchParams(search).get(PACKAGE_QUERY)?.trim() ?? ''
  return /^\d{1,9}$/.test(value) ? Number(value) : null
}

/** The query for a chosen package (none: the parameter is removed), the address's other parameters kept. */
export function queryWithPackage(search: string, packageId: string): string {
  const params = new URLSearchParams(search)
  if (packageId) params.set(PACKAGE_QUERY, packageId)
  else params.delete(PACKAGE_QUERY)
  const query = params.toString()
  return query ? `?${query}` : ''
}
