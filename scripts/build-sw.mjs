#!/usr/bin/env node
/**
 * Writes public/sw.js with Workbox (runtime inlined: nothing is loaded from a CDN). Visited pages
 * are served network-first, so a publish is seen at once when online, and from the cache when
 * offline; a page never visited offline gets public/offline.html. Static chunks are immutable and
 * cached on first use; nothing is precached but the offline page, to spare cheap phones' storage.
 * The admin and the API (except media) never go through the cache.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { generateSW } from 'workbox-build'

const root = path.resolve(import.meta.dirname, '..')
const offline = readFileSync(path.join(root, 'public/offline.html'))

const { count, size, warnings } = await generateSW({
  swDest: path.join(root, 'public/sw.js'),
  globDirectory: path.join(root, 'public'),
  globPatterns: [],
  additionalManifestEntries: [{ url: '/offline.html', revision: createHash('sha256').update(offline).digest('hex').slice(0, 16) }],
  inlineWorkboxRuntime: true,
  mode: 'production',
  sourcemap: false,
  skipWaiting: true,
  clientsClaim: true,
  cleanupOutdatedCaches: true,
  runtimeCaching: [
    {
      urlPattern: ({ request, url }) => request.mode === 'navigate' && !/^\/(admin|api)(\/|$)/.test(url.pathname),
      handler: 'NetworkFirst',
      options: {
        cacheName: 'zap-pages',
        networkTimeoutSeconds: 6,
        expiration: { maxEntries: 40, maxAgeSeconds: 7 * 24 * 60 * 60 },
        precacheFallback: { fallbackURL: '/offline.html' },
      },
    },
    {
      urlPattern: ({ url }) => url.pathname.startsWith('/_next/static/'),
      handler: 'CacheFirst',
      options: { cacheName: 'zap-static', expiration: { maxEntries: 120, maxAgeSeconds: 30 * 24 * 60 * 60 } },
    },
    {
      urlPattern: ({ url }) => url.pathname.startsWith('/_next/image') || url.pathname.startsWith('/api/media/file/') || /\.(svg|png|webp|ico)$/.test(url.pathname),
      handler: 'StaleWhileRevalidate',
      options: { cacheName: 'zap-images', expiration: { maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60 } },
    },
  ],
})
for (const warning of warnings) console.warn(`build-sw: ${warning}`)
console.log(`build-sw: public/sw.js written (${count} precached file, ${size} bytes)`)
