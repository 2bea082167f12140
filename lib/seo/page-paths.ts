import { existsInCountry } from '@/lib/content/get-alternates'
import { COUNTRY_CODES, type CountryCode } from '@/lib/countries'
import { LOCALES } from '@/lib/locales'
import { isGatedPath } from '@/lib/routing/country-gates'
import type { LocalePaths } from './hreflang'

/**
 * Where each country has this page, by language: its own paths, plus the other country's where
 * that country publishes a page at the same path (as the country switch decides). A document shown
 * at /path/{id} (an article, a campaign) belongs to one country only.
 */
export async function pathsAcrossCountries(
  country: CountryCode,
  own: LocalePaths,
  param?: string,
): Promise<{ [C in CountryCode]?: LocalePaths }> {
  const paths: { [C in CountryCode]?: LocalePaths } = { [country]: own }
  if (param !== undefined) return paths
  await Promise.all(
    COUNTRY_CODES.filter((other) => other !== country).map(async (other) => {
      const there: LocalePaths = {}
      await Promise.all(
        LOCALES.map(async (l) => {
          const path = own[l]
          if (path && !isGatedPath(other, path) && (await existsInCountry(other, l, path))) there[l] = path
        }),
      )
      paths[other] = there
    }),
  )
  return paths
}
