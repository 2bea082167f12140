import { beforeDatabaseCall, BudgetExceededError, withBudget } from './request-budget'

/** Holds the thread as a synchronous SQLite query does. */
const busy = (ms: number) => {
  const until = Date.now() + ms
  while (Date.now() < until);
}

describe('database calls of requests with a budget take turns with the rest of the server', () => {
  // The turns end with a rest (a timer): let it pass before the test environment goes away.
  afterEach(() => new Promise((resolve) => setTimeout(resolve, 250)))

  it('lets a timer (as a socket would) run after one call, not after every waiting request had its go', async () => {
    const events: string[] = []
    const request = (name: string) =>
      withBudget(10_000, async () => {
        // A GraphQL query's lists start side by side: each makes its calls one after the other.
        await Promise.all(
          [1, 2, 3].map(async (list) => {
            for (let call = 0; call < 2; call++) {
              await beforeDatabaseCall()
              busy(5)
              events.push(`${name}${list}`)
            }
          }),
        )
      })
    const done = Promise.all(['a', 'b', 'c'].map(request))
    const timer = new Promise<void>((resolve) => setTimeout(() => (events.push('timer'), resolve()), 0))
    await Promise.all([done, timer])
    expect(events).toHaveLength(19)
    // Eighteen calls of 5 ms are waiting; the timer must not wait for all of them (or even two).
    expect(events.indexOf('timer')).toBeLessThanOrEqual(1)
  })

  it('stops a request at its first database call past its budget', async () => {
    let calls = 0
    const run = withBudget(50, async () => {
      for (;;) {
        await beforeDatabaseCall()
        calls++
        busy(8)
      }
    })
    await expect(run).rejects.toBeInstanceOf(BudgetExceededError)
    // A request with its budget left is not stopped. A whole second of budget: on a machine busy
    // running other tests, even a first call can start more than a few milliseconds late.
    await expect(withBudget(1000, async () => beforeDatabaseCall())).resolves.toBeUndefined()
    // About 16 ms a call with its rest: a few calls, then the one past 50 ms throws.
    expect(calls).toBeGreaterThanOrEqual(1)
    expect(calls).toBeLessThanOrEqual(6)
  })

  it('rests from them as long as each call took, so the rest of the server gets at least half the time', async () => {
    const ticks: number[] = []
    let working = true
    const tick = () => {
      ticks.push(Date.now())
      if (working) setTimeout(tick, 1)
    }
    const started = Date.now()
    setTimeout(tick, 1)
    await withBudget(10_000, async () => {
      for (let call = 0; call < 10; call++) {
        await beforeDatabaseCall()
        busy(20)
      }
    })
    working = false
    const took = Date.now() - started
    // Ten calls of 20 ms, each followed by about as long a rest: well over the 200 ms of work alone,
    // and the timer kept ticking between them.
    expect(took).toBeGreaterThanOrEqual(300)
    const gaps = ticks.slice(1).map((t, i) => t - ticks[i]!)
    expect(Math.max(...gaps)).toBeLessThan(100)
    expect(ticks.length).toBeGreaterThan(10)
  })

  it('lets calls without a budget (the site, signed-in editors) go after one turn of the event loop', async () => {
    const events: string[] = []
    await Promise.all([
      ...[1, 2, 3].map(async (n) => {
        await beforeDatabaseCall()
        events.push(`call${n}`)
      }),
    ])
    expect(events).toEqual(['call1', 'call2', 'call3'])
  })
})
