import { loadSiteRedirects } from '@/lib/content/get-redirect'

/** The legacy redirects and the addresses that land on a page, for the proxy (lib/routing/redirect-map.ts), which cannot query the CMS itself. */
export async function GET(): Promise<Response> {
  return Response.json(await loadSiteRedirects(), { headers: { 'cache-control': 'no-store' } })
}
