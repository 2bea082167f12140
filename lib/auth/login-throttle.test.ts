import {
  FREE_ATTEMPTS,
  liftLoginThrottle,
  loginSucceeded,
  takeLoginAttempt,
  tooManyAttemptsMessage,
} from './login-throttle'

// The cap per client IP across addresses, read when the throttle is first used.
process.env.LOGIN_FAILURES_PER_IP = '100'

beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') }))
afterEach(() => jest.useRealTimers())

const minutes = (n: number) => n * 60_000

/** Uses up the free attempts of (address, ip) and returns the wait the next attempt is told. */
async function exhaust(address: string, ip: string): Promise<number> {
  for (let i = 0; i < FREE_ATTEMPTS; i++) expect(await takeLoginAttempt(address, ip)).toEqual({ ok: true })
  const refused = await takeLoginAttempt(address, ip)
  if (refused.ok) throw new Error('the attempt after the free ones was let through')
  return refused.retryAfter
}

describe('login throttle per (address, client IP)', () => {
  it('after the free attempts each wait is twice the one before, at most an hour', async () => {
    const waits: number[] = []
    for (let round = 0; round < 8; round++) {
      const wait = await exhaust('owner@example.co.ao', '10.0.0.1')
      waits.push(wait)
      // While waiting, a later attempt is told what is left, and does not lengthen the wait.
      jest.advanceTimersByTime(wait * 1000 - 10_000)
      expect(await takeLoginAttempt('owner@example.co.ao', '10.0.0.1')).toEqual({ ok: false, retryAfter: 10 })
      jest.advanceTimersByTime(10_000)
    }
    expect(waits).toEqual([60, 120, 240, 480, 960, 1920, 3600, 3600])
  })

  it('a successful login clears the count and the doubling', async () => {
    expect(await exhaust('clear@example.co.ao', '10.0.0.2')).toBe(60)
    jest.advanceTimersByTime(minutes(1))
    expect(await exhaust('clear@example.co.ao', '10.0.0.2')).toBe(120)
    jest.advanceTimersByTime(minutes(2))
    expect(await takeLoginAttempt('clear@example.co.ao', '10.0.0.2')).toEqual({ ok: true })
    await loginSucceeded('clear@example.co.ao', '10.0.0.2')
    expect(await exhaust('clear@example.co.ao', '10.0.0.2')).toBe(60)
  })

  it('another client of the same address is not slowed down at all', async () => {
    await exhaust('victim@example.co.ao', '10.0.0.3')
    expect(await takeLoginAttempt('victim@example.co.ao', '10.0.0.4')).toEqual({ ok: true })
  })

  it('counts the address the way Payload looks it up: case and surrounding spaces do not make a new one', async () => {
    for (let i = 0; i < FREE_ATTEMPTS; i++)
      await takeLoginAttempt(i % 2 ? ' Case@Example.co.AO ' : 'case@example.co.ao', '10.0.0.5')
    expect((await takeLoginAttempt('CASE@example.co.ao', '10.0.0.5')).ok).toBe(false)
  })

  it("an administrator's unlock lets every client of the address try again", async () => {
    await exhaust('locked@example.co.ao', '10.0.0.6')
    await liftLoginThrottle('Locked@example.co.ao')
    expect(await takeLoginAttempt('locked@example.co.ao', '10.0.0.6')).toEqual({ ok: true })
  })
})

describe('login throttle per client IP across addresses', () => {
  it('refuses every address after 100 failures within the hour; successes do not count; an hour later it is open again', async () => {
    for (let i = 0; i < 10; i++) {
      expect(await takeLoginAttempt(`ok.${i}@example.co.ao`, '10.1.0.1')).toEqual({ ok: true })
      await loginSucceeded(`ok.${i}@example.co.ao`, '10.1.0.1')
    }
    for (let i = 0; i < 100; i++)
      expect(await takeLoginAttempt(`spray.${i}@example.co.ao`, '10.1.0.1')).toEqual({ ok: true })
    const refused = await takeLoginAttempt('anyone@example.co.ao', '10.1.0.1')
    expect(refused).toEqual({ ok: false, retryAfter: 3600 })
    expect((await takeLoginAttempt('spray.0@example.co.ao', '10.1.0.1')).ok).toBe(false)
    expect(await takeLoginAttempt('anyone@example.co.ao', '10.1.0.2')).toEqual({ ok: true })
    jest.advanceTimersByTime(minutes(60))
    expect(await takeLoginAttempt('anyone@example.co.ao', '10.1.0.1')).toEqual({ ok: true })
  })

  it('an attempt refused for its address does not use up the client’s failures', async () => {
    await exhaust('one@example.co.ao', '10.1.0.3')
    for (let i = 0; i < 30; i++) expect((await takeLoginAttempt('one@example.co.ao', '10.1.0.3')).ok).toBe(false)
    // 5 failures so far: 95 more addresses may still be tried.
    for (let i = 0; i < 95; i++)
      expect(await takeLoginAttempt(`other.${i}@example.co.ao`, '10.1.0.3')).toEqual({ ok: true })
    expect((await takeLoginAttempt('other.last@example.co.ao', '10.1.0.3')).ok).toBe(false)
  })
})

describe('the message for a refused attempt', () => {
  it('says how many minutes to wait, rounded up', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Too many login attempts. Try again in 1 minute.')
    expect(tooManyAttemptsMessage(60)).toBe('Too many login attempts. Try again in 1 minute.')
    expect(tooManyAttemptsMessage(61)).toBe('Too many login attempts. Try again in 2 minutes.')
    expect(tooManyAttemptsMessage(3600)).toBe('Too many login attempts. Try again in 60 minutes.')
  })
})

describe('several copies of this module in one process', () => {
  it('share one throttle, whichever copy made it (each route bundle of the production build has its own copy)', async () => {
    let other: typeof import('./login-throttle') | undefined
    jest.isolateModules(() => {
      other = jest.requireActual<typeof import('./login-throttle')>('./login-throttle')
    })
    for (let i = 0; i < FREE_ATTEMPTS; i++)
      expect(await other!.takeLoginAttempt('copies@example.co.ao', '10.2.0.1')).toEqual({ ok: true })
    expect(await takeLoginAttempt('copies@example.co.ao', '10.2.0.1')).toEqual({ ok: false, retryAfter: 60 })
    expect(await other!.takeLoginAttempt('copies@example.co.ao', '10.2.0.1')).toEqual({ ok: false, retryAfter: 60 })
  })
})
