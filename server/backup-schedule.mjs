/**
 * The scheduled backup: `npm run backup`'s script (scripts/backup.ts) run by the server on
 * BACKUP_CRON (daily at 03:00 UTC unless set; `off` turns it off), in a child process of its own, so
 * the copy and the compression never take the event loop that serves visitors.
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

/** Daily at 03:00 UTC: 04:00 in Luanda, 05:00 in Maputo, the quietest hours of both sites. */
export const DEFAULT_BACKUP_CRON = '0 3 * * *'

/** The longest a backup may run before it counts as hung (as package.json's `backup` script allows it). */
const BACKUP_TIMEOUT_MS = 6 * 60 * 60_000

/**
 * BACKUP_CRON's pattern, or null when it is `off`. A pattern croner refuses stops the server at start
 * rather than leave the site without backups nobody notices.
 * @param {string | undefined} value
 * @returns {string | null}
 */
export function backupSchedule(value) {
  const pattern = value?.trim() || DEFAULT_BACKUP_CRON
  if (pattern.toLowerCase() === 'off') return null
  try {
    new Cron(pattern, { paused: true, timezone: 'UTC' }).stop()
  } catch (error) {
    throw new Error(
      `BACKUP_CRON must be a cron pattern (minute hour day month weekday, in UTC, e.g. "${DEFAULT_BACKUP_CRON}") or off (it is "${value}"): ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  return pattern
}

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
