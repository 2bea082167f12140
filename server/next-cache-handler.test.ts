/**
 * The shared page cache against a real redis-server (Debian's, on a port of its own). Each test
 * builds handler instances the way Next does in separate processes: a fresh copy of the modules,
 * so nothing is shared between them but Redis.
 *
 * `CACHE_HANDLER_UNDER_TEST=forte` runs the same tests against forte's handler used as its README
 * shows (redis-strings, awaited connect, no wrapper): all three fail there.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureDebianPackages } from '@/scripts/services/apt.mjs'
import { stopPid } from '@/scripts/services/process.mjs'
import { redisCommand, startRedis } from '@/scripts/services/redis.mjs'

const PORT = 6395
const URL = `redis://127.0.0.1:${PORT}`
const bare = process.env.CACHE_HANDLER_UNDER_TEST === 'forte'

jest.setTimeout(60_000)

type Entry = {
  value: Record<string, unknown> | null
  lastModified: number
  cacheControl?: { revalidate: number | false }
} | null
type Handler = {
  get(key: string, ctx: Record<string, unknown>): Promise<Entry>
  set(key: string, data: Record<string, unknown> | null, ctx: Record<string, unknown>): Promise<void>
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>
}
type HandlerClass = new (context: { serverDistDir: string; dev: boolean }) => Handler

let dir = ''
let redis: { pid: number; stop: () => Promise<void> } | null = null
const closers: (() => Promise<void> | void)[] = []

/** A page as Next stores it, tagged through its x-next-cache-tags header. */
const page = (html: string, tags: string[]) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc:${html}`),
  headers: { 'x-next-cache-tags': tags.join(',') },
  postponed: undefined,
  status: 200,
  segmentData: undefined,
})
const pageWrite = {
  cacheControl: { revalidate: false, expire: undefined },
  isRoutePPREnabled: false,
  isFallback: false,
}
const pageRead = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, softTags: ['_N_T_/layout'] }
/** An unstable_cache entry, as Next stores it. */
const data = (body: string) => ({ kind: 'FETCH', data: { headers: {}, body, status: 200, url: '' }, revalidate: false })
const dataWrite = (tags: string[]) => ({ fetchCache: true, tags, revalidate: false })
const dataRead = (tags: string[]) => ({ kind: 'FETCH', fetchCache: true, tags, softTags: [], revalidate: false })

/** A handler as a separate Next process would load it. */
async function instance(buildDir = dir): Promise<Handler> {
  let made: HandlerClass | null = null
  process.env.REDIS_URL = URL
  await jest.isolateModulesAsync(async () => {
    if (bare) {
      const { CacheHandler } = await import('@fortedigital/nextjs-cache-handler')
      const { default: createRedisHandler } = await import('@fortedigital/nextjs-cache-handler/redis-strings')
      const { createClient } = await import('@redis/client')
      CacheHandler.onCreation(async ({ buildId }) => {
        const client = createClient({ url: URL })
        client.on('error', () => {})
        await client.connect()
        closers.push(() => client.destroy())
        return { handlers: [createRedisHandler({ client, keyPrefix: `zap:${buildId}:` })] }
      })
      made = CacheHandler as unknown as HandlerClass
    } else {
      const mod = await import('./next-cache-handler.mjs')
      closers.push(mod.disconnectSharedCache)
      made = mod.default as unknown as HandlerClass
    }
  })
  if (!made) throw new Error('handler module did not load')
  const handler = new (made as HandlerClass)({ serverDistDir: path.join(buildDir, 'server'), dev: false })
  await untilConnected(handler)
  return handler
}

/** The handler does not wait for Redis at start (by design): wait until a write reads back. */
async function untilConnected(handler: Handler, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  const key = `probe-${Math.random()}`
  while (Date.now() < deadline) {
    await handler.get(key, dataRead([]))
    await handler.set(key, data('probe'), dataWrite([]))
    if (await handler.get(key, dataRead([]))) return
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('the handler never reached Redis')
}

/** The promise's outcome, or the string 'not settled' when it takes longer than `ms`. */
function settledWithin<T>(ms: number, promise: Promise<T>): Promise<T | 'not settled'> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<'not settled'>((resolve) => {
    timer = setTimeout(() => resolve('not settled'), ms)
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

async function startTestRedis() {
  redis = await startRedis({ port: PORT, dir })
}

beforeAll(async () => {
  ensureDebianPackages(['redis-server'])
  dir = mkdtempSync(path.join(os.tmpdir(), 'zap-cache-'))
  mkdirSync(path.join(dir, 'server'))
  writeFileSync(path.join(dir, 'BUILD_ID'), 'test-build')
  await startTestRedis()
})

afterEach(async () => {
  for (const close of closers.splice(0)) await close()
})

afterAll(async () => {
  for (const close of closers.splice(0)) await close()
  if (redis) await stopPid(redis.pid)
  rmSync(dir, { recursive: true, force: true })
})

describe('without a Redis to use', () => {
  const bareOnly = bare ? it.skip : it
  bareOnly.each([
    ['during next build', { NEXT_PHASE: 'phase-production-build', REDIS_URL: URL }],
    ['without REDIS_URL', { REDIS_URL: '' }],
  ])('%s nothing connects and nothing is stored', async (_, env) => {
    const saved = { NEXT_PHASE: process.env.NEXT_PHASE, REDIS_URL: process.env.REDIS_URL }
    Object.assign(process.env, env)
    try {
      let made: HandlerClass | null = null
      await jest.isolateModulesAsync(async () => {
        made = (await import('./next-cache-handler.mjs')).default as unknown as HandlerClass
      })
      const handler = new (made as unknown as HandlerClass)({ serverDistDir: path.join(dir, 'server'), dev: false })
      const key = `build-${Date.now()}`
      // Long enough for a client that was not awaited to connect (see untilConnected).
      for (let i = 0; i < 20; i++) {
        await handler.set(key, data('built'), dataWrite(['t-build']))
        expect(await handler.get(key, dataRead(['t-build']))).toBeNull()
        await new Promise((r) => setTimeout(r, 50))
      }
      expect(await redisCommand(PORT, `KEYS *${key}*`)).toBe('*0')
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name]
        else process.env[name] = value
      }
    }
  })
})

describe('a publish during a render', () => {
  it('expires what that render stores (the entry is dated when the render could start reading)', async () => {
    const renderer = await instance()
    const publisher = await instance()
    const key = `render-${Date.now()}`
    expect(await renderer.get(key, dataRead(['t-render']))).toBeNull()
    // The render has asked the cache and is reading the old data; another instance publishes.
    await new Promise((r) => setTimeout(r, 5))
    await publisher.revalidateTag('t-render', { expire: 0 })
    await new Promise((r) => setTimeout(r, 5))
    await renderer.set(key, data('old'), dataWrite(['t-render']))
    expect(await renderer.get(key, dataRead(['t-render']))).toBeNull()
    expect(await publisher.get(key, dataRead(['t-render']))).toBeNull()
  })

  it('also when the render stores a page', async () => {
    const renderer = await instance()
    const publisher = await instance()
    const key = `/ao/pt/page-${Date.now()}`
    expect(await renderer.get(key, pageRead)).toBeNull()
    await new Promise((r) => setTimeout(r, 5))
    await publisher.revalidateTag(['t-page'], { expire: 0 })
    await new Promise((r) => setTimeout(r, 5))
    await renderer.set(key, page('<p>old</p>', ['t-page']), pageWrite)
    expect(await publisher.get(key, pageRead)).toBeNull()
  })
})

describe('an entry written by another instance', () => {
  it('is read with its lifetime (revalidate false), so Next does not treat it as stale after 1 s', async () => {
    const writer = await instance()
    const reader = await instance()
    const key = `/ao/pt/shared-${Date.now()}`
    await writer.get(key, pageRead)
    await writer.set(key, page('<p>hello</p>', ['t-shared']), pageWrite)
    const entry = await reader.get(key, pageRead)
    expect(entry?.value).toMatchObject({ kind: 'APP_PAGE', html: '<p>hello</p>' })
    expect(entry?.value).not.toHaveProperty('zapCacheControl')
    expect(entry?.cacheControl).toEqual({ revalidate: false })
    // And a publish on the writer expires it for the reader.
    await writer.revalidateTag('t-shared', { expire: 0 })
    expect(await reader.get(key, pageRead)).toBeNull()
  })
})

describe('a new release', () => {
  it('never reads the entries of another build', async () => {
    const next = path.join(dir, 'next-release')
    mkdirSync(path.join(next, 'server'), { recursive: true })
    writeFileSync(path.join(next, 'BUILD_ID'), 'next-build')
    const old = await instance()
    const key = `/ao/pt/release-${Date.now()}`
    await old.get(key, pageRead)
    await old.set(key, page('<p>old build</p>', ['t-release']), pageWrite)
    expect(await (await instance()).get(key, pageRead)).not.toBeNull()
    expect(await (await instance(next)).get(key, pageRead)).toBeNull()
  })
})

describe('Redis hung or stopped', () => {
  it("hung (SIGSTOP): a lookup is a miss within a second, not after the client's long timeouts", async () => {
    const handler = await instance()
    const key = `hung-${Date.now()}`
    await handler.get(key, dataRead(['t-hung']))
    await handler.set(key, data('stored'), dataWrite(['t-hung']))
    process.kill(redis!.pid, 'SIGSTOP')
    try {
      const started = Date.now()
      expect(await settledWithin(3000, handler.get(key, dataRead(['t-hung'])))).toBeNull()
      expect(Date.now() - started).toBeLessThan(1000)
      await expect(settledWithin(3000, handler.revalidateTag('t-hung', { expire: 0 }))).resolves.toBeUndefined()
    } finally {
      process.kill(redis!.pid, 'SIGCONT')
    }
    await untilConnected(handler)
    // The expiry that timed out is written once Redis responds again.
    expect(await handler.get(key, dataRead(['t-hung']))).toBeNull()
  })

  it('stopped: writes and expiries do not throw, and an expiry made meanwhile still expires older entries once Redis is back', async () => {
    const handler = await instance()
    const other = await instance()
    const key = `outage-${Date.now()}`
    await handler.get(key, dataRead(['t-outage']))
    await handler.set(key, data('before the outage'), dataWrite(['t-outage']))
    expect(await other.get(key, dataRead(['t-outage']))).not.toBeNull()

    // Redis keeps its data on disk here (as a Redis with persistence, or one this instance merely
    // cannot reach, would), so what was stored before the outage is still there afterwards.
    expect(await redisCommand(PORT, 'SAVE')).toBe('+OK')
    await stopPid(redis!.pid)
    const started = Date.now()
    expect(await settledWithin(3000, handler.get(key, dataRead(['t-outage'])))).toBeNull()
    await expect(
      settledWithin(3000, handler.set(`${key}-new`, data('during'), dataWrite(['t-outage']))),
    ).resolves.toBeUndefined()
    await expect(settledWithin(3000, handler.revalidateTag('t-outage', { expire: 0 }))).resolves.toBeUndefined()
    expect(Date.now() - started).toBeLessThan(3000)

    await startTestRedis()
    await untilConnected(handler)
    await untilConnected(other)
    // The entry from before the outage was expired during it: no instance may serve it now.
    expect(await other.get(key, dataRead(['t-outage']))).toBeNull()
    expect(await handler.get(key, dataRead(['t-outage']))).toBeNull()
  })
})
