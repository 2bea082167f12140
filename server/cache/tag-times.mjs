/**
 * Every expired tag gets a time in Redis, and an expiry Redis missed is written once it is back.
 *
 * The shared handler records a time only for Next's implicit path tags; for our own tags it just
 * deletes the entries that carry the tag at that moment. A render that read the old data and
 * stores its page a moment later then leaves the old page in Redis with nothing left to expire it.
 * With a time for every tag, the handler's read compares each of the entry's tags against the
 * entry's date and drops it.
 *
 * A tag time never moves backwards (another instance may have written a later one), and an expiry
 * that failed while Redis was unreachable is kept here and written with its original time when
 * Redis responds again, before any read is served: otherwise entries stored before the outage
 * would outlive a publish made during it.
 */

// HSET only when newer than the stored time (times come from several machines' clocks).
const SET_IF_NEWER = `local current = tonumber(redis.call('HGET', KEYS[1], ARGV[1]) or '0')
if tonumber(ARGV[2]) > current then redis.call('HSET', KEYS[1], ARGV[1], ARGV[2]) end
return 1`

/**
 * @template T
 * @param {number} ms
 * @param {Promise<T>} promise
 * @returns {Promise<T>}
 */
export function within(ms, promise) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no response from Redis within ${ms} ms`)), ms)
  })
  return /** @type {Promise<T>} */ (Promise.race([promise, late]).finally(() => clearTimeout(timer)))
}

/**
 * @typedef {{
 *   name: string,
 *   get: (key: string, meta: { implicitTags: string[] }) => Promise<unknown>,
 *   set: (key: string, value: unknown, ctx?: unknown) => Promise<void>,
 *   revalidateTag: (tag: string) => Promise<void>,
 *   delete?: (key: string) => Promise<void>,
 *   prepare?: () => Promise<void>,
 * }} Handler
 * @typedef {{
 *   isReady: boolean,
 *   withAbortSignal: (signal: AbortSignal) => { eval: (script: string, options: { keys: string[], arguments: string[] }) => Promise<unknown> },
 *   on: (event: 'ready', listener: () => void) => unknown,
 * }} TagClient
 */

/**
 * @param {Handler} handler forte's redis-strings handler on the same client and prefix
 * @param {{ client: TagClient, keyPrefix: string, timeoutMs: number, now?: () => number, onError?: (error: unknown) => void }} options
 * @returns {Handler & { pendingExpiries: () => number }}
 */
export function withTagTimes(handler, { client, keyPrefix, timeoutMs, now = Date.now, onError = () => {} }) {
  // The hash forte's `get` reads tag times from (its REVALIDATED_TAGS_KEY under the prefix).
  const timesKey = `${keyPrefix}__revalidated_tags__`
  /** @type {Map<string, number>} tag → the latest time it was expired while Redis missed it */
  const missed = new Map()
  /** @type {Promise<void> | null} */
  let replaying = null
  /** @type {ReturnType<typeof setTimeout> | null} */
  let retry = null

  /** @param {string} tag @param {number} at */
  async function writeTime(tag, at) {
    if (!client.isReady) throw new Error('Redis is not connected')
    await client
      .withAbortSignal(AbortSignal.timeout(timeoutMs))
      .eval(SET_IF_NEWER, { keys: [timesKey], arguments: [tag, String(at)] })
  }

  /**
   * The handler's own expiry: deletes the entries carrying the tag. It scans every entry's tags and
   * has no time limit of its own, so it is bounded here (a hung Redis must not hold a publish).
   * @param {string} tag
   */
  const deleteTagged = (tag) => within(timeoutMs * 3, handler.revalidateTag(tag))

  /** @param {string} tag @param {number} at */
  async function expire(tag, at) {
    await writeTime(tag, at)
    await deleteTagged(tag)
  }

  /** @param {string} tag @param {number} at */
  function remember(tag, at) {
    missed.set(tag, Math.max(missed.get(tag) ?? 0, at))
    // Also retried on a timer: a command that timed out leaves the client connected, so no
    // 'ready' event would come.
    retry ??= setTimeout(() => {
      retry = null
      void replay()
    }, 1000)
    retry.unref?.()
  }

  /** Writes the missed expiries (one replay at a time); whatever fails again stays for later. */
  function replay() {
    if (missed.size === 0 || !client.isReady) return Promise.resolve()
    replaying ??= (async () => {
      const batch = [...missed]
      missed.clear()
      for (const [tag, at] of batch) {
        try {
          await expire(tag, at)
        } catch (error) {
          onError(error)
          remember(tag, at)
        }
      }
    })().finally(() => {
      replaying = null
    })
    return replaying
  }

  client.on('ready', () => void replay())

  return {
    ...handler,
    name: `${handler.name}+tag-times`,
    async get(key, meta) {
      // An entry must not be served before the expiries Redis missed are written.
      if (missed.size > 0) await replay()
      if (missed.size > 0) return null
      return handler.get(key, meta)
    },
    async revalidateTag(tag) {
      const at = now()
      try {
        await writeTime(tag, at)
      } catch (error) {
        remember(tag, at)
        throw error
      }
      // The time alone expires every entry with the tag on every instance (reads compare it), so
      // a publish's tags all get their times at once and the deleting follows; an entry left
      // behind is dropped at its next read.
      void deleteTagged(tag).catch(onError)
    },
    pendingExpiries: () => missed.size,
  }
}
