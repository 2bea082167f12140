/**
 * The offline service worker as scripts/build-sw.mjs writes it, run against a fake browser
 * (scripts/sw-fake-scope.ts). tests/e2e/offline.spec.ts checks the same worker in Chromium; this file
 * covers what a browser test cannot wait for or count cheaply: the timeout, the limits, the max
 * ages, the offline page's revision and what is never cached.
 */
import { execFileSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { defaultServer, fakeScope, ORIGIN, request, type FakeRequest } from './sw-fake-scope'

const root = path.resolve(__dirname, '..')
const revision = createHash('sha256')
  .update(readFileSync(path.join(root, 'public/offline.html')))
  .digest('hex')
  .slice(0, 16)
const OFFLINE = `zap-offline-${revision}`
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
async function through(scope: Scope, req: FakeRequest) {
  const dispatched = scope.dispatch('fetch', req)
  const body = dispatched.response && (await (await dispatched.response).text())
  await dispatched.settled()
  return body
}
const navigate = (scope: Scope, pathname: string) => through(scope, request(pathname, { mode: 'navigate' }))
const asset = (scope: Scope, pathname: string) => through(scope, request(pathname))
const page = (pathname: string) => `<h1>${pathname}</h1>`
const flush = () => new Promise((resolve) => setImmediate(resolve))

describe('the built worker', () => {
  it('names the offline page by its content hash, so a changed page makes a new worker', () => {
    expect(source).toContain(`'${OFFLINE}'`)
    expect(source).not.toContain('__OFFLINE_REVISION__')
  })

  it('stays under 2 kB gzipped (every first visit downloads it)', () => {
    expect(gzipSync(source, { level: 9 }).length).toBeLessThanOrEqual(2048)
  })
})

describe('install and activate', () => {
  it('stores the offline page past the HTTP cache and takes over open tabs at once', async () => {
    const scope = fakeScope(source)
    let cacheMode: string | undefined
    scope.server = (url, req) => {
      if (req instanceof Request) cacheMode = req.cache
      return defaultServer(url, req)
    }
    await scope.lifecycle()
    expect(scope.paths(OFFLINE)).toEqual(['/offline.html'])
    expect(cacheMode).toBe('reload')
    expect(scope.skippedWaiting).toBe(true)
    expect(scope.claimed).toBe(true)
  })

  it('replaces an older offline page and drops Workbox caches; visited pages and unrelated caches stay', async () => {
    const scope = fakeScope(source)
    await scope.cache('zap-offline-0123456789abcdef').put('/offline.html', new Response('offline v0'))
    await scope
      .cache(`workbox-precache-v2-${ORIGIN}/`)
      .put('/offline.html?__WB_REVISION__=1', new Response('offline v0'))
    await scope.cache('another-app').put('/x', new Response('x'))
    // A visit under the previous version of this worker.
    await navigate(scope, '/a-zap')
    scope.server = (url, req) =>
      url.pathname === '/offline.html' ? new Response('offline v2') : defaultServer(url, req)
    await scope.lifecycle()

    expect([...scope.caches.keys()].sort()).toEqual(['another-app', OFFLINE, 'zap-pages'].sort())
    expect(scope.deletedDatabases).toEqual(['workbox-expiration'])
    scope.online = false
    expect(await navigate(scope, '/never-visited')).toBe('offline v2')
    expect(await navigate(scope, '/a-zap')).toBe(page('/a-zap'))
  })

  it('fails to install (the old worker stays) when the offline page cannot be fetched', async () => {
    const scope = fakeScope(source)
    scope.server = () => new Response('down', { status: 503 })
    expect(await scope.dispatch('install').settled()).toEqual([expect.any(TypeError)])
    expect(scope.paths(OFFLINE)).toEqual([])
  })
})

describe('pages (navigations)', () => {
  it('come from the network when online, so a publish shows at once, and a 200 is kept for offline', async () => {
    const scope = await installed()
    expect(await navigate(scope, '/a-zap')).toBe(page('/a-zap'))
    scope.server = (url, req) => (url.pathname === '/a-zap' ? new Response('published') : defaultServer(url, req))
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

  it('passes errors and redirects on without keeping them', async () => {
    const scope = await installed()
    scope.server = (url) =>
      url.pathname === '/moved'
        ? new Response(null, { status: 308, headers: { location: '/a-zap' } })
        : new Response('not found', { status: 404 })
    expect(await navigate(scope, '/missing')).toBe('not found')
    expect(await navigate(scope, '/moved')).toBe('')
    expect(scope.paths('zap-pages')).toEqual([])
  })

  it('after 6 s without an answer serve the cached copy, and still store the late answer', async () => {
    const scope = await installed()
    await navigate(scope, '/a-zap')
    let answer: (response: Response) => void = () => undefined
    scope.server = () => new Promise<Response>((resolve) => (answer = resolve))

    const slow = scope.dispatch('fetch', request('/a-zap', { mode: 'navigate' }))
    let body: string | undefined
    void slow.response?.then(async (response) => (body = await response.text()))
    scope.advance(5_999)
    await flush()
    expect(body).toBeUndefined()
    scope.advance(1)
    await flush()
    expect(body).toBe(page('/a-zap'))

    answer(new Response('late'))
    await slow.settled()
    scope.online = false
    expect(await navigate(scope, '/a-zap')).toBe('late')
  })

  it('without a cached copy, wait for the slow network past 6 s', async () => {
    const scope = await installed()
    let answer: (response: Response) => void = () => undefined
    scope.server = () => new Promise<Response>((resolve) => (answer = resolve))
    const slow = scope.dispatch('fetch', request('/novo', { mode: 'navigate' }))
    scope.advance(60_000)
    await flush()
    answer(new Response('arrived'))
    expect(await (await slow.response)?.text()).toBe('arrived')
  })

  it('keeps at most 40, dropping the least recently stored', async () => {
    const scope = await installed()
    for (let i = 1; i <= 40; i++) await navigate(scope, `/p${i}`)
    await navigate(scope, '/p1') // stored again: now the newest
    await navigate(scope, '/p41')
    expect(scope.paths('zap-pages')).toHaveLength(40)
    expect(scope.paths('zap-pages')[0]).toBe('/p3')
    scope.online = false
    expect(await navigate(scope, '/p2')).toBe('offline v1')
    expect(await navigate(scope, '/p1')).toBe(page('/p1'))
  })

  it('are not served offline once older than 7 days', async () => {
    const scope = await installed()
    await navigate(scope, '/a-zap')
    scope.online = false
    scope.advance(7 * DAY - 1)
    expect(await navigate(scope, '/a-zap')).toBe(page('/a-zap'))
    scope.advance(1)
    expect(await navigate(scope, '/a-zap')).toBe('offline v1')
    expect(scope.paths('zap-pages')).toEqual([])
  })

  it('a copy without its stored time (left by the Workbox worker) counts as expired', async () => {
    const scope = await installed()
    await scope.cache('zap-pages').put('/a-zap', new Response('from workbox'))
    scope.online = false
    expect(await navigate(scope, '/a-zap')).toBe('offline v1')
  })

  it.each([
    ['the admin', request('/admin/collections/pages', { mode: 'navigate' })],
    ['the API', request('/api/graphql', { mode: 'navigate' })],
    ['a form post', request('/contactos', { mode: 'navigate', method: 'POST' })],
    ['another site', request('/a-zap', { mode: 'navigate', origin: 'https://example.com' })],
  ])('%s is left to the browser', async (_, req) => {
    const scope = await installed()
    expect(await through(scope, req)).toBeUndefined()
    expect(scope.fetched).toEqual([])
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

  it('keeps at most 120 and refetches after 30 days', async () => {
    const scope = await installed()
    for (let i = 0; i <= 120; i++) await asset(scope, `/_next/static/chunks/${i}.js`)
    expect(scope.paths('zap-static')).toHaveLength(120)
    expect(scope.paths('zap-static')[0]).toBe('/_next/static/chunks/1.js')
    scope.fetched.length = 0
    scope.advance(30 * DAY)
    await asset(scope, '/_next/static/chunks/1.js')
    expect(scope.fetched).toEqual(['/_next/static/chunks/1.js'])
  })
})

describe('images', () => {
  it('answer from the cache at once and refresh it in the background', async () => {
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

  it('keeps only 200s, at most 80', async () => {
    const scope = await installed()
    scope.server = () => new Response('gone', { status: 404 })
    expect(await asset(scope, '/gone.png')).toBe('gone')
    // Browsers refuse to store a partial answer; other 2xx are not a whole image either.
    scope.server = () => new Response('part', { status: 206 })
    expect(await asset(scope, '/api/media/file/part.jpg')).toBe('part')
    expect(scope.paths('zap-images')).toEqual([])
    scope.server = defaultServer
    for (let i = 0; i <= 80; i++) await asset(scope, `/api/media/file/${i}.jpg`)
    expect(scope.paths('zap-images')).toHaveLength(80)
    expect(scope.paths('zap-images')[0]).toBe('/api/media/file/1.jpg')
  })
})
