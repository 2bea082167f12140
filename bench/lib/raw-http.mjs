/**
 * A plain HTTP GET/request on loopback with a Host header of our choosing (fetch forbids setting
 * Host, and `localhost` may resolve to ::1 where nothing listens). The body comes back raw (as
 * sent, possibly compressed) and decoded.
 */
import http from 'node:http'
import zlib from 'node:zlib'

/**
 * @param {string} url e.g. http://127.0.0.1:8080/path
 * @param {{ method?: string, host?: string, headers?: Record<string, string>, body?: string, timeoutMs?: number }} [options]
 * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, raw: Buffer, text: string }>}
 */
export function request(url, { method = 'GET', host, headers = {}, body, timeoutMs = 15_000 } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method, headers: { ...(host ? { host } : {}), ...headers }, timeout: timeoutMs, agent: false },
      (res) => {
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('error', reject)
        res.on('end', () => {
          const raw = Buffer.concat(chunks)
          const encoding = res.headers['content-encoding']
          let decoded = raw
          try {
            if (encoding === 'br') decoded = zlib.brotliDecompressSync(raw)
            else if (encoding === 'gzip') decoded = zlib.gunzipSync(raw)
          } catch (error) {
            return reject(error)
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text: decoded.toString('utf8') })
        })
      },
    )
    req.on('timeout', () => req.destroy(new Error(`${method} ${url}: no response within ${timeoutMs} ms`)))
    req.on('error', reject)
    if (body) req.write(body)
    req.end()
  })
}
