/**
 * Health checks for load balancers and orchestrators, given by the Node server itself so they cost
 * no render and work while Next is busy:
 * - GET /healthz: 200 while the process serves at all (liveness: restart it when this fails);
 * - GET /readyz: 200 when everything a visitor's request may need responds, else 503 (readiness: send
 *   it no visitors meanwhile). Checked together, each within 2 s:
 *   - the database responds to a query (PostgreSQL through a one-connection pool of its own; SQLite: its
 *     file can be read);
 *   - on PostgreSQL, every migration in the code's list is recorded as applied (a release whose
 *     schema step has not run must not take visitors); once true it stays true for this process;
 *   - Redis responds to PING, when REDIS_URL is set;
 *   - the upload storage responds to a signed HEAD of a key in each bucket (found or not found
 *     both mean it responds and accepts the keys), when S3_BUCKET is set.
 * Neither says why in more than one word: the response is public. The reason goes to the log, once
 * per change of state (an orchestrator asks every few seconds).
 */
import { readFileSync } from 'node:fs'
import { access, constants } from 'node:fs/promises'
import path from 'node:path'
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { createClient } from '@redis/client'
import pg from 'pg'
import { databaseKind } from '../lib/config/database-kind.mjs'

const PATHS = new Set(['/healthz', '/readyz'])
const TIMEOUT_MS = 2000

/** @typedef {() => Promise<string | null>} Check resolves to why it failed, null when fine */
/**
 * What the checks read of the parsed environment (lib/config/env.ts).
 * @typedef {Pick<import('../lib/config/env.ts').Env, 'DATABASE_URL' | 'MIGRATIONS_INDEX' | 'REDIS_URL' | 'S3_BUCKET' | 'S3_PRIVATE_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_FORCE_PATH_STYLE' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY'>} HealthEnv
 */
/** @typedef {{ name: string, check: Check, close?: () => void }} Readiness a check and how to release what it holds */

/** @param {import('node:http').IncomingMessage} req */
export function isHealthCheck(req) {
  return (req.method === 'GET' || req.method === 'HEAD') && PATHS.has((req.url ?? '').split('?')[0] ?? '')
}

const message = (error) => (error instanceof Error ? error.message || error.name : String(error))

/**
 * Resolves to what `check` resolves to, or to a timeout reason after `ms`; a throw is a reason too.
 * @param {string} name
 * @param {Check} check
 * @param {number} ms
 * @returns {Check}
 */
function bounded(name, check, ms) {
  return () => {
    /** @type {NodeJS.Timeout | undefined} */
    let timer
    const late = new Promise(
      (resolve) => (timer = setTimeout(() => resolve(`${name}: no response within ${ms} ms`), ms)),
    )
    const run = check().then(
      (reason) => (reason ? `${name}: ${reason}` : null),
      (error) => `${name}: ${message(error)}`,
    )
    return /** @type {Promise<string | null>} */ (Promise.race([run, late])).finally(() => clearTimeout(timer))
  }
}

/**
 * The names in the code's migrations list (the `name: '…'` entries of a Payload migrations index).
 * @param {string} indexFile
 */
export function migrationNames(indexFile) {
  return [...readFileSync(indexFile, 'utf8').matchAll(/^\s*name:\s*['"]([^'"]+)['"]/gm)].map(
    (m) => /** @type {string} */ (m[1]),
  )
}

/**
 * The migrations of the code's list the database has not recorded.
 * @param {string[]} expected
 * @param {string[]} applied
 */
export function pendingMigrations(expected, applied) {
  const done = new Set(applied)
  return expected.filter((name) => !done.has(name))
}

/**
 * @param {HealthEnv} env
 * @returns {Readiness[]} the database and its migrations
 */
function databaseChecks(env) {
  const url = env.DATABASE_URL ?? ''
  if (databaseKind(url) !== 'postgres') {
    const file = url.startsWith('file:') ? path.resolve(url.slice('file:'.length)) : path.resolve('data', 'zap.db')
    return [
      {
        name: 'database',
        check: () =>
          access(file, constants.R_OK).then(
            () => null,
            (error) => message(error),
          ),
      },
    ]
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 1,
    connectionTimeoutMillis: TIMEOUT_MS,
    idleTimeoutMillis: 10_000,
    query_timeout: TIMEOUT_MS,
  })
  // A connection cut by a database restart is a not-ready response, never a crash of the server.
  pool.on('error', () => undefined)
  const indexFile = path.resolve(env.MIGRATIONS_INDEX)
  let migrated = false
  return [
    {
      name: 'database',
      check: () => pool.query('SELECT 1').then(() => null),
      close: () => void pool.end().catch(() => undefined),
    },
    {
      name: 'migrations',
      async check() {
        if (migrated) return null
        const { rows } = await pool.query('SELECT name FROM payload_migrations')
        const pending = pendingMigrations(
          migrationNames(indexFile),
          rows.map((row) => String(row.name)),
        )
        if (pending.length)
          return `${pending.length} not applied (${pending.slice(0, 3).join(', ')}${pending.length > 3 ? ', …' : ''})`
        migrated = true
        return null
      },
    },
  ]
}

/** @param {string} url @returns {Readiness} */
function redisCheck(url) {
  // Commands fail at once while disconnected instead of queueing behind a reconnect.
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: TIMEOUT_MS, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  })
  client.on('error', () => undefined)
  /** @type {Promise<unknown> | null} */
  let connecting = null
  return {
    name: 'redis',
    async check() {
      connecting ??= client.connect().catch((error) => {
        connecting = null
        throw error
      })
      await connecting
      const reply = await client.ping()
      return reply === 'PONG' ? null : `PING replied ${reply}`
    },
    close: () => client.destroy(),
  }
}

/** @param {HealthEnv} env @returns {Readiness} */
function storageCheck(env) {
  const client = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID ?? '', secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '' },
    // As the upload plugin's client (cms/storage.ts): S3-compatible servers refuse the SDK's default checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // One try: the probe is repeated anyway, and retries would outlast its time limit.
    maxAttempts: 1,
  })
  const buckets = [env.S3_BUCKET, env.S3_PRIVATE_BUCKET].filter((bucket) => typeof bucket === 'string' && bucket !== '')
  // HeadBucket would be the natural call, but some S3-compatible servers (s3rver, used by the local
  // cluster) refuse its signature; a HEAD of an object is as cheap and works everywhere.
  /** @param {string} Bucket @param {AbortSignal} abortSignal */
  const head = (Bucket, abortSignal) =>
    client.send(new HeadObjectCommand({ Bucket, Key: 'readyz' }), { abortSignal }).catch((error) => {
      if (error?.$metadata?.httpStatusCode !== 404) throw error
    })
  return {
    name: 'storage',
    async check() {
      const signal = AbortSignal.timeout(TIMEOUT_MS)
      await Promise.all(buckets.map((bucket) => head(bucket, signal)))
      return null
    },
    close: () => client.destroy(),
  }
}

/**
 * Everything /readyz checks under this environment.
 * @param {HealthEnv} env
 * @returns {Readiness[]}
 */
export function readinessChecks(env) {
  const checks = databaseChecks(env)
  if (env.REDIS_URL) checks.push(redisCheck(env.REDIS_URL))
  if (env.S3_BUCKET) checks.push(storageCheck(env))
  return checks
}

/**
 * @param {HealthEnv} env
 * @param {{ log?: (line: string) => void, timeoutMs?: number }} [options] where the reasons go
 * @returns {((req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => Promise<void>) & { close: () => void }}
 *   the handler; `close` releases the checks' connections
 */
export function healthHandler(env, { log = console.error, timeoutMs = TIMEOUT_MS } = {}) {
  const readinesses = readinessChecks(env)
  const checks = readinesses.map(({ name, check }) => bounded(name, check, timeoutMs))
  let lastState = ''
  const readiness = async () => {
    const reasons = /** @type {string[]} */ ((await Promise.all(checks.map((check) => check()))).filter(Boolean))
    const state = reasons.join('; ')
    if (state !== lastState) log(reasons.length ? `readyz: not ready: ${state}` : 'readyz: ready again')
    lastState = state
    return reasons.length === 0
  }
  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  const handler = async (req, res) => {
    const ready = (req.url ?? '').startsWith('/readyz') ? await readiness() : true
    res.writeHead(ready ? 200 : 503, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' })
    res.end(req.method === 'HEAD' ? undefined : ready ? 'ok\n' : 'unavailable\n')
  }
  return Object.assign(handler, { close: () => readinesses.forEach((readiness) => readiness.close?.()) })
}
