import { createClient } from '@redis/client'
import { environment } from '@/lib/config/env'
import { logger } from '@/server/logger.mjs'

/**
 * The one Redis client of this process (node-redis 5), or null when REDIS_URL is not set: then
 * everything that would share state through Redis keeps it in memory, as one instance needs.
 *
 * Redis must never hold up a visitor or the server's start, so: the connection is opened in the
 * background (never awaited by the start), commands sent while it is down fail at once instead of
 * queueing (`disableOfflineQueue`), and it reconnects on its own. Errors are logged once per
 * outage: a client without an 'error' listener would crash the process.
 */
export type RedisClient = ReturnType<typeof connectRedis>['client']

const HOLDER = Symbol.for('zap.redis')
/** The longest the first users of a fresh process wait for its first connection to Redis. */
const FIRST_CONNECTION_WAIT_MS = 1000

type Holder = { [HOLDER]?: ReturnType<typeof connectRedis> }

export function redisClient(): RedisClient | null {
  return connection()?.client ?? null
}

/**
 * Resolves once this process's first attempt to reach Redis has ended (connected, failed, or took
 * longer than a second); at once ever after. Callers await it so that the first requests after a
 * start are counted in Redis like the rest, not in this instance's memory.
 */
export async function redisFirstAttempt(): Promise<void> {
  await connection()?.firstAttempt
}

function connection(): ReturnType<typeof connectRedis> | null {
  const url = environment().REDIS_URL
  if (!url) return null
  // One client per process, even when route bundles load this module more than once.
  const holder = globalThis as Holder
  holder[HOLDER] ??= connectRedis(url)
  return holder[HOLDER]
}

function connectRedis(url: string) {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
  })
  let down = false
  client.on('error', (error: unknown) => {
    if (down) return
    down = true
    logger.error({ err: error }, 'redis: unreachable; counting in memory until it is back')
  })
  client.on('ready', () => {
    if (down) logger.info('redis: connected again')
    down = false
  })
  const firstAttempt = new Promise<void>((resolve) => {
    client.once('ready', resolve)
    client.once('error', () => resolve())
    setTimeout(resolve, FIRST_CONNECTION_WAIT_MS).unref()
  })
  client.connect().catch(() => undefined)
  return { client, firstAttempt }
}
