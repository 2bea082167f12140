/**
 * The heaviest anonymous CMS API requests the site's limits still accept (lib/graphql/cost.ts,
 * lib/rest/guard.ts), each with one step more that is refused with a 400. Shared by
 * tests/fault/api-cost.fault.ts and bench/api-stall.mjs. Measured on the seeded SQLite database:
 * six lists of a hundred programmes is the GraphQL request that takes longest in all; the TV
 * guide's own query without its filters, one list of 500 programmes, holds the server longest in one
 * piece; fifty full pages is the most REST gives a visitor.
 */

/**
 * `n` lists of 100 programmes in one GraphQL query: 6 is the most the cost limit allows (a list of
 * programmes costs 2,881: 13 stored fields (episode, airing and novel joined its title and times), 10
 * for each document's own work and 1 selected, for 120 documents; 7 lists cost 20,167 against the
 * 20,000 allowed).
 */
const programmeLists = (n) =>
  `{ ${Array.from({ length: n }, (_, i) => `p${i}: Programmes(limit: 100) { docs { id } }`).join(' ')} }`
/** The TV guide's selection (lib/graphql/tv-guide-query.ts) without its filters: 500 is the most one list may return. */
const programmes = (limit) =>
  `{ Programmes(limit: ${limit}, sort: "startsAt") { docs { id title startsAt endsAt channel { id } } } }`

/** kind -> { accepted, refused }: GraphQL queries, or REST paths. */
export const HEAVIEST = {
  'GraphQL, 6 lists': { graphql: true, accepted: programmeLists(6), refused: programmeLists(7) },
  'GraphQL, one list of 500': { graphql: true, accepted: programmes(500), refused: programmes(501) },
  'REST, 50 pages': {
    graphql: false,
    accepted: '/api/pages?limit=50&depth=2&locale=pt',
    refused: '/api/pages?limit=51&depth=2&locale=pt',
  },
}
