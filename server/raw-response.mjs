/**
 * A whole HTTP/1.1 response as bytes, for the few cases the server responds on the bare socket (CONNECT,
 * requests Node's parser refuses), where no response object exists to pass through
 * security-headers.mjs: the same headers every other response carries, and the connection closes.
 */
import { resourcePolicy } from './csp.mjs'
import { COMMON_HEADERS } from './security-headers.mjs'

/** @param {number} status @param {string} reason @param {Record<string, string>} [extra] */
export function rawResponse(status, reason, extra = {}) {
  const body = `${reason}\n`
  const headers = {
    ...COMMON_HEADERS,
    'content-security-policy': resourcePolicy('text/plain'),
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    connection: 'close',
    ...extra,
  }
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`)
  return `HTTP/1.1 ${status} ${reason}\r\n${lines.join('\r\n')}\r\n\r\n${body}`
}
