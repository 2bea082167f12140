import type { CountryCode } from '../../../lib/countries'
import type { SeedMediaItem, SeedPage } from './pages'

/** Seed media of the cinema area (files in cms/seed/images). */
export const cinemaMedia: SeedMediaItem[] = []

/** The cinema area's pages of a country. */
export function cinemaPages(country: CountryCode): SeedPage[] {
  void country
  return []
}
