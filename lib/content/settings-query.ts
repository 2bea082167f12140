import type { Payload, TypedUser } from 'payload'
import type { Setting } from '@/cms/payload-types'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { publishedFor, readAs } from '@/lib/preview/read-as'

/**
 * The settings document of a country in one language, as the site reads it: for a visitor (no
 * previewer) the published version only, with the visitor's access rights; for a CMS user
 * previewing, the latest version, draft or published, that this user may read.
 */
export async function findSettings(
  payload: Payload,
  country: CountryCode,
  locale: Locale,
  previewer: TypedUser | null,
): Promise<Setting | null> {
  const { docs } = await payload.find({
    collection: 'settings',
    // Visitors' access reads published documents only; the condition says so here too.
    where: { and: [{ 'country.code': { equals: country } }, ...publishedFor(previewer)] },
    locale,
    fallbackLocale: false,
    depth: 0,
    limit: 1,
    ...readAs(previewer),
  })
  return docs[0] ?? null
}
