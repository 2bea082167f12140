import type { Metadata } from 'next'
import type { Media } from '@/cms/payload-types'
import { COUNTRY_CODES, type CountryCode } from '@/lib/countries'
import { translatorFor } from '@/lib/i18n/translator'
import { LOCALES, type Locale } from '@/lib/locales'
import { isGatedPath } from '@/lib/routing/country-gates'
import { defaultCountry as configuredDefault, siteUrls } from '@/lib/routing/site-urls'
import { absoluteUrl, hreflangLinks, type LocalePaths } from './hreflang'
import { ogImageFor, socialMetadata } from './open-graph'

export type PageSeoInput = {
  country: CountryCode
  locale: Locale
  /** The address being rendered (with its /{id} segment, if any), without the /en prefix. */
  path: string
  title: string
  /** The page's own description; the country's default when empty. */
  description?: string | null
  /** Where each country has this page, by language (this country's entry included). */
  paths: { [C in CountryCode]?: LocalePaths }
  /** The page's first block image, if any. */
  image: Media | null
  urls?: Record<CountryCode, URL>
  defaultCountry?: CountryCode
}

/**
 * Everything a public page declares for search engines and link previews: title, description,
 * canonical URL, hreflang for pt/en in both countries plus x-default, Open Graph and Twitter card.
 */
export function pageMetadata(input: PageSeoInput): Metadata {
  const { country, locale, path, title, paths, image } = input
  const urls = input.urls ?? siteUrls()
  const t = translatorFor(locale)
  const description = input.description?.trim() || t(`seo.description.${country}`)
  const url = absoluteUrl(urls, country, locale, path)
  const alternateLocales = COUNTRY_CODES.flatMap((c) =>
    LOCALES.flatMap((l) => {
      const there = paths[c]?.[l]
      return there && !isGatedPath(c, there) ? [{ locale: l, country: c }] : []
    }),
  )
  return {
    title,
    description,
    alternates: {
      canonical: url,
      languages: hreflangLinks({ country, paths, urls, defaultCountry: input.defaultCountry ?? configuredDefault() }),
    },
    ...socialMetadata({
      country,
      locale,
      title,
      description,
      url,
      image: ogImageFor(image, urls[country], t('seo.imageAlt')),
      alternateLocales,
    }),
  }
}
