import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { PagePaths } from './path-landings'
import { pageExists } from './page-map'

/**
 * The proxy says "no page here" (the framed 404) from a list of published pages it reads from the
 * app on loopback. These tests stand in for the app with a real HTTP server whose list changes the
 * way a publish changes it.
 */
describe('the page list behind the proxy’s 404', () => {
  let server: Server
  let pages: PagePaths[]
  let listReads: number
  let itemExists: boolean
  let itemReads: number
  let failing: boolean

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      if (failing) return void res.writeHead(503).end()
      if (url.pathname === '/api/site/pages') {
        listReads++
        return void res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ mz: pages, ao: [] }))
      }
      if (url.pathname === '/api/site/param') {
        itemReads++
        return void res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ exists: itemExists }))
      }
      res.writeHead(404).end()
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    process.env.PORT = String((server.address() as AddressInfo).port)
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))
  beforeEach(() => {
    pages = [{ pt: '/a-zap', en: '/about-zap' }]
    listReads = 0
    itemExists = false
    itemReads = 0
    failing = false
  })

  it('serves a page published the moment before the request, however recently the list was read', async () => {
    expect(await pageExists('mz', 'pt', `/novidade-${Date.now()}`)).toBe(false)
    const path = `/fronteira-${Date.now()}`
    pages = [...pages, { pt: path, en: null }]
    expect(await pageExists('mz', 'pt', path)).toBe(true)
  })

  it('reuses a recent list for addresses that exist: no loopback read per visit', async () => {
    expect(await pageExists('mz', 'pt', '/a-zap')).toBe(true)
    const before = listReads
    for (let i = 0; i < 20; i++) expect(await pageExists('mz', 'en', '/about-zap')).toBe(true)
    expect(listReads - before).toBeLessThanOrEqual(1)
  })

  it('shares one loopback read among the 404s that arrive together', async () => {
    const before = listReads
    const found = await Promise.all(Array.from({ length: 20 }, (_, i) => pageExists('mz', 'pt', `/nada-${i}`)))
    expect(found).toEqual(Array(20).fill(false))
    expect(listReads - before).toBeLessThanOrEqual(3)
  })

  it('serves an item published the moment before under a page that takes an id', async () => {
    pages = [{ pt: '/a-zap/noticias', en: '/en-news', takesId: true }]
    expect(await pageExists('mz', 'pt', `/a-zap/noticias/${Date.now()}`)).toBe(false)
    const item = `/a-zap/noticias/${Date.now() + 1}`
    expect(await pageExists('mz', 'pt', item)).toBe(false)
    itemExists = true
    expect(await pageExists('mz', 'pt', item)).toBe(true)
    const before = itemReads
    for (let i = 0; i < 10; i++) expect(await pageExists('mz', 'pt', item)).toBe(true)
    // An item that exists is not asked for again on every visit.
    expect(itemReads - before).toBeLessThanOrEqual(1)
  })

  it('leaves the decision to the page route when the list cannot be read', async () => {
    failing = true
    expect(await pageExists('mz', 'pt', `/qualquer-${Date.now()}`)).toBeNull()
  })
})
