import type { PackageSummary } from '@/lib/content/get-packages'
import type { CountryCode } from '@/lib/countries'
import { formatMoney } from '@/lib/format/money'
import type { Locale } from '@/lib/locales'
import { foldName, matchesFolded, queryWords } from '@/lib/text/match-name'

/**
 * A package as the channel search names it: its price as the country prints it and its sign-up
 * address (none when the country does not publish the sign-up page), both made on the server, so the
 * browser only filters.
 */
export type SearchPackage = { id: number; name: string; price: string; href: string | null }

/**
 * A channel as the search reads it. `packageIds` is the channel's relation to the packages that carry
 * it (the channel list's ChannelEntry and the comparison's ChannelCarriage both hold it): the one
 * source of "which packages carry this channel".
 */
export type SearchChannel = { id: number; name: string; number: number; packageIds: readonly number[] }

/** What a package needs to be offered: the fields both package queries return. */
type Offered = Pick<PackageSummary, 'id' | 'name' | 'price'>

/**
 * The country's packages as the search offers them, cheapest first (then by name), each once: a
 * block that reads satellite and fibre packages apart passes both lists. signUps: each package's
 * sign-up address (signUpLinks of lib/packages/package-action.ts).
 */
export function searchPackages(
  packages: readonly Offered[],
  country: CountryCode,
  locale: Locale,
  signUps: ReadonlyMap<number, string>,
): SearchPackage[] {
  const unique = [...new Map(packages.map((pkg) => [pkg.id, pkg])).values()]
  return unique
    .sort((a, b) => a.price - b.price || a.name.localeCompare(b.name, locale))
    .map((pkg) => ({
      id: pkg.id,
      name: pkg.name,
      price: formatMoney(pkg.price, country, 0),
      href: signUps.get(pkg.id) ?? null,
    }))
}

/** Fewer letters than this match too many channels to read: the results wait for the second one. */
export const MIN_QUERY_LENGTH = 2

/** Whether a query has enough letters or digits to search with. */
export const isSearchable = (query: string) => queryWords(query).join('').length >= MIN_QUERY_LENGTH

/**
 * The channels whose name matches the query (lib/text/match-name.ts), in the given (line-up) order;
 * none for a query too short to search with.
 */
export function findChannels<C extends SearchChannel>(
  channels: readonly C[],
  query: string,
  folded: readonly string[] = channels.map((channel) => foldName(channel.name)),
): C[] {
  if (!isSearchable(query)) return []
  const words = queryWords(query)
  return channels.filter((_, i) => matchesFolded(folded[i] ?? '', words))
}

/** The packages that carry a channel, in the order given (cheapest first, from searchPackages). */
export function carriersOf(channel: SearchChannel, packages: readonly SearchPackage[]): SearchPackage[] {
  const ids = new Set(channel.packageIds)
  return packages.filter((pkg) => ids.has(pkg.id))
}
