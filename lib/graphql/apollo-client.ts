import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client'

/** This site's own GraphQL endpoint (Payload): the browser only ever talks to this site. */
export const GRAPHQL_PATH = '/api/graphql'

let browserClient: ApolloClient | undefined

function createClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: GRAPHQL_PATH, credentials: 'same-origin' }),
    cache: new InMemoryCache(),
  })
}

/**
 * The Apollo client of the islands that fetch content themselves. One per page in the browser, so
 * a day fetched once is served from the cache when the visitor comes back to it. During server
 * rendering every call gets a fresh one: a shared cache would mix visitors' requests (the islands
 * skip their queries on the server anyway; what they show first comes from the server component).
 */
export function getApolloClient(): ApolloClient {
  if (typeof window === 'undefined') return createClient()
  browserClient ??= createClient()
  return browserClient
}
