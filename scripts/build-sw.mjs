#!/usr/bin/env node
/**
 * Writes public/sw.js with Workbox's generateSW, its runtime inlined: one file, nothing loaded from a
 * CDN and no importScripts. A maintained library is preferred here because the worker's bytes land on
 * no page's first load: the browser fetches the worker after the page is interactive and runs it off
 * the page's thread (docs/decisions.md, "Our own code instead of a library").
 *
 * What it does:
 *   - precaches ONLY public/offline.html, under its content hash, so a changed offline page makes a new
 *     worker that replaces the stored copy. Workbox's default glob over a build would precache every
 *     chunk, the admin's too (megabytes at install on cheap phones), hence `globPatterns: []`;
 *   - pages (navigations) network-first, so a publish shows at once when online; after 6 s without a
 *     response, or offline, the copy kept from an earlier visit (at most 40, 7 days), else the offline page;
 *   - built chunks (/_next/static, content-hashed, never stale) cache-first, at most 120, 30 days;
 *   - images stale-while-revalidate, at most 80, 30 days;
 *   - never the admin, the API (media files excepted), preview routes, other sites, non-GET requests or
 *     range requests (video: a stored whole file would not serve them): those go to the network as if
 *     there were no worker.
 *
 * workbox-build is a devDependency like typescript and sass, which `next build` needs too: the worker
 * is built wherever the site is built (`npm ci` installs dev dependencies; `npm start`, `npm run
 * cluster` and `npm run build` build), and the instances only serve the built files (docs/several-machines.md, "Build
 * once, copy `.next`"), so an install with --omit=dev never has to build it.
 *
 *   node scripts/build-sw.mjs [output]     # default public/sw.js
 */
import { createHash } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { generateSW } from 'workbox-build'

const root = path.resolve(import.meta.dirname, '..')
const output = path.resolve(process.argv[2] ?? path.join(root, 'public/sw.js'))
const offline = readFileSync(path.join(root, 'public/offline.html'))
const revision = createHash('sha256').update(offline).digest('hex').slice(0, 16)

const DAY = 24 * 60 * 60

/**
 * Runs in the worker (its source is appended to Workbox's output). The handwritten worker this one
 * replaces kept the offline page in `zap-offline-<hash>` and its own expiry times in a header Workbox
 * does not read, so its entries in the runtime caches would never count towards Workbox's limits.
 * When such a cache is found, that worker's caches go, once: the next activation finds none.
 * Workbox's own outdated precaches are dropped by `cleanupOutdatedCaches`.
 */
function dropHandwrittenWorkerCaches() {
  self.addEventListener('activate', (event) => {
    event.waitUntil(
      caches.keys().then((names) => {
        const offlinePages = names.filter((name) => name.startsWith('zap-offline-'))
        const drop = offlinePages.length ? [...offlinePages, 'zap-pages', 'zap-static', 'zap-images'] : []
        return Promise.all(drop.map((name) => caches.delete(name)))
      }),
    )
  })
}

// Admin, API and preview routes are never served by the worker; media files under /api are images.
// The matchers are copied into the worker as source, so they use nothing from this module.
const runtimeCaching = [
  {
    urlPattern: ({ request, url, sameOrigin }) =>
      sameOrigin && request.mode === 'navigate' && !/^\/(admin|api|next\/preview)(\/|$)/.test(url.pathname),
    handler: 'NetworkFirst',
    options: {
      cacheName: 'zap-pages',
      networkTimeoutSeconds: 6,
      expiration: { maxEntries: 40, maxAgeSeconds: 7 * DAY },
      precacheFallback: { fallbackURL: '/offline.html' },
    },
  },
  {
    urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
    handler: 'CacheFirst',
    options: { cacheName: 'zap-static', expiration: { maxEntries: 120, maxAgeSeconds: 30 * DAY } },
  },
  {
    urlPattern: ({ request, url, sameOrigin }) =>
      sameOrigin &&
      !request.headers.has('range') &&
      (url.pathname.startsWith('/_next/image') ||
        url.pathname.startsWith('/api/media/file/') ||
        (!/^\/(admin|api|next\/preview)(\/|$)/.test(url.pathname) && /\.(svg|png|webp|ico)$/.test(url.pathname))),
    handler: 'StaleWhileRevalidate',
    options: { cacheName: 'zap-images', expiration: { maxEntries: 80, maxAgeSeconds: 30 * DAY } },
  },
]

// generateSW writes into a folder of its own: the file is finished here and then written once, so a
// server never serves a half-made worker.
const scratch = mkdtempSync(path.join(tmpdir(), 'zap-build-sw-'))
try {
  const swDest = path.join(scratch, 'sw.js')
  const { count, filePaths, warnings } = await generateSW({
    swDest,
    globDirectory: scratch,
    globPatterns: [],
    additionalManifestEntries: [{ url: '/offline.html', revision }],
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching,
  })
  for (const warning of warnings) console.warn(`build-sw: ${warning}`)
  if (filePaths.length !== 1)
    throw new Error(`build-sw: expected one file with the runtime inlined, got ${filePaths.join(', ')}`)
  const source = `${readFileSync(swDest, 'utf8').trimEnd()}\n(${dropHandwrittenWorkerCaches})();\n`
  writeFileSync(output, source)
  console.log(
    `build-sw: ${path.relative(root, output)} written (${count} precached file: offline page ${revision}; ${gzipSync(source, { level: 9 }).length} bytes gzipped)`,
  )
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
