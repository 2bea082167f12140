import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { countriesOfTags, tags } from '@/lib/content/tags'
import { readEnv } from '@/lib/config/env'
import { purgeEdges } from './purge'

describe('which countries’ pages an expiry changes', () => {
  it('reads the country of page, listing and settings tags', () => {
    expect([...countriesOfTags([tags.pagePath('mz', 'en', '/tv'), tags.pagePaths])]).toEqual(['mz'])
    expect([...countriesOfTags([tags.listing('news', 'ao'), tags.settings('ao')])]).toEqual(['ao'])
  })
  it('takes both for media and redirects, and none for the list of page paths alone', () => {
    expect([...countriesOfTags([tags.media])].sort()).toEqual(['ao', 'mz'])
    expect([...countriesOfTags([tags.redirects, tags.settings('ao')])].sort()).toEqual(['ao', 'mz'])
    expect(countriesOfTags([tags.pagePaths]).size).toBe(0)
  })
})

describe('purging the edge caches', () => {
  let server: Server
  let seen: { method: string; url: string }[]
  let status: number
  let base: string

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      seen.push({ method: req.method ?? '', url: req.url ?? '' })
      res.writeHead(status).end('ok')
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))
  beforeEach(() => {
    seen = []
    status = 200
  })

  it('reads the edges from EDGE_PURGE_URLS', () => {
    expect(readEnv({ EDGE_PURGE_URLS: ' http://a/_edge/purge, ,http://b/_edge/purge ' }).EDGE_PURGE_URLS).toEqual([
      'http://a/_edge/purge',
      'http://b/_edge/purge',
    ])
    expect(readEnv({}).EDGE_PURGE_URLS).toEqual([])
    expect(() => readEnv({ EDGE_PURGE_URLS: 'http://a/_edge/purge,10.0.0.5' })).toThrow(
      /^Invalid environment: EDGE_PURGE_URLS/,
    )
  })

  it('POSTs the country to every edge, "all" for both', async () => {
    expect(await purgeEdges(['ao'], [`${base}/_edge/purge`, `${base}/second`])).toEqual([])
    expect(seen.map((r) => `${r.method} ${r.url}`).sort()).toEqual([
      'POST /_edge/purge?country=ao',
      'POST /second?country=ao',
    ])
    seen = []
    await purgeEdges(new Set(['ao', 'mz'] as const), [`${base}/_edge/purge`])
    expect(seen).toEqual([{ method: 'POST', url: '/_edge/purge?country=all' }])
  })

  it('reports an edge that refuses or is gone, without throwing', async () => {
    status = 403
    const failures = await purgeEdges(['mz'], [`${base}/_edge/purge`, 'http://127.0.0.1:1/_edge/purge'])
    expect(failures.map((f) => f.reason)).toEqual(['HTTP 403', expect.any(String)])
  })

  it('asks nobody when nothing changed or no edge is configured', async () => {
    expect(await purgeEdges([], [`${base}/_edge/purge`])).toEqual([])
    expect(await purgeEdges(['ao'], [])).toEqual([])
    expect(seen).toEqual([])
  })
})
