/**
 * Methods the site has no use for, refused before Next sees them. Next 16 responds to TRACE with a 500
 * on pages and API routes, every method but GET and HEAD on public files (favicon.ico) with a 500
 * too, and renders a page for a PUT or DELETE; a method that names nothing here is a client error:
 * 405 with the methods that do work.
 */

/** Everything Payload's REST API, GraphQL or a form endpoint responds to. */
export const SITE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
/** /admin: pages, and the server actions Payload's admin posts to them. */
export const ADMIN_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS']
/** Public pages and files (Next's build output under /_next, public/): read only; the site has no server actions. */
export const READ_METHODS = ['GET', 'HEAD', 'OPTIONS']

const isApi = (pathname) => /^\/api(\/|$)/.test(pathname)
const isAdmin = (pathname) => /^\/admin(\/|$)/.test(pathname)

/** The methods a path responds to. */
export function allowedMethods(pathname) {
  if (isApi(pathname)) return SITE_METHODS
  if (isAdmin(pathname)) return ADMIN_METHODS
  return READ_METHODS
}

/**
 * The response the server sends itself for this method and path, or null to hand the request on.
 * @returns {null | { status: 204 | 405, allow: string[] }}
 */
export function methodVerdict(method, url) {
  const pathname = String(url ?? '/').split('?')[0] ?? '/'
  const verb = String(method ?? '').toUpperCase()
  const allowed = allowedMethods(pathname)
  if (!allowed.includes(verb)) return { status: 405, allow: allowed }
  // A preflight (or a probe) outside the API: nothing to negotiate, everything there is same-origin.
  // (Next responds to it with 400 on pages and 500 on files.) The API's preflights are Payload's (CORS).
  if (verb === 'OPTIONS' && !isApi(pathname)) return { status: 204, allow: allowed }
  return null
}

/**
 * Wraps a request handler (inside the security-headers wrapper, so these responses carry the headers).
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 */
export function guardMethods(handle) {
  return (req, res) => {
    const verdict = methodVerdict(req.method, req.url)
    if (!verdict) return handle(req, res)
    const headers = { allow: verdict.allow.join(', '), 'cache-control': 'no-store' }
    if (verdict.status === 204) {
      res.writeHead(204, headers).end()
      return
    }
    const isApi = /^\/api(\/|$)/.test(String(req.url ?? ''))
    const body = isApi
      ? JSON.stringify({
          errors: [{ message: `Method ${req.method} is not allowed here. Allowed: ${headers.allow}.` }],
        })
      : `Method not allowed. Allowed: ${headers.allow}.\n`
    res.writeHead(405, {
      ...headers,
      'content-type': isApi ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    })
    res.end(body)
  }
}
