import { type NextRequest, NextResponse } from 'next/server'
import { ADMIN_LANGUAGE_COOKIE, adminAcceptLanguage } from './lib/admin/admin-language'
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, type Locale } from './lib/locales'
import { isDraftRequest, previewCountry, withCountry } from './lib/preview/preview-country'
import { isHttpsRequest } from './lib/security/https'
import { notFoundRoute } from './lib/routing/not-found-route'
import { misdirectedPage } from './lib/routing/misdirected-page'
import { pageExists } from './lib/routing/page-map'
import { legacyRedirect } from './lib/routing/redirect-map'
import { rejectedPage } from './lib/routing/rejected-page'
import { resolveRequest } from './lib/routing/resolve-request'
import { isSitePath } from './lib/security/redirect-target'

/** A 404 or 421 no cache may keep: a page published at that address later must be seen at once. */
const NOT_FOUND_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate'

/** A redirect this proxy decides (language, country gates, repeated slashes) stays on this site. */
const onSite = (location: string) => (isSitePath(location.split('?', 1)[0] ?? '') ? location : '/')

/** Next 16's request proxy: maps host and path onto the internal /{country}/{locale}/... route. */
export async function proxy(request: NextRequest) {
  const url = request.nextUrl
  const adminLanguage = adminAcceptLanguage(url.pathname, request.cookies.get(ADMIN_LANGUAGE_COOKIE)?.value)
  if (adminLanguage) {
    const headers = new Headers(request.headers)
    headers.set('accept-language', adminLanguage)
    return NextResponse.next({ request: { headers } })
  }
  if (url.pathname === '/admin' || url.pathname.startsWith('/admin/')) return NextResponse.next()
  const resolution = resolveRequest({
    host: request.headers.get('host'),
    pathname: url.pathname,
    search: url.search,
    localeCookie: request.cookies.get(LOCALE_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
  })

  if (resolution.kind === 'misdirected') {
    return new NextResponse(misdirectedPage(), {
      status: 421,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': NOT_FOUND_CACHE_CONTROL },
    })
  }
  if (resolution.kind === 'pass') return NextResponse.next()
  if (resolution.kind === 'reject') {
    return new NextResponse(rejectedPage(resolution.locale), {
      status: 404,
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=300' },
    })
  }

  // Legacy addresses from the CMS: permanent, query string kept.
  if (resolution.kind === 'rewrite' && url.pathname !== '/' && !resolution.appPage) {
    const target = await legacyRedirect(resolution.country, url.pathname)
    if (target) return NextResponse.redirect(new URL(target + url.search, url), 308)
  }

  // An address where no published page exists: the 404 page in the site's frame, rendered by the server
  // (Next's not-found boundary is not). Drafts are not in the list: in draft mode the page route
  // decides alone, as it does while the list cannot be loaded.
  if (resolution.kind === 'rewrite' && !resolution.appPage && !isDraftRequest(request.cookies)) {
    const route = notFoundRoute(resolution)
    if (route && (await pageExists(resolution.country, resolution.locale, route.pagePath)) === false) {
      return NextResponse.rewrite(new URL(route.internal, url), {
        status: 404,
        headers: { 'cache-control': NOT_FOUND_CACHE_CONTROL },
      })
    }
  }

  // Live preview of another country's page on the admin's address (draft mode only).
  const previewing = resolution.kind === 'rewrite' ? previewCountry(request.cookies) : null
  const response =
    resolution.kind === 'redirect'
      ? NextResponse.redirect(new URL(onSite(resolution.location), url), resolution.status)
      : NextResponse.rewrite(
          new URL((previewing ? withCountry(resolution.path, previewing) : resolution.path) + url.search, url),
        )
  if (resolution.setLocaleCookie)
    rememberLocale(response, resolution.setLocaleCookie, isHttpsRequest(url, request.headers.get('host')))
  return response
}

/** Not HttpOnly: the language switcher's script writes the same cookie (components/chrome/LanguageSwitcher). */
function rememberLocale(response: NextResponse, locale: Locale, secure: boolean) {
  response.cookies.set(LOCALE_COOKIE, locale, {
    maxAge: LOCALE_COOKIE_MAX_AGE,
    path: '/',
    sameSite: 'lax',
    secure,
  })
}

export const config = {
  // Everything except Next's own assets and Payload; resolveRequest re-checks the same rule for tests.
  // /admin only for its language (lib/admin/admin-language.ts).
  matcher: ['/((?!_next/|api/|admin(?:/|$)).*)', '/admin', '/admin/:path*'],
}
