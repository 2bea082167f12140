import type { CollectionAfterChangeHook, PayloadRequest } from 'payload'
import { tags } from '@/lib/content/tags'
import { countryCodeOf, expireTags } from './revalidate'

type SettingsLike = { id: number | string; country?: unknown; _status?: unknown }

/**
 * Whether this write changed what visitors read. A publish did. A saved draft is only a new version:
 * Payload leaves the published row as it was, so the row still reads "published" and nothing public
 * changed. When the row no longer reads "published" (it was just unpublished, or was never
 * published) its menus are gone for visitors, and expiring the cached ones is what must happen.
 */
async function visitorsSeeAChange(settings: SettingsLike, req: PayloadRequest): Promise<boolean> {
  if (settings._status === 'published') return true
  const stored = await req.payload
    .findByID({
      collection: 'settings',
      id: settings.id,
      depth: 0,
      draft: false,
      overrideAccess: true,
      req,
      select: { _status: true },
    })
    .catch(() => null)
  return stored?._status !== 'published'
}

/**
 * A country's settings draw the chrome of every one of its pages: publishing them expires the
 * country's settings tag, so the next visit shows the new menus and footer; saving a draft expires
 * nothing (the draft shows only in a CMS user's preview, which is never cached).
 */
export const revalidateSettingsOnPublish: CollectionAfterChangeHook = async ({ doc, req }) => {
  const settings = doc as SettingsLike
  if (!(await visitorsSeeAChange(settings, req))) return doc
  const country = await countryCodeOf(settings.country, req)
  if (country) expireTags([tags.settings(country)], req)
  return doc
}
