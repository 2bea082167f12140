/**
 * Payload keeps a user's sessions as an array on the user row and updates it by read-modify-write
 * on login, logout, token refresh and password reset (payload/dist/auth/sessions.js). Two of these
 * at once for the same account both read the same array and the last write wins: the other
 * request's session vanishes and its fresh token is silently anonymous (payloadcms/payload#18132,
 * open for 3.90). The admin refreshes its token in the background, so two tabs are enough.
 *
 * So those few requests run one at a time: in a queue within this process, and, when several
 * instances share one PostgreSQL database, each inside a PostgreSQL advisory lock that every
 * instance takes (sessionLock below), so no two of them overlap anywhere. They are rare and fast
 * (one password hash), so one at a time costs nothing a person would notice.
 */
import pg from 'pg'
import { SESSION_LOCK } from './advisory-locks.mjs'
import { checkout } from './pg-checkout.mjs'

/** REST auth operations of a Payload auth collection that rewrite the sessions array. */
const SESSION_WRITERS = /^\/api\/[a-z-]+\/(login|logout|refresh-token|reset-password)(\?|$)/

/** @param {{ method?: string, url?: string }} req */
export const writesSessions = (req) => req.method === 'POST' && SESSION_WRITERS.test(req.url ?? '')

/** @typedef {() => Promise<() => Promise<void>>} SessionLock takes the lock; resolves with its release */

/**
 * The cross-instance lock for session writes on PostgreSQL: one connection per holder from a small
 * pool of its own (an advisory lock belongs to the connection that took it; it dies with it, so a
 * crashed instance cannot keep it). Waits at most `waitMs` for the lock, then rejects.
 * @param {string} databaseUrl
 * @param {{ waitMs?: number }} [options]
 * @returns {SessionLock & { end: () => Promise<void> }}
 */
export function sessionLock(databaseUrl, { waitMs = 10_000 } = {}) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2, connectionTimeoutMillis: waitMs })
  // An idle connection dropped by the server (a restart) must not crash the process.
  pool.on('error', () => undefined)
  const take = async () => {
    const client = await checkout(pool)
    try {
      await client.query(`SET lock_timeout = ${Math.round(waitMs)}`)
      await client.query('SELECT pg_advisory_lock($1, $2)', SESSION_LOCK)
    } catch (error) {
      client.release(true)
      throw error
    }
    return async () => {
      try {
        await client.query('SELECT pg_advisory_unlock($1, $2)', SESSION_LOCK)
        client.release()
      } catch {
        // Ending the connection releases the lock too.
        client.release(true)
      }
    }
  }
  return Object.assign(take, { end: () => pool.end() })
}

/**
 * Wraps a Node request handler so that session-writing requests run one after another: the next
 * starts when the previous response has finished (or its connection closed). With `lock`, each
 * also holds that lock (sessionLock) from before it starts until its response has finished; when
 * the lock cannot be had in time (another instance stuck, the database away) the request gets
 * a 503 with Retry-After instead.
 * @template {import('node:http').IncomingMessage} Req
 * @template {import('node:http').ServerResponse} Res
 * @param {(req: Req, res: Res) => unknown} handle
 * @param {{ lock?: SessionLock }} [options]
 * @returns {(req: Req, res: Res) => void}
 */
export function serializeSessionWrites(handle, { lock } = {}) {
  let tail = Promise.resolve()
  return (req, res) => {
    if (!writesSessions(req)) {
      void handle(req, res)
      return
    }
    const done = new Promise((resolve) => {
      res.once('finish', resolve)
      res.once('close', resolve)
    })
    tail = tail.then(async () => {
      if (lock) {
        let release
        try {
          release = await lock()
        } catch {
          if (!res.headersSent)
            res
              .writeHead(503, { 'content-type': 'application/json', 'retry-after': '1' })
              .end(JSON.stringify({ errors: [{ message: 'The server is busy. Try again shortly.' }] }))
          return
        }
        void done.then(release)
      }
      try {
        void Promise.resolve(handle(req, res)).catch(() => undefined)
      } catch {
        // The handler responds to its own errors; the queue only has to keep moving.
      }
      return done
    })
  }
}
