import { COUNTRY_CODES, type CountryCode } from '@/lib/countries'
import { LOCALES, type Locale } from '@/lib/locales'
import { isGatedPath } from '@/lib/routing/country-gates'
import { publicPath } from '@/lib/routing/localized-path'

/** A page's path in each language it has (as in lib/content/get-alternates.ts). */
export type LocalePaths = { [L in Locale]?: string }

export type HreflangInput = {
  /** The country whose page this is. */
  country: CountryCode
  /** Where every country has this page, by language; the page's own country must be present. */
  paths: { [C in CountryCode]?: LocalePaths }
  urls: Record<CountryCode, URL>
  /** Whose version stands for x-default and the bare "pt"/"en" codes when it has the page. */
  defaultCountry: CountryCode
}

/** The absolute public address of a page path in a country and language. */
export const absoluteUrl = (
  urls: Record<CountryCode, URL>,
  country: CountryCode,
  locale: Locale,
  path: string,
): string => new URL(publicPath(locale, path), urls[country]).href

/** hreflang code of a language in a country: pt-AO, en-MZ. */
export const hreflangCode = (locale: Locale, country: CountryCode) => `${locale}-${country.toUpperCase()}`

/** Open Graph locale of a language in a country: pt_AO, en_MZ. */
export const ogLocale = (locale: Locale, country: CountryCode) => `${locale}_${country.toUpperCase()}`

/**
 * Every version of a page, keyed by hreflang: pt-AO, en-AO, pt-MZ, en-MZ where that country has
 * it (never a section Mozambique does not offer), the bare "pt" and "en" for speakers elsewhere,
 * and x-default. The bare codes and x-default name the same version on every page of the
 * cluster (the default country's, else this country's), as search engines expect the cluster
 * to agree.
 */
export function hreflangLinks({ country, paths, urls, defaultCountry }: HreflangInput): Record<string, string> {
  const links: Record<string, string> = {}
  const has = (c: CountryCode, l: Locale): string | undefined => {
    const path = paths[c]?.[l]
    return path && !isGatedPath(c, path) ? path : undefined
  }
  for (const c of COUNTRY_CODES) {
    for (const l of LOCALES) {
      const path = has(c, l)
      if (path) links[hreflangCode(l, c)] = absoluteUrl(urls, c, l, path)
    }
  }
  // The version the bare language code (and x-default) points to, in a language.
  const fallbackIn = (l: Locale): string | undefined => {
    const c = [defaultCountry, country].find((candidate) => has(candidate, l))
    const path = c && has(c, l)
    return c && path ? absoluteUrl(urls, c, l, path) : undefined
  }
  for (const l of LOCALES) {
    const url = fallbackIn(l)
    if (url) links[l] = url
  }
  // Portuguese is the default language; a page only in English defaults to its English address.
  const xDefault = fallbackIn('pt') ?? fallbackIn('en')
  if (xDefault) links['x-default'] = xDefault
  return links
}
