import type { CountryCode } from '@/lib/countries'
import type { PlaceholderRow } from './types'

/** The collection whose seeded documents stand in for real data: the fibre coverage areas. */
export const ILLUSTRATIVE_COLLECTION = 'coverage-areas'

/** The admin list of a country's illustrative areas (the admin narrows it to the user's countries). */
export const ILLUSTRATIVE_LIST_QUERY = '?where[illustrative][equals]=true'

/**
 * "Illustrative coverage areas: N", one row per country that still has some: the seed's example
 * neighbourhoods (cms/seed/data/coverage-areas.ts) give visitors results like real ones, so they are
 * listed with the other placeholders to replace before launch, counted, rather than one row per
 * neighbourhood. The row links to the list of those areas; an import or an edit that clears the
 * mark takes the area off the count.
 */
export function illustrativeAreaRows(
  docs: readonly { country: CountryCode | null; illustrative?: unknown }[],
): PlaceholderRow[] {
  const counts = new Map<CountryCode, number>()
  for (const doc of docs)
    if (doc.country && doc.illustrative === true) counts.set(doc.country, (counts.get(doc.country) ?? 0) + 1)
  return [...counts].map(([country, count]) => ({
    collection: ILLUSTRATIVE_COLLECTION,
    id: `illustrative-${country}`,
    country,
    document: String(count),
    field: 'illustrative',
    anchor: 'field-illustrative',
    locale: null,
    kind: 'illustrative-data',
    value: String(count),
    list: ILLUSTRATIVE_LIST_QUERY,
  }))
}
