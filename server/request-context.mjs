/**
 * What the production server knows about the request being handled, readable from any code that
 * runs on its behalf (Next's render, Payload's hooks, their error logs) without passing it along:
 * an AsyncLocalStorage opened around each request. Kept on globalThis so the copy of this module
 * that Next bundles into the app reads the same store as the server's own copy.
 *
 * The request id comes from the balancer's X-Request-Id (nginx's $request_id) so one id ties the
 * balancer's access log, the instance's log lines and the response together. A client can send the
 * header too: only a short token of letters, digits and dashes is kept (nothing that could forge a
 * log line), anything else is replaced by a fresh UUID.
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import { randomUUID } from 'node:crypto'

const STORE = Symbol.for('zap.request-context')
/** @typedef {{ requestId: string }} RequestContext */
/** @type {AsyncLocalStorage<RequestContext>} */
const storage = /** @type {Record<symbol, AsyncLocalStorage<RequestContext>>} */ (
  globalThis[STORE] ??= new AsyncLocalStorage()
)

const VALID_ID = /^[A-Za-z0-9-]{1,128}$/

/**
 * The id to use for a request: the given header when it is a valid token, else a new UUID.
 * @param {string | string[] | undefined} header
 */
export function requestIdFrom(header) {
  return typeof header === 'string' && VALID_ID.test(header) ? header : randomUUID()
}

/**
 * Runs `fn` with `context` as the current request's.
 * @template T
 * @param {RequestContext} context
 * @param {() => T} fn
 * @returns {T}
 */
export function withRequestContext(context, fn) {
  return storage.run(context, fn)
}

/** The id of the request being handled, if any. */
export function currentRequestId() {
  return storage.getStore()?.requestId
}

const MEDIA_FILES = /^\/api\/(media|documents|cv-files)\/file\//

/**
 * The kind of address, for logs and metrics: a small fixed set, so metric labels stay few whatever
 * addresses visitors make up.
 * @param {string} url the request's path (and query)
 * @returns {'page' | 'next-static' | 'image' | 'media' | 'api' | 'admin' | 'lead' | 'health'}
 */
export function routeKind(url) {
  const path = url.split('?')[0] ?? '/'
  if (path === '/healthz' || path === '/readyz') return 'health'
  if (path.startsWith('/_next/static/')) return 'next-static'
  if (path.startsWith('/_next/image')) return 'image'
  if (MEDIA_FILES.test(path)) return 'media'
  if (path.startsWith('/api/forms/')) return 'lead'
  if (path === '/api' || path.startsWith('/api/')) return 'api'
  if (path === '/admin' || path.startsWith('/admin/')) return 'admin'
  return 'page'
}
