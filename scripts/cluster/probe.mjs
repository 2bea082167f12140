/** A plain GET on loopback that never throws: the status, or 0 when nothing responded in time. */
import http from 'node:http'

/**
 * @param {number} port
 * @param {string} urlPath
 * @param {{ host?: string, timeoutMs?: number }} [options]
 * @returns {Promise<number>}
 */
export function probe(port, urlPath, { host = 'localhost:8080', timeoutMs = 30_000 } = {}) {
  return new Promise((resolve) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: urlPath, headers: { host }, agent: false, timeout: timeoutMs },
      (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
        res.on('error', () => resolve(0))
      },
    )
    req.on('timeout', () => req.destroy())
    req.on('error', () => resolve(0))
  })
}
