/**
 * Runs Payload's due jobs (scheduled publish and unpublish) on a timer. It calls the jobs REST
 * endpoint on this same server instead of `payload.jobs.run()` in-process, so each publish runs
 * inside a Next request, where the collection hooks can expire cached pages (revalidateTag has no
 * cache to expire outside a request). Several instances may tick: Payload claims each job once.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'

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

/**
 * Starts the ticker. Returns a stop function.
 * @param {{ port: number, host?: string, secret: string, intervalMs: number, log?: (message: string) => void }} options
 */
export function startJobsRunner({ port, host = '127.0.0.1', secret, intervalMs, log = console.error }) {
  let running = false
  // After a failed run (the database down, say) wait a minute: on a locked SQLite file every query
  // blocks the server for seconds, and visitors' cached pages must keep coming meanwhile.
  let pausedUntil = 0
  const failed = (message) => {
    log(message)
    pausedUntil = Date.now() + 60_000
  }
  const tick = async () => {
    if (running || Date.now() < pausedUntil) return // a slow run is never overlapped by the next tick
    running = true
    try {
      const response = await fetch(`http://${host.includes(':') ? `[${host}]` : host}:${port}/api/payload-jobs/run?silent=true`, {
        headers: { authorization: `Bearer ${jobsRunToken(secret)}` },
        signal: AbortSignal.timeout(Math.max(intervalMs * 5, 30_000)),
      })
      if (!response.ok) failed(`jobs: run answered ${response.status}; next try in a minute`)
    } catch (error) {
      failed(`jobs: run failed: ${error instanceof Error ? error.message : String(error)}; next try in a minute`)
    } finally {
      running = false
    }
  }
  const timer = setInterval(() => void tick(), intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
