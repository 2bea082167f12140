/**
 * A service worker's surroundings in Node, for scripts/sw-template.test.ts: Cache Storage (entries in
 * insertion order, a put replaces and appends, as in browsers), a network the test switches off, a
 * clock and timers the test moves, and install/activate/fetch events. The worker runs in a vm context
 * that sees only these globals.
 */
import vm from 'node:vm'

export const ORIGIN = 'https://www.zap.co.ao'

type Keyed = string | { url: string }
const keyOf = (request: Keyed) => new URL(typeof request === 'string' ? request : request.url, ORIGIN).href

export interface FakeRequest {
  url: string
  method: string
  mode: string
  headers: Headers
}

class FakeCache {
  readonly entries = new Map<string, { request: Keyed; response: Response }>()
  constructor(private readonly network: (request: Keyed) => Promise<Response>) {}
  async match(request: Keyed) {
    return this.entries.get(keyOf(request))?.response.clone()
  }
  async put(request: Keyed, response: Response) {
    this.entries.delete(keyOf(request))
    this.entries.set(keyOf(request), { request, response })
  }
  async delete(request: Keyed) {
    return this.entries.delete(keyOf(request))
  }
  async keys() {
    return [...this.entries.values()].map((entry) => entry.request)
  }
  async add(request: Keyed) {
    const response = await this.network(request)
    if (!response.ok) throw new TypeError(`bad response ${response.status}`)
    await this.put(request, response)
  }
}

interface FakeEvent {
  request?: FakeRequest
  respondWith(response: Promise<Response>): void
  waitUntil(promise: Promise<unknown>): void
}

export interface Dispatched {
  /** The worker's answer, or undefined when it let the browser fetch as usual. */
  response: Promise<Response> | undefined
  /** Resolves once the answer and all the work it kept the worker alive for are done, with that work's failures. */
  settled(): Promise<unknown[]>
}

export type Server = (url: URL, request: Keyed) => Response | Promise<Response>

/** 200 with the path in an h1; the offline page is "offline v1". */
export const defaultServer: Server = (url) =>
  new Response(url.pathname === '/offline.html' ? 'offline v1' : `<h1>${url.pathname}${url.search}</h1>`, {
    status: 200,
  })

export function fakeScope(source: string) {
  const listeners = new Map<string, Array<(event: FakeEvent) => void>>()
  const caches = new Map<string, FakeCache>()
  const timers = new Map<number, { at: number; run: () => void }>()
  let nextTimer = 1

  const scope = {
    now: 1_800_000_000_000,
    online: true,
    server: defaultServer,
    /** Paths (with query) the worker fetched, in order. */
    fetched: [] as string[],
    skippedWaiting: false,
    claimed: false,
    deletedDatabases: [] as string[],
    caches,
    /** The paths in a cache, oldest first. */
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
      for (const [id, timer] of [...timers]) {
        if (timer.at > scope.now) continue
        timers.delete(id)
        timer.run()
      }
    },
    dispatch(type: string, request?: FakeRequest): Dispatched {
      let response: Promise<Response> | undefined
      const pending: Promise<unknown>[] = []
      const event: FakeEvent = {
        request,
        respondWith: (answer) => {
          if (response) throw new Error('respondWith called twice')
          response = Promise.resolve(answer)
        },
        waitUntil: (promise) => void pending.push(promise),
      }
      for (const listener of listeners.get(type) ?? []) listener(event)
      return {
        response,
        async settled() {
          await response?.catch(() => undefined)
          // Work can be added while earlier work runs (a cache miss fetches, then stores).
          let results: PromiseSettledResult<unknown>[] = []
          for (let seen = -1; seen !== pending.length;) {
            seen = pending.length
            results = await Promise.allSettled(pending)
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

  async function network(request: Keyed): Promise<Response> {
    const url = new URL(keyOf(request))
    scope.fetched.push(url.pathname + url.search)
    if (!scope.online) throw new TypeError('Failed to fetch')
    return scope.server(url, request)
  }

  class RelativeRequest extends Request {
    constructor(input: string, init?: RequestInit) {
      super(new URL(input, ORIGIN), init)
    }
  }

  const context = vm.createContext({
    addEventListener: (type: string, listener: (event: FakeEvent) => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    skipWaiting: async () => void (scope.skippedWaiting = true),
    clients: { claim: async () => void (scope.claimed = true) },
    indexedDB: { deleteDatabase: (name: string) => void scope.deletedDatabases.push(name) },
    caches: {
      open: async (name: string) => scope.cache(name),
      keys: async () => [...caches.keys()],
      delete: async (name: string) => caches.delete(name),
    },
    fetch: network,
    location: { origin: ORIGIN },
    Date: { now: () => scope.now },
    setTimeout: (run: () => void, ms: number) => {
      timers.set(nextTimer, { at: scope.now + ms, run })
      return nextTimer++
    },
    clearTimeout: (id: number) => void timers.delete(id),
    URL,
    Headers,
    Request: RelativeRequest,
    Response,
  })
  vm.runInContext(source, context, { filename: 'sw.js' })
  return scope
}

/** A request as the browser hands it to the worker (mode "navigate" cannot be made with new Request). */
export function request(
  path: string,
  init: { mode?: string; method?: string; headers?: Record<string, string>; origin?: string } = {},
): FakeRequest {
  return {
    url: new URL(path, init.origin ?? ORIGIN).href,
    method: init.method ?? 'GET',
    mode: init.mode ?? 'no-cors',
    headers: new Headers(init.headers),
  }
}
