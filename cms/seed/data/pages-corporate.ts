import type { CountryCode } from '../../../lib/countries'
import type { SeedMediaItem, SeedPage } from './pages'

/** Seed media of the corporate area (files in cms/seed/images). */
export const corporateMedia: SeedMediaItem[] = []

/** The corporate area's pages of a country. */
export function corporatePages(country: CountryCode): SeedPage[] {
  void country
  return []
}
