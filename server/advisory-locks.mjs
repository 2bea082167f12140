/**
 * The site's PostgreSQL advisory locks, in one list so no two share a key: each is a pair of int4,
 * the site's tag ('zap') then the lock's own number. An advisory lock belongs to the database session
 * that took it and ends with it, so a process that dies never leaves one behind (and a pooler in
 * transaction mode breaks them: docs/several-machines.md).
 */
import { checkout } from './pg-checkout.mjs'

const SITE = 0x7a6170

/**
 * `npm run release` (migrations and seed) holds it for its whole step; a backup holds it too, so no
 * migration runs while the database and the files are copied.
 * @type {[number, number]}
 */
export const RELEASE_LOCK = [SITE, 1]

/** One scheduled-jobs run at a time across every instance (server/jobs-runner.mjs). @type {[number, number]} */
export const JOBS_LOCK = [SITE, 2]

/** One login or other session write at a time (server/session-queue.mjs). @type {[number, number]} */
export const SESSION_LOCK = [SITE, 3]

/** One scheduled backup across every instance (server/backup-schedule.mjs). @type {[number, number]} */
export const BACKUP_SCHEDULE_LOCK = [SITE, 4]

/**
 * Runs `work` while holding the advisory lock `key`, or not at all (resolves false) when another
 * session holds it. The connection comes from `pool` and goes back once the lock is released; a lock
 * that cannot be released ends its connection, which releases it.
 * @param {import('pg').Pool} pool
 * @param {[number, number]} key
 * @param {(client: import('pg').PoolClient) => Promise<void>} work
 * @returns {Promise<boolean>} whether `work` ran
 */
export async function withTryLock(pool, key, work) {
  const client = await checkout(pool)
  let broken = false
  try {
    const { rows } = await client.query('SELECT pg_try_advisory_lock($1, $2) AS got', key)
    if (!rows[0]?.got) return false
    try {
      await work(client)
    } finally {
      await client.query('SELECT pg_advisory_unlock($1, $2)', key).catch(() => {
        broken = true
      })
    }
    return true
  } catch (error) {
    broken = true
    throw error
  } finally {
    client.release(broken)
  }
}
