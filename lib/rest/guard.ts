import type { Payload } from 'payload'
import { apiError } from './api-error'

/**
 * REST requests Payload 3.90 responds to with a 500 (found by tests/fault/bad-input):
 *
 * - No `locale` in the query while filtering or sorting on a localized field (`?where[title][like]=x`):
 *   Payload falls back to the default locale only when `localization.fallback` is on, and ours is off
 *   (an English visitor must never get Portuguese copy), so the query runs with no locale and crashes.
 *   A read without a locale gets the default locale, as Payload documents.
 * - A document id that is not a number where ids are numbers (`/api/pages/abc`): Payload turns it into
 *   null and the query fails. Refused as Payload refuses an id that does not exist: 404.
 * - The versions routes of a collection without versions (`/api/media/versions`): 404.
 *
 * Anything else goes to Payload unchanged.
 */
export function guardRestRequest(request: Request, payload: Payload): Request | Response {
  const url = new URL(request.url)
  const segments = url.pathname
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
  if (isNonNumericId(payload, segments, request.method) || isMissingVersions(payload, segments)) {
    return apiError(404, 'Not Found')
  }
  const localization = payload.config.localization
  const locale = url.searchParams.get('locale')
  const known =
    localization &&
    (locale === 'all' || locale === '*' || (locale !== null && localization.localeCodes.includes(locale)))
  if (localization && !known && (request.method === 'GET' || request.method === 'HEAD')) {
    url.searchParams.set('locale', localization.defaultLocale)
    return new Request(url, request)
  }
  return request
}

const collectionOf = (payload: Payload, slug: string) =>
  (payload.collections as Record<string, (typeof payload.collections)[keyof typeof payload.collections] | undefined>)[
    slug
  ]

/**
 * `/{collection}/{id}` reaching Payload's `/:id` route with a non-numeric id on a collection with
 * numeric ids. A named route serves only its own method: `DELETE /api/pages/count` or
 * `DELETE /api/users/me` reach `/:id` with the name as the id, as `/api/pages/abc` would.
 */
function isNonNumericId(payload: Payload, segments: string[], method: string): boolean {
  if (segments.length !== 2) return false
  const [slug, id] = segments as [string, string]
  const collection = collectionOf(payload, slug)
  if (!collection || /^\d+$/.test(id)) return false
  if ((collection.customIDType ?? payload.db.defaultIDType) !== 'number') return false
  // HEAD is served by the GET route.
  const verb = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase()
  // Named routes (`/count`, `/versions`, `/me`, `/init`…) and one-segment routes of other shapes
  // (payload-preferences' `/:key`) are Payload's to serve: only its own `/:id` is checked.
  const endpoints = collection.config.endpoints || []
  return !endpoints.some(
    (endpoint) =>
      (namesSegment(endpoint.path, id) && endpoint.method === verb) ||
      (/^\/:\w+\??$/.test(endpoint.path) && endpoint.path !== '/:id'),
  )
}

/** Whether a route path matches the one-segment path `/{name}`: `/count`, or `/access/:id?` for `/access`. */
function namesSegment(routePath: string, name: string): boolean {
  const [first, ...rest] = routePath.split('/').filter(Boolean)
  return first === name && rest.every((segment) => /^:\w+\?$/.test(segment))
}

/** `/{collection}/versions[/…]` on a collection that keeps no versions: Payload's query on the missing table is a 500. */
function isMissingVersions(payload: Payload, segments: string[]): boolean {
  if (segments[1] !== 'versions') return false
  const collection = collectionOf(payload, segments[0] ?? '')
  return Boolean(collection) && !collection?.config.versions
}

/**
 * How much one REST read may ask for when the caller is not signed in. A page of 50 full pages
 * (blocks and all) takes the database tens of milliseconds; `limit=100000`, `limit=0` or
 * `pagination=false` would read whole collections in one query, and every `depth` level reads the
 * related documents of all of them again. Payload's own default depth (2) is the most allowed.
 */
export const ANONYMOUS_REST_CAPS = { limit: 50, depth: 2 } as const

/** Why an anonymous REST request asks for too much (refused with 400), or null. */
export function anonymousReadProblem(request: Request): string | null {
  const query = new URL(request.url).searchParams
  const limit = query.get('limit')
  const depth = query.get('depth')
  const { limit: maxLimit, depth: maxDepth } = ANONYMOUS_REST_CAPS
  if (query.get('pagination') === 'false')
    return `pagination=false is not allowed; ask for pages of at most ${maxLimit} (limit, page).`
  if (limit !== null && !(/^\d+$/.test(limit) && Number(limit) >= 1 && Number(limit) <= maxLimit)) {
    return `limit must be a whole number from 1 to ${maxLimit}; ask for further pages with page=2, 3…`
  }
  if (depth !== null && !(/^\d+$/.test(depth) && Number(depth) <= maxDepth))
    return `depth must be a whole number from 0 to ${maxDepth}.`
  return null
}
