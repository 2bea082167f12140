/**
 * When a render could have started reading the data it stores.
 *
 * An entry is only as fresh as the moment its render began reading: a publish committed after
 * that moment may be missing from it. Next tells a cache handler nothing about render starts, but
 * it always asks the cache (`get`) before it renders or calls a cached function, and every read of
 * the database comes after that. So a `get` that leads to a render (a miss, or an entry past its
 * lifetime) notes the time, and the `set` that follows stores the entry as modified at that time
 * instead of at the end of the render. A tag expired during the render is then newer than the
 * entry, and the entry is dropped at its next read.
 *
 * Several renders of one key can overlap, and they do not finish in order. A `set` therefore takes
 * the OLDEST start still outstanding (never later than its own render's start) and retires the
 * NEWEST one (its own start is at most that). Dating an entry too early costs at most one more
 * render; too late would keep old content for good. Starts older than `maxAgeMs` are forgotten (a
 * render that never stored anything), so one failed render cannot date entries back for long.
 */
export class RenderStarts {
  /** @type {Map<string, number[]>} */
  #starts = new Map()
  #maxAgeMs
  #notes = 0

  /** @param {{ maxAgeMs?: number }} [options] */
  constructor({ maxAgeMs = 60_000 } = {}) {
    this.#maxAgeMs = maxAgeMs
  }

  /**
   * A render of `key` may start reading now.
   * @param {string} key
   * @param {number} now
   */
  note(key, now) {
    // An occasional sweep keeps keys that are never stored again from piling up.
    if (++this.#notes % 1000 === 0) for (const known of [...this.#starts.keys()]) this.#fresh(known, now)
    const starts = this.#fresh(key, now)
    starts.push(now)
    this.#starts.set(key, starts)
  }

  /**
   * The time to store a new entry of `key` under: the oldest outstanding start, or `now` when none
   * is known.
   * @param {string} key
   * @param {number} now
   * @returns {number}
   */
  take(key, now) {
    const starts = this.#fresh(key, now)
    if (starts.length === 0) return now
    const oldest = Math.min(...starts)
    starts.splice(starts.indexOf(Math.max(...starts)), 1)
    if (starts.length === 0) this.#starts.delete(key)
    return oldest
  }

  /** Number of keys with an outstanding start. */
  get size() {
    return this.#starts.size
  }

  /**
   * @param {string} key
   * @param {number} now
   * @returns {number[]}
   */
  #fresh(key, now) {
    const starts = (this.#starts.get(key) ?? []).filter((at) => now - at <= this.#maxAgeMs)
    if (starts.length === 0) this.#starts.delete(key)
    else this.#starts.set(key, starts)
    return starts
  }
}
