import { createServer, type IncomingMessage, request as httpRequest, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { readEnv } from '@/lib/config/env'
import { COMMON_HEADERS, hardenCookie, HashCache, HSTS, httpsDetector, secureResponses } from './security-headers.mjs'
import {
  type HttpResponse,
  compression,
  env,
  FLIGHT,
  html,
  INJECTED,
  PAGE,
  scriptSrc,
  sha,
} from './security-headers-test-support'

type Handler = (req: IncomingMessage, res: ServerResponse) => void

let server: Server
let handler: Handler = () => undefined
let compressing = true
let cache: HashCache
const compress = compression()

beforeAll(async () => {
  cache = new HashCache(10)
  const secured = secureResponses(
    (req: IncomingMessage, res: ServerResponse) => {
      if (compressing) compress(req, res, () => undefined)
      handler(req, res)
    },
    env,
    cache,
  )
  server = createServer(secured)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
afterEach(() => {
  compressing = true
})

function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<HttpResponse> {
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, method, headers: { host: 'localhost:3000', ...headers } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      },
    )
    req.on('error', reject)
    req.end()
  })
}

describe('public pages', () => {
  it("hash Next's inline script, not the injected one, through gzip, body untouched", async () => {
    handler = (_req, res) => {
      html(res)
      res.setHeader('etag', '"v1"')
      res.end(PAGE)
    }
    const response = await get('/', { 'accept-encoding': 'gzip' })
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(response.body).toString('utf8')).toBe(PAGE)
    expect(Number(response.headers['content-length'])).toBe(response.body.length)
    expect(scriptSrc(response).trim()).toBe(`script-src 'self' ${sha(FLIGHT)}`)
    expect(scriptSrc(response)).not.toContain(sha(INJECTED))
    expect(response.headers['strict-transport-security']).toBeUndefined()
  })

  it('a page streamed in pieces (writeHead, flushHeaders, writes) is held and hashed whole', async () => {
    handler = (_req, res) => {
      html(res)
      res.flushHeaders()
      const half = PAGE.length / 2
      res.write(PAGE.slice(0, half))
      setTimeout(() => res.end(PAGE.slice(half)), 20)
    }
    const response = await get('/streamed')
    expect(response.body.toString('utf8')).toBe(PAGE)
    expect(scriptSrc(response)).toContain(sha(FLIGHT))
  })

  it('end(callback) with the page already written still calls back (no compression: it has no end(callback))', async () => {
    compressing = false
    let calledBack = false
    handler = (_req, res) => {
      html(res)
      res.write(PAGE)
      res.end(() => {
        calledBack = true
      })
    }
    const response = await get('/called-back')
    expect(response.body.toString('utf8')).toBe(PAGE)
    expect(scriptSrc(response)).toContain(sha(FLIGHT))
    expect(calledBack).toBe(true)
  })

  it('reads each version of a page once (cached by ETag)', async () => {
    handler = (_req, res) => {
      html(res)
      res.setHeader('etag', '"v1"')
      // Same ETag, other HTML: the cached hashes of "v1" are used, this script is not read.
      res.end('<script>self.__next_f.push([1,"other"])</script>')
    }
    const response = await get('/')
    expect(scriptSrc(response).trim()).toBe(`script-src 'self' ${sha(FLIGHT)}`)
  })

  it('common headers on every kind of response; the site policy on a 404 page', async () => {
    handler = (_req, res) => {
      html(res, 404)
      res.end('<!DOCTYPE html><p>Não encontrado</p>')
    }
    const response = await get('/nada')
    expect(response.status).toBe(404)
    for (const [name, value] of Object.entries(COMMON_HEADERS)) expect(response.headers[name]).toBe(value)
    expect(scriptSrc(response).trim()).toBe("script-src 'self'")
  })

  it('no CSP on a 304, which would replace the cached page’s policy', async () => {
    handler = (_req, res) => {
      res.writeHead(304, { etag: '"v1"' })
      res.end()
    }
    const response = await get('/', { 'if-none-match': '"v1"' })
    expect(response.status).toBe(304)
    expect(response.headers['content-security-policy']).toBeUndefined()
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })
})

describe('other responses', () => {
  it('JSON, redirects and the admin get their own policies', async () => {
    handler = (req, res) => {
      if (req.url === '/api/x') {
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end('{"ok":true}')
      } else if (req.url === '/admin') {
        html(res)
        res.end('<script>window.x=1</script>')
      } else {
        res.writeHead(308, { location: '/en' })
        res.end()
      }
    }
    const api = await get('/api/x')
    expect(api.headers['content-security-policy']).toMatch(/^default-src 'none';.*sandbox/)
    const admin = await get('/admin')
    expect(admin.headers['content-security-policy']).toMatch(/script-src 'self' 'unsafe-inline'/)
    expect(admin.body.toString()).toBe('<script>window.x=1</script>')
    const redirect = await get('/old')
    expect(redirect.status).toBe(308)
    expect(redirect.headers['content-security-policy']).toMatch(/default-src 'none'/)
    expect(redirect.headers['x-frame-options']).toBe('SAMEORIGIN')
  })

  it('sends no x-middleware-* header (the internal route and the whole query), a long query included', async () => {
    const query = `?utm_campaign=${'x'.repeat(8000)}`
    handler = (req, res) => {
      html(res)
      res.setHeader('x-middleware-rewrite', `/mz/pt/a-zap${query}`)
      res.setHeader('x-middleware-next', '1')
      res.setHeader('x-nextjs-cache', 'HIT')
      res.end(`<!DOCTYPE html><p>${req.url?.length}</p>`)
    }
    const response = await get(`/a-zap${query}`)
    expect(response.status).toBe(200)
    expect(Object.keys(response.headers).filter((name) => name.startsWith('x-middleware-'))).toEqual([])
    expect(response.headers['x-nextjs-cache']).toBe('HIT')
  })

  it('a response to a signed-in request and any /api response reached by dot segments stays private', async () => {
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"user":{"email":"admin@zap.local"}}')
    }
    const sneaked = await get('/api/media/file/%2e%2e/%2e%2e/users/me')
    expect(sneaked.headers['cache-control']).toBe('private, no-store')
    handler = (_req, res) => {
      html(res)
      res.setHeader('cache-control', 's-maxage=31536000')
      res.end('<!DOCTYPE html><p>Olá</p>')
    }
    expect((await get('/a-zap')).headers['cache-control']).toMatch(/^public, /)
    expect((await get('/a-zap', { cookie: 'payload-token=abc' })).headers['cache-control']).toBe('private, no-store')
  })

  it('keeps a policy the response set itself and adds ours (both are enforced)', async () => {
    handler = (_req, res) => {
      res.setHeader('content-type', 'image/svg+xml')
      res.setHeader('content-security-policy', "script-src 'none'")
      res.end('<svg xmlns="http://www.w3.org/2000/svg"/>')
    }
    const response = await get('/api/media/file/a.svg')
    expect(response.headers['content-security-policy']).toMatch(/^script-src 'none', default-src 'none'/)
  })
})

describe('https', () => {
  it('HSTS, Secure cookies and upgrade-insecure-requests on a host configured as https', async () => {
    handler = (_req, res) => {
      html(res)
      res.setHeader('set-cookie', ['a=1; Path=/', 'b=2; Path=/; SameSite=None; Secure; HttpOnly'])
      res.end('<p>ok</p>')
    }
    const response = await get('/', { host: 'www.zap.co.ao' })
    expect(response.headers['strict-transport-security']).toBe(HSTS)
    expect(response.headers['content-security-policy']).toMatch(/upgrade-insecure-requests/)
    expect(response.headers['set-cookie']).toEqual([
      'a=1; Path=/; SameSite=Lax; Secure',
      'b=2; Path=/; SameSite=Lax; Secure; HttpOnly',
    ])
    const plain = await get('/', { host: 'mz.localhost:3000' })
    expect(plain.headers['strict-transport-security']).toBeUndefined()
    expect(plain.headers['set-cookie']).toEqual([
      'a=1; Path=/; SameSite=Lax',
      'b=2; Path=/; SameSite=Lax; Secure; HttpOnly',
    ])
  })

  it('believes X-Forwarded-Proto only from a trusted proxy', () => {
    const req = (remoteAddress: string, headers: Record<string, string>) =>
      ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage
    const trusting = httpsDetector(readEnv({ TRUSTED_PROXIES: '10.0.0.0/8' }))
    expect(trusting(req('10.1.2.3', { 'x-forwarded-proto': 'https', host: 'x' }))).toBe(true)
    expect(trusting(req('203.0.113.9', { 'x-forwarded-proto': 'https', host: 'x' }))).toBe(false)
    expect(httpsDetector({})(req('127.0.0.1', { 'x-forwarded-proto': 'https', host: 'localhost:3000' }))).toBe(false)
    expect(httpsDetector({})({ socket: { encrypted: true }, headers: {} } as unknown as IncomingMessage)).toBe(true)
  })
})

describe('hardenCookie', () => {
  it.each([
    [
      'i18n_redirected=en; Path=/; Max-Age=31536000',
      false,
      'i18n_redirected=en; Path=/; Max-Age=31536000; SameSite=Lax',
    ],
    ['i18n_redirected=en; Path=/; SameSite=lax', true, 'i18n_redirected=en; Path=/; SameSite=lax; Secure'],
    ['t=1; Path=/; HttpOnly; SameSite=Strict; Secure', true, 't=1; Path=/; HttpOnly; SameSite=Strict; Secure'],
    [
      '__prerender_bypass=x; Path=/; Secure; HttpOnly; SameSite=None',
      false,
      '__prerender_bypass=x; Path=/; Secure; HttpOnly; SameSite=Lax',
    ],
  ])('%s (https %s)', (cookie, https, expected) => expect(hardenCookie(cookie, https)).toBe(expected))
})
