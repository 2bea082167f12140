#!/usr/bin/env node
/**
 * JavaScript shipped: the gzip size of every script a first visit loads on
 * the home page (/, Angola, Portuguese), a package page (/zap-satelite/pacotes-de-canais) and a news
 * article (/a-zap/noticias/<newest seeded slug>), next to a bare Next.js App Router page (one h1, our
 * next/react versions) built and started in this same run in /tmp/zap-bench-bare.
 *
 * How: each page is opened in Debian's Chromium (playwright-core, fresh context = empty cache) and
 * every script response is recorded until the network is idle; each body is gzipped here with zlib
 * level 9, so all servers compare the same way, and summed.
 * Budget: every page <= 1.25 x the bare page. Exits 1 only when a page breaks it.
 * The service worker's script (/sw.js) is printed on its own line and kept out of the sums: the
 * page's registration fetches it after load, it runs off the page's thread, and no page waits for it.
 *
 *   node bench/js-size.mjs     # BASE_URL (default http://localhost:3000; started on :3300 if silent)
 */
import { startBareNext } from './lib/bare-next.mjs'
import { launch, scriptsOfFirstVisit } from './lib/browser.mjs'
import { kB, summary, table } from './lib/report.mjs'
import { ensureSite } from './lib/site.mjs'
import { budgetPages } from './lib/pages.mjs'

const BUDGET = 1.25

/** Crude labels for what a chunk holds, from strings that survive minification (chunks carry no paths). */
const MARKERS = [
  ['React DOM', /__reactFiber/],
  ['Next.js router', /next-router-state-tree/],
  ['our lead forms', /api\/forms\//],
  ['react-hook-form', /shouldUnregister/],
  ['zod', /ZodError/],
  ['Radix Dialog', /DialogContent/],
  ['Radix Accordion', /AccordionContent|AccordionTrigger/],
  ['Radix Tabs', /TabsContent|TabsTrigger|RovingFocusGroup/],
  ['i18next', /i18next/],
  ['Workbox', /workbox:core/],
]
const contents = (body) =>
  MARKERS.filter(([, re]) => re.test(body.toString('latin1')))
    .map(([name]) => name)
    .join(', ') || '?'

const site = await ensureSite()
let bare
let browser
let failed = false
try {
  const pages = await budgetPages(site.base)
  bare = await startBareNext()
  browser = await launch()
  // Render once first, so the cache is warm and a slow first render cannot cut the recording short.
  for (const [, path] of pages) await fetch(`${site.base}${path}`).then((r) => r.arrayBuffer())
  const bareResult = await scriptsOfFirstVisit(browser, `${bare.base}/`)
  const bareGzip = bareResult.scripts.reduce((sum, s) => sum + s.gzip, 0)
  const rows = [
    [
      'bare Next.js page',
      '/',
      bareResult.scripts.length,
      kB(bareResult.scripts.reduce((s, x) => s + x.raw, 0)),
      kB(bareGzip),
      '1.00',
      '',
    ],
  ]
  const results = []
  for (const [name, path] of pages) {
    const result = await scriptsOfFirstVisit(browser, `${site.base}${path}`)
    const gzip = result.scripts.reduce((sum, s) => sum + s.gzip, 0)
    const ratio = gzip / bareGzip
    const ok = ratio <= BUDGET
    if (!ok) failed = true
    results.push({ name, path, result, gzip, ratio, ok })
    rows.push([
      name,
      path,
      result.scripts.length,
      kB(result.scripts.reduce((s, x) => s + x.raw, 0)),
      kB(gzip),
      ratio.toFixed(2),
      ok ? 'ok' : `OVER ${BUDGET}`,
    ])
  }
  console.log(`\nJavaScript loaded by a first visit (scripts, gzip -9; budget: <= ${BUDGET} x bare)\n`)
  table(['page', 'path', 'scripts', 'raw', 'gzip', 'x bare', 'budget'], rows)

  // The same worker registers on every page; the first one that has it reports it.
  const worker = results.find((r) => r.result.worker)?.result.worker
  if (worker) {
    console.log(
      `\nservice worker ${new URL(worker.url).pathname}: ${kB(worker.raw)} raw, ${kB(worker.gzip)} gzip (fetched after load, runs off the page thread: not in the pages' figures)`,
    )
  } else {
    console.log('\nservice worker: none registered during the visits')
  }

  // What ships: the biggest scripts across our three pages, once each.
  const byUrl = new Map()
  for (const { result, name } of results) {
    for (const s of result.scripts) {
      const entry = byUrl.get(s.url) ?? { ...s, pages: [] }
      entry.pages.push(name)
      byUrl.set(s.url, entry)
    }
  }
  const biggest = [...byUrl.values()].sort((a, b) => b.gzip - a.gzip).slice(0, 8)
  console.log('\nbiggest scripts on our pages (gzip -9)\n')
  table(
    ['script', 'gzip', 'on', 'looks like'],
    biggest.map((s) => [
      new URL(s.url).pathname.replace('/_next/static/chunks/', '…/'),
      kB(s.gzip),
      s.pages.length === 3 ? 'all three' : s.pages.join(', '),
      contents(s.body),
    ]),
  )

  if (worker) summary(`js-size service worker: ${kB(worker.gzip)} gzip, outside every page's first load`)
  for (const r of results) {
    summary(
      `js-size ${r.name}: ${kB(r.gzip)} gzip = ${r.ratio.toFixed(2)} x bare (${kB(bareGzip)}) ${r.ok ? 'ok' : `OVER the ${BUDGET} x budget`}`,
    )
    if (!r.ok)
      console.log(
        `budget broken: ${r.name} (${r.path}) loads ${kB(r.gzip)} of gzipped JavaScript, ${r.ratio.toFixed(2)} x the bare page (budget ${BUDGET} x)`,
      )
  }
} finally {
  await browser?.close()
  await bare?.stop()
  await site.stop()
}
process.exit(failed ? 1 : 0)
