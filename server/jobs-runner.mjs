/**
 * Runs Payload's due jobs (scheduled publish and unpublish) on a timer. It calls the jobs REST
 * endpoint on this same server instead of `payload.jobs.run()` in-process, so each publish runs
 * inside a Next request, where the collection hooks can expire cached pages (revalidateTag has no
 * cache to expire outside a request).
 *
 * Payload does NOT claim a job once: it selects the due jobs, then marks them `processing` one by
 * one, without checking that nobody marked them in between, so two runners ticking together both
 * run the same job (a scheduled publish twice). On PostgreSQL, where several instances share the
 * jobs, each tick therefore first takes a PostgreSQL advisory lock: one runner at a time across
 * every instance, the others skip the tick. A runner that crashed mid-run leaves its jobs marked
 * `processing` for ever (Payload never picks them again); under the lock no other runner is at
 * work, so such jobs, once older than any run can take, are released to run again (a job is then
 * run at least once, exactly once when nothing crashes). On SQLite there is one process: the same
 * release happens before it starts (scripts/prepare-db.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import pg from 'pg'
import { databaseKind } from '../lib/config/database-kind.mjs'
import { JOBS_LOCK, withTryLock } from './advisory-locks.mjs'

/**
 * The bearer token of the ticker: derived from PAYLOAD_SECRET, so there is no extra secret to set.
 * @param {string} secret
 */
export const jobsRunToken = (secret) => createHmac('sha256', secret).update('zap:payload-jobs/run').digest('base64url')

/**
 * True when an Authorization header carries the ticker's token (constant-time compare).
 * @param {string | null | undefined} authorization
 * @param {string | undefined} secret
 */
export function isJobsRunner(authorization, secret) {
  if (!authorization || !secret) return false
  const given = Buffer.from(authorization)
  const expected = Buffer.from(`Bearer ${jobsRunToken(secret)}`)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/** The longest one run may take before the ticker gives up on it. */
export const runTimeoutMs = (intervalMs) => Math.max(intervalMs * 5, 30_000)

/**
 * Jobs still marked `processing` this long after their last change were left by a runner that
 * died: longer than any run may take, and at least five minutes.
 */
export const stuckAfterMs = (intervalMs) => Math.max(runTimeoutMs(intervalMs), 5 * 60_000)

/**
 * Releases jobs left `processing` (not completed, not failed) for longer than `olderThanMs`, so
 * Payload picks them up again. Run only where no other runner is at work.
 * @param {{ query: (text: string, values?: unknown[]) => Promise<{ rowCount: number | null }> }} client
 * @param {number} olderThanMs
 * @returns {Promise<number>} how many were released
 */
export async function releaseStuckJobs(client, olderThanMs) {
  const { rowCount } = await client.query(
    `UPDATE payload_jobs SET processing = false, updated_at = now()
      WHERE processing AND completed_at IS NULL AND has_error IS NOT TRUE
        AND updated_at < now() - make_interval(secs => $1::double precision / 1000)`,
    [olderThanMs],
  )
  return rowCount ?? 0
}

/**
 * Runs `work` while holding the jobs lock, or not at all (resolves false) when another runner holds it.
 * @param {pg.Pool} pool
 * @param {(client: pg.PoolClient) => Promise<void>} work
 */
export const withJobsLock = (pool, work) => withTryLock(pool, JOBS_LOCK, work)

/**
 * Starts the ticker. Returns a stop function. With a PostgreSQL `databaseUrl`, one runner at a time
 * across all instances (see above).
 * @param {{ port: number, host?: string, secret: string, intervalMs: number, databaseUrl?: string, log?: (message: string) => void }} options
 */
export function startJobsRunner({ port, host = '127.0.0.1', secret, intervalMs, databaseUrl, log = console.error }) {
  const pool =
    databaseKind(databaseUrl) === 'postgres'
      ? new pg.Pool({ connectionString: databaseUrl, max: 1, connectionTimeoutMillis: 5000 })
      : null
  // An idle connection dropped by the server (a restart) must not crash the process.
  pool?.on('error', () => undefined)
  let running = false
  // After a failed run (the database down, say) wait a minute: on a locked SQLite file every query
  // blocks the server for seconds, and visitors' cached pages must keep coming meanwhile.
  let pausedUntil = 0
  // Counted through the server's metrics hooks (metrics.mjs), when the server installed them.
  const count = (/** @type {string} */ outcome) =>
    /** @type {{ job?: (outcome: string) => void } | undefined} */ (
      /** @type {Record<symbol, unknown>} */ (globalThis)[Symbol.for('zap.metrics')]
    )?.job?.(outcome)
  const failed = (message) => {
    count('failed')
    log(message)
    pausedUntil = Date.now() + 60_000
  }
  const tick = async () => {
    if (running || Date.now() < pausedUntil) return // a slow run is never overlapped by the next tick
    running = true
    const run = async () => {
      const response = await fetch(
        `http://${host.includes(':') ? `[${host}]` : host}:${port}/api/payload-jobs/run?silent=true`,
        {
          headers: { authorization: `Bearer ${jobsRunToken(secret)}` },
          signal: AbortSignal.timeout(runTimeoutMs(intervalMs)),
        },
      )
      if (!response.ok) failed(`jobs: run responded with ${response.status}; next try in a minute`)
      else count('ok')
    }
    try {
      if (!pool) await run()
      else {
        const ran = await withJobsLock(pool, async (client) => {
          const released = await releaseStuckJobs(client, stuckAfterMs(intervalMs))
          if (released) log(`jobs: ${released} job(s) left running by a stopped runner will run again`)
          await run()
        })
        if (!ran) count('skipped')
      }
    } catch (error) {
      failed(`jobs: run failed: ${error instanceof Error ? error.message : String(error)}; next try in a minute`)
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void tick(), intervalMs)
  timer.unref()
  return () => {
    clearInterval(timer)
    void pool?.end().catch(() => undefined)
  }
}
