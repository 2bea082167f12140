import { RESULT_ID } from '@/blocks/coverage-check/coverage-entry'
import { getCoverageAreas } from '@/lib/content/get-coverage-areas'
import { getPublishedPage } from '@/lib/content/get-page'
import { segmentForQuery } from '@/lib/coverage/areas'
import { isLocale, type Locale } from '@/lib/locales'
import { apiError } from '@/lib/rest/api-error'
import { publicPath } from '@/lib/routing/localized-path'
import { isValidPagePath } from '@/lib/routing/paths'
import { countryForHost } from '@/lib/routing/site-urls'

export const dynamic = 'force-dynamic'

/** Longest name read from the field (the field itself takes 80 characters). */
const MAX_QUERY_LENGTH = 120

/** A redirect to a path of this site, written as a path (an absolute one would repeat the request's Host). */
const seeOther = (location: string) =>
  new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } })

/**
 * GET /api/coverage/check?q=Talatona&page=/zap-fibra/pesquisa-de-cobertura&locale=pt: the coverage
 * check's form without JavaScript (blocks/coverage-check). Finds the name among the country's
 * coverage areas (the country of the Host, never the visitor's word) and responds with 303 See Other
 * to the result's own address, /zap-fibra/pesquisa-de-cobertura/talatona#resposta-cobertura, which
 * the server renders and caches like any page: a name it has no area for goes to that name's
 * address, which says so and offers the closest areas and the request form. `page` must be a
 * published page of the country, in that language, that takes /path/{id} and shows the check, so
 * the redirect never leads anywhere else; otherwise (a Mozambique address: no fibre there) the
 * language's home page.
 */
export async function GET(request: Request): Promise<Response> {
  const query = new URL(request.url).searchParams
  const country = countryForHost(request.headers.get('host'))
  if (!country) return apiError(421, 'This address is not a ZAP site')
  const wanted = query.get('locale')
  const locale: Locale = isLocale(wanted) ? wanted : 'pt'
  const page = query.get('page') ?? ''
  const typed = (query.get('q') ?? '').slice(0, MAX_QUERY_LENGTH)
  const published = isValidPagePath(page) ? await getPublishedPage(country, locale, page, true) : null
  if (!published?.layout?.some((block) => block.blockType === 'coverageCheck'))
    return seeOther(publicPath(locale, '/'))
  const segment = segmentForQuery(await getCoverageAreas(country), typed)
  if (!segment) return seeOther(publicPath(locale, page))
  // Under the home page too ("/" + segment), never "//segment", which a browser reads as another host.
  return seeOther(`${publicPath(locale, `${page === '/' ? '' : page}/${segment}`)}#${RESULT_ID}`)
}
