import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { allowedMethods, guardMethods, methodVerdict } from './method-guard.mjs'
import { secureResponses } from './security-headers.mjs'

describe('methodVerdict', () => {
  it('responds to TRACE, TRACK and other unused methods with 405 and the methods that work', () => {
    for (const method of ['TRACE', 'TRACK', 'PROPFIND', 'CONNECT']) {
      expect(methodVerdict(method, '/api/pages')).toEqual({
        status: 405,
        allow: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      })
      expect(methodVerdict(method, '/a-zap')).toEqual({ status: 405, allow: ['GET', 'HEAD', 'OPTIONS'] })
      expect(methodVerdict(method, '/admin')).toEqual({ status: 405, allow: ['GET', 'HEAD', 'POST', 'OPTIONS'] })
    }
  })

  it('lets the API keep every method it responds to, its preflights included', () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
      expect(methodVerdict(method, '/api/pages/1?x=1')).toBeNull()
  })

  it('keeps the admin’s server actions (POST) and refuses writing methods on it', () => {
    expect(methodVerdict('POST', '/admin/collections/pages/1')).toBeNull()
    expect(methodVerdict('DELETE', '/admin/collections/pages/1')?.status).toBe(405)
  })

  it('treats public pages and files as read-only: a preflight is 204, writing is 405', () => {
    for (const path of ['/', '/en/the-zap?x=1', '/favicon.ico', '/_next/static/chunks/a.js', '/seed/x.jpg', '/sw.js']) {
      expect(methodVerdict('GET', path)).toBeNull()
      expect(methodVerdict('HEAD', path)).toBeNull()
      expect(methodVerdict('OPTIONS', path)).toEqual({ status: 204, allow: ['GET', 'HEAD', 'OPTIONS'] })
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
        expect(methodVerdict(method, path)).toEqual({ status: 405, allow: ['GET', 'HEAD', 'OPTIONS'] })
    }
  })

  it('tells the API and the admin from pages by their first segment only', () => {
    expect(allowedMethods('/apiary')).toEqual(['GET', 'HEAD', 'OPTIONS'])
    expect(allowedMethods('/administracao')).toEqual(['GET', 'HEAD', 'OPTIONS'])
    expect(allowedMethods('/api')).toContain('DELETE')
  })
})

describe('guardMethods on a real server', () => {
  let server: Server
  let port = 0
  let reached: string[] = []
  beforeAll(async () => {
    server = createServer(
      secureResponses(
        guardMethods((req, res) => {
          reached.push(`${req.method} ${req.url}`)
          res.writeHead(200, { 'content-type': 'text/plain' }).end('app')
        }),
        {},
      ),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  beforeEach(() => {
    reached = []
  })

  const send = (method: string, path: string) =>
    new Promise<{ status: number; headers: IncomingMessage['headers']; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, method, path, agent: false }, (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }))
      })
      req.on('error', reject)
      req.end()
    })

  it('responds to TRACE itself: 405, Allow, a JSON message on /api, the security headers', async () => {
    const response = await send('TRACE', '/api/pages')
    expect(response.status).toBe(405)
    expect(response.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS')
    expect(JSON.parse(response.body).errors[0].message).toMatch(/TRACE is not allowed/)
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(reached).toEqual([])
  })

  it('responds to OPTIONS on a file with 204 and hands a GET on to the app', async () => {
    const preflight = await send('OPTIONS', '/favicon.ico')
    expect(preflight.status).toBe(204)
    expect(preflight.headers.allow).toBe('GET, HEAD, OPTIONS')
    const get = await send('GET', '/favicon.ico')
    expect(get.status).toBe(200)
    expect(reached).toEqual(['GET /favicon.ico'])
  })
})
