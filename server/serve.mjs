#!/usr/bin/env node
/**
 * The production server: Next's request handler behind a plain Node HTTP server, so the visitor's
 * IP can be taken from the socket. Route handlers never see the socket, and X-Forwarded-For can be
 * written by anyone; here it is believed only for hops in TRUSTED_PROXIES (see client-ip.mjs; empty
 * = no proxy in front). The result reaches the app in the x-zap-client-ip header, overwriting
 * anything a client sent under that name.
 *
 * Behind a load balancer: HOST is the address to listen on (unset = every address, as Node does),
 * /healthz and /readyz respond without Next (health.mjs), and SIGTERM stops it gracefully: no new
 * connections, requests under way finish (at most 10 s), then the process exits.
 *
 * Every setting comes from the environment as lib/config/env.ts parses it, once, before anything
 * else loads (serve-env.mjs); the modules below get the values they need as arguments.
 */
// First: a bad variable stops the start before anything else of the server loads.
import { env } from './serve-env.mjs'
import { createServer } from 'node:http'
import net from 'node:net'
import path from 'node:path'
import next from 'next'
import { lastBackupTime, runBackupScript, startBackupSchedule } from './backup-schedule.mjs'
import { bodyLimits, limitApiBodies } from './body-limit.mjs'
import { clientIpResolver } from './client-ip.mjs'
import { emailWarning } from './email-warning.mjs'
import { guardMethods, SITE_METHODS } from './method-guard.mjs'
import { rawResponse } from './raw-response.mjs'
import { criticalCss } from './critical-css.mjs'
import { HashCache, secureResponses } from './security-headers.mjs'
import { healthHandler, isHealthCheck } from './health.mjs'
import { startJobsRunner } from './jobs-runner.mjs'
import { serializeSessionWrites, sessionLock } from './session-queue.mjs'
import { metrics, startMetricsServer } from './metrics.mjs'
import { logger } from './logger.mjs'
import { logConsoleInRequests, withRequestLog } from './request-log.mjs'

const port = env.PORT
const host = env.HOST
const noEmail = emailWarning(env)
if (noEmail) console.error(noEmail)
const clientIp = clientIpResolver(env.TRUSTED_PROXIES)
// Backups on a schedule (backup-schedule.mjs), unless BACKUP_CRON is off (null).
const backupPattern = env.BACKUP_CRON
const backupDir = path.resolve(env.BACKUP_DIR)

const app = next({ dev: false, dir: process.cwd(), port })
await app.prepare()
// Security headers and the pages' hash-based CSP on every response (security-headers.mjs), the
// responses this server gives itself included: methods the site has no use for (method-guard.mjs) and
// request bodies over the limit on /api (body-limit.mjs), both decided before Next reads anything.
// Logins and other session writes one at a time, across every instance on a shared PostgreSQL.
const databaseUrl = env.DATABASE_URL ?? ''
const onPostgres = env.databaseKind === 'postgres'
const sessionWrites = { lock: onPostgres ? sessionLock(databaseUrl) : undefined }
// Public pages get their critical CSS inline, once per version (critical-css.mjs).
const handle = secureResponses(
  guardMethods(limitApiBodies(serializeSessionWrites(app.getRequestHandler(), sessionWrites), bodyLimits(env))),
  env,
  new HashCache(),
  criticalCss({ distDir: path.join(process.cwd(), '.next') }),
)
const notFound = secureResponses((req, res) => {
  // No page or file can have that address: a 404 like any other unknown address, not a 500.
  res
    .writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=300' })
    .end('Not found')
}, env)

/** Whether the path can be percent-decoded; Next responds with 500 to one that cannot (e.g. /api/%FF). */
function decodablePath(url = '/') {
  try {
    decodeURIComponent(url.split('?')[0] ?? '')
    return true
  } catch {
    return false
  }
}

const health = secureResponses(healthHandler(env, { log: (line) => logger.warn(line) }), env)
/** @type {(() => void) | null} stops the scheduled-jobs ticker once it runs */
let stopJobs = null
/** @type {(() => void) | null} stops the backup schedule once it runs */
let stopBackups = null

// Every response carries a request id (the balancer's X-Request-Id when valid) and is logged as one
// JSON line; errors logged while it is handled carry the same id (request-log.mjs).
logConsoleInRequests()
const server = createServer(
  withRequestLog((req, res) => {
    if (!decodablePath(req.url)) return notFound(req, res)
    // Draining before a stop: not ready, so the balancer sends nothing new (see the SIGTERM handler).
    if (isHealthCheck(req) && draining && (req.url ?? '').startsWith('/readyz')) return void notReady(req, res)
    if (isHealthCheck(req)) return void health(req, res)
    req.headers['x-zap-client-ip'] = clientIp(req)
    handle(req, res)
  }),
)
// Prometheus metrics on a listener of their own, off unless METRICS_PORT is set; never on the public port.
if (env.METRICS_PORT) {
  const metricsServer = await startMetricsServer({ port: env.METRICS_PORT, host: env.METRICS_HOST })
  metricsServer.unref()
  metrics().lastBackup(() => lastBackupTime(backupDir))
  console.log(`serve: metrics on http://${env.METRICS_HOST}:${env.METRICS_PORT}/metrics`)
}
// CONNECT (a request to tunnel elsewhere) never reaches the request handler; with no listener Node
// drops the connection without a word. This site is no proxy: 405.
server.on('connect', (_req, socket) => {
  socket.end(rawResponse(405, 'Method Not Allowed', { allow: SITE_METHODS.join(', ') }))
})
// Requests Node's parser refuses: a method it does not know (TRACK, made-up ones) is a 405 like TRACE;
// broken framing or headers over 16 KiB get the status Node would send, with the usual headers.
server.on('clientError', (error, socket) => {
  const code = /** @type {NodeJS.ErrnoException} */ (error).code
  if (code === 'ECONNRESET' || !socket.writable || /** @type {{ _httpMessage?: unknown }} */ (socket)._httpMessage) {
    socket.destroy()
    return
  }
  if (code === 'HPE_INVALID_METHOD') {
    socket.end(rawResponse(405, 'Method Not Allowed', { allow: SITE_METHODS.join(', ') }))
    return
  }
  const [status, reason] =
    code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large']
      : code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout']
        : [400, 'Bad Request']
  socket.end(rawResponse(status, reason))
})
server.listen(port, host, () => {
  console.log(`serve: ready on port ${port}${host ? ` (${host})` : ''}`)
  // Scheduled publish/unpublish: due jobs run within seconds (JOBS_INTERVAL_MS, 0 = off).
  const intervalMs = env.JOBS_INTERVAL_MS
  if (intervalMs > 0 && env.PAYLOAD_SECRET)
    stopJobs = startJobsRunner({
      port,
      host: loopbackOr(host),
      secret: env.PAYLOAD_SECRET,
      intervalMs,
      databaseUrl,
    })
  if (backupPattern) {
    stopBackups = startBackupSchedule({
      pattern: backupPattern,
      databaseUrl,
      run: () => runBackupScript(process.cwd()),
      log: (message) => logger.error(message),
    })
    const last = lastBackupTime(backupDir)
    console.log(
      `serve: backups at "${backupPattern}" (UTC) into ${backupDir}; last good one ${last ? last.toISOString() : 'none yet'}`,
    )
  }
})

/** The address this server can call itself on. */
function loopbackOr(address) {
  return !address || address === '0.0.0.0' || address === '::' ? '127.0.0.1' : address
}

// Graceful stop (a deploy, a scale-down). On SIGTERM the instance first drains: /readyz responds with 503
// for SHUTDOWN_DRAIN_MS (2 s; the edge asks every second) while everything else is served as usual,
// so the balancer stops sending new requests before anything closes. Closing the listener while
// connections still arrive would reset the ones the kernel had queued, and a POST among them fails
// without nginx re-sending it. Then: stop accepting, let the requests under way finish, exit.
// Only the listening socket is closed at first: a connection accepted a moment earlier may not have
// delivered its request yet, and closing it as "idle" would fail a POST the balancer cannot re-send.
// Responses given meanwhile close their connection; what is still open after 10 s is cut. SIGINT
// (Ctrl-C at a terminal) skips the drain.
const SHUTDOWN_GRACE_MS = 10_000
const SHUTDOWN_DRAIN_MS = env.SHUTDOWN_DRAIN_MS
let draining = false
let stopping = false
const notReady = secureResponses((_req, res) => {
  res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end('unavailable\n')
}, env)
server.prependListener('request', (_req, res) => {
  if (stopping) res.setHeader('connection', 'close')
})
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, async () => {
    if (draining || stopping) return
    draining = true
    if (signal === 'SIGTERM' && SHUTDOWN_DRAIN_MS > 0) {
      console.log(`serve: ${signal}: not ready for ${SHUTDOWN_DRAIN_MS / 1000} s, so the balancer sends nothing new`)
      await new Promise((resolve) => setTimeout(resolve, SHUTDOWN_DRAIN_MS))
    }
    stopping = true
    console.log(`serve: ${signal}: finishing the requests under way (at most ${SHUTDOWN_GRACE_MS / 1000} s)`)
    stopJobs?.()
    stopBackups?.()
    net.Server.prototype.close.call(server, () => process.exit(0))
    // Keep-alive connections left idle by a client (not by nginx, which opens one per request).
    setTimeout(() => server.closeIdleConnections(), 1000).unref()
    setTimeout(() => {
      server.closeAllConnections()
      process.exit(0)
    }, SHUTDOWN_GRACE_MS).unref()
  })
}
