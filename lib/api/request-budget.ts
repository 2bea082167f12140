import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * A time budget per anonymous API request, and turns for everybody else between its database calls.
 *
 * On SQLite the driver runs each query synchronously, and a request's queries follow one another in
 * one unbroken chain of promise callbacks: the event loop never gets back to its sockets, so a cached
 * page asked for meanwhile waited for the whole request (half a minute for one heavy GraphQL query).
 * So before every database call of the CMS (cms/database.ts):
 *  - a call made for a request with a budget (an anonymous API request) waits for its turn: one such
 *    call at a time, all requests together (a GraphQL query runs its lists side by side: merely
 *    yielding, all of them would run in the same turn of the event loop again), and after each the
 *    server rests from them as long as the call and the work it set off took, so the rest of the
 *    site gets at least half of the time; then the budget is checked;
 *  - any other call (the site's own pages, signed-in editors) lets the event loop run once and goes.
 */
type Budget = { deadline: number; ms: number }
type Turns = { waiting: Array<() => void>; pumping: boolean }

// One store and one queue per process, even when route bundles load this module more than once.
const holder = globalThis as { zapRequestBudget?: AsyncLocalStorage<Budget>; zapDatabaseTurns?: Turns }
const store = (holder.zapRequestBudget ??= new AsyncLocalStorage<Budget>())
const turns = (holder.zapDatabaseTurns ??= { waiting: [], pumping: false })

/** Raised at a database call made after the request's budget ran out (a 503 response). */
export class BudgetExceededError extends Error {
  readonly status = 503
  constructor(ms: number) {
    super(`The request took longer than its ${ms} ms budget and was stopped. Ask for less at a time.`)
    this.name = 'BudgetExceededError'
  }
}

/** Runs `work` with a deadline `ms` from now for every database call it makes. */
export function withBudget<T>(ms: number, work: () => Promise<T>): Promise<T> {
  return store.run({ deadline: Date.now() + ms, ms }, work)
}

/** Longest rest between two calls: a slow call must not leave the others waiting long after it. */
const MAX_REST_MS = 100

/**
 * Lets the next waiting call go; on the next turn of the event loop (after the call and what it set
 * off without waiting, and after the sockets have been served) measures how long that took, and
 * lets the one after go that much later.
 */
function pump(): void {
  const next = turns.waiting.shift()
  if (!next) {
    turns.pumping = false
    return
  }
  const released = performance.now()
  next()
  setImmediate(() => setTimeout(pump, Math.min(MAX_REST_MS, performance.now() - released)))
}

/** Before a database call: waits for its turn (see above); throws when the request is past its budget. */
export async function beforeDatabaseCall(): Promise<void> {
  const budget = store.getStore()
  if (!budget) {
    await new Promise<void>((resolve) => setImmediate(resolve))
    return
  }
  await new Promise<void>((resolve) => {
    turns.waiting.push(resolve)
    if (!turns.pumping) {
      turns.pumping = true
      setImmediate(pump)
    }
  })
  if (Date.now() > budget.deadline) throw new BudgetExceededError(budget.ms)
}
