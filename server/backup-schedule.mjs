/**
 * The scheduled backup: `npm run backup`'s script (scripts/backup.ts) run by the server on
 * BACKUP_CRON (daily at 03:00 UTC unless set; `off` turns it off), in a child process of its own, so
 * the copy and the compression never take the event loop that serves visitors. The pattern is checked
 * with croner when the server reads its environment (lib/config/env-schema.ts), so one that cannot
 * run stops the start rather than leave the site without backups nobody notices.
 *
 * On PostgreSQL every instance has the schedule, and only one may run it: at each tick the instances
 * race for a PostgreSQL advisory lock (pg_try_advisory_lock, as the jobs runner does), the others skip
 * the tick. The winner keeps the lock for at least a minute after its tick, so an instance whose timer
 * fires a moment later (a busy event loop, a clock a little behind) still finds it taken instead of
 * taking a second backup. On SQLite there is one process, which runs it.
 *
 * The time of the last good backup is the newest archive's name in BACKUP_DIR (lib/backup/archive-name.mjs:
 * only a complete archive gets one), read when it is asked for, so a backup taken by hand counts too.
 */
import { spawn } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { Cron } from 'croner'
import pg from 'pg'
import { newestArchiveTime } from '../lib/backup/archive-name.mjs'
import { databaseKind } from '../lib/config/database-kind.mjs'
import { BACKUP_SCHEDULE_LOCK, withTryLock } from './advisory-locks.mjs'

/** The longest a backup may run before it counts as hung (as package.json's `backup` script allows it). */
const BACKUP_TIMEOUT_MS = 6 * 60 * 60_000

/**
 * When the newest archive in `dir` was taken, or null when it holds none (or does not exist).
 * @param {string} dir
 * @returns {Date | null}
 */
export function lastBackupTime(dir) {
  try {
    return newestArchiveTime(readdirSync(dir))
  } catch {
    return null
  }
}

/**
 * Runs scripts/backup.ts through scripts/task.mjs (the project's TypeScript loader), its output going
 * to this process's; resolves with whether it succeeded.
 * @param {string} root the project's folder
 * @returns {Promise<boolean>}
 */
export function runBackupScript(root) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'task.mjs'), 'scripts/backup.ts'], {
      cwd: root,
      // Handed on whole to the child, which reads and checks it itself (scripts/backup.ts, lib/config/env.ts).
      // eslint-disable-next-line no-restricted-properties -- passed on to the child process, not read here
      env: { ...process.env, TASK_TIMEOUT_MS: String(BACKUP_TIMEOUT_MS), TASK_ATTEMPTS: '1' },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    child.on('error', () => resolve(false))
    child.on('exit', (code) => resolve(code === 0))
  })
}

/**
 * Starts the schedule. Returns a stop function (a backup under way finishes on its own).
 * @param {{ pattern: string, databaseUrl?: string, run: () => Promise<boolean>, log?: (message: string) => void, holdMs?: number }} options
 *   `run` takes one backup and resolves with whether it succeeded; `holdMs` is how long after its
 *   tick the winner keeps the lock
 */
export function startBackupSchedule({ pattern, databaseUrl, run, log = console.error, holdMs = 60_000 }) {
  const pool =
    databaseKind(databaseUrl) === 'postgres'
      ? new pg.Pool({ connectionString: databaseUrl, max: 1, connectionTimeoutMillis: 5000 })
      : null
  // An idle connection dropped by the server (a restart) must not crash the process.
  pool?.on('error', () => undefined)
  // Counted through the server's metrics hooks (metrics.mjs), when the server installed them.
  const count = (/** @type {string} */ outcome) =>
    /** @type {{ backup?: (outcome: string) => void } | undefined} */ (
      /** @type {Record<symbol, unknown>} */ (globalThis)[Symbol.for('zap.metrics')]
    )?.backup?.(outcome)
  let running = false
  const once = async () => {
    const ok = await run()
    count(ok ? 'ok' : 'failed')
    if (!ok) log(`backup: the scheduled backup failed (its error is above); the next one is due ${next()}`)
  }
  const tick = async () => {
    if (running) return count('skipped')
    running = true
    const tickedAt = Date.now()
    try {
      if (!pool) return await once()
      const ran = await withTryLock(pool, BACKUP_SCHEDULE_LOCK, async () => {
        await once()
        const rest = tickedAt + holdMs - Date.now()
        if (rest > 0) await sleep(rest)
      })
      if (!ran) count('skipped')
    } catch (error) {
      count('failed')
      log(`backup: the scheduled backup could not run: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      running = false
    }
  }
  const cron = new Cron(pattern, { timezone: 'UTC' }, () => void tick())
  const next = () => cron.nextRun()?.toISOString() ?? 'never'
  return () => {
    cron.stop()
    void pool?.end().catch(() => undefined)
  }
}
