import { apiError } from './api-error'

/**
 * REST requests refused before Payload sees them, for the client error they are (Payload 3.90
 * responds to them with a 5xx):
 *
 * - A body Payload cannot read. It parses `application/json` and `multipart/form-data` only (and a
 *   form-encoded query string on a POST that says it is a GET); any other body (a form-encoded PATCH,
 *   text/plain) reaches the operation with no data and fails with a 500. Refused with 415.
 * - `/api/payload-migrations`: the record of applied database migrations, internal to Payload,
 *   which responds 501 there. Nobody outside the server has business with it: 404, as for any
 *   collection that does not exist.
 */
const INTERNAL_COLLECTIONS = new Set(['payload-migrations'])
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH'])

/**
 * Whether the request carries a body at all (a POST to log out, say, has none): a length over 0, or
 * chunked, or a declared type with no length (a stream of unknown size).
 */
function hasBody(request: Request): boolean {
  const length = request.headers.get('content-length')
  if (length !== null) return Number(length) > 0
  return request.headers.has('transfer-encoding') || (request.headers.has('content-type') && request.body !== null)
}

/**
 * A read sent as a POST (Payload's admin does this for long queries): `X-Payload-HTTP-Method-Override:
 * GET` with the query string form-encoded in the body, which Payload reads itself.
 */
function isReadOverride(request: Request): boolean {
  if (request.method !== 'POST') return false
  return (
    request.headers.get('x-payload-http-method-override') === 'GET' ||
    request.headers.get('x-http-method-override') === 'GET'
  )
}

/**
 * Custom endpoints that read their body themselves (Payload hands them the request untouched), with
 * the one type each takes: the coverage areas' CSV import reads the file as text.
 */
const OWN_BODY_ENDPOINTS: ReadonlyMap<string, string> = new Map([['/api/coverage-areas/import', 'text/csv']])

/** The request to hand on to Payload (its content type spelt as Payload compares it), or the response. */
export function refuseRestRequest(request: Request): Request | Response {
  const url = new URL(request.url)
  const first = url.pathname.replace(/^\/api\/?/, '').split('/')[0] ?? ''
  if (INTERNAL_COLLECTIONS.has(first)) return apiError(404, 'Not Found')
  if (!BODY_METHODS.has(request.method) || !hasBody(request) || isReadOverride(request)) return request
  const type = request.headers.get('content-type') ?? ''
  const media = (type.split(';', 1)[0] ?? '').trim().toLowerCase()
  if (media === 'multipart/form-data') return request
  if (OWN_BODY_ENDPOINTS.get(url.pathname) === media) return request
  if (media !== 'application/json') {
    return apiError(415, 'The request body must be application/json (or multipart/form-data for an upload).', {
      headers: { accept: 'application/json, multipart/form-data' },
    })
  }
  // Payload compares the type exactly: "Application/JSON" would be read as no body at all.
  if ((type.split(';', 1)[0] ?? '') === 'application/json') return request
  const headers = new Headers(request.headers)
  headers.set('content-type', 'application/json')
  return new Request(request, { headers })
}
