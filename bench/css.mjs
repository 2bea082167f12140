#!/usr/bin/env node
/**
 * Render-blocking CSS: for the home page, a package page, the newest news article, the cinemas'
 * showtimes (Angola only) and the TV guide, in Portuguese, in both countries, every stylesheet that
 * blocks the page's first render, its bytes (raw as served, and gzip -9 compressed here so servers
 * that compress differently compare the same way) and how many of them the page uses.
 *
 * How: each page is opened as a first visit in Debian's Chromium (playwright-core, fresh context,
 * a 412 x 823 phone viewport like Lighthouse's mobile preset). "Blocking" is what Chromium itself
 * says: the Resource Timing entry's `renderBlockingStatus` of each stylesheet. "Used" is Chromium's
 * CSS coverage once the network is idle: the bytes of rules that matched something on the page at
 * that viewport (rules for wider screens, hover, open menus and dialogs count as unused, so this is
 * a floor of what the page needs, not what may be dropped). The last table adds the CSS a visitor
 * downloads across all the pages of one country, each file once (the browser caches it between pages).
 * "Own components" is what linking only the CSS of the components a page renders would leave blocking:
 * the rules of the blocking stylesheets that carry no CSS-module class (globals, tokens) or a class of a
 * module that has at least one element on the page (a module's classes share their hashed prefix,
 * `Rl4VCa_track`), the best that per-block CSS could do without cutting inside a module.
 * Builds nothing: it reads the site at BASE_URL, or starts the production server on BENCH_PORT
 * (bench/lib/site.mjs) on the existing build.
 *
 *   node bench/css.mjs     # BASE_URL (default http://localhost:3000; started on :3300 if silent)
 *   CSS_BENCH_JSON=out.json node bench/css.mjs   # also writes the figures as JSON
 */
import { writeFileSync } from 'node:fs'
import http from 'node:http'
import { gzipSync } from 'node:zlib'
import { launch } from './lib/browser.mjs'
import { lighthousePages } from './lib/pages.mjs'
import { kB, summary, table } from './lib/report.mjs'
import { ensureSite } from './lib/site.mjs'

/** GET through loopback with the page's own Host (Node cannot resolve mz.localhost), so the server renders and caches it. */
function warm(url) {
  const { hostname, port, pathname, search } = new URL(url)
  return new Promise((resolve) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: pathname + search, headers: { host: `${hostname}:${port}` }, setHost: false },
      (response) => {
        response.resume()
        response.on('end', resolve)
      },
    )
    request.setTimeout(60_000, () => request.destroy())
    request.on('error', resolve)
    request.end()
  })
}

/** Top-level statements of a stylesheet (a rule, or an at-rule with its block), by brace depth. */
function statements(css) {
  const out = []
  let depth = 0
  let start = 0
  for (let i = 0; i < css.length; i++) {
    const c = css[i]
    if (c === '{') depth++
    else if (c === '}' && --depth === 0) {
      out.push(css.slice(start, i + 1))
      start = i + 1
    } else if (c === ';' && depth === 0) {
      out.push(css.slice(start, i + 1))
      start = i + 1
    }
  }
  return out
}

/** A CSS-module class as the build names it: six characters of the module's hash (after a `_` when the hash starts with a digit), `_`, the local name. */
const MODULE_CLASS = /\.(_?[A-Za-z0-9_-]{6})_[A-Za-z]/g

/** The rules of `css` a page with these module prefixes on its elements needs (see the header). */
function ownComponentsCss(css, prefixes) {
  return statements(css)
    .filter((statement) => {
      const modules = [...statement.matchAll(MODULE_CLASS)].map((m) => m[1])
      return modules.length === 0 || modules.some((p) => prefixes.has(p))
    })
    .join('')
}

/** Sum of the lengths of coverage ranges (they do not overlap within one entry). */
const usedBytes = (ranges) => ranges.reduce((sum, r) => sum + (r.end - r.start), 0)

const short = (url) => new URL(url).pathname.replace('/_next/static/chunks/', '…/')

/**
 * Opens `url` as a first visit and returns its stylesheets: { url, blocking, raw, gzip, used } and the
 * bytes of inline <style> in the HTML, which block the render too.
 */
async function stylesheetsOfFirstVisit(browser, url) {
  const context = await browser.newContext({ locale: 'pt-PT', viewport: { width: 412, height: 823 } })
  const page = await context.newPage()
  const bodies = new Map()
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'stylesheet') return
    bodies.set(
      response.url(),
      response.body().catch(() => null),
    )
  })
  await page.coverage.startCSSCoverage({ resetOnNavigation: false })
  const response = await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 })
  if (!response || response.status() >= 400) throw new Error(`${url} responded with ${response?.status()}`)
  const timing = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'link' || entry.name.endsWith('.css') || entry.name.includes('.css?'))
      .map((entry) => ({ url: entry.name, blocking: entry.renderBlockingStatus === 'blocking' })),
  )
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('style')].reduce((sum, el) => sum + new Blob([el.textContent ?? '']).size, 0),
  )
  const prefixes = new Set(
    await page.evaluate(() =>
      [...document.querySelectorAll('[class]')].flatMap((el) =>
        [...el.classList].map((c) => /^(_?[A-Za-z0-9_-]{6})_[A-Za-z]/.exec(c)?.[1]).filter((p) => p !== undefined),
      ),
    ),
  )
  const coverage = await page.coverage.stopCSSCoverage()
  const html = await response.body()
  await context.close()

  const sheets = []
  for (const [sheetUrl, pending] of bodies) {
    const body = await pending
    if (!body) continue
    const covered = coverage.filter((entry) => entry.url === sheetUrl)
    sheets.push({
      url: sheetUrl,
      blocking: timing.find((entry) => entry.url === sheetUrl)?.blocking ?? false,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      // One entry per <link> that loaded the file; the used bytes of the busiest one.
      used: covered.length ? Math.max(...covered.map((entry) => usedBytes(entry.ranges))) : 0,
      own: Buffer.from(ownComponentsCss(body.toString('utf8'), prefixes)),
      text: body,
    })
  }
  return { sheets, inline, html: html.length }
}

const site = await ensureSite()
let browser
try {
  const pages = await lighthousePages(site.base)
  for (const page of pages) await warm(page.url)
  browser = await launch()
  const results = []
  for (const page of pages) results.push({ ...page, ...(await stylesheetsOfFirstVisit(browser, page.url)) })

  console.log('\nRender-blocking CSS per page (first visit, 412 x 823; used = Chromium CSS coverage at that size)\n')
  const rows = []
  for (const r of results) {
    const blocking = r.sheets.filter((s) => s.blocking)
    const raw = blocking.reduce((sum, s) => sum + s.raw, 0)
    const gzip = blocking.reduce((sum, s) => sum + s.gzip, 0)
    const used = blocking.reduce((sum, s) => sum + s.used, 0)
    const ownCss = Buffer.concat(blocking.map((s) => s.own))
    const own = ownCss.length
    const ownGzip = gzipSync(ownCss, { level: 9 }).length
    const later = r.sheets.filter((s) => !s.blocking).reduce((sum, s) => sum + s.raw, 0)
    r.totals = { blockingFiles: blocking.length, raw, gzip, used, own, ownGzip, nonBlockingRaw: later }
    rows.push([
      r.country,
      r.name,
      blocking.length,
      kB(raw),
      kB(gzip),
      kB(used),
      raw ? `${Math.round((100 * used) / raw)}%` : '-',
      kB(own),
      kB(ownGzip),
      kB(later),
      kB(r.inline),
    ])
  }
  table(
    [
      'country',
      'page',
      'files',
      'raw',
      'gzip',
      'used',
      'used %',
      'own components',
      'own gzip',
      'non-blocking raw',
      'inline <style>',
    ],
    rows,
  )

  console.log("\nEach stylesheet (one file on both countries' hosts counted once)\n")
  const files = new Map()
  for (const r of results) {
    for (const s of r.sheets) {
      const key = new URL(s.url).pathname
      const entry = files.get(key) ?? { ...s, on: [], usedBy: [] }
      entry.on.push(`${r.country} ${r.name}${s.blocking ? '' : ' (non-blocking)'}`)
      entry.usedBy.push(s.raw ? Math.round((100 * s.used) / s.raw) : 0)
      files.set(key, entry)
    }
  }
  table(
    ['stylesheet', 'raw', 'gzip', 'used % (min-max over pages)', 'pages'],
    [...files.values()]
      .sort((a, b) => b.raw - a.raw)
      .map((f) => [
        short(f.url),
        kB(f.raw),
        kB(f.gzip),
        `${Math.min(...f.usedBy)}-${Math.max(...f.usedBy)}%`,
        f.on.length === results.length ? 'all' : f.on.join(', '),
      ]),
  )

  console.log('\nCSS downloaded across every page of a country, each file once (gzip -9)\n')
  const perCountry = []
  for (const country of ['ao', 'mz']) {
    const seen = new Map()
    for (const r of results.filter((x) => x.country === country)) for (const s of r.sheets) seen.set(s.url, s)
    const all = [...seen.values()]
    perCountry.push({
      country,
      files: all.length,
      raw: all.reduce((a, s) => a + s.raw, 0),
      gzip: all.reduce((a, s) => a + s.gzip, 0),
    })
  }
  table(
    ['country', 'pages', 'distinct files', 'raw', 'gzip'],
    perCountry.map((c) => [
      c.country,
      results.filter((r) => r.country === c.country).length,
      c.files,
      kB(c.raw),
      kB(c.gzip),
    ]),
  )

  for (const r of results)
    summary(
      `css ${r.country} ${r.name}: ${kB(r.totals.raw)} render-blocking (${kB(r.totals.gzip)} gzip) in ${r.totals.blockingFiles} files, ${kB(r.totals.used)} of it used`,
    )
  for (const c of perCountry)
    summary(`css ${c.country} all pages: ${c.files} files, ${kB(c.gzip)} gzip downloaded once`)

  if (process.env.CSS_BENCH_JSON) {
    writeFileSync(
      process.env.CSS_BENCH_JSON,
      JSON.stringify(
        results.map(({ sheets, ...r }) => ({
          ...r,
          sheets: sheets.map(({ text, own, ...s }) => ({ ...s, own: own.length })),
        })),
        null,
        2,
      ),
    )
  }
} finally {
  await browser?.close()
  await site.stop()
}
