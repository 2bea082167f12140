import config from '@payload-config'
import { getPayload } from 'payload'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { coordinatesOf } from '@/lib/stores/coordinates'
import type { StoreKind } from '@/lib/stores/kinds'
import type { StoreEntry } from '@/lib/stores/types'
import { cachedOrDraft } from '@/lib/preview/cached-or-draft'
import { readAs } from '@/lib/preview/read-as'
import { tags } from './tags'

/** Safety bound: a country has tens of stores, not thousands. */
const MAX_STORES = 1000

/**
 * A country's stores of the given kinds (shops, agents, accredited sellers), with their places on the
 * map when they have one; cached until an editor changes one. `kinds` comes from listedKinds (never
 * empty, fixed order). The block puts them in listing order (lib/stores/group-stores.ts).
 */
export function getStores(country: CountryCode, locale: Locale, kinds: readonly StoreKind[]): Promise<StoreEntry[]> {
  const load = cachedOrDraft(
    async (previewer): Promise<StoreEntry[]> => {
      const payload = await getPayload({ config })
      const { docs } = await payload.find({
        collection: 'stores',
        where: { and: [{ 'country.code': { equals: country } }, { kind: { in: [...kinds] } }] },
        locale,
        fallbackLocale: 'pt',
        depth: 0,
        limit: MAX_STORES,
        pagination: false,
        sort: ['province', 'city', 'name'],
        ...readAs(previewer),
      })
      return docs.map((doc) => ({
        id: String(doc.id),
        name: doc.name,
        kind: doc.kind,
        province: doc.province,
        city: doc.city,
        address: doc.address,
        ...(doc.neighbourhood ? { neighbourhood: doc.neighbourhood } : {}),
        ...(doc.phone ? { phone: doc.phone } : {}),
        ...(doc.hours ? { hours: doc.hours } : {}),
        // Both or neither: the CMS refuses one alone, and a store without a place is listed without distance.
        ...(coordinatesOf({ latitude: doc.latitude ?? undefined, longitude: doc.longitude ?? undefined }) ?? {}),
      }))
    },
    ['stores', country, locale, kinds.join(',')],
    { tags: [tags.listing('stores', country)] },
  )
  return load()
}
