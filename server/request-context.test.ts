import { currentRequestId, requestIdFrom, routeKind, withRequestContext } from './request-context.mjs'

describe('request id', () => {
  it('keeps a short token of letters, digits and dashes from the balancer', () => {
    expect(requestIdFrom('0f3c9a7e2b1d4c5e8a9b0c1d2e3f4a5b')).toBe('0f3c9a7e2b1d4c5e8a9b0c1d2e3f4a5b')
    expect(requestIdFrom('abc-DEF-123')).toBe('abc-DEF-123')
  })

  it('replaces anything else by a fresh UUID (log injection, oversize, missing, repeated header)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
    for (const bad of [undefined, '', 'a b', 'id\n{"level":50}', 'x'.repeat(129), 'ünï', '../etc', ['a', 'b']]) {
      expect(requestIdFrom(bad)).toMatch(uuid)
    }
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined))
  })

  it('is readable anywhere inside the request, and only there', async () => {
    expect(currentRequestId()).toBeUndefined()
    const seen = await withRequestContext({ requestId: 'req-1' }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      return currentRequestId()
    })
    expect(seen).toBe('req-1')
    expect(currentRequestId()).toBeUndefined()
  })
})

describe('route kind', () => {
  it.each([
    ['/', 'page'],
    ['/en/servicos', 'page'],
    ['/mz/pt/cinema?x=1', 'page'],
    ['/_next/static/chunks/app.js', 'next-static'],
    ['/_next/image?url=%2Fa.png&w=640&q=75', 'image'],
    ['/api/media/file/a.png', 'media'],
    ['/api/documents/file/a.pdf', 'media'],
    ['/api/cv-files/file/cv.pdf', 'media'],
    ['/api/pages?where=1', 'api'],
    ['/api/graphql', 'api'],
    ['/admin', 'admin'],
    ['/admin/collections/pages', 'admin'],
    ['/api/forms/job-application', 'lead'],
    ['/api/forms/callback', 'lead'],
    ['/healthz', 'health'],
    ['/readyz', 'health'],
    ['/administrator', 'page'],
  ])('%s is %s', (path, kind) => {
    expect(routeKind(path)).toBe(kind)
  })
})
