/**
 * A size limit on request bodies sent to /api, enforced before Next or Payload read them.
 *
 * Next hands route handlers the body as a stream and Payload reads JSON bodies whole, with no limit:
 * a 50 MB body was buffered in full, and a few at once grew the server by half a gigabyte. Here:
 * - a declared Content-Length over the limit gets a 413 at once, without reading the body;
 * - otherwise the bytes are counted as the socket delivers them (a missing or lying Content-Length,
 *   chunked encoding), and the request is cut off at the limit: the app never receives more than
 *   the limit, the caller gets 413, and the connection is closed so the rest is never read.
 *
 * Multipart bodies (uploads) get a larger limit: Payload checks each file against its own
 * per-upload limit (`upload.limits.fileSize` in the Payload config) and this only bounds the whole.
 * GraphQL takes no uploads, so a multipart body there counts as any other.
 */

/** 1 MiB (API_BODY_LIMIT_BYTES unset): the largest JSON document an editor saves is a page with many blocks, well under this. */
export const DEFAULT_API_BODY_LIMIT = 1024 * 1024
/** 20 MiB (UPLOAD_LIMIT_BYTES unset): photos and PDFs editors upload (Payload's per-file limit is the same figure). */
export const DEFAULT_UPLOAD_LIMIT = 20 * 1024 * 1024
/** Room for the multipart framing and the document's fields next to the file. */
const MULTIPART_OVERHEAD = 1024 * 1024

/**
 * Whole bodies: `api` for anything but an upload, `upload` for a multipart one.
 * @param {{ API_BODY_LIMIT_BYTES: number, UPLOAD_LIMIT_BYTES: number }} env the parsed environment
 *   (lib/config/env.ts), which checks both and gives them the defaults above
 */
export function bodyLimits({ API_BODY_LIMIT_BYTES, UPLOAD_LIMIT_BYTES }) {
  return { api: API_BODY_LIMIT_BYTES, upload: UPLOAD_LIMIT_BYTES + MULTIPART_OVERHEAD }
}

const isApi = (pathname) => pathname === '/api' || pathname.startsWith('/api/')
const isGraphql = (pathname) => pathname === '/api/graphql' || pathname.startsWith('/api/graphql/')
const isForm = (pathname) => pathname.startsWith('/api/forms/')

/** The limit for this request's body, or null when it is not one the limit applies to. */
export function limitFor(method, url, contentType, limits) {
  const pathname = String(url ?? '/').split('?')[0] ?? '/'
  if (!isApi(pathname)) return null
  // The form endpoints count their bodies themselves against smaller limits of their own (a job
  // application with its CV is the largest) and respond in the visitor's language; this only bounds them.
  if (isForm(pathname)) return limits.upload
  const multipart = /^\s*multipart\/form-data\b/i.test(String(contentType ?? ''))
  return multipart && !isGraphql(pathname) ? limits.upload : limits.api
}

/** The 413 response, through the response's own (already wrapped) methods so security headers apply. */
function refuse(res, limit) {
  const body = JSON.stringify({ errors: [{ message: `The request body is larger than the limit of ${limit} bytes.` }] })
  res.writeHead(413, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    // The rest of the body is never read: the connection ends with this response.
    connection: 'close',
  })
  res.end(body)
}

/**
 * From now on the app's attempts to respond are ignored: the 413 has been sent in its place. The app
 * may still be running with the truncated body (its JSON parse fails, say) and will try to respond.
 */
function silence(res) {
  const self = () => res
  res.writeHead = self
  res.setHeader = self
  res.appendHeader = self
  res.removeHeader = () => undefined
  res.flushHeaders = () => undefined
  res.write = (_chunk, encoding, callback) => {
    const done = typeof encoding === 'function' ? encoding : callback
    if (typeof done === 'function') process.nextTick(done)
    return true
  }
  res.end = (...args) => {
    const done = args.find((arg) => typeof arg === 'function')
    if (typeof done === 'function') process.nextTick(done)
    return res
  }
}

/**
 * Wraps a request handler (inside the security-headers wrapper, so the 413 carries the headers).
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => unknown} handle
 * @param {{ api: number, upload: number }} limits what bodyLimits returns
 */
export function limitApiBodies(handle, limits) {
  return (req, res) => {
    const limit = limitFor(req.method, req.url, req.headers['content-type'], limits)
    if (limit === null) return handle(req, res)
    const declared = Number(req.headers['content-length'])
    if (Number.isFinite(declared) && declared > limit) {
      refuse(res, limit)
      // Nothing of the body is wanted: stop reading the socket (it closes once the response is out).
      req.pause()
      return
    }
    // The HTTP parser hands each piece of the body to the request stream through push(); counting
    // there sees every byte before anyone downstream can buffer it.
    let received = 0
    let cut = false
    const push = req.push
    req.push = function countedPush(chunk, encoding) {
      if (cut) return false
      if (chunk !== null && chunk !== undefined) {
        received += typeof chunk === 'string' ? Buffer.byteLength(chunk, encoding) : chunk.length
        if (received > limit) {
          cut = true
          if (!res.headersSent && !res.writableEnded) {
            refuse(res, limit)
            silence(res)
          } else {
            // The app responded without waiting for the body; still read no more of it.
            res.shouldKeepAlive = false
          }
          // The app sees a body that ends here; returning false stops reading the socket.
          push.call(this, null)
          return false
        }
      }
      return push.call(this, chunk, encoding)
    }
    return handle(req, res)
  }
}
