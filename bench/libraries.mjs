#!/usr/bin/env node
/**
 * Our own code against the maintained library it stands in for: the service worker, the carousel,
 * the plan tabs, the lead forms' phone rules and the client islands' translator. For each, what the
 * library would add to a page's first-load JavaScript, or to the service worker, compared with our
 * module, measured in this run.
 *
 * How: esbuild bundles our module (found by its path in git, wherever it lives) and a minimal
 * usage of the library with the same props and behaviour (bench/libraries/*), each alone, minified,
 * for the browser (ES2022), production mode, with React, React DOM and Next external (every page
 * loads them anyway) and style modules stubbed out (CSS is not JavaScript). Each output is
 * compressed here with gzip -9 (like bench:js) and brotli 11. The worker: scripts/build-sw.mjs's
 * output against Workbox, once through workbox-build's generateSW with the options this site used
 * when it had a Workbox worker, once as Workbox's modules bundled by esbuild (the injectManifest way).
 *
 * Rule (one per concern):
 *   - a library whose cost lands on a page's first load is kept out when the smallest measured use
 *     of it adds more than THRESHOLD (1 % of the first-load budget) of gzip to that page, beyond
 *     what our module costs: our code stays;
 *   - otherwise, and always when the cost lands only in the service worker (downloaded after the
 *     page is interactive and run off the page's thread), the library is preferred: switch.
 *
 * Also printed: whether libphonenumber-js agrees with our phone rules on the cases of the forms'
 * tests, and what Workbox would precache (this site's options, and its glob defaults over a build:
 * NEXT_DIST, default .next).
 *
 *   npm run bench:libraries
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import { getManifest, generateSW } from 'workbox-build'
import { aoMzMetadata, bundle, bytes, named, ourFile, sizes } from './lib/bundle-size.mjs'
import { kB, summary, table } from './lib/report.mjs'

const root = path.resolve(import.meta.dirname, '..')
const fixtures = path.join(import.meta.dirname, 'libraries')

/** The bare Next.js page's first-visit JavaScript as `npm run bench:js` last measured it (docs/benchmarks.md). */
const BARE_GZIP = Number(process.env.BARE_GZIP_BYTES ?? Math.round(131.4 * 1024))
/** bench:js's budget: every page at most 1.25 x the bare page. */
const BUDGET_GZIP = Math.round(1.25 * BARE_GZIP)
/** Significant on a first load: 1 % of that budget (about 1.6 kB of gzip). */
const THRESHOLD = Math.round(BUDGET_GZIP / 100)

const fixture = (name) => path.join(fixtures, name)
const tmp = mkdtempSync(path.join(tmpdir(), 'zap-bench-libraries-'))

try {
  // ---- the service worker ----------------------------------------------------------------------
  const offline = readFileSync(path.join(root, 'public/offline.html'))
  const { createHash } = await import('node:crypto')
  const revision = createHash('sha256').update(offline).digest('hex').slice(0, 16)
  const ourWorker = path.join(tmp, 'ours', 'sw.js')
  mkdirSync(path.dirname(ourWorker), { recursive: true })
  execFileSync(process.execPath, [path.join(root, 'scripts/build-sw.mjs'), ourWorker], { stdio: 'pipe' })

  // workbox-build with the options of the Workbox worker this site had (runtime inlined, nothing
  // precached but the offline page), written to a scratch folder.
  const empty = path.join(tmp, 'empty')
  mkdirSync(empty)
  const cmsOrApi = /^\/(admin|api)(\/|$)/
  const generated = await generateSW({
    swDest: path.join(tmp, 'workbox', 'sw.js'),
    globDirectory: empty,
    globPatterns: [],
    additionalManifestEntries: [{ url: '/offline.html', revision }],
    inlineWorkboxRuntime: true,
    mode: 'production',
    sourcemap: false,
    skipWaiting: true,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    runtimeCaching: [
      {
        urlPattern: ({ request, url }) => request.mode === 'navigate' && !cmsOrApi.test(url.pathname),
        handler: 'NetworkFirst',
        options: {
          cacheName: 'zap-pages',
          networkTimeoutSeconds: 6,
          expiration: { maxEntries: 40, maxAgeSeconds: 7 * 86400 },
          precacheFallback: { fallbackURL: '/offline.html' },
        },
      },
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/_next/static/'),
        handler: 'CacheFirst',
        options: { cacheName: 'zap-static', expiration: { maxEntries: 120, maxAgeSeconds: 30 * 86400 } },
      },
      {
        urlPattern: ({ url }) =>
          url.pathname.startsWith('/_next/image') ||
          url.pathname.startsWith('/api/media/file/') ||
          /\.(svg|png|webp|ico)$/.test(url.pathname),
        handler: 'StaleWhileRevalidate',
        options: { cacheName: 'zap-images', expiration: { maxEntries: 80, maxAgeSeconds: 30 * 86400 } },
      },
    ],
  })
  const generatedFiles = readdirSync(path.join(tmp, 'workbox')).filter((file) => file.endsWith('.js'))
  const generatedCode = generatedFiles.map((file) => readFileSync(path.join(tmp, 'workbox', file), 'utf8')).join('\n')

  // ---- every build -----------------------------------------------------------------------------
  const concerns = [
    {
      concern: 'service worker',
      ours: {
        label: 'scripts/build-sw.mjs output (Workbox generateSW since the switch)',
        code: readFileSync(ourWorker, 'utf8'),
      },
      libraries: [
        {
          label: `${named('workbox-build')} generateSW, runtime inlined (the options this site used)`,
          code: generatedCode,
        },
        {
          label: `${named('workbox-precaching')} + routing, strategies, expiration, core, bundled by esbuild`,
          code: await bundle(fixture('sw-workbox.js')),
        },
      ],
      lands: 'worker',
      where: "the service worker only: fetched after hydration, run off the page thread; no page's first-load JS",
    },
    {
      concern: 'carousel',
      ours: { label: 'carousel/Carousel.tsx', code: await bundle(ourFile('carousel/Carousel.tsx')) },
      libraries: [{ label: named('embla-carousel-react'), code: await bundle(fixture('carousel-embla.tsx')) }],
      lands: 'first-load',
      where: 'first load of pages with an ads or package carousel (the home page)',
    },
    {
      concern: 'tabs',
      ours: { label: 'tabs/Tabs.tsx', code: await bundle(ourFile('tabs/Tabs.tsx')) },
      libraries: [{ label: named('@radix-ui/react-tabs'), code: await bundle(fixture('tabs-radix.tsx')) }],
      lands: 'first-load',
      where: 'first load of pages with a package carousel (the home page)',
    },
    {
      concern: 'phone rules',
      ours: { label: 'forms/phone.ts', code: await bundle(ourFile('forms/phone.ts')) },
      libraries: [
        {
          label: `${named('libphonenumber-js')}/min (all countries)`,
          code: await bundle(fixture('phone-libphonenumber-min.ts')),
          file: 'phone-libphonenumber-min.ts',
        },
        {
          label: `${named('libphonenumber-js')}/core, metadata of AO and MZ only`,
          code: await bundle(fixture('phone-libphonenumber-core.ts'), { plugins: [aoMzMetadata] }),
          file: 'phone-libphonenumber-core.ts',
          plugins: [aoMzMetadata],
        },
      ],
      lands: 'first-load',
      where: "first load of the coverage, casting and job-application pages (their form's chunk)",
    },
    {
      concern: 'translator',
      // Islands get their strings as labels; what runs in the browser is filling templates and picking plurals.
      ours: { label: 'i18n/labels.ts (fill, plural)', code: await bundle(ourFile('i18n/labels.ts')) },
      libraries: [
        {
          label: `${named('i18next')} + ${named('react-i18next')}`,
          code: await bundle(fixture('i18n-react-i18next.tsx')),
        },
        { label: `${named('next-i18next')}/client`, code: await bundle(fixture('i18n-next-i18next.tsx')) },
        { label: `${named('use-intl')} (ICU messages)`, code: await bundle(fixture('i18n-use-intl.tsx')) },
      ],
      lands: 'first-load',
      where: 'first load of the pages whose islands fill a template or a count (TV guide, channels, stores, FAQ)',
    },
  ]

  const rows = []
  for (const c of concerns) {
    c.ours.size = sizes(c.ours.code)
    rows.push([
      c.concern,
      `ours: ${c.ours.label}`,
      bytes(c.ours.size.min),
      bytes(c.ours.size.gzip),
      bytes(c.ours.size.brotli),
    ])
    for (const library of c.libraries) {
      library.size = sizes(library.code)
      rows.push(['', library.label, bytes(library.size.min), bytes(library.size.gzip), bytes(library.size.brotli)])
    }
  }
  console.log('\nEvery build measured (bytes: minified, gzip -9, brotli 11)\n')
  table(['concern', 'build', 'min', 'gzip', 'brotli'], rows)

  // ---- decisions -------------------------------------------------------------------------------
  console.log(`\nDecisions. First-load budget ${kB(BUDGET_GZIP)} gzip (1.25 x the bare page's ${kB(BARE_GZIP)});`)
  console.log(`significant on a first load: more than ${bytes(THRESHOLD)} B gzip (1 % of it) beyond our own module.\n`)
  const decisions = []
  for (const c of concerns) {
    // The library at its smallest: the use most favourable to it decides.
    const smallest = c.libraries.reduce((a, b) => (b.size.gzip < a.size.gzip ? b : a))
    const added = smallest.size.gzip - c.ours.size.gzip
    const verdict = c.lands === 'worker' ? 'switch' : added > THRESHOLD ? 'keep ours' : 'switch'
    const reason =
      c.lands === 'worker'
        ? "no page's first load carries it"
        : `${added >= 0 ? '+' : ''}${bytes(added)} B gzip on first load ${added > THRESHOLD ? '>' : '<='} ${bytes(THRESHOLD)} B`
    c.decision = { smallest, added, verdict }
    decisions.push([
      c.concern,
      `${bytes(c.ours.size.min)} / ${bytes(c.ours.size.gzip)}`,
      smallest.label,
      `${bytes(smallest.size.min)} / ${bytes(smallest.size.gzip)}`,
      c.where,
      `${verdict} (${reason})`,
    ])
  }
  table(
    [
      'concern',
      'our code (min / gzip)',
      'library (smallest measured)',
      'library (min / gzip)',
      'where the cost lands',
      'verdict (rule)',
    ],
    decisions,
  )
  console.log('')
  for (const c of concerns) {
    const { smallest, verdict } = c.decision
    summary(
      `libraries ${c.concern}: ours ${bytes(c.ours.size.gzip)} B gzip, ${smallest.label} ${bytes(smallest.size.gzip)} B gzip: ${verdict}`,
    )
  }
  const firstLoad = concerns.filter((c) => c.lands === 'first-load')
  const margin = Math.min(...firstLoad.map((c) => c.decision.added))
  console.log(
    `\nThe first-load verdicts hold for any threshold below ${bytes(margin)} B gzip (the smallest library's extra cost).`,
  )

  // ---- phone rules: does the library say what ours says? ----------------------------------------
  // The cases of the forms' tests: what ours accepts (and its E.164 form), then what it refuses.
  const phoneCases = [
    ['923 456 789', 'ao'],
    ['+244 923-456-789', 'ao'],
    ['00244923456789', 'ao'],
    ['244923456789', 'ao'],
    ['222 000 000', 'ao'],
    ['84 123 4567', 'mz'],
    ['+258 84 123 4567', 'mz'],
    ['21 000 000', 'mz'],
    ['923 456 78', 'ao'],
    ['823 456 789', 'ao'],
    ['+258 84 123 4567', 'ao'],
    ['+244 923 456 789', 'mz'],
    ['89 123 4567', 'mz'],
    ['abc', 'ao'],
    ['9234567890123456789012345', 'ao'],
    ['<script>', 'mz'],
  ]
  const load = async (entry, plugins = []) => {
    const file = path.join(tmp, `${path.basename(entry).replace(/\.\w+$/, '')}-${plugins.length}.mjs`)
    writeFileSync(file, await bundle(entry, { plugins, platform: 'node' }))
    return (await import(pathToFileURL(file).href)).normalizePhone
  }
  const ourPhone = await load(ourFile('forms/phone.ts'))
  console.log("\nPhone rules: libphonenumber-js against ours on the forms' test cases\n")
  const phoneRows = []
  for (const library of concerns.find((c) => c.concern === 'phone rules').libraries) {
    const theirs = await load(fixture(library.file), library.plugins)
    const differ = phoneCases.filter(([input, country]) => ourPhone(input, country) !== theirs(input, country))
    phoneRows.push([
      library.label,
      `${phoneCases.length - differ.length} of ${phoneCases.length}`,
      differ
        .map(
          ([input, country]) =>
            `${input} (${country}): ours ${ourPhone(input, country)}, library ${theirs(input, country)}`,
        )
        .join('; ') || 'none',
    ])
  }
  table(['library', 'same result', 'different results'], phoneRows)

  // ---- service worker: what Workbox would precache ----------------------------------------------
  console.log('\nService worker: what is precached (downloaded when the worker installs)\n')
  const dist = path.resolve(root, process.env.NEXT_DIST ?? '.next')
  const precacheRows = [
    [
      'ours (scripts/build-sw.mjs)',
      "/offline.html only, under its content revision in Workbox's precache",
      1,
      bytes(offline.length),
    ],
    [
      "Workbox, this site's options",
      `/offline.html?__WB_REVISION__=<hash> in workbox-precache-v2-<scope>; expiry times in IndexedDB`,
      generated.count,
      bytes(offline.length),
    ],
  ]
  let staticDir = null
  try {
    if (statSync(path.join(dist, 'static')).isDirectory()) staticDir = path.join(dist, 'static')
  } catch {}
  if (staticDir) {
    // What a Workbox worker generated from the build with its default glob would precache.
    const manifest = await getManifest({ globDirectory: staticDir, globPatterns: ['**/*.{js,wasm,css,html}'] })
    const gzip = manifest.manifestEntries.reduce(
      (sum, entry) => sum + gzipSync(readFileSync(path.join(staticDir, entry.url)), { level: 9 }).length,
      0,
    )
    const shown = path.relative(root, staticDir).startsWith('..') ? staticDir : path.relative(root, staticDir)
    precacheRows.push([
      'Workbox, default glob over the build',
      `${shown}: every chunk and stylesheet, the admin's too`,
      manifest.count,
      `${bytes(manifest.size)} (gzip ${bytes(gzip)})`,
    ])
  } else {
    precacheRows.push([
      'Workbox, default glob over the build',
      `no build at ${dist} (NEXT_DIST): not measured`,
      '-',
      '-',
    ])
  }
  table(['worker', 'precached', 'files', 'bytes'], precacheRows)
  const worker = concerns[0]
  console.log(
    `\nThe worker (${bytes(worker.ours.size.gzip)} B gzip) is fetched by the browser after hydration (the chrome's ServiceWorker component`,
  )
  console.log(
    "registers it in an effect); bench:js reports it on its own line, outside every page's first-load figure.",
  )
} finally {
  rmSync(tmp, { recursive: true, force: true })
}
