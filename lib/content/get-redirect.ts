import config from '@payload-config'
import { getPayload } from 'payload'
import { COUNTRY_CODES } from '@/lib/countries'
import { cachedPublished } from '@/lib/preview/cached-or-draft'
import { englishRedirects, pathLandings } from '@/lib/routing/path-landings'
import { isSitePath } from '@/lib/security/redirect-target'
import { loadSitePaths } from './get-landings'
import { redirectMaps, type RedirectMaps } from './redirect-maps'
import { tags } from './tags'

export type { RedirectMaps }

/**
 * Every legacy public path (e.g. "/pesquisa", "/en/search") and its target, per country, only with
 * targets that may be followed (redirect-maps.ts). Cached until a redirect is saved.
 */
// Redirects have no drafts, and the proxy, which follows them, acts for every visitor alike.
export const loadRedirectMaps = cachedPublished(
  async (): Promise<RedirectMaps> => {
    const payload = await getPayload({ config })
    const { docs } = await payload.find({ collection: 'redirects', depth: 1, pagination: false, overrideAccess: false })
    return redirectMaps(docs)
  },
  ['redirect-maps'],
  { tags: [tags.redirects] },
)

/**
 * What the proxy redirects, per country: the editors' redirects first, then the English twins of
 * their Portuguese ones, then the addresses that land on a page (lib/routing/path-landings.ts).
 * Only paths on this site are derived; both halves come from caches a publish or a save expires.
 */
export async function loadSiteRedirects(): Promise<RedirectMaps> {
  const [cms, sitePaths] = await Promise.all([loadRedirectMaps(), loadSitePaths()])
  const onSite = (map: Record<string, string>) =>
    Object.fromEntries(Object.entries(map).filter(([, to]) => isSitePath(to)))
  return Object.fromEntries(
    COUNTRY_CODES.map((c) => {
      const { pages, menuOrder } = sitePaths[c]
      return [c, { ...onSite(pathLandings(pages, menuOrder)), ...onSite(englishRedirects(cms[c], pages)), ...cms[c] }]
    }),
  ) as RedirectMaps
}
