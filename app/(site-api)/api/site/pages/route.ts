import { loadSitePaths } from '@/lib/content/get-landings'
import { COUNTRY_CODES } from '@/lib/countries'

/**
 * Every published page's paths per country, for the proxy (lib/routing/page-map.ts), which cannot
 * query the CMS itself: an address where no page exists gets the framed 404 page. Public facts only (the
 * sitemaps list the same pages).
 */
export async function GET(): Promise<Response> {
  const paths = await loadSitePaths()
  return Response.json(Object.fromEntries(COUNTRY_CODES.map((c) => [c, paths[c].pages])), {
    headers: { 'cache-control': 'no-store' },
  })
}
