import { COUNTRY_CODES, isCountryCode, type CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'

/**
 * Cache tags for on-demand revalidation. A page lookup is tagged with its (country, locale, path),
 * so a publish that creates, edits or moves a page expires exactly the lookups it affects, including
 * a 404 that was cached at its new path. Listings a page shows are tagged per country.
 */
/** Collections whose documents are listed by blocks on many pages of a country. */
export type ListingCollection =
  | 'packages'
  | 'stores'
  | 'coverage-areas'
  | 'jobs'
  | 'channels'
  | 'programmes'
  | 'campaigns'
  | 'movies'
  | 'faqs'
  | 'manuals'
  | 'news'
  | 'novels'
  | 'cinema-films'

export const tags = {
  pagePath: (country: CountryCode, locale: Locale, path: string) => `page:${country}:${locale}:${path}`,
  listing: (collection: ListingCollection, country: CountryCode) => `${collection}:${country}`,
  media: 'media',
  /** Every published page's paths together: expired by any publish, move or unpublish of a page. */
  pagePaths: 'page-paths',
  redirects: 'redirects',
  settings: (country: CountryCode) => `settings:${country}`,
}

/**
 * The countries whose pages a set of expired tags changes, for the edge caches in front of the
 * instances. Media and redirects belong to no country: both. The list of page paths changes only
 * which addresses are 404, and no edge keeps a 404 (it is sent private).
 */
export function countriesOfTags(tagList: Iterable<string>): Set<CountryCode> {
  const countries = new Set<CountryCode>()
  for (const tag of tagList) {
    if (tag === tags.media || tag === tags.redirects) return new Set(COUNTRY_CODES)
    // page:{country}:{locale}:{path}, {collection}:{country}, settings:{country}
    const country = tag.split(':')[1]
    if (isCountryCode(country)) countries.add(country)
  }
  return countries
}
