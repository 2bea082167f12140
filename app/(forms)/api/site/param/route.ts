import { findPageForPath } from '@/lib/content/get-page'
import { isCountryCode } from '@/lib/countries'
import { isLocale } from '@/lib/locales'
import { isValidPagePath } from '@/lib/routing/paths'
import { paramAnswers } from '@/registry/param-answers'

/**
 * Whether a published page answers an address of the form /path/{id}, id included, for the proxy
 * (lib/routing/param-map.ts), which cannot query the CMS itself: GET ?country=ao&locale=pt&path=/a-zap/noticias/x
 * → {"answers": true|false}. Public facts only: the page at that address says the same.
 */
export async function GET(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams
  const country = query.get('country') ?? ''
  const locale = query.get('locale') ?? ''
  const path = query.get('path') ?? ''
  if (!isCountryCode(country) || !isLocale(locale) || !isValidPagePath(path)) {
    return Response.json({ error: 'country, locale and a page path are required' }, { status: 400, headers: { 'cache-control': 'no-store' } })
  }
  const found = await findPageForPath(country, locale, path)
  const answers = found !== null && (found.param === undefined || (await paramAnswers(found.page.layout ?? [], { country, locale, param: found.param })))
  return Response.json({ answers }, { headers: { 'cache-control': 'no-store' } })
}
