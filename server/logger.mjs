/**
 * The site's one logger: JSON, one object per line (pino), each line inside a request carrying that
 * request's id (request-context.mjs). The production server logs through it (request-log.mjs), and
 * so does the app: Next bundles its own copy of this module, which writes to the same stdout and
 * reads the same request context (kept on globalThis). Only pino and the request context here, so
 * the app's bundle takes nothing else of the server (prom-client stays out: metrics.mjs).
 */
import { pino } from 'pino'
import { currentRequestId } from './request-context.mjs'

/** pino's levels, quietest last; LOG_LEVEL picks one (info when unset). */
const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']

/**
 * The level LOG_LEVEL names; `info` (one line per request) when unset. A name pino does not know
 * stops the server at start-up rather than logging at a level nobody chose.
 * @param {string | undefined} value
 */
export function logLevel(value) {
  if (!value) return 'info'
  const level = value.trim().toLowerCase()
  if (!LEVELS.includes(level)) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(', ')} (got "${value}")`)
  return level
}

/**
 * A JSON logger whose lines carry the current request's id.
 * @param {import('pino').DestinationStream} [destination] stdout when not given
 * @param {string} [level] LOG_LEVEL's when not given
 */
export function createLogger(destination, level = logLevel(process.env.LOG_LEVEL)) {
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

/** Log with it: `logger.warn({ err: error, form }, 'lead not stored')` (an error goes under `err`). */
export const logger = createLogger()
