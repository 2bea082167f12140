import { foldName, matchesFolded, queryWords } from '@/lib/text/match-name'
import type { StoreEntry } from './types'

/** A store with the texts a search reads, folded once (not on every key press). */
export type SearchableStore = { store: StoreEntry; fields: string[] }

/**
 * The texts a visitor may search a store by: where it is (city, province, neighbourhood) and what it
 * is called or its address says. The province is among them, so "Maputo" finds the stores of Maputo
 * city and of Maputo province (Matola, Boane), and "Luanda" those of Luanda province around the city.
 */
export function searchable(stores: readonly StoreEntry[]): SearchableStore[] {
  return stores.map((store) => ({
    store,
    fields: [store.city, store.province, store.neighbourhood ?? '', store.name, store.address]
      .filter(Boolean)
      .map(foldName),
  }))
}

/**
 * The stores that match a search: each word of the query (accents, case, spaces and punctuation
 * ignored, lib/text/match-name.ts) in one of the store's texts, in any order. Words are matched field
 * by field, never across the seam of two fields. A query without words keeps every store.
 */
export function filterStores(stores: readonly SearchableStore[], query: string): StoreEntry[] {
  const words = queryWords(query)
  if (words.length === 0) return stores.map(({ store }) => store)
  return stores
    .filter(({ fields }) => words.every((word) => fields.some((field) => matchesFolded(field, [word]))))
    .map(({ store }) => store)
}

/** The most a search keeps of what is typed or given in an address. */
export const MAX_QUERY = 100

/** URL query names (Portuguese, as the page's address is): ?q=matola. */
export const QUERY = { q: 'q', province: 'provincia', city: 'cidade' } as const

/**
 * The search of a shared address (?q=). Links shared before the search read provinces and cities
 * had ?provincia= and ?cidade= instead: their words become the search, which now finds both.
 */
export function queryFromAddress(search: string): string {
  const params = new URLSearchParams(search)
  const q = params.get(QUERY.q)
  const legacy = [params.get(QUERY.city), params.get(QUERY.province)].filter(Boolean).join(' ')
  return (q ?? legacy).trim().slice(0, MAX_QUERY)
}

/** The address's query for a search, other parameters kept, the old province and city ones dropped. */
export function addressWithQuery(search: string, query: string): string {
  const params = new URLSearchParams(search)
  params.delete(QUERY.province)
  params.delete(QUERY.city)
  if (query.trim()) params.set(QUERY.q, query.trim())
  else params.delete(QUERY.q)
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** A phone number as a tel: link (digits and a leading +), or null when it has no digits. */
export function telHref(phone: string | undefined): string | null {
  if (!phone) return null
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '')
  return /\d{3,}/.test(digits) ? `tel:${digits}` : null
}
