import { docIdOf } from '@/lib/content/doc-id'
import { getPackages, type PackageSummary } from '@/lib/content/get-packages'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import type { ParamContext } from '@/registry/types'

/** Every package the country sells (satellite, then fibre, each cheapest first), in the page's language. */
export async function packagesForSale(country: CountryCode, locale: Locale): Promise<PackageSummary[]> {
  const [satellite, fibre] = await Promise.all([
    getPackages(country, locale, 'satelite'),
    getPackages(country, locale, 'fibra'),
  ])
  return [...satellite, ...fibre]
}

/**
 * The package a sign-up is for at /adesao/{id}, for the block and the proxy's 404 alike. Null when
 * the id is not a number or names no published package of the country.
 */
export async function packageOfParam({ country, locale, param }: ParamContext): Promise<PackageSummary | null> {
  const id = docIdOf(param)
  if (id === null) return null
  return (await packagesForSale(country, locale)).find((pkg) => pkg.id === id) ?? null
}
