/**
 * How many anonymous API requests run at once; the rest wait their turn in a bounded queue, and past
 * it are told to come back (503). With one database connection (SQLite) more at once reads no
 * faster, and each running request's database calls take their turn with every other visitor's
 * (lib/api/request-budget.ts): the fewer run at once, the sooner a page asked for meanwhile is served.
 */
export const GATE = {
  // Measured (bench/api-stall.mjs): with 2 at once the cached home page's slowest response under the
  // heaviest GraphQL load was 227 ms, with 1 it was 131 ms.
  running: 1,
  queued: 32,
  /** Longest wait in the queue before the response is 503. */
  waitMs: 15_000,
} as const

type Gate = { running: number; queue: Array<() => void> }

function gate(): Gate {
  // One gate per process, even when route bundles load this module more than once.
  const holder = globalThis as { zapApiGate?: Gate }
  holder.zapApiGate ??= { running: 0, queue: [] }
  return holder.zapApiGate
}

/** Waits for a turn: `release` ends it (call it once, when the response is ready); or { retryAfter } seconds. */
export async function enterGate(): Promise<{ release: () => void } | { retryAfter: number }> {
  const g = gate()
  if (g.running >= GATE.running) {
    if (g.queue.length >= GATE.queued) return { retryAfter: 2 }
    const turn = await new Promise<boolean>((resolve) => {
      const wake = () => {
        clearTimeout(timer)
        resolve(true)
      }
      const timer = setTimeout(() => {
        const index = g.queue.indexOf(wake)
        if (index >= 0) g.queue.splice(index, 1)
        resolve(false)
      }, GATE.waitMs)
      g.queue.push(wake)
    })
    if (!turn) return { retryAfter: 5 }
  } else g.running++
  let released = false
  return {
    release() {
      if (released) return
      released = true
      // The turn passes straight to the next in the queue; `running` only drops when nobody waits.
      const next = g.queue.shift()
      if (next) next()
      else g.running--
    },
  }
}
