/**
 * The site's offline service worker written with Workbox's modules (the injectManifest way, bundled
 * by bench/libraries.mjs with esbuild): the same routes, strategies, limits, max ages and offline
 * page as the worker scripts/build-sw.mjs generates. Only bench/libraries.mjs builds it; it is not served.
 */
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching'
import { registerRoute, setCatchHandler } from 'workbox-routing'
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'

const DAY = 24 * 60 * 60
const ours = ({ url, request }) => url.origin === location.origin && !request.headers.has('range')
const cmsOrApi = (path) => /^\/(admin|api)(\/|$)/.test(path)

self.skipWaiting()
clientsClaim()
cleanupOutdatedCaches()
precacheAndRoute([{ url: '/offline.html', revision: '__OFFLINE_REVISION__' }])

registerRoute(
  (route) => ours(route) && route.request.mode === 'navigate' && !cmsOrApi(route.url.pathname),
  new NetworkFirst({
    cacheName: 'zap-pages',
    networkTimeoutSeconds: 6,
    plugins: [new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 7 * DAY })],
  }),
)
registerRoute(
  (route) => ours(route) && route.url.pathname.startsWith('/_next/static/'),
  new CacheFirst({
    cacheName: 'zap-static',
    plugins: [new ExpirationPlugin({ maxEntries: 120, maxAgeSeconds: 30 * DAY })],
  }),
)
registerRoute(
  ({ url, request }) => {
    const path = url.pathname
    return (
      ours({ url, request }) &&
      (path.startsWith('/_next/image') ||
        path.startsWith('/api/media/file/') ||
        (!cmsOrApi(path) && /\.(svg|png|webp|ico)$/.test(path)))
    )
  },
  new StaleWhileRevalidate({
    cacheName: 'zap-images',
    plugins: [new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY })],
  }),
)
// A page neither the network nor the cache can give: the offline page.
setCatchHandler(
  async ({ request }) => (request.mode === 'navigate' && (await matchPrecache('/offline.html'))) || Response.error(),
)
