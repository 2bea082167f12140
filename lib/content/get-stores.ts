import config from '@payload-config'
import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'
import type { CountryCode } from '../countries'
import type { Locale } from '../locales'
import type { StoreEntry } from '../stores/types'
import { tags } from './tags'

/** Safety bound: a country has tens of stores, not thousands. */
const MAX_STORES = 1000

/** A country's stores and agents, by province, city and name; cached until an editor changes one. */
export function getStores(country: CountryCode, locale: Locale): Promise<StoreEntry[]> {
  const load = unstable_cache(
    async (): Promise<StoreEntry[]> => {
      const payload = await getPayload({ config })
      const { docs } = await payload.find({
        collection: 'stores',
        where: { 'country.code': { equals: country } },
        locale,
        fallbackLocale: 'pt',
        depth: 0,
        limit: MAX_STORES,
        pagination: false,
        sort: ['province', 'city', 'name'],
        overrideAccess: false,
      })
      return docs.map((doc) => ({
        id: String(doc.id),
        name: doc.name,
        kind: doc.kind,
        province: doc.province,
        city: doc.city,
        address: doc.address,
        ...(doc.phone ? { phone: doc.phone } : {}),
        ...(doc.hours ? { hours: doc.hours } : {}),
      }))
    },
    ['stores', country, locale],
    { tags: [tags.listing('stores', country)] },
  )
  return load()
}
