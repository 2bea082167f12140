/**
 * Next's page and data cache shared by every instance through Redis (loaded by Next at run time
 * when REDIS_URL is set; see next.config.ts). Forte's redis-strings handler does the storage; this
 * file adds what a shared cache needs on top of it:
 *
 * - the entry's lifetime is stored and returned with it, else Next treats every page another
 *   instance rendered as stale after one second (cache/entry-lifetime.mjs);
 * - every expired tag gets a time, and an entry is dated when its render could start reading, so a
 *   publish during a render still expires what that render stores (cache/tag-times.mjs,
 *   cache/render-starts.mjs);
 * - Redis down or hung is a cache miss within a short time, never an error page and never a hang:
 *   Next awaits `get` without catching, so nothing here throws. There is no in-memory fallback: a
 *   local copy would keep serving pages that a publish on another instance expired;
 * - keys carry the build id, so a new release never serves pages pointing at an old build's files;
 * - during `next build` nothing connects and nothing is stored.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from '@redis/client'
import { environment } from '../lib/config/env.ts'
import { isPastLifetime, withLifetime, withStoredLifetime } from './cache/entry-lifetime.mjs'
import { RenderStarts } from './cache/render-starts.mjs'
import { within, withTagTimes } from './cache/tag-times.mjs'

// Per Redis command; a lookup is a few commands. Longer than a healthy loopback or LAN response by
// far, short enough that a hung Redis costs a visitor well under a second.
const COMMAND_TIMEOUT_MS = 250
// A whole lookup, write or expiry, whatever the commands inside it do.
const OPERATION_TIMEOUT_MS = 800
const WARN_EVERY_MS = 30_000

/** @type {Map<string, number>} */
const lastWarned = new Map()
/** One line per kind of failure every 30 s: a Redis outage must not flood the log. */
function warn(kind, error) {
  const at = Date.now()
  if (at - (lastWarned.get(kind) ?? 0) < WARN_EVERY_MS) return
  lastWarned.set(kind, at)
  console.warn(
    `[cache] ${kind}: ${error instanceof Error ? error.message : String(error)} (pages are rendered without the shared cache meanwhile)`,
  )
}

/** @param {string} url */
function connect(url) {
  const client = createClient({
    url,
    // Never wait long for a connection, and keep trying every 2 s at most while Redis is away.
    socket: { connectTimeout: 1000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2000) },
    // A dead connection is noticed within seconds even when nothing is being read.
    pingInterval: 5000,
  })
  // Without a listener Node throws the client's 'error' event and the process dies.
  client.on('error', (error) => warn('redis', error))
  // Not awaited: while Redis is down connect() keeps retrying and its promise would hold every
  // request; until it is ready every lookup is a miss.
  client.connect().catch((error) => warn('redis connect', error))
  return client
}

/** @type {ReturnType<typeof createClient> | null} */
let activeClient = null

/** Closes this process's Redis connection (at shutdown, and between tests). */
export async function disconnectSharedCache() {
  const client = activeClient
  activeClient = null
  if (client) client.destroy()
}

CacheHandler.onCreation(({ buildId }) => {
  // Next loads this file itself, in each of its processes, so it reads the environment here, through
  // the configuration module like the server and the app.
  const { NEXT_PHASE, REDIS_URL: url } = environment()
  if (NEXT_PHASE === 'phase-production-build' || !url) return { handlers: [] }
  const client = connect(url)
  activeClient = client
  const keyPrefix = `zap:${(buildId ?? 'unbuilt').trim()}:`
  const redis = createRedisHandler({ client, keyPrefix, timeoutMs: COMMAND_TIMEOUT_MS })
  return {
    handlers: [
      withTagTimes(redis, {
        client,
        keyPrefix,
        timeoutMs: COMMAND_TIMEOUT_MS,
        onError: (error) => warn('tag expiry', error),
      }),
    ],
  }
})

const renderStarts = new RenderStarts()

export default class ZapCacheHandler extends CacheHandler {
  /**
   * @param {string} key
   * @param {{ kind?: string, revalidate?: number | false, softTags?: string[] }} [ctx]
   */
  async get(key, ctx) {
    const asked = Date.now()
    /** @type {any} forte's entry type is not exported in a form JSDoc can name */
    let entry = null
    try {
      entry = withLifetime(await within(OPERATION_TIMEOUT_MS, super.get(key, ctx)))
    } catch (error) {
      warn('cache read', error)
      entry = null
    }
    const miss = !entry || isPastLifetime(entry, ctx, asked)
    if (miss) renderStarts.note(key, asked)
    // Counted through the server's metrics hooks (server/metrics.mjs); none outside the server.
    const hooks = /** @type {{ cache?: (hit: boolean) => void } | undefined} */ (
      /** @type {Record<symbol, unknown>} */ (globalThis)[Symbol.for('zap.metrics')]
    )
    hooks?.cache?.(!miss)
    return entry
  }

  /**
   * @param {string} key
   * @param {any} data Next's IncrementalCacheValue
   * @param {any} ctx Next's set context (cacheControl for pages, tags and revalidate for data)
   */
  async set(key, data, ctx) {
    const started = renderStarts.take(key, Date.now())
    try {
      await within(
        OPERATION_TIMEOUT_MS,
        super.set(key, withStoredLifetime(data, ctx?.cacheControl), { ...ctx, internal_lastModified: started }),
      )
    } catch (error) {
      warn('cache write', error)
    }
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    try {
      await within(OPERATION_TIMEOUT_MS * 2, super.revalidateTag(tags))
    } catch (error) {
      warn('tag expiry', error)
    }
  }
}
