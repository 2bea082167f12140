import type { CountryCode } from '../countries'
import type { Locale } from '../locales'

/**
 * Cache tags for on-demand revalidation. A page lookup is tagged with its (country, locale, path),
 * so a publish that creates, edits or moves a page expires exactly the lookups it affects, including
 * a 404 that was cached at its new path. Listings a page shows are tagged per country.
 */
/** Collections whose documents are listed by blocks on many pages of a country. */
export type ListingCollection = 'packages' | 'stores' | 'jobs' | 'channels' | 'programmes' | 'campaigns' | 'movies' | 'faqs' | 'manuals' | 'news' | 'novels' | 'cinema-films'

export const tags = {
  pagePath: (country: CountryCode, locale: Locale, path: string) => `page:${country}:${locale}:${path}`,
  listing: (collection: ListingCollection, country: CountryCode) => `${collection}:${country}`,
  media: 'media',
  /** Every published page's paths together: expired by any publish, move or unpublish of a page. */
  pagePaths: 'page-paths',
  redirects: 'redirects',
  settings: (country: CountryCode) => `settings:${country}`,
}
