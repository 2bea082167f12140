import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import { runningCluster, type ClusterResponse, type Country, type RequestOptions } from './support/cluster'

/**
 * One reading of the request: the edge decides the country, the language of / and the image format
 * once, and both its cache key and the instance use that decision (scripts/cluster/nginx-config.mjs,
 * lib/routing/site-urls.ts). Each scenario sends one hostile request through the edge, then fetches
 * the same address as plain visitors of each country and language: nothing the hostile request did
 * may show in their responses.
 */
const cluster = await runningCluster()
const [A] = cluster.instances.map((i) => i.port) as [number]
const PORT = cluster.balancerPort
const edge = (path: string, options: RequestOptions = {}) => cluster.request('balancer', path, options)
/** A query no other request used: the hostile request and the visitors after it share a key no one else has. */
const fresh = (path: string) =>
  `${path}${path.includes('?') ? '&' : '?'}r=${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`
const langOf = (res: ClusterResponse) => /<html[^>]* lang="([^"]+)"/.exec(res.text())?.[1] ?? `(status ${res.status})`

async function visitorsSeeTheirOwnCountry(path: string, what: string) {
  for (const country of ['ao', 'mz'] as const) {
    const res = await edge(path, { country })
    assert.equal(res.status, 200, `${what}: ${country} visitor of ${path}`)
    assert.equal(langOf(res), `pt-${country.toUpperCase()}`, `${what}: ${country} visitor of ${path}`)
  }
}

describe('the country: one reading of the host', () => {
  const hostile: { host: string; status: number; country?: Country }[] = [
    { host: `mz.localhost.`, status: 200, country: 'mz' },
    { host: `MZ.LOCALHOST.`, status: 200, country: 'mz' },
    { host: `mz.localhost.:${PORT}`, status: 200, country: 'mz' },
    { host: `localhost.`, status: 200, country: 'ao' },
    { host: `mz.localhost:`, status: 400 },
    { host: `mz.localhost:abc`, status: 400 },
    { host: `mz.localhost:${PORT}:${PORT}`, status: 400 },
    { host: `evil.example`, status: 421 },
    { host: `127.0.0.1:${PORT}`, status: 421 },
  ]

  for (const { host, status, country } of hostile) {
    it(`Host: ${host} gets ${status}${country ? ` and ${country}'s page` : ''}, and no visitor gets another country's page`, async () => {
      const path = fresh('/a-zap')
      const res = await edge(path, { headers: { host } })
      assert.equal(res.status, status, `${host}: ${res.text().slice(0, 200)}`)
      if (country) assert.equal(langOf(res), `pt-${country.toUpperCase()}`)
      await visitorsSeeTheirOwnCountry(path, `after Host: ${host}`)
    })
  }

  for (const [line, header, country] of [
    [`http://mz.localhost:${PORT}`, `localhost:${PORT}`, 'mz'],
    [`http://localhost:${PORT}`, `mz.localhost:${PORT}`, 'ao'],
  ] as const) {
    it(`an absolute request line ${line}/… with Host: ${header} is ${country}'s page, for it and for every visitor after it`, async () => {
      const path = fresh('/a-zap')
      const res = await edge(`${line}${path}`, { headers: { host: header } })
      assert.equal(res.status, 200)
      assert.equal(langOf(res), `pt-${country.toUpperCase()}`)
      await visitorsSeeTheirOwnCountry(path, `after ${line}${path}`)
    })
  }

  it("a Mozambique address that redirects stays a redirect after Angola's host was sent for it", async () => {
    const path = fresh('/zap-fibra/pacotes-tv-net')
    await edge(path, { headers: { host: 'mz.localhost.' } })
    const mz = await edge(path, { country: 'mz' })
    assert.equal(mz.status, 307, 'Mozambique has no fibre: home')
    assert.equal((await edge(path)).status, 200, 'Angola has it')
  })

  it('an instance asked directly reads the host the same way and refuses what it cannot read, leads included', async () => {
    assert.equal(langOf(await cluster.request(A, fresh('/a-zap'), { headers: { host: 'MZ.LOCALHOST.' } })), 'pt-MZ')
    for (const host of ['evil.example', 'mz.localhost:', 'mz.localhost:abc', `mz.localhost:${PORT}:${PORT}`]) {
      assert.equal((await cluster.request(A, '/a-zap', { headers: { host } })).status, 421, `${host}: page`)
      const email = `one-reading-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`
      const lead = await cluster.request(A, '/api/forms/newsletter?locale=pt', {
        method: 'POST',
        headers: { host, 'content-type': 'application/json' },
        body: JSON.stringify({ email, acceptTerms: true, service: 'TV' }),
      })
      assert.equal(lead.status, 421, `${host}: lead ${lead.text()}`)
      const stored = await cluster.sql('SELECT 1 FROM newsletter_subscriptions WHERE email = $1', [email])
      assert.equal(stored.length, 0, `${host}: no lead stored in any country`)
    }
  })
})

describe('the language of /: one reading of Accept-Language and the language cookie', () => {
  const english = async (path: string, headers: Record<string, string>, what: string) => {
    const res = await edge(path, { headers })
    assert.equal(res.status, 307, `${what}: English visitor`)
    assert.match(String(res.headers.location), /\/en(\?|$)/, `${what}: English visitor`)
  }
  const portuguese = async (path: string, headers: Record<string, string>, what: string) => {
    const res = await edge(path, { headers })
    assert.equal(res.status, 200, `${what}: Portuguese visitor`)
    assert.equal(langOf(res), 'pt-AO', `${what}: Portuguese visitor`)
  }

  it('two Accept-Language headers: the first decides, for the request and its key', async () => {
    const path = fresh('/')
    await edge(path, { headers: { 'accept-language': ['en-US,en;q=0.9', 'pt'] } })
    await english(path, { 'accept-language': 'en-US,en;q=0.9' }, 'after two Accept-Language headers')
    await portuguese(path, { 'accept-language': 'pt' }, 'after two Accept-Language headers')
  })

  it('two language cookies, or one named in capitals: the one the key holds is the one the instance sees', async () => {
    for (const cookie of ['i18n_redirected=en; i18n_redirected=pt', 'I18N_REDIRECTED=en']) {
      const path = fresh('/')
      const res = await edge(path, { headers: { cookie } })
      assert.equal(res.status, 307, `${cookie}: the key says English, so does the response`)
      await english(path, { cookie: 'i18n_redirected=en' }, `after ${cookie}`)
      await portuguese(path, { cookie: 'i18n_redirected=pt' }, `after ${cookie}`)
      await portuguese(path, {}, `after ${cookie}`)
    }
  })
})

describe('images: the format is part of the key', () => {
  let image = ''
  before(async () => {
    const html = (await edge('/')).text()
    image = (/(\/_next\/image\?url=[^"\s]+?&amp;w=\d+&amp;q=\d+)/.exec(html)?.[1] ?? '').replaceAll('&amp;', '&')
    assert.ok(image, 'the home page shows an optimised image')
  })

  it('after an AVIF request, a WebP browser gets WebP and one without Accept the original format', async () => {
    // The image's key is new after a purge of its country.
    assert.equal((await edge('/_edge/purge?country=all', { method: 'POST' })).status, 200)
    const avif = await edge(image, { headers: { accept: 'image/avif,image/webp,*/*' } })
    assert.equal(avif.headers['content-type'], 'image/avif')
    for (let i = 0; i < 2; i++) {
      assert.equal((await edge(image, { headers: { accept: 'image/webp,*/*' } })).headers['content-type'], 'image/webp')
      const plain = await edge(image, { headers: { accept: '' } })
      assert.equal(plain.status, 200)
      assert.doesNotMatch(String(plain.headers['content-type']), /avif|webp/)
    }
    assert.equal((await edge(image, { headers: { accept: 'image/avif' } })).headers['x-cache-status'], 'HIT')
  })
})

describe('what leaves the edge', () => {
  it('a page with an 8 KB query responds with 200 and no internal header', async () => {
    const path = `/a-zap?utm_campaign=${'x'.repeat(8000)}`
    for (const country of ['ao', 'mz'] as const) {
      const res = await edge(path, { country })
      assert.equal(res.status, 200, `${country}: ${res.status}`)
      assert.deepEqual(
        Object.keys(res.headers).filter((name) => name.startsWith('x-middleware')),
        [],
      )
    }
    const plain = await edge(fresh('/a-zap'), { country: 'mz' })
    assert.equal(plain.headers['x-middleware-rewrite'], undefined, 'the internal route /mz/pt/a-zap stays inside')
  })

  it('a missing built file is a 404 nobody stores', async () => {
    const path = `/_next/static/chunks/missing-${Date.now()}.js`
    for (let i = 0; i < 2; i++) {
      const res = await edge(path)
      assert.equal(res.status, 404)
      assert.equal(res.headers['cache-control'], 'no-store')
      assert.notEqual(res.headers['x-cache-status'], 'HIT')
    }
  })

  it("an administrator's own record reached through an upload path's dot segments is private", async () => {
    const token = await cluster.adminToken(A)
    for (const target of ['balancer', A] as const) {
      const res = await cluster.request(target, '/api/media/file/%2e%2e/%2e%2e/users/me', {
        headers: { authorization: `JWT ${token}` },
      })
      assert.equal(res.status, 200, `${target}: ${res.text().slice(0, 200)}`)
      assert.match(res.text(), /admin@zap\.local|"email"/)
      assert.equal(res.headers['cache-control'], 'private, no-store', `${target}`)
    }
    const page = await edge(fresh('/a-zap'), { headers: { cookie: `payload-token=${token}` } })
    assert.equal(page.headers['cache-control'], 'private, no-store', 'a page for a signed-in editor')
  })
})
