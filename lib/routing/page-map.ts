import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { loopbackJson, loopbackReading } from './loopback-reading'
import type { PagePaths } from './path-landings'
import { itemExists } from './param-map'
import { indexPages, type PageIndex, servedAs } from './served-path'

type Indexes = Partial<Record<CountryCode, PageIndex>>

/** How long the proxy reuses the list for an address it finds there: no loopback read per visit. */
const TTL_MS = 1000

const readIndexes = loopbackReading(async (): Promise<Indexes | null> => {
  const lists = (await loopbackJson('/api/site/pages')) as Partial<Record<CountryCode, PagePaths[]>> | null
  if (!lists) return null
  return Object.fromEntries(
    Object.entries(lists).map(([country, pages]) => [country, indexPages(pages ?? [])]),
  ) as Indexes
})

async function existsIn(
  indexes: Indexes | null,
  since: number,
  country: CountryCode,
  locale: Locale,
  path: string,
): Promise<boolean | null> {
  const index = indexes?.[country]
  if (!index) return null
  const served = servedAs(index, locale, path)
  return served === 'item' || served === 'view' ? itemExists(country, locale, path, since) : served !== null
}

/**
 * Whether a published page of the country exists at the page path (no /en) in the language, the id
 * of /path/{id} and a view of a page one segment deeper included; null when that cannot be told (a
 * list or an item's check could not be loaded): the page route then decides alone.
 *
 * "No" is only ever said from a list read after the request arrived, so a page an editor published
 * the moment before is served at once, never a 404; "yes" may come from a list up to a second old
 * (a page unpublished within that second is rendered by the page route, which finds nothing).
 */
export async function pageExists(country: CountryCode, locale: Locale, path: string): Promise<boolean | null> {
  const arrived = performance.now()
  const recent = await existsIn(await readIndexes(arrived - TTL_MS), arrived - TTL_MS, country, locale, path)
  if (recent !== false) return recent
  return existsIn(await readIndexes(arrived), arrived, country, locale, path)
}
