import type { MetadataRoute } from 'next'
import type { CountryCode } from '@/lib/countries'
import { LOCALES, type Locale } from '@/lib/locales'
import { isGatedPath } from '@/lib/routing/country-gates'
import { isValidPagePath } from '@/lib/routing/paths'
import { absoluteUrl, hreflangLinks, type LocalePaths } from './hreflang'

/** Something with an address in one or both languages: a page, or a document a page shows at /path/{id}. */
export type SitemapItem = {
  paths: LocalePaths
  updatedAt?: string | null
  /** A page may exist in another country at the same path; a news article or campaign never does. */
  countryWide?: boolean
}

/** Paths other countries publish, by language (for the cross-country hreflang of each page). */
export type PathsElsewhere = { [C in CountryCode]?: { [L in Locale]?: ReadonlySet<string> } }

export type SitemapInput = {
  country: CountryCode
  urls: Record<CountryCode, URL>
  defaultCountry: CountryCode
  items: readonly SitemapItem[]
  elsewhere: PathsElsewhere
}

const lastModified = (value: string | null | undefined): string | undefined => {
  if (!value) return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}

/**
 * The sitemap of one country's address: every published address of that country in each language
 * (never one Mozambique gates away), absolute on that country's address, with its hreflang
 * alternates (including the other country's copy) and its last change. Paths that are not plain
 * slugs are left out: they could not be requested, and Next writes <loc> unescaped.
 */
export function sitemapEntries({
  country,
  urls,
  defaultCountry,
  items,
  elsewhere,
}: SitemapInput): MetadataRoute.Sitemap {
  const seen = new Set<string>()
  const entries: MetadataRoute.Sitemap = []
  for (const item of items) {
    const own: LocalePaths = {}
    for (const l of LOCALES) {
      const path = item.paths[l]
      if (path && isValidPagePath(path) && !isGatedPath(country, path)) own[l] = path
    }
    const paths: { [C in CountryCode]?: LocalePaths } = { [country]: own }
    if (item.countryWide) {
      for (const [other, byLocale] of Object.entries(elsewhere) as [CountryCode, PathsElsewhere[CountryCode]][]) {
        if (other === country || !byLocale) continue
        const there: LocalePaths = {}
        for (const l of LOCALES) if (own[l] && byLocale[l]?.has(own[l])) there[l] = own[l]
        paths[other] = there
      }
    }
    const languages = hreflangLinks({ country, paths, urls, defaultCountry })
    const modified = lastModified(item.updatedAt)
    for (const l of LOCALES) {
      const path = own[l]
      if (!path) continue
      const url = absoluteUrl(urls, country, l, path)
      if (seen.has(url)) continue
      seen.add(url)
      entries.push({ url, ...(modified ? { lastModified: modified } : {}), alternates: { languages } })
    }
  }
  return entries
}
