import Negotiator from 'negotiator'
import type { Env } from '@/lib/config/env'
import type { CountryCode } from '@/lib/countries'
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/locales'
import { appPageRoute } from './app-pages'
import { isGatedPath } from './country-gates'
import { countryForHost } from './site-urls'
import { MAX_PATH_LENGTH } from './paths'

export type RequestInput = {
  host: string | null
  pathname: string
  search: string
  localeCookie: string | undefined
  acceptLanguage: string | null
  /** The environment to read the countries' addresses from (tests); unset: this process's. */
  env?: Env
}

export type Resolution =
  | { kind: 'pass' }
  | { kind: 'redirect'; location: string; status: 307 | 308; setLocaleCookie?: Locale }
  | {
      kind: 'rewrite'
      path: string
      country: CountryCode
      locale: Locale
      setLocaleCookie?: Locale
      /** A page the app renders itself (./app-pages.ts): no CMS page, redirect or 404 stands in for it. */
      appPage?: true
    }
  /** A path no page can have (malformed, too long, dot segments): a 404 from the proxy itself. */
  | { kind: 'reject'; locale: Locale }
  /** A Host no country has, or one that cannot be read: 421, and no country's content. */
  | { kind: 'misdirected' }

/** Paths served by Next or Payload themselves, never by the page router. */
export function isFrameworkPath(pathname: string): boolean {
  return (
    /^\/(admin|api|_next)(\/|$)/.test(pathname) ||
    // Files in public/ and metadata routes: anything whose last segment has an extension.
    /\.[a-z0-9]+$/i.test(pathname)
  )
}

function preferredLocale(acceptLanguage: string | null): Locale {
  if (!acceptLanguage) return DEFAULT_LOCALE
  const language = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language(['pt', 'en'])
  return isLocale(language) ? language : DEFAULT_LOCALE
}

/**
 * Decides what the proxy does with a public request: host -> country (or refused), /en prefix -> locale,
 * language detection on "/" only, then a rewrite to /{country}/{locale}/{...path}.
 */
export function resolveRequest(input: RequestInput): Resolution {
  const { pathname, search } = input
  // Before anything else, files and robots.txt included: whatever is served for a host is stored
  // under that host by a shared cache.
  const country = countryForHost(input.host, input.env)
  if (!country) return { kind: 'misdirected' }
  if (isFrameworkPath(pathname)) return { kind: 'pass' }
  // Not rewritten: Next's router would try to decode such a path again and fail with a 500.
  const notFound = (locale: Locale): Resolution => ({ kind: 'reject', locale })

  // Repeated slashes are a typo of a real path: send the visitor to the clean one.
  if (pathname.includes('//')) {
    const clean = pathname.replace(/\/{2,}/g, '/')
    return { kind: 'redirect', location: clean + search, status: 308 }
  }

  const isEnglish = pathname === '/en' || pathname.startsWith('/en/')
  const locale: Locale = isEnglish ? 'en' : 'pt'
  const rest = isEnglish ? pathname.slice(3) || '/' : pathname

  if (rest.length > MAX_PATH_LENGTH) return notFound(locale)
  let decoded: string
  try {
    decoded = decodeURIComponent(rest)
  } catch {
    return notFound(locale)
  }
  // Page paths are plain ASCII slugs; dot segments and control characters name nothing.
  if (/(^|\/)\.\.?(\/|$)|[\u0000-\u001f\u007f\\]/.test(decoded)) return notFound(locale)

  if (pathname === '/') {
    const cookieLocale = isLocale(input.localeCookie) ? input.localeCookie : undefined
    const wanted = cookieLocale ?? preferredLocale(input.acceptLanguage)
    if (wanted === 'en') {
      return {
        kind: 'redirect',
        location: '/en' + search,
        status: 307,
        setLocaleCookie: cookieLocale ? undefined : 'en',
      }
    }
    // No cookie on the Portuguese page itself: a response that sets a cookie cannot be shared by the
    // edge or a CDN, and the next visit negotiates the same language again.
    return { kind: 'rewrite', path: `/${country}/pt`, country, locale: 'pt' }
  }

  // Mozambique has no fibre, cinemas, ZAP ON, direct debit or facilita: send visitors home (307, as it depends on the country).
  if (isGatedPath(country, rest)) return { kind: 'redirect', location: (isEnglish ? '/en' : '/') + search, status: 307 }

  const appRoute = appPageRoute(country, locale, rest)
  if (appRoute) return { kind: 'rewrite', path: appRoute, country, locale, appPage: true }

  return { kind: 'rewrite', path: `/${country}/${locale}${rest === '/' ? '' : rest}`, country, locale }
}
