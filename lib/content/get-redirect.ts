import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'
import { redirectMaps, type RedirectMaps } from './redirect-maps'
import { tags } from './tags'

export type { RedirectMaps }

/**
 * Every legacy public path (e.g. "/pesquisa", "/en/search") and its target, per country, only with
 * targets that may be followed (redirect-maps.ts). Cached until a redirect is saved.
 */
export const loadRedirectMaps = unstable_cache(
  async (): Promise<RedirectMaps> => {
    const payload = await getPayload({ config })
    const { docs } = await payload.find({ collection: 'redirects', depth: 1, pagination: false, overrideAccess: false })
    return redirectMaps(docs)
  },
  ['redirect-maps'],
  { tags: [tags.redirects] },
)
