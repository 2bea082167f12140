/**
 * The site's one logger: JSON, one object per line (pino), each line inside a request carrying that
 * request's id (request-context.mjs). The production server logs through it (request-log.mjs), and
 * so does the app: Next bundles its own copy of this module, which writes to the same stdout and
 * reads the same request context (kept on globalThis). Only pino, the request context and the
 * configuration module here, so the app's bundle takes nothing else of the server (prom-client
 * stays out: metrics.mjs).
 */
import { pino } from 'pino'
import { environmentVariable } from '../lib/config/env.ts'
import { currentRequestId } from './request-context.mjs'

/**
 * A JSON logger whose lines carry the current request's id.
 * @param {import('pino').DestinationStream} [destination] stdout when not given
 * @param {import('../lib/config/env.ts').Env['LOG_LEVEL']} [level] the lowest level written
 */
export function createLogger(destination, level = 'info') {
  const options = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (/** @type {string} */ label) => ({ level: label }) },
    mixin: () => {
      const requestId = currentRequestId()
      return requestId ? { requestId } : {}
    },
  }
  return destination ? pino(options, destination) : pino(options)
}

/**
 * Log with it: `logger.warn({ err: error, form }, 'lead not stored')` (an error goes under `err`).
 * At LOG_LEVEL's level (info, one line per request, when unset); a name pino does not know stops the
 * process as it loads, rather than logging at a level nobody chose.
 */
export const logger = createLogger(undefined, environmentVariable('LOG_LEVEL'))
