import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { nginxConfig } from '@/scripts/cluster/nginx-config.mjs'
import { launchNginx, quitNginx } from '@/scripts/cluster/nginx.mjs'

/**
 * The edge's real nginx config (scripts/cluster/nginx-config.mjs) in front of one stand-in instance
 * whose responses the test decides: how the edge treats a response, tried in seconds, without building
 * or seeding the site. Everything on loopback; stopped by its own pid file.
 */
export type InstanceResponse = { status: number; headers?: Record<string, string>; body?: string }
export type EdgeResponse = { status: number; cache: string; body: string; headers: http.IncomingHttpHeaders }
export type EdgeAlone = {
  port: number
  /** What the stand-in instance responds with for a path from now on (its /readyz always responds with 200). */
  respond: (path: string, response: InstanceResponse) => void
  /** How many requests for a path reached the instance. */
  reached: (path: string) => number
  get: (path: string) => Promise<EdgeResponse>
  stop: () => Promise<void>
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = http.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo
      probe.close(() => resolve(port))
    })
  })

export async function startEdgeAlone(): Promise<EdgeAlone> {
  const responses = new Map<string, InstanceResponse>()
  const counts = new Map<string, number>()
  const instance = http.createServer((req, res) => {
    const url = req.url ?? '/'
    if (url === '/readyz') return res.end('ok')
    counts.set(url, (counts.get(url) ?? 0) + 1)
    const response = responses.get(url) ?? { status: 404, headers: { 'cache-control': 'private, no-store' } }
    res.writeHead(response.status, { 'content-type': 'text/html; charset=utf-8', ...response.headers })
    res.end(response.body ?? '')
  })
  await new Promise<void>((resolve) => instance.listen(0, '127.0.0.1', resolve))
  const instancePort = (instance.address() as AddressInfo).port
  const port = await freePort()
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'zap-edge-'))
  const place = { prefix, errorLog: path.join(prefix, 'error.log'), pidPath: path.join(prefix, 'nginx.pid') }
  await launchNginx({
    ...place,
    config: nginxConfig({
      listen: `127.0.0.1:${port}`,
      instances: [`127.0.0.1:${instancePort}`],
      hosts: { ao: ['localhost'], mz: ['mz.localhost'] },
      siteHosts: { ao: `localhost:${port}`, mz: `mz.localhost:${port}` },
      prefix,
      accessLog: path.join(prefix, 'access.log'),
      edgeLog: path.join(prefix, 'edge.log'),
      // Started as root, workers would run as nobody, who cannot write the cache in a root-owned folder.
      user: process.getuid?.() === 0 ? 'root' : undefined,
    }),
  })
  const get = (pathAndQuery: string) =>
    new Promise<EdgeResponse>((resolve, reject) => {
      const req = http.get(
        { host: '127.0.0.1', port, path: pathAndQuery, headers: { host: `localhost:${port}` }, timeout: 10_000 },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (chunk: Buffer) => chunks.push(chunk))
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              cache: String(res.headers['x-cache-status'] ?? ''),
              body: Buffer.concat(chunks).toString('utf8'),
              headers: res.headers,
            }),
          )
        },
      )
      req.on('timeout', () => req.destroy(new Error(`GET ${pathAndQuery} timed out`)))
      req.on('error', reject)
    })
  return {
    port,
    respond: (p, response) => responses.set(p, response),
    reached: (p) => counts.get(p) ?? 0,
    get,
    async stop() {
      await quitNginx(place)
      await new Promise<void>((resolve) => instance.close(() => resolve()))
      rmSync(prefix, { recursive: true, force: true })
    },
  }
}
