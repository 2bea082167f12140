import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'
import type { Setting } from '../../cms/payload-types'
import type { CountryCode } from '../countries'
import type { Locale } from '../locales'
import { tags } from './tags'

/** A country's menus, footer and contacts in one language; cached until an editor saves them. */
export function getSettings(country: CountryCode, locale: Locale): Promise<Setting | null> {
  const load = unstable_cache(
    async () => {
      const payload = await getPayload({ config })
      const { docs } = await payload.find({
        collection: 'settings',
        where: { 'country.code': { equals: country } },
        locale,
        fallbackLocale: false,
        depth: 0,
        limit: 1,
        overrideAccess: false,
      })
      return docs[0] ?? null
    },
    ['settings', country, locale],
    { tags: [tags.settings(country)] },
  )
  return load()
}
