/* ZAP's offline service worker. scripts/build-sw.mjs copies this file to public/sw.js with the offline
 * page's revision filled in; scripts/sw-template.test.ts runs it against a fake browser. */
const OFFLINE = 'zap-offline-__OFFLINE_REVISION__'
const PAGES = 'zap-pages'
const STATIC = 'zap-static'
const IMAGES = 'zap-images'
const DAY = 864e5
// Max ages (pages 7 days, chunks and images 30) are enforced: each cached copy carries the time it
// was stored in this header (a copy without it, left by the Workbox worker, counts as expired).
const STORED = 'x-sw-stored'

addEventListener('install', (event) => {
  skipWaiting()
  // The revision is in the cache's name, so a changed offline page lands in a new cache; 'reload'
  // skips the HTTP cache, which could still hold the old page.
  event.waitUntil(caches.open(OFFLINE).then((cache) => cache.add(new Request('/offline.html', { cache: 'reload' }))))
})

addEventListener('activate', (event) => {
  // Drops older offline pages and Workbox's caches; the runtime caches carry on across versions.
  const current = [OFFLINE, PAGES, STATIC, IMAGES]
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => /^(zap|workbox)-/.test(name) && !current.includes(name))
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => clients.claim()),
  )
  indexedDB.deleteDatabase('workbox-expiration')
})

addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  const path = url.pathname
  // Range requests (video) go straight to the network: a cached whole file would not answer them.
  if (request.method !== 'GET' || url.origin !== location.origin || request.headers.has('range')) return
  const cmsOrApi = /^\/(admin|api)(\/|$)/.test(path)
  if (request.mode === 'navigate' && !cmsOrApi) event.respondWith(networkFirst(event))
  // Built chunks have a content hash in their name: a cached one never goes stale.
  else if (path.startsWith('/_next/static/')) event.respondWith(cacheFirst(event))
  else if (
    path.startsWith('/_next/image') ||
    path.startsWith('/api/media/file/') ||
    (!cmsOrApi && /\.(svg|png|webp|ico)$/.test(path))
  ) {
    event.respondWith(staleWhileRevalidate(event))
  }
})

/** Pages: the network, so a publish shows at once; after 6 s or offline the cached copy, else the offline page. */
function networkFirst(event) {
  const network = fetchAndStore(event, PAGES, 40)
  const cached = () => fromCache(PAGES, event.request, 7 * DAY)
  return new Promise((resolve) => {
    const timer = setTimeout(() => cached().then((response) => response && resolve(response)), 6000)
    network
      .then(resolve, () =>
        cached()
          .then((response) => response || caches.open(OFFLINE).then((cache) => cache.match('/offline.html')))
          .then((response) => resolve(response || Response.error())),
      )
      .finally(() => clearTimeout(timer))
  })
}

async function cacheFirst(event) {
  return (await fromCache(STATIC, event.request, 30 * DAY)) || fetchAndStore(event, STATIC, 120)
}

async function staleWhileRevalidate(event) {
  const network = fetchAndStore(event, IMAGES, 80)
  return (await fromCache(IMAGES, event.request, 30 * DAY)) || network
}

/** The network's answer; a 200 is also stored, in the background (the worker stays alive for it). */
function fetchAndStore(event, cacheName, maxEntries) {
  const network = fetch(event.request)
  event.waitUntil(
    network
      .then((response) => response.status === 200 && store(cacheName, maxEntries, event.request, response.clone()))
      .catch(() => {}),
  )
  return network
}

async function store(cacheName, maxEntries, request, response) {
  const headers = new Headers(response.headers)
  headers.set(STORED, String(Date.now()))
  const cache = await caches.open(cacheName)
  await cache.put(
    request,
    new Response(response.body, { status: response.status, statusText: response.statusText, headers }),
  )
  // keys() lists entries in insertion order (a put replaces and appends): all but the newest
  // maxEntries go.
  const keys = await cache.keys()
  await Promise.all(keys.slice(0, -maxEntries).map((key) => cache.delete(key)))
}

async function fromCache(cacheName, request, maxAge) {
  const cache = await caches.open(cacheName)
  const response = await cache.match(request)
  if (!response) return undefined
  if (Date.now() - Number(response.headers.get(STORED)) < maxAge) return response
  await cache.delete(request)
  return undefined
}
