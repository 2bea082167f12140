import { SHARED_PAGE_CACHE_CONTROL, sharedCacheControl } from './shared-cache-control.mjs'

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
      // Browsers always ask again; the edge answers them.
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

  it('leaves an answer without Cache-Control without one', () => {
    expect(sharedCacheControl(undefined, page)).toBeUndefined()
    expect(sharedCacheControl(undefined, { path: '/api/pages', status: 200 })).toBeUndefined()
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
    expect(sharedCacheControl(undefined, { path: '/api/cv-files/file/x.pdf', status: 200 })).toBeUndefined()
  })
})
