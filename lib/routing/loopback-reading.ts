import { environment } from '@/lib/config/env'

/**
 * One response the proxy asks the app for on loopback (the proxy must not load Payload itself), kept
 * and shared by the requests that arrive while it is fresh enough for them.
 *
 * `read(since)` resolves with a response whose loading started at or after `since` (a
 * `performance.now()` time): the kept one when it is that recent, else one load that every caller
 * with an older or equal `since` shares. A caller that must not act on anything older than its own
 * arrival passes its arrival time; one that accepts a second-old response passes `now - 1000`. Null
 * when that load failed: the caller then decides without it.
 */
export type LoopbackReading<T> = (since: number) => Promise<T | null>

export function loopbackReading<T>(load: () => Promise<T | null>): LoopbackReading<T> {
  let kept: { value: T; startedAt: number } | null = null
  let flight: { startedAt: number; promise: Promise<T | null> } | null = null
  return async (since) => {
    if (kept && kept.startedAt >= since) return kept.value
    if (!flight || flight.startedAt < since) {
      const startedAt = performance.now()
      const promise = load()
        .then((value) => {
          // A slower, older load finishing last must not replace a newer response.
          if (value !== null && (!kept || kept.startedAt < startedAt)) kept = { value, startedAt }
          return value
        })
        .catch(() => null)
        .finally(() => {
          if (flight?.promise === promise) flight = null
        })
      flight = { startedAt, promise }
    }
    return flight.promise
  }
}

/**
 * The app's own route handler on loopback, as JSON; null when it cannot be reached in 1.5 s or does
 * not respond with 200 (the proxy then decides without it, never waits longer for it).
 */
export async function loopbackJson(pathAndQuery: string): Promise<unknown> {
  try {
    const response = await fetch(`http://127.0.0.1:${environment().PORT}${pathAndQuery}`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(1500),
    })
    return response.ok ? ((await response.json()) as unknown) : null
  } catch {
    return null
  }
}
