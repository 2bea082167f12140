import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'

/** The internal route of the framed 404 page (app/(site)/[country]/[locale]/(pages)/%5F404): no page path can start with "_". */
export const notFoundPath = (country: CountryCode, locale: Locale) => `/${country}/${locale}/_404`

/**
 * For a request the proxy rewrites to /{country}/{locale}{path}: the page path it asks for (as the
 * page route will read it, percent-decoded) and the internal route of its 404 page.
 */
export function notFoundRoute(rewrite: {
  path: string
  country: CountryCode
  locale: Locale
}): { pagePath: string; internal: string } | null {
  const prefix = `/${rewrite.country}/${rewrite.locale}`
  if (!rewrite.path.startsWith(prefix)) return null
  let pagePath: string
  try {
    pagePath = decodeURIComponent(rewrite.path.slice(prefix.length) || '/')
  } catch {
    return null
  }
  return { pagePath, internal: notFoundPath(rewrite.country, rewrite.locale) }
}
