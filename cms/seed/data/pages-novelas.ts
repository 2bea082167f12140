import type { CountryCode } from '../../../lib/countries'
import type { SeedMediaItem, SeedPage } from './pages'

/** Seed media of the novelas area (files in cms/seed/images). */
export const novelasMedia: SeedMediaItem[] = []

/** The novelas area's pages of a country. */
export function novelasPages(country: CountryCode): SeedPage[] {
  void country
  return []
}
