import { getTerms } from '@/lib/content/get-terms'
import { isLocale } from '@/lib/locales'
import { apiError } from '@/lib/rest/api-error'
import { countryForHost } from '@/lib/routing/site-urls'
import { logger } from '@/server/logger.mjs'

export const dynamic = 'force-dynamic'

/**
 * GET /api/terms?locale=pt|en: the terms and conditions of the country of the Host, for the terms
 * modal (components/terms/TermsModal.tsx). The HTML is sanitized on the server before it is sent.
 */
export async function GET(request: Request): Promise<Response> {
  const locale = new URL(request.url).searchParams.get('locale') ?? 'pt'
  if (!isLocale(locale)) return apiError(400, 'locale must be pt or en')
  const country = countryForHost(request.headers.get('host'))
  if (!country) return apiError(421, 'This address is not a ZAP site')
  try {
    const content = await getTerms(country, locale)
    // Not shared: no cache in front keeps anything under /api but public uploads
    // (server/shared-cache-control.mjs would say so anyway), and an editor's change shows at once.
    return Response.json(content, { headers: { 'cache-control': 'private, no-store' } })
  } catch (error) {
    logger.error({ err: error, country, locale }, 'terms: could not load')
    return apiError(503, 'Terms unavailable')
  }
}
