import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'
import type { Setting } from '@/cms/payload-types'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { previewUser } from '@/lib/preview/preview-user'
import { findSettings } from './settings-query'
import { tags } from './tags'

/**
 * A country's published menus, footer and contacts in one language, as every visitor reads them;
 * cached until they are published again. Never a draft, whoever asks (the terms endpoint, which
 * public caches keep, reads these).
 */
export function getPublishedSettings(country: CountryCode, locale: Locale): Promise<Setting | null> {
  return unstable_cache(
    async () => findSettings(await getPayload({ config }), country, locale, null),
    ['settings', country, locale],
    { tags: [tags.settings(country)] },
  )()
}

/**
 * The settings the page's chrome shows: the published ones for visitors; for a CMS user previewing
 * in draft mode, the latest draft they may read (an editor, their own country's), uncached, so
 * menus and footer can be checked before they are published. Another country's, or none, falls
 * back to the published settings.
 */
export async function getSettings(country: CountryCode, locale: Locale): Promise<Setting | null> {
  const previewer = await previewUser()
  if (previewer) {
    const draft = await findSettings(await getPayload({ config }), country, locale, previewer)
    if (draft) return draft
  }
  return getPublishedSettings(country, locale)
}
