#!/usr/bin/env node
/**
 * The production server: Next's request handler behind a plain Node HTTP server, so the visitor's
 * IP can be taken from the socket. Route handlers never see the socket, and X-Forwarded-For can be
 * written by anyone; here it is believed only for hops in TRUSTED_PROXIES (see client-ip.mjs; empty
 * = no proxy in front). The result reaches the app in the x-zap-client-ip header, overwriting
 * anything a client sent under that name.
 */
import { createServer } from 'node:http'
import next from 'next'
import { limitApiBodies } from './body-limit.mjs'
import { clientIpResolver } from './client-ip.mjs'
import { emailWarning } from './email-warning.mjs'
import { guardMethods, SITE_METHODS } from './method-guard.mjs'
import { rawAnswer } from './raw-answer.mjs'
import { secureResponses } from './security-headers.mjs'
import { startJobsRunner } from './jobs-runner.mjs'
import { serializeSessionWrites, sessionLock } from './session-queue.mjs'

const port = Number(process.env.PORT || 3000)
const noEmail = emailWarning(process.env)
if (noEmail) console.error(noEmail)
const clientIp = clientIpResolver(process.env.TRUSTED_PROXIES)

const app = next({ dev: false, dir: process.cwd(), port })
await app.prepare()
// Security headers and the pages' hash-based CSP on every response (security-headers.mjs), the
// answers this server gives itself included: methods the site has no use for (method-guard.mjs) and
// request bodies over the limit on /api (body-limit.mjs), both decided before Next reads anything.
// Logins and other session writes one at a time, across every instance on a shared PostgreSQL.
const databaseUrl = process.env.DATABASE_URL ?? ''
const onPostgres = /^postgres(ql)?:/.test(databaseUrl)
const sessionWrites = { lock: onPostgres ? sessionLock(databaseUrl) : undefined }
const handle = secureResponses(guardMethods(limitApiBodies(serializeSessionWrites(app.getRequestHandler(), sessionWrites))))
const notFound = secureResponses((req, res) => {
  // No page or file can have that address: a 404 like any other unknown address, not a 500.
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=300' }).end('Not found')
})

/** Whether the path can be percent-decoded; Next answers 500 to one that cannot (e.g. /api/%FF). */
function decodablePath(url = '/') {
  try {
    decodeURIComponent(url.split('?')[0] ?? '')
    return true
  } catch {
    return false
  }
}

const server = createServer((req, res) => {
  if (!decodablePath(req.url)) return notFound(req, res)
  req.headers['x-zap-client-ip'] = clientIp(req)
  handle(req, res)
})
// CONNECT (a request to tunnel elsewhere) never reaches the request handler; with no listener Node
// drops the connection without a word. This site is no proxy: 405.
server.on('connect', (_req, socket) => {
  socket.end(rawAnswer(405, 'Method Not Allowed', { allow: SITE_METHODS.join(', ') }))
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
    socket.end(rawAnswer(405, 'Method Not Allowed', { allow: SITE_METHODS.join(', ') }))
    return
  }
  const [status, reason] =
    code === 'HPE_HEADER_OVERFLOW' ? [431, 'Request Header Fields Too Large'] : code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, 'Request Timeout'] : [400, 'Bad Request']
  socket.end(rawAnswer(status, reason))
})
server.listen(port, () => {
  console.log(`serve: ready on port ${port}`)
  // Scheduled publish/unpublish: due jobs run within seconds (JOBS_INTERVAL_MS, 0 = off).
  const intervalMs = Number(process.env.JOBS_INTERVAL_MS ?? 10_000)
  if (intervalMs > 0 && process.env.PAYLOAD_SECRET) startJobsRunner({ port, secret: process.env.PAYLOAD_SECRET, intervalMs, databaseUrl })
})
