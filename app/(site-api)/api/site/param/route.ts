import { findPageForPath } from '@/lib/content/get-page'
import { isCountryCode } from '@/lib/countries'
import { isLocale } from '@/lib/locales'
import { apiError } from '@/lib/rest/api-error'
import { isValidPagePath } from '@/lib/routing/paths'
import { paramExists } from '@/registry/param-exists'
import { isPageView } from '@/registry/page-views'

/**
 * Whether a published page exists at an address of the form /path/{id} (id included) or is shown in
 * another state there (a day of "Em cartaz"), for the proxy
 * (lib/routing/param-map.ts), which cannot query the CMS itself: GET ?country=ao&locale=pt&path=/a-zap/noticias/x
 * → {"exists": true|false}. Public facts only: the page at that address says the same.
 */
export async function GET(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams
  const country = query.get('country') ?? ''
  const locale = query.get('locale') ?? ''
  const path = query.get('path') ?? ''
  if (!isCountryCode(country) || !isLocale(locale) || !isValidPagePath(path)) {
    return apiError(400, 'country, locale and a page path are required')
  }
  // The same lookup as the page route's, views of a page included.
  const found = await findPageForPath(country, locale, path, null, (page, segment) =>
    isPageView(page.layout ?? [], segment),
  )
  const layout = found?.page.layout ?? []
  const exists =
    found !== null &&
    (found.param === undefined ||
      isPageView(layout, found.param) ||
      (await paramExists(layout, { country, locale, param: found.param })))
  return Response.json({ exists }, { headers: { 'cache-control': 'no-store' } })
}
