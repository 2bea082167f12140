/**
 * The rate limits shared through a real Redis (Debian's redis-server on a port of its own): the
 * lead limit, the API limit and the login throttle count one budget across processes, as several
 * instances behind a balancer are; and while Redis is stopped or hangs, each process decides from its
 * in-memory stand-in within a bounded time instead of failing or waiting.
 *
 * "Another process" is really one: a child node process that loads the same module with the same
 * REDIS_URL and takes its share at the same moment as this one.
 */
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { promisify } from 'node:util'
import { alive } from '@/scripts/services/process.mjs'
import { startRedis } from '@/scripts/services/redis.mjs'

const REDIS_PORT = 6396
const LIMIT = 4
const root = path.resolve(import.meta.dirname, '../..')
const dir = mkdtempSync(path.join(os.tmpdir(), 'zap-shared-limits-'))
let redis: Awaited<ReturnType<typeof startRedis>>

process.env.LEAD_RATE_LIMIT_PER_MINUTE = String(LIMIT)
process.env.API_RATE_LIMIT_PER_MINUTE = String(LIMIT)

/**
 * Runs `body` (an async function body with the module's exports in scope as `m`) in a child node
 * process that imports `modulePath`; resolves with what the body returned (JSON).
 */
async function inChild<T>(modulePath: string, body: string): Promise<T> {
  const script = `const m = await import(${JSON.stringify(path.join(root, modulePath))}); const out = await (async () => { ${body} })(); console.log('RESULT ' + JSON.stringify(out)); process.exit(0)`
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    {
      cwd: root,
      timeout: 60_000,
      env: { ...process.env },
    },
  )
  const line = stdout.split('\n').find((l) => l.startsWith('RESULT '))
  assert.ok(line, `the child printed its result (got: ${stdout})`)
  return JSON.parse(line.slice('RESULT '.length)) as T
}

/** Two processes each try `tries` times at once; resolves with how many of all the tries were let through. */
async function twoProcesses(modulePath: string, body: string): Promise<number> {
  const [a, b] = await Promise.all([inChild<number>(modulePath, body), inChild<number>(modulePath, body)])
  return a + b
}

before(async () => {
  redis = await startRedis({ port: REDIS_PORT, dir })
  process.env.REDIS_URL = redis.url
})
after(async () => {
  if (redis) {
    if (alive(redis.pid)) process.kill(redis.pid, 'SIGCONT')
    await redis.stop()
  }
  rmSync(dir, { recursive: true, force: true })
})

describe('rate limits shared through Redis across processes', () => {
  it('the lead limit: two processes let exactly the limit through in total', async () => {
    const through = await twoProcesses(
      'lib/leads/rate-limit.ts',
      `
      let ok = 0
      for (let i = 0; i < ${LIMIT}; i++) if ((await m.takeRateLimit('callback', '198.51.100.1')).ok) ok++
      return ok`,
    )
    assert.equal(through, LIMIT)
  })

  it('the API limit: two processes let exactly the limit through in total', async () => {
    const through = await twoProcesses(
      'lib/api/rate-limit.ts',
      `
      let ok = 0
      for (let i = 0; i < ${LIMIT}; i++) if ((await m.takeApiRateLimit('198.51.100.2')).ok) ok++
      return ok`,
    )
    assert.equal(through, LIMIT)
  })

  it('the login throttle: the free attempts of one (address, client) are counted once across processes', async () => {
    const through = await twoProcesses(
      'lib/auth/login-throttle.ts',
      `
      let ok = 0
      for (let i = 0; i < m.FREE_ATTEMPTS; i++) if ((await m.takeLoginAttempt('shared@example.co.ao', '198.51.100.3')).ok) ok++
      return ok`,
    )
    assert.equal(through, 5)
  })

  it("an administrator's unlock in one process lets the client try again in another; other addresses stay throttled", async () => {
    await inChild(
      'lib/auth/login-throttle.ts',
      `
      for (const address of ['unlock@example.co.ao', 'kept@example.co.ao'])
        for (let i = 0; i <= m.FREE_ATTEMPTS; i++) await m.takeLoginAttempt(address, '198.51.100.4')
      return true`,
    )
    await inChild('lib/auth/login-throttle.ts', `await m.liftLoginThrottle('Unlock@example.co.ao'); return true`)
    const later = await inChild<{ unlocked: boolean; kept: boolean }>(
      'lib/auth/login-throttle.ts',
      `return {
      unlocked: (await m.takeLoginAttempt('unlock@example.co.ao', '198.51.100.4')).ok,
      kept: (await m.takeLoginAttempt('kept@example.co.ao', '198.51.100.4')).ok,
    }`,
    )
    assert.deepEqual(later, { unlocked: true, kept: false })
  })
})

describe('Redis unavailable: each process counts alone, without failing or waiting', () => {
  /** Every limiter decides within the bound; the in-memory stand-in still refuses past the limit. */
  const body = `
    const { takeRateLimit } = m
    const { takeApiRateLimit } = await import(${JSON.stringify(path.join(root, 'lib/api/rate-limit.ts'))})
    const { takeLoginAttempt } = await import(${JSON.stringify(path.join(root, 'lib/auth/login-throttle.ts'))})
    const started = Date.now()
    const leads = []
    for (let i = 0; i < ${LIMIT + 1}; i++) leads.push((await takeRateLimit('newsletter', '203.0.113.9')).ok)
    const api = (await takeApiRateLimit('203.0.113.9')).ok
    const login = (await takeLoginAttempt('down@example.co.ao', '203.0.113.9')).ok
    return { leads, api, login, ms: Date.now() - started }`
  const expected = { leads: [...Array(LIMIT).fill(true), false], api: true, login: true }

  it('Redis hanging (frozen with SIGSTOP once connected): the decisions come from memory, each after at most the short timeout', async () => {
    try {
      // The child connects first (one request through Redis), then freezes the server: the client
      // is "ready" but nothing comes back, the case only the timeout can catch.
      const result = await inChild<typeof expected & { ms: number; calls: number }>(
        'lib/leads/rate-limit.ts',
        `
        await m.takeRateLimit('warm-up', '203.0.113.1')
        process.kill(${redis.pid}, 'SIGSTOP')
        ${body.replace('return { leads, api, login, ms: Date.now() - started }', 'return { leads, api, login, ms: Date.now() - started, calls: leads.length + 1 + 3 }')}`,
      )
      const { ms, calls, ...decisions } = result
      assert.deepEqual(decisions, expected)
      // Each call to Redis is given up after 300 ms; a generous bound per call still rules out a hang.
      console.log(`${calls} limiter calls against a hung Redis took ${ms} ms`)
      assert.ok(ms < calls * 600, `decided within the timeouts (${ms} ms for ${calls} calls)`)
    } finally {
      process.kill(redis.pid, 'SIGCONT')
    }
  })

  it('Redis stopped: the decisions come from memory at once', async () => {
    await redis.stop()
    const { ms, ...decisions } = await inChild<typeof expected & { ms: number }>('lib/leads/rate-limit.ts', body)
    assert.deepEqual(decisions, expected)
    // The first use waits for the first connection attempt (refused at once); nothing after it waits.
    console.log(`limiter calls with Redis stopped took ${ms} ms`)
    assert.ok(ms < 1500, `decided at once (${ms} ms)`)
  })
})
