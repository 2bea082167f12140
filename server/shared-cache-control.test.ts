import {
  isPrivateRequest,
  PRIVATE_CACHE_CONTROL,
  routedPath,
  SHARED_PAGE_CACHE_CONTROL,
  sharedCacheControl,
} from './shared-cache-control.mjs'

const page = { path: '/a-zap', status: 200 }

describe('the Cache-Control of a statically rendered page', () => {
  it.each(['s-maxage=31536000', 's-maxage=60, stale-while-revalidate', 's-maxage=60, stale-while-revalidate=31535940'])(
    'replaces Next’s shared-cache lifetime %s with seconds and stale allowances',
    (next) => {
      const value = String(sharedCacheControl(next, page))
      expect(value).toBe(SHARED_PAGE_CACHE_CONTROL)
      const seconds = (name: string) => Number(value.match(new RegExp(`(?:^|, )${name}=(\\d+)`))?.[1])
      // A CDN nobody purges shows a publish within seconds, not a year.
      expect(seconds('s-maxage')).toBeLessThanOrEqual(10)
      // Browsers always ask again; the edge responds to them.
      expect(seconds('max-age')).toBe(0)
      expect(seconds('stale-if-error')).toBeGreaterThanOrEqual(3600)
      expect(value).toMatch(/^public, /)
    },
  )

  it.each([
    'private, no-cache, no-store, max-age=0, must-revalidate',
    'public, max-age=31536000, immutable',
    'no-store',
    'public, max-age=60, stale-while-revalidate=300',
  ])('keeps %s as the code chose it', (value) => expect(sharedCacheControl(value, page)).toBe(value))

  it('leaves a response without Cache-Control without one', () => {
    expect(sharedCacheControl(undefined, page)).toBeUndefined()
  })

  it('gives public uploads, which Payload sends without one, the pages’ shared lifetime', () => {
    expect(sharedCacheControl(undefined, { path: '/api/media/file/hero.webp', status: 200 })).toBe(
      SHARED_PAGE_CACHE_CONTROL,
    )
    expect(sharedCacheControl(undefined, { path: '/api/documents/file/tarifario.pdf', status: 200 })).toBe(
      SHARED_PAGE_CACHE_CONTROL,
    )
    // Not a missing file, and never the private uploads (CVs), which have no public file route.
    expect(sharedCacheControl(undefined, { path: '/api/media/file/gone.webp', status: 404 })).toBeUndefined()
    expect(sharedCacheControl(undefined, { path: '/api/cv-files/file/x.pdf', status: 200 })).toBe(PRIVATE_CACHE_CONTROL)
  })
})

describe('responses no shared cache may keep', () => {
  it('makes everything under /api but public uploads private, whatever the code chose', () => {
    for (const value of [undefined, 'public, max-age=60, stale-while-revalidate=300', 's-maxage=31536000'])
      for (const path of ['/api/pages', '/api/users/me', '/api/terms', '/api', '/api/media/file/a/b.webp'])
        expect([path, value, sharedCacheControl(value, { path, status: 200 })]).toEqual([
          path,
          value,
          PRIVATE_CACHE_CONTROL,
        ])
  })

  it('decides on the path Next routes: encoded dot segments out of an upload path reach the API', () => {
    const path = routedPath('/api/media/file/%2e%2e/%2e%2e/users/me?x=1')
    expect(path).toBe('/api/users/me')
    expect(sharedCacheControl(undefined, { path, status: 200 })).toBe(PRIVATE_CACHE_CONTROL)
    expect(routedPath('/api/media/file/%2E%2E/%2e%2E/cv-files/file/cv.pdf')).toBe('/api/cv-files/file/cv.pdf')
    expect(routedPath('/a-zap?q=%2e%2e')).toBe('/a-zap')
  })

  it('keeps any response to a request with a session, draft cookie or Authorization private, built files excepted', () => {
    const seen = (headers: Record<string, string>) => isPrivateRequest(headers)
    expect(seen({ cookie: 'i18n_redirected=en; payload-token=abc' })).toBe(true)
    expect(seen({ cookie: '__prerender_bypass=1' })).toBe(true)
    expect(seen({ cookie: 'PAYLOAD-TOKEN=abc' })).toBe(true)
    expect(seen({ authorization: 'JWT abc' })).toBe(true)
    expect(seen({ cookie: 'i18n_redirected=en; not-payload-token-x=1' })).toBe(false)
    expect(seen({})).toBe(false)
    const privately = { ...page, privateRequest: true }
    expect(sharedCacheControl('s-maxage=31536000', privately)).toBe(PRIVATE_CACHE_CONTROL)
    expect(
      sharedCacheControl(undefined, { path: '/api/media/file/hero.webp', status: 200, privateRequest: true }),
    ).toBe(PRIVATE_CACHE_CONTROL)
    const built = 'public, max-age=31536000, immutable'
    expect(sharedCacheControl(built, { path: '/_next/static/chunks/a.js', status: 200, privateRequest: true })).toBe(
      built,
    )
  })

  it('never lets a missing built file be kept: an instance without the new build must not leave a 404 for all', () => {
    expect(sharedCacheControl('s-maxage=31536000', { path: '/_next/static/chunks/new.js', status: 404 })).toBe(
      'no-store',
    )
    expect(
      sharedCacheControl('public, max-age=31536000, immutable', { path: '/_next/static/chunks/a.js', status: 200 }),
    ).toBe('public, max-age=31536000, immutable')
  })
})
