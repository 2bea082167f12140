import { readFileSync } from 'node:fs'
import http from 'node:http'
import pg from 'pg'
import { stopPid } from '@/scripts/services/process.mjs'
import { startRedis as startRedisServer } from '@/scripts/services/redis.mjs'
import { startInstance as startAppInstance, stopInstance } from '@/scripts/cluster/instances.mjs'
import { restartPostgres as restartPostgresServer } from '@/scripts/cluster/postgres.mjs'
import { alive, clusterDir, pidFile, readPid, readState, stateFile } from '@/scripts/cluster/state.mjs'

/**
 * The running local cluster (`npm run cluster`, or `npm run test:cluster`, which starts one), as the
 * cluster scenarios use it: real HTTP over loopback to one instance or the balancer, the cluster's
 * PostgreSQL, and its processes by their recorded pids.
 */

export type Country = 'ao' | 'mz'
export type Target = number | 'balancer'
export type RequestOptions = {
  method?: string
  country?: Country
  /** A list sends the header once per value (duplicated headers, as an attacker may). */
  headers?: Record<string, string | string[]>
  body?: string | Buffer
  /** The local address to send from (any of 127.0.0.0/8): a different visitor as the instances see it. */
  localAddress?: string
  timeoutMs?: number
}
export type ClusterResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: () => string }
export type Instance = { port: number; name: string }

type State = {
  balancerPort: number
  instances: Instance[]
  env: Record<string, string>
  accessLog: string
  logsDir: string
  ports: { postgres: number; redis: number; s3: number; balancer: number; instances: number[] }
  releases: Release[]
}

/** One of the release steps the cluster ran at once on its empty database, and its output. */
export type Release = { code: number; log: string }

export type Cluster = {
  instances: Instance[]
  balancerPort: number
  env: Record<string, string>
  /** nginx's access log: one line per request with `upstream=127.0.0.1:PORT` naming the instance that responded. */
  accessLog: string
  logsDir: string
  /** The release steps run at once when the cluster started (scripts/cluster.mjs). */
  releases: Release[]
  request: (target: Target, path: string, options?: RequestOptions) => Promise<ClusterResponse>
  adminToken: (port?: number) => Promise<string>
  sql: <Row = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<Row[]>
  killInstance: (port: number, signal?: NodeJS.Signals) => Promise<void>
  startInstance: (port: number) => Promise<void>
  instancePid: (port: number) => number | null
  stopRedis: () => Promise<void>
  startRedis: () => Promise<void>
  restartPostgres: () => Promise<void>
}

let current: Promise<Cluster> | null = null

/** The running cluster; fails with what to do when none runs. */
export function runningCluster(): Promise<Cluster> {
  current ??= Promise.resolve(connect())
  return current
}

function connect(): Cluster {
  const state = readState() as State | null
  const nginx = readPid('nginx')
  if (!state || !nginx || !alive(nginx)) {
    throw new Error(
      `No local cluster is running (${stateFile} or nginx missing): run the scenarios with \`npm run test:cluster\`, or start one with \`npm run cluster\`.`,
    )
  }
  const db = new pg.Pool({ connectionString: state.env.DATABASE_URL, max: 4 })
  // A PostgreSQL restart in a scenario cuts idle connections; the pool reconnects on the next query.
  db.on('error', () => undefined)
  process.once('beforeExit', () => void db.end())
  const tokens = new Map<number | 'balancer', Promise<string>>()

  const request = (target: Target, path: string, options: RequestOptions = {}) =>
    send(target === 'balancer' ? state.balancerPort : target, path, {
      ...options,
      host: hostFor(options.country ?? 'ao', state.balancerPort),
    })

  return {
    instances: state.instances,
    balancerPort: state.balancerPort,
    env: state.env,
    accessLog: state.accessLog,
    logsDir: state.logsDir,
    releases: state.releases ?? [],
    request,
    adminToken(port) {
      const key = port ?? 'balancer'
      let token = tokens.get(key)
      if (!token) {
        token = login(request, port ?? 'balancer', state.env)
        tokens.set(key, token)
        token.catch(() => tokens.delete(key))
      }
      return token
    },
    async sql<Row>(text: string, params: unknown[] = []) {
      return (await db.query(text, params)).rows as Row[]
    },
    killInstance: (port, signal = 'SIGKILL') => stopInstance(port, signal),
    async startInstance(port) {
      await startAppInstance(port, state.env)
    },
    instancePid: (port) => readPid(`app-${port}`),
    async stopRedis() {
      const pid = readPid('redis')
      if (pid) await stopPid(pid)
    },
    async startRedis() {
      const pid = readPid('redis')
      if (pid && alive(pid)) return
      await startRedisServer({
        port: state.ports.redis,
        dir: `${clusterDir}/redis`,
        pidFile: pidFile('redis'),
        password: decodeURIComponent(new URL(state.env.REDIS_URL ?? '').password),
      })
    },
    async restartPostgres() {
      restartPostgresServer()
    },
  }
}

/** The public address of a country on the balancer; the instances are addressed with the same host, as nginx passes it on. */
export function hostFor(country: Country, balancerPort: number): string {
  return country === 'mz' ? `mz.localhost:${balancerPort}` : `localhost:${balancerPort}`
}

async function login(request: Cluster['request'], target: Target, env: Record<string, string>): Promise<string> {
  const email = env.ADMIN_EMAIL ?? 'admin@zap.local'
  const password = env.ADMIN_PASSWORD ?? 'zap-admin-dev'
  const res = await request(target, '/api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const token = (JSON.parse(res.text() || '{}') as { token?: string }).token
  if (res.status !== 200 || !token)
    throw new Error(
      `the seeded administrator could not sign in on ${target}: ${res.status} ${res.text().slice(0, 200)}`,
    )
  return token
}

/** One real HTTP request to 127.0.0.1:port (a fresh connection each time, no redirects followed). */
function send(port: number, path: string, options: RequestOptions & { host: string }): Promise<ClusterResponse> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | string[]> = { host: options.host, ...options.headers }
    if (options.body !== undefined) headers['content-length'] = String(Buffer.byteLength(options.body))
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path,
        headers,
        setHost: false,
        agent: false,
        localAddress: options.localAddress,
      },
      (res) => {
        const parts: Buffer[] = []
        res.on('data', (chunk: Buffer) => parts.push(chunk))
        res.on('end', () => {
          const body = Buffer.concat(parts)
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: () => body.toString('utf8') })
        })
        res.on('error', reject)
      },
    )
    const timeoutMs = options.timeoutMs ?? 60_000
    req.setTimeout(timeoutMs, () =>
      req.destroy(new Error(`${options.method ?? 'GET'} ${path} on port ${port}: no response within ${timeoutMs} ms`)),
    )
    req.on('error', reject)
    req.end(options.body)
  })
}

/** The instance ports named in nginx's access log lines written since `offset` (bytes). */
export function upstreamsSince(accessLog: string, offset: number): number[] {
  const text = readFileSync(accessLog).subarray(offset).toString('utf8')
  return [...text.matchAll(/upstream=([\d.:, ]+?) upstream_status/g)].map((m) =>
    Number((m[1] ?? '').trim().split(/[, ]+/).pop()?.split(':')[1]),
  )
}
