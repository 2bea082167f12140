import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { readEnv } from '@/lib/config/env'
import { healthHandler, isHealthCheck, migrationNames, pendingMigrations } from './health.mjs'

function serve(env: Record<string, string>, log: (line: string) => void = () => undefined): Promise<Server> {
  const health = healthHandler(readEnv(env), { log })
  const server = createServer((req, res) => {
    if (isHealthCheck(req)) void health(req, res)
    else res.writeHead(418).end('the app')
  })
  server.on('close', () => health.close())
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

function get(
  server: Server,
  urlPath: string,
  method = 'GET',
): Promise<{ status: number; body: string; cache?: string }> {
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: urlPath, method }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, cache: res.headers['cache-control'] }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('health checks', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'zap-health-'))
  const db = path.join(dir, 'zap.db')
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('responds to /healthz and /readyz itself (GET and HEAD), everything else goes to the app', async () => {
    writeFileSync(db, '')
    const server = await serve({ DATABASE_URL: `file:${db}` })
    try {
      expect(await get(server, '/healthz')).toEqual({ status: 200, body: 'ok\n', cache: 'no-store' })
      expect(await get(server, '/readyz?probe=1')).toEqual({ status: 200, body: 'ok\n', cache: 'no-store' })
      expect((await get(server, '/readyz', 'HEAD')).status).toBe(200)
      for (const other of ['/healthz/x', '/health', '/']) expect((await get(server, other)).status).toBe(418)
      expect((await get(server, '/healthz', 'POST')).status).toBe(418)
    } finally {
      server.close()
    }
  })

  it('is not ready while the database cannot be read, and alive all the same', async () => {
    const server = await serve({ DATABASE_URL: `file:${path.join(dir, 'missing.db')}` })
    try {
      expect(await get(server, '/readyz')).toEqual({ status: 503, body: 'unavailable\n', cache: 'no-store' })
      expect((await get(server, '/healthz')).status).toBe(200)
    } finally {
      server.close()
    }
  })

  it('is not ready while PostgreSQL does not respond (nothing listens on the port)', async () => {
    const server = await serve({ DATABASE_URL: 'postgres://zap:zap@127.0.0.1:9/zap' })
    try {
      expect((await get(server, '/readyz')).status).toBe(503)
    } finally {
      server.close()
    }
  })

  it('is not ready while Redis does not respond (REDIS_URL set), and says why only in the log', async () => {
    writeFileSync(db, '')
    const lines: string[] = []
    const server = await serve({ DATABASE_URL: `file:${db}`, REDIS_URL: 'redis://127.0.0.1:9' }, (line) =>
      lines.push(line),
    )
    try {
      const started = Date.now()
      expect(await get(server, '/readyz')).toEqual({ status: 503, body: 'unavailable\n', cache: 'no-store' })
      expect(Date.now() - started).toBeLessThan(3000)
      expect(lines.join('\n')).toMatch(/redis/i)
    } finally {
      server.close()
    }
  })

  it('is not ready while the S3 storage does not respond (S3_BUCKET set)', async () => {
    writeFileSync(db, '')
    const lines: string[] = []
    const env = {
      DATABASE_URL: `file:${db}`,
      S3_BUCKET: 'b',
      S3_PRIVATE_BUCKET: 'cvs',
      S3_ENDPOINT: 'http://127.0.0.1:9',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_FORCE_PATH_STYLE: 'true',
    }
    const server = await serve(env, (line) => lines.push(line))
    try {
      const started = Date.now()
      expect((await get(server, '/readyz')).status).toBe(503)
      expect(Date.now() - started).toBeLessThan(3000)
      expect(lines.join('\n')).toMatch(/storage/i)
      expect((await get(server, '/healthz')).status).toBe(200)
    } finally {
      server.close()
    }
  })
})

describe('migrations check', () => {
  it("reads the names in the code's migrations list", () => {
    const names = migrationNames(path.resolve('cms/migrations/postgres/index.ts'))
    expect(names.length).toBeGreaterThan(5)
    expect(names[0]).toBe('20261121_075806_initial')
    expect(new Set(names).size).toBe(names.length)
  })

  it('names the migrations the database has not recorded', () => {
    expect(pendingMigrations(['a', 'b', 'c'], ['a', 'c', 'dev'])).toEqual(['b'])
    expect(pendingMigrations(['a'], ['a'])).toEqual([])
  })
})
