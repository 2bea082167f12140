/**
 * The production server's request log, in the site's logger (logger.mjs: JSON lines, each inside a
 * request carrying its id): one line per request served: level, time, msg, requestId, method,
 * path (without the query: it can hold preview tokens), status, durationMs, kind.
 *
 * Next and the libraries report errors with console.error/console.warn (the app's own code uses the
 * logger); inside a request those calls are turned into log lines of the logger too, so a failing
 * request's stack trace carries its id.
 * Outside any request (start-up, timers) the console is left as it is.
 */
import { format } from 'node:util'
import { logger } from './logger.mjs'
import { metrics } from './metrics.mjs'
import { currentRequestId, requestIdFrom, routeKind, withRequestContext } from './request-context.mjs'

/**
 * Sends console.error and console.warn made inside a request to the logger, with the request's id.
 * @param {import('pino').Logger} [log]
 */
export function logConsoleInRequests(log = logger) {
  for (const [method, level] of /** @type {const} */ ([
    ['error', 'error'],
    ['warn', 'warn'],
  ])) {
    const original = console[method].bind(console)
    console[method] = (...args) => {
      if (currentRequestId()) log[level](format(...args))
      else original(...args)
    }
  }
}

/**
 * Wraps a request handler: the request id (from X-Request-Id, else a new one) is set on the response
 * and is the current one while the request is handled; when the response is done (or the connection
 * dropped) one line is logged and the request is counted in the metrics.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} handler
 * @param {import('pino').Logger} [log]
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function withRequestLog(handler, log = logger) {
  return (req, res) => {
    const started = process.hrtime.bigint()
    const requestId = requestIdFrom(req.headers['x-request-id'])
    req.headers['x-request-id'] = requestId
    res.setHeader('x-request-id', requestId)
    const url = req.url ?? '/'
    const kind = routeKind(url)
    let logged = false
    const done = () => {
      if (logged) return
      logged = true
      const seconds = Number(process.hrtime.bigint() - started) / 1e9
      // A connection closed before the response was complete is logged as status 499, as nginx does.
      const status = res.writableFinished ? res.statusCode : 499
      const fields = {
        requestId,
        method: req.method,
        path: url.split('?')[0],
        status,
        durationMs: Math.round(seconds * 10_000) / 10,
        kind,
      }
      if (status >= 500) log.error(fields, 'request')
      else log.info(fields, 'request')
      metrics().request({ kind, method: req.method ?? 'GET', status, seconds })
    }
    res.once('finish', done)
    res.once('close', done)
    withRequestContext({ requestId }, () => handler(req, res))
  }
}
