/**
 * Security headers on every response the production server sends (pages, /api, /admin, static
 * files, 404s, redirects), cookie flags, the public pages' hash-based CSP (see csp.mjs) and the
 * Cache-Control shared caches get for them (shared-cache-control.mjs).
 *
 * HTTPS: HSTS, `Secure` cookies and upgrade-insecure-requests are sent only for a request that is
 * HTTPS as the visitor sees it: a TLS socket, X-Forwarded-Proto: https from a proxy listed in
 * TRUSTED_PROXIES, or a Host whose configured site address (SITE_URL_AO, SITE_URL_MZ,
 * PAYLOAD_PUBLIC_SERVER_URL) is https:// (TLS ends at a proxy in front). Never on plain-http
 * localhost, where HSTS would pin the browser to https and Secure cookies would be refused.
 */
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants as zlibConstants,
  deflateSync,
  gunzipSync,
  gzipSync,
  inflateSync,
} from 'node:zlib'
import proxyaddr from 'proxy-addr'
import { adminPolicy, resourcePolicy, scriptHashes, sitePolicy } from './csp.mjs'
import { isPrivateRequest, routedPath, sharedCacheControl } from './shared-cache-control.mjs'

/** Browser features the site never uses; only names current Chromium knows (others log errors). */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  // The store finder's "Perto de mim" asks the visitor's place (the browser asks them first) and measures
  // distances in the page; our own pages only, never a frame of another site.
  'geolocation=(self)',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
  // Trailers play in a <video>, whose own full-screen button needs this.
  'fullscreen=(self)',
].join(', ')

export const COMMON_HEADERS = Object.freeze({
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': PERMISSIONS_POLICY,
  // Old browsers without CSP frame-ancestors; same meaning as frame-ancestors 'self'.
  'x-frame-options': 'SAMEORIGIN',
})

/** One year; no includeSubDomains/preload: other zap.co.* hosts are not ours to pin. */
export const HSTS = 'max-age=31536000'

/**
 * What the HTTPS rule reads of the parsed environment (lib/config/env.ts); a variable left out counts as unset.
 * @typedef {Partial<Pick<import('../lib/config/env.ts').Env, 'TRUSTED_PROXIES' | 'SITE_URL_AO' | 'SITE_URL_MZ' | 'PAYLOAD_PUBLIC_SERVER_URL'>>} HttpsEnv
 */

/**
 * Decides whether a request is HTTPS for the visitor (see the top of this file).
 * @param {HttpsEnv} env
 */
export function httpsDetector(env) {
  const trust = proxyaddr.compile([...(env.TRUSTED_PROXIES ?? [])])
  const httpsHosts = new Set()
  for (const value of [env.SITE_URL_AO, env.SITE_URL_MZ, env.PAYLOAD_PUBLIC_SERVER_URL]) {
    try {
      const url = new URL(value ?? '')
      if (url.protocol === 'https:') httpsHosts.add(url.host.toLowerCase())
    } catch {
      // Not configured, or not a URL: no https host from it.
    }
  }
  /** @param {import('node:http').IncomingMessage} req */
  return (req) => {
    if (/** @type {{ encrypted?: boolean }} */ (req.socket)?.encrypted) return true
    const proto = String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim()
      .toLowerCase()
    if (proto === 'https' && req.socket?.remoteAddress && trust(req.socket.remoteAddress, 0)) return true
    return httpsHosts.has(String(req.headers.host ?? '').toLowerCase())
  }
}

/**
 * One Set-Cookie value with SameSite=Lax (None becomes Lax: nothing of ours is used cross-site; the
 * live preview frames a page of the same site) and Secure on HTTPS. HttpOnly is left to whoever
 * sets the cookie: the language cookie is also written by the language switcher's script.
 */
export function hardenCookie(cookie, https) {
  const parts = cookie
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean)
  const sameSite = parts.findIndex((part) => /^samesite\s*=/i.test(part))
  if (sameSite === -1) parts.push('SameSite=Lax')
  else if (/^samesite\s*=\s*none$/i.test(parts[sameSite] ?? '')) parts[sameSite] = 'SameSite=Lax'
  if (https && !parts.some((part) => /^secure$/i.test(part))) parts.push('Secure')
  return parts.join('; ')
}

const isAdmin = (pathname) => pathname === '/admin' || pathname.startsWith('/admin/')
const pathnameOf = (url = '/') => url.split('?')[0] ?? '/'

function decode(body, encoding) {
  switch (String(encoding ?? '').toLowerCase()) {
    case '':
    case 'identity':
      return body.toString('utf8')
    case 'gzip':
      return gunzipSync(body).toString('utf8')
    case 'deflate':
      return inflateSync(body).toString('utf8')
    case 'br':
      return brotliDecompressSync(body).toString('utf8')
    default:
      throw new Error(`unknown content-encoding ${encoding}`)
  }
}

/** The page's text encoded again as it came (Brotli at a quality that takes milliseconds, not seconds). */
function encode(text, encoding) {
  const raw = Buffer.from(text, 'utf8')
  switch (String(encoding ?? '').toLowerCase()) {
    case 'gzip':
      return gzipSync(raw)
    case 'deflate':
      return deflateSync(raw)
    case 'br':
      return brotliCompressSync(raw, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
    default:
      return raw
  }
}

/**
 * Script hashes by ETag: Next serves a cached page with the same ETag (a hash of its HTML) until it
 * changes, so each version of a page is read and hashed once. Safe even on a collision: the list
 * only ever holds hashes of Next's and React's own scripts.
 */
export class HashCache {
  constructor(limit = 2000) {
    this.limit = limit
    /** @type {Map<string, string[]>} */
    this.entries = new Map()
  }
  get(key) {
    const value = this.entries.get(key)
    if (value) {
      // Least recently used goes first.
      this.entries.delete(key)
      this.entries.set(key, value)
    }
    return value
  }
  set(key, value) {
    this.entries.set(key, value)
    if (this.entries.size > this.limit) this.entries.delete(this.entries.keys().next().value)
  }
}

/**
 * A page rewritten once per version (its ETag and encoding): the rewrite (the critical CSS, see
 * critical-css.mjs) costs tens of milliseconds, a cached page is served thousands of times. Null when
 * it cannot be: no ETag (a draft preview, rendered per request), or the rewrite failed (the page is
 * then served as Next made it, its stylesheets blocking as before).
 * @param {Buffer} body
 * @param {(html: string) => Promise<string>} rewrite
 * @param {HashCache} cache
 */
async function rewrittenPage(body, encoding, etag, rewrite, cache) {
  if (typeof etag !== 'string' || !etag) return null
  const key = `${etag} ${String(encoding ?? '')}`
  const known = cache.get(key)
  if (known) return known
  try {
    const page = encode(await rewrite(decode(body, encoding)), encoding)
    cache.set(key, page)
    return page
  } catch (error) {
    console.error('security-headers: could not rewrite a page (served as it was):', error)
    return null
  }
}

/** The page's script hashes; if the HTML cannot be read, none (its scripts blocked, not allowed). */
function pageHashes(body, encoding, etag, cache) {
  const key = typeof etag === 'string' && etag ? etag : null
  const known = key ? cache.get(key) : undefined
  if (known) return known
  try {
    const hashes = scriptHashes(decode(body, encoding))
    if (key) cache.set(key, hashes)
    return hashes
  } catch (error) {
    console.error('security-headers: could not read a page to hash its scripts:', error)
    return []
  }
}

/** Adds a policy without replacing one the response chose itself (each one is enforced). */
function addPolicy(res, policy) {
  const existing = res.getHeader('content-security-policy')
  if (existing === undefined) res.setHeader('content-security-policy', policy)
  else res.setHeader('content-security-policy', [...[existing].flat().map(String), policy])
}

/** writeHead(status, [reason], [headers]) with headers as an object or a flat/nested array. */
function takeWriteHeadArgs(res, args) {
  const [status, second, third] = args
  const headers = typeof second === 'string' ? third : second
  if (typeof second === 'string') res.statusMessage = second
  if (typeof status === 'number') res.statusCode = status
  if (Array.isArray(headers)) {
    const pairs = Array.isArray(headers[0]) ? headers : headers.flatMap((v, i) => (i % 2 ? [] : [[v, headers[i + 1]]]))
    for (const [name, value] of pairs) res.setHeader(String(name), value)
  } else if (headers && typeof headers === 'object') {
    for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value)
  }
}

/**
 * Wraps Next's request handler. Public HTML pages are held until complete (they come whole from
 * Next's cache; a draft preview streams and is held too) to hash their inline scripts into the
 * CSP; everything else passes through untouched apart from its headers.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 * @param {HttpsEnv} env which requests are HTTPS (httpsDetector)
 * @param {HashCache} [cache]
 * @param {(html: string) => Promise<string>} [rewrite] what to do to a public page once per version
 *   before it is sent (server/critical-css.mjs), its scripts hashed after
 */
export function secureResponses(handle, env, cache = new HashCache(), rewrite = undefined) {
  // The rewritten pages themselves, fewer than the hashes: each is the size of a page.
  const pages = new HashCache(200)
  const isHttps = httpsDetector(env)
  return (req, res) => {
    const https = isHttps(req)
    const pathname = pathnameOf(req.url)
    const realWriteHead = res.writeHead
    const realWrite = res.write
    const realEnd = res.end
    const realFlushHeaders = res.flushHeaders
    /** @type {null | 'pass' | 'hold'} */
    let mode = null
    /** @type {Buffer[]} */
    const held = []

    function decideHeaders() {
      for (const [name, value] of Object.entries(COMMON_HEADERS)) res.setHeader(name, value)
      // How the proxy rewrote the address (the internal /{country}/{locale}/… route, with the whole
      // query): nothing a visitor needs, and a long query made the header block outgrow the edge's buffer.
      for (const name of res.getHeaderNames()) if (name.startsWith('x-middleware-')) res.removeHeader(name)
      const cacheControl = sharedCacheControl(res.getHeader('cache-control'), {
        path: routedPath(req.url),
        status: res.statusCode,
        privateRequest: isPrivateRequest(req.headers),
      })
      if (cacheControl !== undefined) res.setHeader('cache-control', /** @type {string} */ (cacheControl))
      if (https) res.setHeader('strict-transport-security', HSTS)
      const cookies = res.getHeader('set-cookie')
      if (cookies !== undefined)
        res.setHeader(
          'set-cookie',
          [cookies].flat().map((c) => hardenCookie(String(c), https)),
        )
      // A 304 would overwrite the cached page's CSP (and its script hashes) with its own: none.
      if (res.statusCode === 304) return 'pass'
      const type = String(res.getHeader('content-type') ?? '')
      if (!/^text\/html/i.test(type)) {
        addPolicy(res, resourcePolicy(type))
        return 'pass'
      }
      if (isAdmin(pathname)) {
        addPolicy(res, adminPolicy({ https }))
        return 'pass'
      }
      if (req.method === 'HEAD' || res.statusCode === 204) {
        addPolicy(res, sitePolicy({ https }))
        return 'pass'
      }
      return 'hold'
    }

    res.writeHead = function writeHead(...args) {
      if (mode === 'hold') return this
      takeWriteHeadArgs(this, args)
      if (mode === null) mode = decideHeaders()
      if (mode === 'hold') return this
      return realWriteHead.call(this, this.statusCode)
    }
    res.flushHeaders = function flushHeaders() {
      if (!this._header && mode === null) this.writeHead(this.statusCode)
      if (mode !== 'hold') realFlushHeaders.call(this)
    }
    res.write = function write(chunk, encoding, callback) {
      if (!this._header && mode === null) this.writeHead(this.statusCode)
      if (mode !== 'hold') return realWrite.call(this, chunk, encoding, callback)
      const done = typeof encoding === 'function' ? encoding : callback
      if (chunk != null)
        held.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'))
      if (typeof done === 'function') process.nextTick(done)
      return true
    }
    res.end = function end(...args) {
      if (!this._header && mode === null) this.writeHead(this.statusCode)
      if (mode !== 'hold') return realEnd.apply(this, args)
      // end([chunk], [encoding], [callback])
      const callback = typeof args.at(-1) === 'function' ? args.pop() : undefined
      const [chunk, encoding] = args
      if (chunk != null)
        held.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'))
      const body = Buffer.concat(held)
      held.length = 0
      mode = 'pass'
      const bodyEncoding = this.getHeader('content-encoding')
      const etag = this.getHeader('etag')
      /** Sends the page, its scripts (the rewrite's among them) allowed by their hashes. */
      const send = (page, rewritten) => {
        const key = typeof etag === 'string' && etag ? `${etag}${rewritten ? ' rewritten' : ''}` : null
        const hashes = pageHashes(page, bodyEncoding, key, cache)
        addPolicy(this, sitePolicy({ hashes, https }))
        this.setHeader('content-length', page.length)
        this.removeHeader('transfer-encoding')
        realWriteHead.call(this, this.statusCode)
        return realEnd.call(this, page, callback)
      }
      if (!rewrite || this.statusCode !== 200) return send(body, false)
      rewrittenPage(body, bodyEncoding, etag, rewrite, pages).then((page) =>
        page ? send(page, true) : send(body, false),
      )
      return this
    }
    return handle(req, res)
  }
}
