import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Writable } from 'node:stream'
import { readEnv } from '@/lib/config/env'
import { createLogger } from './logger.mjs'
import { logConsoleInRequests, withRequestLog } from './request-log.mjs'

/** The JSON lines a logger wrote. */
function collector(level?: Parameters<typeof createLogger>[1]) {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n'))
        if (line) lines.push(JSON.parse(line) as Record<string, unknown>)
      done()
    },
  })
  return { lines, log: createLogger(stream, level) }
}

function get(
  server: Server,
  urlPath: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; id?: string }> {
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: urlPath, headers }, (res) => {
      res.resume()
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, id: res.headers['x-request-id'] as string | undefined }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

describe('request log', () => {
  const { lines, log } = collector()
  const originalError = console.error
  let server: Server
  beforeAll(async () => {
    logConsoleInRequests(log)
    server = createServer(
      withRequestLog((req, res) => {
        if (req.url?.startsWith('/broken')) {
          console.error('render failed', new Error('no such block'))
          res.writeHead(500).end()
        } else res.end('ok')
      }, log),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  })
  afterAll(async () => {
    console.error = originalError
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })

  it("echoes the balancer's id and logs one JSON line per response with it, without the query", async () => {
    const res = await get(server, '/en/servicos?preview=secret-token', { 'x-request-id': 'f00d-42' })
    expect(res).toEqual({ status: 200, id: 'f00d-42' })
    const line = lines.find((l) => l.requestId === 'f00d-42' && l.msg === 'request')
    expect(line).toMatchObject({ level: 'info', method: 'GET', path: '/en/servicos', status: 200, kind: 'page' })
    expect(typeof line?.durationMs).toBe('number')
    expect(Number.isNaN(Date.parse(String(line?.time)))).toBe(false)
    expect(JSON.stringify(lines)).not.toContain('secret-token')
  })

  it('makes a new id for an invalid one, and the error logged while responding carries it', async () => {
    const res = await get(server, '/broken', { 'x-request-id': 'bad id;{"level":60}' })
    expect(res.status).toBe(500)
    expect(res.id).toMatch(/^[0-9a-f-]{36}$/)
    const error = lines.find(
      (l) => l.requestId === res.id && l.level === 'error' && String(l.msg).startsWith('render failed'),
    )
    expect(String(error?.msg)).toContain('no such block')
    expect(lines.find((l) => l.requestId === res.id && l.msg === 'request')).toMatchObject({
      level: 'error',
      status: 500,
    })
  })
})

describe('LOG_LEVEL', () => {
  it('is info when unset, any pino level in any case otherwise, and refuses a name pino does not know', () => {
    expect(readEnv({}).LOG_LEVEL).toBe('info')
    expect(readEnv({ LOG_LEVEL: '' }).LOG_LEVEL).toBe('info')
    expect(readEnv({ LOG_LEVEL: ' WARN ' }).LOG_LEVEL).toBe('warn')
    expect(() => readEnv({ LOG_LEVEL: 'verbose' })).toThrow(
      'LOG_LEVEL must be trace, debug, info, warn, error, fatal or silent (it is "verbose")',
    )
  })

  it('is the level the logger gets as it loads, and a bad one stops the load', async () => {
    const saved = process.env.LOG_LEVEL
    try {
      process.env.LOG_LEVEL = 'error'
      await jest.isolateModulesAsync(async () => {
        expect((await import('./logger.mjs')).logger.level).toBe('error')
      })
      process.env.LOG_LEVEL = 'verbose'
      await jest.isolateModulesAsync(async () => {
        await expect(import('./logger.mjs')).rejects.toThrow('LOG_LEVEL must be trace, debug')
      })
    } finally {
      if (saved === undefined) delete process.env.LOG_LEVEL
      else process.env.LOG_LEVEL = saved
    }
  })

  it('at warn, a request served without error writes no line; an error and a 5xx response still do', async () => {
    const { lines, log } = collector('warn')
    const server = createServer(
      withRequestLog((req, res) => {
        if (req.url === '/broken') log.error('render failed')
        res.writeHead(req.url === '/broken' ? 500 : 200).end()
      }, log),
    )
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      await get(server, '/fine')
      await get(server, '/broken')
    } finally {
      await new Promise((resolve) => server.close(resolve))
    }
    expect(lines.map((line) => [line.msg, line.path])).toEqual([
      ['render failed', undefined],
      ['request', '/broken'],
    ])
  })
})
