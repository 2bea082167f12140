import { loadRedirectMaps } from '../../../../../lib/content/get-redirect'

/** The legacy redirects for the proxy (lib/routing/redirect-map.ts), which cannot query the CMS itself. */
export async function GET(): Promise<Response> {
  return Response.json(await loadRedirectMaps(), { headers: { 'cache-control': 'no-store' } })
}
