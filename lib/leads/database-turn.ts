import { environment } from '@/lib/config/env'

/**
 * Lead endpoints and a database that does not respond. On SQLite a query that meets a lock waits
 * synchronously (the 5 s busy timeout, or SQLite's own WAL retries of about 10 s) and, as the
 * driver is synchronous, the whole server process waits with it: pages, assets, everything. If
 * every form post met the locked database in turn, a few posts would stall the site for minutes
 * (tests/fault/db-unavailable.fault.ts). So:
 *  - on SQLite, lead database work takes turns (it is one connection anyway), and
 *  - after a failure, forms respond 503 at once for COOL_DOWN_MS instead of trying again; then the
 *    next request tries the database, alone, and its outcome opens or closes the way again.
 * On PostgreSQL queries wait asynchronously, so there are no turns, only the cool-down.
 */
const COOL_DOWN_MS = 5_000
/** A turn never waits longer than this for the one before (a safety net: none should take so long). */
const MAX_WAIT_MS = 30_000

type State = { downUntil: number; tail: Promise<void> }

function state(): State {
  // One state per process, even when route bundles load this module more than once.
  const holder = globalThis as { zapLeadDatabase?: State }
  holder.zapLeadDatabase ??= { downUntil: 0, tail: Promise.resolve() }
  return holder.zapLeadDatabase
}

const takesTurns = () => environment().databaseKind === 'sqlite'
const secondsLeft = (s: State) => Math.max(1, Math.ceil((s.downUntil - Date.now()) / 1000))

export type DatabaseTurn = {
  /** Ends the turn: `responded` when the database responded (even a refusal), false when it failed. */
  done: (responded: boolean) => void
}

/** Waits for this request's turn with the database; { retryAfter } (seconds) while it is known to be down. */
export async function takeDatabaseTurn(): Promise<DatabaseTurn | { retryAfter: number }> {
  const s = state()
  if (Date.now() < s.downUntil) return { retryAfter: secondsLeft(s) }
  let release = () => {}
  if (takesTurns()) {
    const before = s.tail
    s.tail = new Promise<void>((resolve) => (release = resolve))
    let timer: NodeJS.Timeout | undefined
    await Promise.race([before, new Promise<void>((resolve) => (timer = setTimeout(resolve, MAX_WAIT_MS)))])
    clearTimeout(timer)
    // The turn before may have found the database down: do not try it again straight away.
    if (Date.now() < s.downUntil) {
      release()
      return { retryAfter: secondsLeft(s) }
    }
  }
  let ended = false
  return {
    done(responded) {
      if (ended) return
      ended = true
      s.downUntil = responded ? 0 : Date.now() + COOL_DOWN_MS
      release()
    },
  }
}
