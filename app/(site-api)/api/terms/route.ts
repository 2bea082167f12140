import { getTerms } from '@/lib/content/get-terms'
import { isLocale } from '@/lib/locales'
import { countryForHost } from '@/lib/routing/site-urls'

export const dynamic = 'force-dynamic'

/**
 * GET /api/terms?locale=pt|en: the terms and conditions of the country of the Host, for the terms
 * modal (components/terms/TermsModal.tsx). The HTML is sanitized on the server before it is sent.
 */
export async function GET(request: Request): Promise<Response> {
  const locale = new URL(request.url).searchParams.get('locale') ?? 'pt'
  if (!isLocale(locale)) return Response.json({ ok: false, message: 'locale must be pt or en' }, { status: 400 })
  const country = countryForHost(request.headers.get('host'))
  if (!country)
    return Response.json(
      { ok: false, message: 'This address is not a ZAP site' },
      { status: 421, headers: { 'cache-control': 'no-store' } },
    )
  try {
    const content = await getTerms(country, locale)
    // Not shared: no cache in front keeps anything under /api but public uploads
    // (server/shared-cache-control.mjs would say so anyway), and an editor's change shows at once.
    return Response.json(content, { headers: { 'cache-control': 'private, no-store' } })
  } catch (error) {
    console.error('terms: could not load', country, locale, error)
    return Response.json(
      { ok: false, message: 'Terms unavailable' },
      { status: 503, headers: { 'cache-control': 'no-store' } },
    )
  }
}
