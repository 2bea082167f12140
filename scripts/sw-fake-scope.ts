/**
 * A service worker's surroundings in Node, for scripts/build-sw.test.ts: Cache Storage (entries in
 * insertion order, a put replaces and appends, as in browsers), IndexedDB (fake-indexeddb, where
 * Workbox keeps its expiry times), a network the test switches off, a clock and timers the test moves,
 * and install/activate/fetch events. The worker runs in a vm context that sees only these globals, so
 * a worker that reached for anything else (importScripts, a CDN) fails here.
 */
import vm from 'node:vm'
import {
  IDBCursor,
  IDBCursorWithValue,
  IDBDatabase,
  IDBFactory,
  IDBIndex,
  IDBKeyRange,
  IDBObjectStore,
  IDBOpenDBRequest,
  IDBRequest,
  IDBTransaction,
  IDBVersionChangeEvent,
} from 'fake-indexeddb'

export const ORIGIN = 'https://www.zap.co.ao'

type Keyed = string | Request

interface MatchOptions {
  ignoreSearch?: boolean
  ignoreMethod?: boolean
  ignoreVary?: boolean
  cacheName?: string
}

const toRequest = (request: Keyed) => (typeof request === 'string' ? new Request(new URL(request, ORIGIN)) : request)
const keyOf = (request: Keyed, ignoreSearch = false) => {
  const url = new URL(toRequest(request).url)
  if (ignoreSearch) url.search = ''
  return url.href
}

class FakeCache {
  readonly entries = new Map<string, { request: Request; response: Response }>()

  constructor(private readonly network: (request: Keyed) => Promise<Response>) {}

  private matching(request: Keyed | undefined, options: MatchOptions = {}) {
    const all = [...this.entries.values()]
    if (request === undefined) return all
    const wanted = toRequest(request)
    if (wanted.method !== 'GET' && !options.ignoreMethod) return []
    return all.filter((entry) => keyOf(entry.request, options.ignoreSearch) === keyOf(wanted, options.ignoreSearch))
  }

  async match(request: Keyed, options?: MatchOptions) {
    return this.matching(request, options)[0]?.response.clone()
  }

  async put(request: Keyed, response: Response) {
    const stored = toRequest(request)
    // As in browsers: only GET requests, and never a partial response.
    if (stored.method !== 'GET') throw new TypeError(`cannot store a ${stored.method} request`)
    if (response.status === 206) throw new TypeError('cannot store a partial response')
    this.entries.delete(keyOf(stored))
    this.entries.set(keyOf(stored), { request: stored, response })
  }

  async delete(request: Keyed, options?: MatchOptions) {
    const found = this.matching(request, options)
    for (const entry of found) this.entries.delete(keyOf(entry.request))
    return found.length > 0
  }

  async keys(request?: Keyed, options?: MatchOptions) {
    return this.matching(request, options).map((entry) => entry.request)
  }

  async add(request: Keyed) {
    const response = await this.network(request)
    if (!response.ok) throw new TypeError(`bad response ${response.status}`)
    await this.put(request, response)
  }
}

/** A navigation, as the browser hands it to the worker (mode "navigate" cannot be set with new Request). */
class NavigationRequest extends Request {
  get mode(): RequestMode {
    return 'navigate'
  }
  clone(): Request {
    return new NavigationRequest(super.clone())
  }
}

class ExtendableEvent {
  readonly pending: Promise<unknown>[] = []
  constructor(readonly type: string) {}
  waitUntil(promise: Promise<unknown>) {
    this.pending.push(promise)
  }
}

class FetchEvent extends ExtendableEvent {
  response: Promise<Response> | undefined
  readonly preloadResponse = undefined
  constructor(readonly request: Request) {
    super('fetch')
  }
  respondWith(response: Response | Promise<Response>) {
    if (this.response) throw new Error('respondWith called twice')
    this.response = Promise.resolve(response)
  }
}

export interface Dispatched {
  /** The worker's response, or undefined when it let the browser fetch as usual. */
  response: Promise<Response> | undefined
  /** Resolves once the response and all the work it kept the worker alive for are done, with that work's failures. */
  settled(): Promise<unknown[]>
}

export type Server = (url: URL, request: Request) => Response | Promise<Response>

export function fakeScope(source: string) {
  const listeners = new Map<string, Array<(event: ExtendableEvent) => void>>()
  const caches = new Map<string, FakeCache>()
  const timers = new Map<number, { at: number; run: () => void }>()
  let nextTimer = 1

  const scope = {
    now: 1_800_000_000_000,
    online: true,
    /** 200 with the path in an h1 and the fake clock's Date header; the offline page is "offline v1". */
    server: ((url) =>
      new Response(url.pathname === '/offline.html' ? 'offline v1' : `<h1>${url.pathname}${url.search}</h1>`, {
        status: 200,
        headers: { date: new Date(scope.now).toUTCString() },
      })) as Server,
    /** Paths (with query) the worker fetched, in order. */
    fetched: [] as string[],
    /** The requests the worker fetched, in order. */
    requests: [] as Request[],
    skippedWaiting: false,
    claimed: false,
    caches,
    /** The paths (with query) in a cache, oldest first. */
    paths(name: string) {
      return [...(caches.get(name)?.entries.keys() ?? [])].map((href) => href.slice(ORIGIN.length))
    },
    cache(name: string) {
      const existing = caches.get(name)
      if (existing) return existing
      const created = new FakeCache(network)
      caches.set(name, created)
      return created
    },
    /** Moves the clock on, running the timers that fall due. */
    advance(ms: number) {
      scope.now += ms
      runDue()
    },
    dispatch(type: 'install' | 'activate' | 'fetch', request?: Request): Dispatched {
      const event = type === 'fetch' ? new FetchEvent(request ?? new Request(ORIGIN)) : new ExtendableEvent(type)
      for (const listener of listeners.get(type) ?? []) listener(event)
      const response = event instanceof FetchEvent ? event.response : undefined
      return {
        response,
        async settled() {
          await response?.catch(() => undefined)
          // Work can be added while earlier work runs (a cache miss fetches, then stores).
          let results: PromiseSettledResult<unknown>[] = []
          for (let seen = -1; seen !== event.pending.length;) {
            seen = event.pending.length
            results = await Promise.allSettled(event.pending)
          }
          return results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []))
        },
      }
    },
    /** Installs and activates the worker, as a browser does for a new version. */
    async lifecycle() {
      const failures = [...(await scope.dispatch('install').settled()), ...(await scope.dispatch('activate').settled())]
      if (failures.length) throw new AggregateError(failures, 'the worker failed to install or activate')
    },
  }

  function runDue() {
    for (const [id, timer] of [...timers]) {
      if (timer.at > scope.now) continue
      timers.delete(id)
      timer.run()
    }
  }

  async function network(input: Keyed): Promise<Response> {
    const request = toRequest(input)
    const url = new URL(request.url)
    scope.fetched.push(url.pathname + url.search)
    scope.requests.push(request)
    if (!scope.online) throw new TypeError('Failed to fetch')
    return scope.server(url, request)
  }

  /** Relative addresses resolve against the site, as in a worker. */
  class RelativeRequest extends Request {
    constructor(input: string | URL | Request, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, ORIGIN) : input, init)
    }
  }

  const context = vm.createContext({
    addEventListener: (type: string, listener: (event: ExtendableEvent) => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    skipWaiting: async () => void (scope.skippedWaiting = true),
    clients: { claim: async () => void (scope.claimed = true) },
    registration: { scope: `${ORIGIN}/` },
    caches: {
      open: async (name: string) => scope.cache(name),
      has: async (name: string) => caches.has(name),
      keys: async () => [...caches.keys()],
      delete: async (name: string) => caches.delete(name),
      match: async (request: Keyed, options: MatchOptions = {}) => {
        const names = options.cacheName ? [options.cacheName] : [...caches.keys()]
        for (const name of names) {
          const found = await caches.get(name)?.match(request, options)
          if (found) return found
        }
        return undefined
      },
    },
    // A fresh IndexedDB for every scope, like a new browser profile.
    indexedDB: new IDBFactory(),
    IDBCursor,
    IDBCursorWithValue,
    IDBDatabase,
    IDBIndex,
    IDBKeyRange,
    IDBObjectStore,
    IDBOpenDBRequest,
    IDBRequest,
    IDBTransaction,
    IDBVersionChangeEvent,
    fetch: network,
    location: new URL(`${ORIGIN}/sw.js`),
    Date: class extends Date {
      constructor(...args: [] | [string | number | Date]) {
        if (args.length === 0) super(scope.now)
        else super(args[0])
      }
      static now() {
        return scope.now
      }
    },
    // Timers run on the test's clock; one due at once runs on the next turn of the event loop.
    setTimeout: (run: () => void, ms = 0) => {
      timers.set(nextTimer, { at: scope.now + ms, run })
      if (ms <= 0) setImmediate(runDue)
      return nextTimer++
    },
    clearTimeout: (id: number) => void timers.delete(id),
    console,
    DOMException,
    ExtendableEvent,
    FetchEvent,
    URL,
    Headers,
    Request: RelativeRequest,
    Response,
  })
  context.self = context
  vm.runInContext(source, context, { filename: 'sw.js' })
  return scope
}

/** A request as the browser hands it to the worker. */
export function request(
  path: string,
  init: { mode?: 'navigate'; method?: string; headers?: Record<string, string>; origin?: string } = {},
): Request {
  const url = new URL(path, init.origin ?? ORIGIN)
  const options = { method: init.method ?? 'GET', headers: init.headers }
  return init.mode === 'navigate' ? new NavigationRequest(url, options) : new Request(url, options)
}
