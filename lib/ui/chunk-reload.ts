/** Recovery from a page code chunk that failed to load: the page reloads, at most once per minute. */

/** sessionStorage key with the time of the last such reload, so the limit survives the reload itself. */
export const CHUNK_RELOAD_KEY = 'zap:chunk-reload-at'
export const CHUNK_RELOAD_INTERVAL_MS = 60_000

// Webpack names its error; browsers word a failed dynamic import() each their own way.
const CHUNK_MESSAGE =
  /Loading chunk .* failed|Failed to fetch dynamically imported module|Importing a module script failed/

/** Whether to reload now: never twice within a minute, so a chunk that is really gone can't loop the page. */
export function shouldReload(now: number, lastReloadAt: number | null): boolean {
  // A time in the future means the clock moved; it says nothing about a recent reload.
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt) || lastReloadAt > now) return true
  return now - lastReloadAt >= CHUNK_RELOAD_INTERVAL_MS
}

/** Whether a rejection or error is the failure to load a code chunk. */
export function isChunkLoadError(reason: unknown): boolean {
  if (typeof reason !== 'object' || reason === null) return false
  const { name, message } = reason as { name?: unknown; message?: unknown }
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_MESSAGE.test(message))
}

/** Whether an `error` event's target is one of Next's script chunks that failed to load. */
export function isFailedChunkScript(target: EventTarget | null): boolean {
  if (typeof HTMLScriptElement === 'undefined' || !(target instanceof HTMLScriptElement) || !target.src) return false
  return new URL(target.src, location.href).pathname.startsWith('/_next/')
}

// Storage comes in as a getter: merely reading window.sessionStorage throws when the browser blocks it.
type GetStorage = () => Storage

/** Time of the last chunk reload in this tab, or null when none (or storage is unreadable). */
export function readLastReload(storage: GetStorage): number | null {
  try {
    const stored = storage().getItem(CHUNK_RELOAD_KEY)
    return stored === null ? null : Number(stored)
  } catch {
    return null
  }
}

/** Records a reload; false when storage refuses, since then the once-a-minute limit can't be kept. */
export function rememberReload(storage: GetStorage, now: number): boolean {
  try {
    storage().setItem(CHUNK_RELOAD_KEY, String(now))
    return true
  } catch {
    return false
  }
}
