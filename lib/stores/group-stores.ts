import type { CountryCode } from '@/lib/countries'
import type { Province } from '@/lib/forms/provinces'
import type { StoreEntry } from './types'

/** The province of each country's capital: Luanda, and Maputo city (a province of its own). */
export const CAPITAL_PROVINCE = { ao: 'Luanda', mz: 'Maputo Cidade' } as const satisfies Record<CountryCode, Province>

const collator = new Intl.Collator('pt', { sensitivity: 'base' })

/**
 * The order provinces are listed in: the capital's first, then alphabetically (in Portuguese, the
 * provinces' own language). The capital's province holds most of the stores and most of the
 * visitors, so it opens the list; the rest are alphabetical because a visitor looking for their own
 * province scans for its name, and an order by size or geography would have to be known to be used.
 */
export function compareProvinces(country: CountryCode, a: string, b: string): number {
  const capital = CAPITAL_PROVINCE[country]
  if (a === b) return 0
  if (a === capital) return -1
  if (b === capital) return 1
  return collator.compare(a, b)
}

/** Stores in listing order: by province (capital first), then by city and name, alphabetically. */
export function inListingOrder(stores: readonly StoreEntry[], country: CountryCode): StoreEntry[] {
  return [...stores].sort(
    (a, b) =>
      compareProvinces(country, a.province, b.province) ||
      collator.compare(a.city, b.city) ||
      collator.compare(a.name, b.name),
  )
}

/** The stores of one province, in listing order. */
export type ProvinceGroup = { province: string; stores: StoreEntry[] }

/** The stores under their provinces, provinces in listing order; a province without stores has no group. */
export function groupByProvince(stores: readonly StoreEntry[], country: CountryCode): ProvinceGroup[] {
  const groups: ProvinceGroup[] = []
  for (const store of inListingOrder(stores, country)) {
    const last = groups.at(-1)
    if (last?.province === store.province) last.stores.push(store)
    else groups.push({ province: store.province, stores: [store] })
  }
  return groups
}
