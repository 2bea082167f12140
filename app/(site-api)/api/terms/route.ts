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
    // Short-lived: an editor's change reaches visitors within a minute even through a CDN.
    return Response.json(content, {
      headers: { 'cache-control': 'public, max-age=60, stale-while-revalidate=300', vary: 'Host' },
    })
  } catch (error) {
    console.error('terms: could not load', country, locale, error)
    return Response.json(
      { ok: false, message: 'Terms unavailable' },
      { status: 503, headers: { 'cache-control': 'no-store' } },
    )
  }
}
