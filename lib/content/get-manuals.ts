import config from '@payload-config'
import { getPayload } from 'payload'
import type { Manual } from '@/cms/payload-types'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { safeHref } from '@/lib/security/safe-href'
import { cachedOrDraft } from '@/lib/preview/cached-or-draft'
import { readAs } from '@/lib/preview/read-as'
import { tags } from './tags'

export type ManualCategory = Manual['category']

/** A manual as the manuals block lists it: its PDF's address and size in bytes. */
export type ManualEntry = {
  id: string
  title: string
  description?: string
  category: ManualCategory
  url: string
  filesize: number
}

/** Safety bound: a country has tens of manuals, not thousands. */
const MAX_MANUALS = 500

/**
 * A country's manuals in one language, by title. A manual whose file is gone (deleted document) is
 * left out rather than offered as a broken link. Cached until a manual or a document changes.
 */
export function getManuals(country: CountryCode, locale: Locale): Promise<ManualEntry[]> {
  const load = cachedOrDraft(
    async (previewer): Promise<ManualEntry[]> => {
      const payload = await getPayload({ config })
      const { docs } = await payload.find({
        collection: 'manuals',
        where: { 'country.code': { equals: country } },
        locale,
        fallbackLocale: 'pt',
        depth: 1,
        limit: MAX_MANUALS,
        pagination: false,
        sort: 'title',
        ...readAs(previewer),
      })
      return docs.flatMap((doc) => {
        const file = typeof doc.file === 'object' ? doc.file : null
        const url = safeHref(file?.url)
        if (!file || !url) return []
        return [
          {
            id: String(doc.id),
            title: doc.title,
            ...(doc.description ? { description: doc.description } : {}),
            category: doc.category,
            url,
            filesize: file.filesize ?? 0,
          },
        ]
      })
    },
    ['manuals', country, locale],
    { tags: [tags.listing('manuals', country), tags.media] },
  )
  return load()
}
