/**
 * The Cache-Control a page leaves the server with, for browsers, the edge and any CDN in front.
 *
 * Next marks a page it renders statically `s-maxage=31536000` (or `s-maxage=N,
 * stale-while-revalidate` for a timed one): any shared cache following that would keep a page for a
 * year after a publish. Those answers leave instead with:
 * - `max-age=0`: a browser asks again each time (a cheap 304 from the edge while nothing changed);
 * - `s-maxage=10`: a shared cache that nobody purges shows a publish within about ten seconds;
 *   our edge is purged by every publish and shows it at once (scripts/cluster/nginx-config.mjs);
 * - `stale-while-revalidate=60`: the visitor after those ten seconds is not the one who waits;
 * - `stale-if-error=86400`: for a day, a cached page still answers while the site is down.
 * Public uploads (media and documents) get the same: Payload sends them with none. Other answers
 * keep what their code chose (private pages, API answers, hashed files).
 */
const SHARED_MAX_AGE_S = 10
const STALE_WHILE_REVALIDATE_S = 60
const STALE_IF_ERROR_S = 86_400

export const SHARED_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${SHARED_MAX_AGE_S}, stale-while-revalidate=${STALE_WHILE_REVALIDATE_S}, stale-if-error=${STALE_IF_ERROR_S}`

/** What Next writes for statically rendered pages: only shared-cache lifetimes, nothing for browsers. */
const NEXT_STATIC_PAGE = /^\s*s-maxage=\d+\s*(,\s*stale-while-revalidate(=\d+)?\s*)?$/i

/** Public uploads (images, PDFs) served through the site, which Payload sends without any Cache-Control. */
const PUBLIC_UPLOAD = /^\/api\/(media|documents)\/file\//

/**
 * @param {unknown} value the Cache-Control the app set (undefined when none)
 * @param {{ path: string, status: number }} answer
 * @returns {unknown} the value to send
 */
export function sharedCacheControl(value, { path, status }) {
  if (typeof value === 'string' && NEXT_STATIC_PAGE.test(value)) return SHARED_PAGE_CACHE_CONTROL
  if (value === undefined && status === 200 && PUBLIC_UPLOAD.test(path)) return SHARED_PAGE_CACHE_CONTROL
  return value
}
