/**
 * The offline service worker as scripts/build-sw.mjs writes it (Workbox's generateSW), run against a
 * fake browser (scripts/sw-fake-scope.ts). tests/e2e/offline.spec.ts checks the same worker in
 * Chromium; this file checks what this site configures and a browser test cannot wait for or count
 * cheaply: the offline page's revision, which requests are never cached, the fallback, the network
 * timeout, the limits and the max ages. Workbox's own routing and strategies are tested upstream.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fakeScope, ORIGIN, request } from './sw-fake-scope'

const root = path.resolve(__dirname, '..')
const revision = createHash('sha256')
  .update(readFileSync(path.join(root, 'public/offline.html')))
  .digest('hex')
  .slice(0, 16)
const PRECACHE = `workbox-precache-v2-${ORIGIN}/`
const OFFLINE_ENTRY = `/offline.html?__WB_REVISION__=${revision}`
const DAY = 24 * 60 * 60 * 1000
let source = ''

beforeAll(() => {
  const dir = mkdtempSync(path.join(tmpdir(), 'sw-test-'))
  try {
    execFileSync(process.execPath, [path.join(root, 'scripts/build-sw.mjs'), path.join(dir, 'sw.js')], {
      stdio: 'pipe',
    })
    source = readFileSync(path.join(dir, 'sw.js'), 'utf8')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

type Scope = ReturnType<typeof fakeScope>

async function installed() {
  const scope = fakeScope(source)
  await scope.lifecycle()
  scope.fetched.length = 0
  return scope
}

/** The body the page gets through the worker, or undefined when the worker let the request pass. */
async function through(scope: Scope, req: Request) {
  const dispatched = scope.dispatch('fetch', req)
  const body = dispatched.response && (await (await dispatched.response).text())
  const failures = await dispatched.settled()
  if (failures.length) throw new AggregateError(failures, `the worker's background work for ${req.url} failed`)
  return body
}
const navigate = (scope: Scope, pathname: string) => through(scope, request(pathname, { mode: 'navigate' }))
const asset = (scope: Scope, pathname: string) => through(scope, request(pathname))
const page = (pathname: string) => `<h1>${pathname}</h1>`
/** A few turns of the event loop, for IndexedDB work Workbox starts without waiting for it. */
const idle = async () => {
  for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve))
}

describe('install and activate', () => {
  it('precaches the offline page alone, under its content revision, past the HTTP cache', async () => {
    const scope = fakeScope(source)
    await scope.lifecycle()
    expect(scope.paths(PRECACHE)).toEqual([OFFLINE_ENTRY])
    expect(scope.fetched).toEqual(['/offline.html'])
    expect(scope.requests[0]?.cache).toBe('reload')
    expect(scope.skippedWaiting).toBe(true)
    expect(scope.claimed).toBe(true)
  })

  it('fails to install (the old worker stays) when the offline page cannot be fetched', async () => {
    const scope = fakeScope(source)
    scope.server = () => new Response('down', { status: 503 })
    expect(await scope.dispatch('install').settled()).toHaveLength(1)
    expect(scope.paths(PRECACHE)).toEqual([])
  })

  it("drops the handwritten worker's caches once; unrelated caches and later visits stay", async () => {
    const scope = fakeScope(source)
    await scope.cache('zap-offline-0123456789abcdef').put('/offline.html', new Response('old offline page'))
    await scope.cache('zap-pages').put('/a-zap', new Response('kept by the handwritten worker'))
    await scope.cache('another-app').put('/x', new Response('x'))
    await scope.lifecycle()
    expect([...scope.caches.keys()].sort()).toEqual(['another-app', PRECACHE].sort())

    await navigate(scope, '/a-zap')
    await scope.dispatch('activate').settled()
    expect(scope.paths('zap-pages')).toEqual(['/a-zap'])
  })

  it('a new offline page replaces the stored one', async () => {
    const scope = await installed()
    const next = fakeScope(source.replaceAll(revision, 'fedcba9876543210'))
    // The new version runs in the same browser: same caches.
    for (const [name, cache] of scope.caches) next.caches.set(name, cache)
    next.server = (url, req) => (url.pathname === '/offline.html' ? new Response('offline v2') : scope.server(url, req))
    await next.lifecycle()
    expect(next.paths(PRECACHE)).toEqual(['/offline.html?__WB_REVISION__=fedcba9876543210'])
    next.online = false
    expect(await navigate(next, '/never-visited')).toBe('offline v2')
  })
})

describe('pages (navigations)', () => {
  it('come from the network when online, so a publish shows at once, and a 200 is kept for offline', async () => {
    const scope = await installed()
    expect(await navigate(scope, '/a-zap')).toBe(page('/a-zap'))
    scope.server = () => new Response('published')
    expect(await navigate(scope, '/a-zap')).toBe('published')
    expect(scope.fetched).toEqual(['/a-zap', '/a-zap'])
    scope.online = false
    expect(await navigate(scope, '/a-zap')).toBe('published')
  })

  it('offline: a visited page from the cache, any other gets the offline page', async () => {
    const scope = await installed()
    await navigate(scope, '/a-zap')
    scope.online = false
    expect(await navigate(scope, '/a-zap')).toBe(page('/a-zap'))
    expect(await navigate(scope, '/zap-satelite/pacotes-de-canais')).toBe('offline v1')
  })

  it('errors and redirects are passed on, not kept', async () => {
    const scope = await installed()
    scope.server = (url) =>
      url.pathname === '/moved'
        ? new Response(null, { status: 308, headers: { location: '/a-zap' } })
        : new Response('not found', { status: 404 })
    expect(await navigate(scope, '/missing')).toBe('not found')
    expect(await navigate(scope, '/moved')).toBe('')
    expect(scope.paths('zap-pages')).toEqual([])
  })

  it('after 6 s without a response serve the cached copy', async () => {
    const scope = await installed()
    await navigate(scope, '/a-zap')
    scope.server = () => new Promise<Response>(() => undefined)

    const slow = scope.dispatch('fetch', request('/a-zap', { mode: 'navigate' }))
    let body: string | undefined
    void slow.response?.then(async (response) => (body = await response.text()))
    await idle() // the strategy sets its timer once it has started
    scope.advance(5_999)
    await idle()
    expect(body).toBeUndefined()
    scope.advance(1)
    await idle()
    expect(body).toBe(page('/a-zap'))
  })

  it('keep at most 40, dropping the least recently used', async () => {
    const scope = await installed()
    for (let i = 1; i <= 41; i++) {
      await navigate(scope, `/p${i}`)
      scope.advance(1000)
    }
    expect(scope.paths('zap-pages')).toHaveLength(40)
    expect(scope.paths('zap-pages')).not.toContain('/p1')
    scope.online = false
    expect(await navigate(scope, '/p1')).toBe('offline v1')
    expect(await navigate(scope, '/p2')).toBe(page('/p2'))
  })

  it('are not served offline once older than 7 days', async () => {
    const scope = await installed()
    await navigate(scope, '/a-zap')
    scope.online = false
    scope.advance(7 * DAY - 1000)
    expect(await navigate(scope, '/a-zap')).toBe(page('/a-zap'))
    scope.advance(2000)
    expect(await navigate(scope, '/a-zap')).toBe('offline v1')
  })

  it('are removed from the cache once unused for 7 days', async () => {
    const scope = await installed()
    await navigate(scope, '/a-zap')
    scope.advance(7 * DAY + 1000)
    await navigate(scope, '/contactos')
    expect(scope.paths('zap-pages')).toEqual(['/contactos'])
  })

  it.each([
    ['the admin', request('/admin/collections/pages', { mode: 'navigate' })],
    ['the API', request('/api/graphql', { mode: 'navigate' })],
    ['a preview route', request('/next/preview?slug=home', { mode: 'navigate' })],
    ['a form post', request('/contactos', { mode: 'navigate', method: 'POST' })],
    ['another site', request('/a-zap', { mode: 'navigate', origin: 'https://example.com' })],
  ])('%s is left to the browser and never cached', async (_, req) => {
    const scope = await installed()
    expect(await through(scope, req)).toBeUndefined()
    expect(scope.fetched).toEqual([])
    expect([...scope.caches.keys()]).toEqual([PRECACHE])
  })
})

describe('requests that are not navigations', () => {
  it.each([
    ['an API call', request('/api/pages?limit=1')],
    ['an admin script', request('/admin/collections/pages')],
    ['a POST to the API', request('/api/forms/newsletter', { method: 'POST' })],
    ['a POST of an image path', request('/api/media/file/hero.jpg', { method: 'POST' })],
    ['a page fetched by script', request('/a-zap')],
  ])('%s is left to the browser and never cached', async (_, req) => {
    const scope = await installed()
    expect(await through(scope, req)).toBeUndefined()
    expect([...scope.caches.keys()]).toEqual([PRECACHE])
  })
})

describe('static chunks (/_next/static)', () => {
  const chunk = '/_next/static/chunks/app-1a2b.js'

  it('come from the cache once fetched, offline too', async () => {
    const scope = await installed()
    expect(await asset(scope, chunk)).toBe(page(chunk))
    expect(await asset(scope, chunk)).toBe(page(chunk))
    expect(scope.fetched).toEqual([chunk])
    scope.online = false
    expect(await asset(scope, chunk)).toBe(page(chunk))
  })

  it('keep at most 120 and are fetched again after 30 days', async () => {
    const scope = await installed()
    for (let i = 0; i <= 120; i++) {
      await asset(scope, `/_next/static/chunks/${i}.js`)
      scope.advance(1000)
    }
    expect(scope.paths('zap-static')).toHaveLength(120)
    expect(scope.paths('zap-static')).not.toContain('/_next/static/chunks/0.js')
    scope.fetched.length = 0
    scope.advance(30 * DAY)
    await asset(scope, '/_next/static/chunks/1.js')
    expect(scope.fetched).toEqual(['/_next/static/chunks/1.js'])
  })
})

describe('images', () => {
  it('respond from the cache at once and refresh it in the background', async () => {
    const scope = await installed()
    const image = '/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fhero.jpg&w=640&q=75'
    scope.server = () => new Response('v1')
    expect(await asset(scope, image)).toBe('v1')
    scope.server = () => new Response('v2')
    expect(await asset(scope, image)).toBe('v1')
    expect(await asset(scope, image)).toBe('v2')
    expect(scope.fetched).toHaveLength(3)
  })

  it.each(['/api/media/file/hero.jpg', '/logo.svg', '/favicon.ico', '/images/og-default.png', '/x.webp'])(
    '%s is cached',
    async (pathname) => {
      const scope = await installed()
      await asset(scope, pathname)
      expect(scope.paths('zap-images')).toEqual([pathname])
    },
  )

  it.each(['/admin/logo.svg', '/api/users/me.png', '/fonts/inter.woff2'])(
    '%s is left to the browser',
    async (pathname) => {
      const scope = await installed()
      expect(await asset(scope, pathname)).toBeUndefined()
    },
  )

  it('a video range request is left to the browser', async () => {
    const scope = await installed()
    expect(
      await through(scope, request('/api/media/file/trailer.mp4', { headers: { range: 'bytes=0-' } })),
    ).toBeUndefined()
  })

  it('are not served from the cache once older than 30 days', async () => {
    const scope = await installed()
    await asset(scope, '/logo.svg')
    scope.online = false
    scope.advance(30 * DAY - 1000)
    expect(await asset(scope, '/logo.svg')).toBe(page('/logo.svg'))
    scope.advance(2000)
    const expired = scope.dispatch('fetch', request('/logo.svg'))
    await expect(expired.response).rejects.toThrow()
  })

  it('keep only 200s, at most 80', async () => {
    const scope = await installed()
    const server = scope.server
    scope.server = () => new Response('gone', { status: 404 })
    expect(await asset(scope, '/gone.png')).toBe('gone')
    expect(scope.paths('zap-images')).toEqual([])
    scope.server = server
    for (let i = 0; i <= 80; i++) {
      await asset(scope, `/api/media/file/${i}.jpg`)
      scope.advance(1000)
    }
    expect(scope.paths('zap-images')).toHaveLength(80)
    expect(scope.paths('zap-images')).not.toContain('/api/media/file/0.jpg')
  })
})
