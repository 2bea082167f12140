/**
 * The Cache-Control a response leaves the server with, for browsers, the edge and any CDN in front.
 *
 * Next marks a page it renders statically `s-maxage=31536000` (or `s-maxage=N,
 * stale-while-revalidate` for a timed one): any shared cache following that would keep a page for a
 * year after a publish. Those responses leave instead with:
 * - `max-age=0`: a browser asks again each time (a cheap 304 from the edge while nothing changed);
 * - `s-maxage=10`: a shared cache that nobody purges shows a publish within about ten seconds;
 *   our edge is purged by every publish and shows it at once (scripts/cluster/nginx-config.mjs);
 * - `stale-while-revalidate=60`: the visitor after those ten seconds is not the one who waits, and
 *   a copy whose refresh cannot be stored (the address now redirects, or is a private 404) is not
 *   shown for longer than that;
 * - `stale-if-error=86400`: for a day, a cached page is still served while the site is down.
 * Public uploads (media and documents) get the same: Payload sends them with none.
 *
 * Never shared, whatever the code chose (`private, no-store`): a response to a request that carries
 * a CMS session, a draft-mode cookie or an Authorization header (it may be that person's own data),
 * and anything under /api but the public uploads (built files excepted: the same for everyone). "Under /api" is decided on the path Next routes,
 * dot segments resolved: `/api/media/file/%2e%2e/%2e%2e/users/me` is `/api/users/me`.
 * A missing built file (`/_next/static/…` responding with an error) is `no-store`: during a rolling
 * deploy an instance without the new build would otherwise leave a 404 for everyone.
 * Other responses keep what their code chose.
 */
const SHARED_MAX_AGE_S = 10
const STALE_WHILE_REVALIDATE_S = 60
const STALE_IF_ERROR_S = 86_400

export const SHARED_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_S}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}, stale-if-error=${STALE_IF_ERROR_S}`
export const PRIVATE_CACHE_CONTROL = 'private, no-store'

/** Next's draft-mode cookies, the preview's country and Payload's session: a request with one is someone's own. */
export const PRIVATE_COOKIES = ['__prerender_bypass', '__next_preview_data', 'zap_preview_country', 'payload-token']

/** What Next writes for statically rendered pages: only shared-cache lifetimes, nothing for browsers. */
const NEXT_STATIC_PAGE = /^\s*s-maxage=\d+\s*(,\s*stale-while-revalidate(=\d+)?\s*)?$/i

/** Public uploads (images, PDFs) served through the site, which Payload sends without any Cache-Control. */
const PUBLIC_UPLOAD = /^\/api\/(media|documents)\/file\/[^/]+$/

/**
 * The path a request's target routes to: dot segments resolved, percent-encoded ones too, as the
 * URL parser (and so Next) reads them; the query left out.
 * @param {string | undefined} target the request line's target
 */
export function routedPath(target = '/') {
  try {
    return new URL(target, 'http://site.invalid').pathname
  } catch {
    return target.split('?')[0] ?? '/'
  }
}

/**
 * Whether a request carries someone's credentials: an Authorization header or one of the private cookies.
 * @param {import('node:http').IncomingHttpHeaders} headers
 */
export function isPrivateRequest(headers) {
  if (headers.authorization) return true
  const cookie = String(headers.cookie ?? '')
  return PRIVATE_COOKIES.some((name) => new RegExp(`(^|;)\\s*${name.replace(/[-_]/g, '\\$&')}=`, 'i').test(cookie))
}

/**
 * @param {unknown} value the Cache-Control the app set (undefined when none)
 * @param {{ path: string, status: number, privateRequest?: boolean }} response `path` as routedPath gives it
 * @returns {unknown} the value to send
 */
export function sharedCacheControl(value, { path, status, privateRequest = false }) {
  const publicUpload = PUBLIC_UPLOAD.test(path)
  const builtFile = path.startsWith('/_next/static/')
  if (builtFile && status >= 400) return 'no-store'
  // Built files are the same for everyone (and named by their hash): an editor's browser keeps them too.
  if ((privateRequest && !builtFile) || (/^\/api(\/|$)/.test(path) && !publicUpload)) return PRIVATE_CACHE_CONTROL
  if (typeof value === 'string' && NEXT_STATIC_PAGE.test(value)) return SHARED_PAGE_CACHE_CONTROL
  if (value === undefined && status === 200 && publicUpload) return SHARED_PAGE_CACHE_CONTROL
  return value
}
