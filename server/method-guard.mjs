/**
 * Methods the site has no use for, answered before Next sees them. Next 16 answers TRACE with a 500
 * on pages and API routes, and every method but GET and HEAD on public files (favicon.ico) with a
 * 500 too; a method that names nothing here is a client error: 405 with the methods that do work.
 */

/** Everything a page, Payload's REST API, GraphQL or a form endpoint answers to. */
export const SITE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']
/** Files (Next's build output under /_next, public/ files): read only. */
export const FILE_METHODS = ['GET', 'HEAD', 'OPTIONS']

/**
 * Next's build output and files served from public/: whatever is under /_next/, or a last segment
 * with an extension outside /api and /admin (robots.txt and sitemap.xml are read-only too).
 */
export function isFilePath(pathname) {
  if (pathname.startsWith('/_next/')) return true
  if (/^\/(api|admin)(\/|$)/.test(pathname)) return false
  return /\.[a-z0-9]+$/i.test(pathname)
}

/**
 * What the server answers itself for this method and path, or null to hand the request on.
 * @returns {null | { status: 204 | 405, allow: string[] }}
 */
export function methodVerdict(method, url) {
  const pathname = String(url ?? '/').split('?')[0] ?? '/'
  const verb = String(method ?? '').toUpperCase()
  const allowed = isFilePath(pathname) ? FILE_METHODS : SITE_METHODS
  if (!allowed.includes(verb)) return { status: 405, allow: allowed }
  // A preflight (or a probe) for a file: nothing to negotiate, the file is same-origin and read-only.
  if (verb === 'OPTIONS' && allowed === FILE_METHODS) return { status: 204, allow: allowed }
  return null
}

/**
 * Wraps a request handler (inside the security-headers wrapper, so these answers carry the headers).
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
      ? JSON.stringify({ errors: [{ message: `Method ${req.method} is not allowed here. Allowed: ${headers.allow}.` }] })
      : `Method not allowed. Allowed: ${headers.allow}.\n`
    res.writeHead(405, { ...headers, 'content-type': isApi ? 'application/json; charset=utf-8' : 'text/plain; charset=utf-8', 'content-length': Buffer.byteLength(body) })
    res.end(body)
  }
}
