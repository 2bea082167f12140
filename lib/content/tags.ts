import type { CountryCode } from '../countries'
import type { Locale } from '../locales'

/**
 * Cache tags for on-demand revalidation. A page lookup is tagged with its (country, locale, path),
 * so a publish that creates or moves a path refreshes the 404 that was cached there, and with the
 * document id, so any edit of a shown page refreshes it.
 */
export const tags = {
  pagePath: (country: CountryCode, locale: Locale, path: string) => `page:${country}:${locale}:${path}`,
  document: (collection: string, id: string | number) => `doc:${collection}:${id}`,
  collection: (collection: string, country: CountryCode) => `${collection}:${country}`,
}
