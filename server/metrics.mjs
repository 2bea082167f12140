/**
 * Prometheus metrics of one instance (prom-client): requests by route kind (rate, status, latency),
 * Next's shared cache lookups, lead writes by form, scheduled-job runs, scheduled backups and the
 * time of the last good one, and prom-client's default process metrics. They are served on a listener of their own (METRICS_PORT, METRICS_HOST default
 * 127.0.0.1), never on the public port: request counts and memory figures are for the operators.
 *
 * The app's code that counts (the lead handler, the cache handler) is bundled by Next apart from
 * this module, so it must not import prom-client: it calls the hooks this module puts on globalThis
 * under Symbol.for('zap.metrics'), and counts nothing when no server installed them (tests, builds).
 */
import { createServer } from 'node:http'
import client from 'prom-client'

const HOOKS = Symbol.for('zap.metrics')

/** @typedef {{ kind: string, method: string, status: number, seconds: number }} RequestSample */
/** @typedef {{ request: (sample: RequestSample) => void, lead: (form: string, ok: boolean) => void, cache: (hit: boolean) => void, job: (outcome: string) => void, backup: (outcome: string) => void, lastBackup: (source: () => Date | null) => void, registry: client.Registry }} Metrics */

/** @returns {Metrics} */
function create() {
  const registry = new client.Registry()
  client.collectDefaultMetrics({ register: registry })
  const requests = new client.Counter({
    name: 'zap_http_requests_total',
    help: 'Requests served, by route kind, method and status.',
    labelNames: ['kind', 'method', 'status'],
    registers: [registry],
  })
  const duration = new client.Histogram({
    name: 'zap_http_request_duration_seconds',
    help: 'Time from request to the end of the response, by route kind.',
    labelNames: ['kind'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const cache = new client.Counter({
    name: 'zap_next_cache_lookups_total',
    help: "Lookups in Next's shared page and data cache, by result (hit, miss).",
    labelNames: ['result'],
    registers: [registry],
  })
  const leads = new client.Counter({
    name: 'zap_lead_writes_total',
    help: 'Lead form writes, by form and outcome (ok, failed).',
    labelNames: ['form', 'outcome'],
    registers: [registry],
  })
  const jobs = new client.Counter({
    name: 'zap_job_runs_total',
    help: 'Scheduled-job ticks, by outcome (ok, failed, skipped: another instance held the lock).',
    labelNames: ['outcome'],
    registers: [registry],
  })
  const backups = new client.Counter({
    name: 'zap_backup_runs_total',
    help: 'Scheduled backups, by outcome (ok, failed, skipped: another instance took it, or one was still running).',
    labelNames: ['outcome'],
    registers: [registry],
  })
  /** @type {() => Date | null} */
  let lastBackup = () => null
  new client.Gauge({
    name: 'zap_backup_last_success_timestamp_seconds',
    help: 'When the newest complete archive in BACKUP_DIR was taken (Unix time; 0: none there).',
    registers: [registry],
    collect() {
      this.set((lastBackup()?.getTime() ?? 0) / 1000)
    },
  })
  // Every series present from the start, so a rate over a fresh instance is 0, not absent.
  for (const result of ['hit', 'miss']) cache.inc({ result }, 0)
  for (const outcome of ['ok', 'failed', 'skipped']) jobs.inc({ outcome }, 0)
  for (const outcome of ['ok', 'failed', 'skipped']) backups.inc({ outcome }, 0)
  return {
    registry,
    request({ kind, method, status, seconds }) {
      requests.inc({ kind, method, status: String(status) })
      duration.observe({ kind }, seconds)
    },
    lead: (form, ok) => leads.inc({ form, outcome: ok ? 'ok' : 'failed' }),
    cache: (hit) => cache.inc({ result: hit ? 'hit' : 'miss' }),
    job: (outcome) => jobs.inc({ outcome }),
    backup: (outcome) => backups.inc({ outcome }),
    lastBackup: (source) => {
      lastBackup = source
    },
  }
}

/** This process's metrics (created on first use, shared through globalThis). */
export function metrics() {
  const holder = /** @type {Record<symbol, Metrics | undefined>} */ (globalThis)
  return (holder[HOOKS] ??= create())
}

/**
 * Starts the metrics listener: GET /metrics, 404 for anything else.
 * @param {{ port: number, host?: string }} options
 * @returns {Promise<import('node:http').Server>}
 */
export function startMetricsServer({ port, host = '127.0.0.1' }) {
  const { registry } = metrics()
  const server = createServer((req, res) => {
    if ((req.url ?? '').split('?')[0] !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n')
      return
    }
    registry.metrics().then(
      (text) =>
        res
          .writeHead(200, { 'content-type': registry.contentType, 'cache-control': 'no-store' })
          .end(req.method === 'HEAD' ? undefined : text),
      () => res.writeHead(500).end(),
    )
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolve(server))
  })
}
