/**
 * Health answers for load balancers and orchestrators, given by the Node server itself so they cost
 * no render and work while Next is busy:
 * - GET /healthz: 200 while the process serves at all (liveness: restart it when this fails);
 * - GET /readyz: 200 when the database answers a query within 2 s, else 503 (readiness: send it no
 *   visitors meanwhile). PostgreSQL through a one-connection pool of its own; SQLite: its file can be read.
 * Neither says why in more than one word: the answer is public.
 */
import { access, constants } from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'

const PATHS = new Set(['/healthz', '/readyz'])
const TIMEOUT_MS = 2000

/** @param {import('node:http').IncomingMessage} req */
export function isHealthCheck(req) {
  return (req.method === 'GET' || req.method === 'HEAD') && PATHS.has((req.url ?? '').split('?')[0] ?? '')
}

/**
 * @param {Record<string, string | undefined>} env
 * @returns {() => Promise<boolean>} whether the database answers now
 */
export function databaseProbe(env) {
  const url = env.DATABASE_URL ?? ''
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: TIMEOUT_MS, idleTimeoutMillis: 10_000, query_timeout: TIMEOUT_MS })
    // A connection cut by a database restart is an unready answer, never a crash of the server.
    pool.on('error', () => undefined)
    return async () => {
      try {
        await pool.query('SELECT 1')
        return true
      } catch {
        return false
      }
    }
  }
  const file = url.startsWith('file:') ? path.resolve(url.slice('file:'.length)) : path.resolve('data', 'zap.db')
  return () => access(file, constants.R_OK).then(() => true, () => false)
}

/**
 * @param {Record<string, string | undefined>} env
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>}
 */
export function healthHandler(env) {
  const databaseReady = databaseProbe(env)
  return async (req, res) => {
    const ready = (req.url ?? '').startsWith('/readyz') ? await databaseReady() : true
    res.writeHead(ready ? 200 : 503, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
    res.end(req.method === 'HEAD' ? undefined : ready ? 'ok\n' : 'unavailable\n')
  }
}
