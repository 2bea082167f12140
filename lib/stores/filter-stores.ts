import type { StoreEntry, StoreFilters } from './types'

/** Lower case without accents or repeated spaces: "Huíla" and "huila" match, as do "Lubango " and "lubango". */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
}

const same = (a: string, b: string) => normalize(a) === normalize(b)

/**
 * The stores that match every filter: the province, the city, and each word of the free text in
 * the name, address or city (in any order, accents and case ignored).
 */
export function filterStores(stores: readonly StoreEntry[], filters: StoreFilters): StoreEntry[] {
  const words = normalize(filters.q).split(' ').filter(Boolean)
  return stores.filter((store) => {
    if (filters.province && store.province !== filters.province) return false
    if (filters.city && !same(store.city, filters.city)) return false
    if (words.length === 0) return true
    const haystack = normalize(`${store.name} ${store.address} ${store.city}`)
    return words.every((word) => haystack.includes(word))
  })
}

/** Provinces that have at least one store, in the given order (the country's list of provinces). */
export function provincesWithStores(stores: readonly StoreEntry[], order: readonly string[]): string[] {
  const present = new Set<string>(stores.map((store) => store.province))
  return order.filter((province) => present.has(province))
}

/** Cities that have a store, in the province when one is chosen, alphabetically in Portuguese. */
export function citiesOf(stores: readonly StoreEntry[], province: string): string[] {
  const cities = new Map<string, string>()
  for (const store of stores) {
    if (province && store.province !== province) continue
    const key = normalize(store.city)
    if (!cities.has(key)) cities.set(key, store.city.trim())
  }
  return [...cities.values()].sort((a, b) => a.localeCompare(b, 'pt'))
}

/** Filters keep only values the lists offer, so a shared link with a stale city shows results, not nothing. */
export function coherentFilters(
  stores: readonly StoreEntry[],
  filters: StoreFilters,
  provinces: readonly string[],
): StoreFilters {
  const province = provinces.includes(filters.province) ? filters.province : ''
  const city = citiesOf(stores, province).find((c) => same(c, filters.city)) ?? ''
  return { province, city, q: filters.q.slice(0, 100) }
}

/** URL query names (Portuguese, as the page's address is): ?provincia=Luanda&cidade=Talatona&q=shopping. */
export const QUERY = { province: 'provincia', city: 'cidade', q: 'q' } as const

export function filtersFromQuery(search: string): StoreFilters {
  const params = new URLSearchParams(search)
  return {
    province: params.get(QUERY.province)?.trim() ?? '',
    city: params.get(QUERY.city)?.trim() ?? '',
    q: params.get(QUERY.q) ?? '',
  }
}

/** The query for the filters, other parameters of the address kept; empty filters are left out. */
export function queryWithFilters(search: string, filters: StoreFilters): string {
  const params = new URLSearchParams(search)
  for (const key of ['province', 'city', 'q'] as const) {
    const value = key === 'q' ? filters.q.trim() : filters[key]
    if (value) params.set(QUERY[key], value)
    else params.delete(QUERY[key])
  }
  const query = params.toString()
  return query ? `?${query}` : ''
}

export const hasFilters = (filters: StoreFilters) => Boolean(filters.province || filters.city || filters.q.trim())

/** A phone number as a tel: link (digits and a leading +), or null when it has no digits. */
export function telHref(phone: string | undefined): string | null {
  if (!phone) return null
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '')
  return /\d{3,}/.test(digits) ? `tel:${digits}` : null
}
