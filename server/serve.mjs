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
import { clientIpResolver } from './client-ip.mjs'
import { emailWarning } from './email-warning.mjs'
import { secureResponses } from './security-headers.mjs'
import { startJobsRunner } from './jobs-runner.mjs'
import { serializeSessionWrites } from './session-queue.mjs'

const port = Number(process.env.PORT || 3000)
const noEmail = emailWarning(process.env)
if (noEmail) console.error(noEmail)
const clientIp = clientIpResolver(process.env.TRUSTED_PROXIES)

const app = next({ dev: false, dir: process.cwd(), port })
await app.prepare()
// Security headers and the pages' hash-based CSP on every response (security-headers.mjs).
const handle = secureResponses(serializeSessionWrites(app.getRequestHandler()))

/** Whether the path can be percent-decoded; Next answers 500 to one that cannot (e.g. /api/%FF). */
function decodablePath(url = '/') {
  try {
    decodeURIComponent(url.split('?')[0] ?? '')
    return true
  } catch {
    return false
  }
}

createServer((req, res) => {
  if (!decodablePath(req.url)) {
    // No page or file can have that address: a 404 like any other unknown address, not a 500.
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=300' }).end('Not found')
    return
  }
  req.headers['x-zap-client-ip'] = clientIp(req)
  handle(req, res)
}).listen(port, () => {
  console.log(`serve: ready on port ${port}`)
  // Scheduled publish/unpublish: due jobs run within seconds (JOBS_INTERVAL_MS, 0 = off).
  const intervalMs = Number(process.env.JOBS_INTERVAL_MS ?? 10_000)
  if (intervalMs > 0 && process.env.PAYLOAD_SECRET) startJobsRunner({ port, secret: process.env.PAYLOAD_SECRET, intervalMs })
})
