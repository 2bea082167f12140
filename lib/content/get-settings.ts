import config from '@payload-config'
import { getPayload, type TypedUser } from 'payload'
import type { Setting } from '@/cms/payload-types'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { cachedOrDraft } from '@/lib/preview/cached-or-draft'
import { findSettings } from './settings-query'
import { tags } from './tags'

/**
 * The settings the page's chrome shows, cached for visitors until they are published again; for a
 * CMS user previewing in draft mode, the latest draft they may read (an editor, their own
 * country's), uncached, so menus and footer can be checked before they are published. Another
 * country's, or none, falls back to the published settings. A null `previewer` reads as a visitor
 * whoever asks.
 */
function readSettings(country: CountryCode, locale: Locale, previewer?: TypedUser | null): Promise<Setting | null> {
  return cachedOrDraft(
    async (reader) => {
      const payload = await getPayload({ config })
      const draft = reader ? await findSettings(payload, country, locale, reader) : null
      return draft ?? findSettings(payload, country, locale, null)
    },
    ['settings', country, locale],
    { tags: [tags.settings(country)] },
  )(previewer)
}

/**
 * A country's published menus, footer and contacts in one language, as every visitor reads them.
 * Never a draft, whoever asks (the terms endpoint, which public caches keep, reads these).
 */
export function getPublishedSettings(country: CountryCode, locale: Locale): Promise<Setting | null> {
  return readSettings(country, locale, null)
}

/** The settings the page's chrome shows: the published ones, or a previewing CMS user's latest draft. */
export function getSettings(country: CountryCode, locale: Locale): Promise<Setting | null> {
  return readSettings(country, locale)
}
