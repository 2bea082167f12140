#!/usr/bin/env node
/**
 * Lighthouse: the lighthouse npm package's programmatic API, default config
 * (= the mobile preset: Moto G Power screen, simulated slow 4G and 4x CPU slowdown), with Debian's
 * Chromium started by chrome-launcher in headless mode, on the home page, a package page, the newest
 * news article, the showtimes page and the TV guide of both countries in Portuguese (Angola at
 * BASE_URL, Mozambique at its `mz.` subdomain, which Chromium resolves to this machine; Mozambique has
 * no cinemas, so no showtimes page: bench/lib/pages.mjs). Each page is audited LIGHTHOUSE_RUNS times
 * (default 3) after one uncounted warm-up run; every run is a first visit (Lighthouse clears the
 * site's cookies and storage first), so the cookie banner shows as it does for a new visitor.
 *
 * For each page it prints the median performance score and the median largest contentful paint of
 * the runs, with the LCP element Lighthouse names (its LCP breakdown insight, which replaced the
 * largest-contentful-paint-element audit) and the render-blocking requests' estimated cost.
 *
 * Before the site, a bare Next.js page (bench/lib/bare-next.mjs: one h1, our next and react) is
 * audited the same way, as a yardstick without a budget: what the framework alone scores on this
 * machine (LIGHTHOUSE_BARE=0 leaves it out).
 *
 * The network stays closed: Chromium resolves nothing but this machine (--host-resolver-rules), its
 * background and component fetches are off, and the script lists any request that left loopback.
 * Budgets (medians): performance 100, LCP <= 1 500 ms, accessibility, best practices and SEO 100.
 * Exits 1 only when one breaks, listing the audits that cost points (id + title).
 *
 *   node bench/lighthouse.mjs  # BASE_URL (default http://localhost:3000; started on :3300 if silent)
 *   LIGHTHOUSE_PAGES='home,TV guide' LIGHTHOUSE_COUNTRIES=mz node bench/lighthouse.mjs   # a subset
 */
import http from 'node:http'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { CHROMIUM, CHROMIUM_FLAGS, summary, table } from './lib/report.mjs'
import { ensureSite } from './lib/site.mjs'
import { ensureDebianPackages } from '../scripts/services/apt.mjs'
import { startBareNext } from './lib/bare-next.mjs'
import { lighthousePages } from './lib/pages.mjs'

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS || 3))
const BUDGET = { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 }
const LCP_BUDGET_MS = 1500
const CATEGORIES = Object.keys(BUDGET)
const REPORTS = process.env.LIGHTHOUSE_REPORTS || '/tmp/zap-bench-lighthouse'
const LOCAL = /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)$/
const only = (name) => (process.env[name] ? process.env[name].split(',').map((s) => s.trim()) : null)
const ONLY_PAGES = only('LIGHTHOUSE_PAGES')
const ONLY_COUNTRIES = only('LIGHTHOUSE_COUNTRIES')

/** GET through loopback with the page's own Host (Node cannot resolve mz.localhost), so the server renders and caches it. */
function warm(url) {
  const { hostname, port, pathname, search, host } = new URL(url)
  const local = hostname === 'localhost' || hostname.endsWith('.localhost')
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: local ? '127.0.0.1' : hostname,
        port,
        path: pathname + search,
        headers: { host, 'accept-language': 'pt-PT,pt;q=0.9' },
        setHost: false,
      },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
        response.on('error', reject)
      },
    )
    request.setTimeout(120_000, () => request.destroy(new Error(`timeout: GET ${url}`)))
    request.on('error', reject)
    request.end()
  })
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

/** The LCP element Lighthouse names: the node item of its LCP breakdown (or, before Lighthouse 13, the old audit). */
function lcpElement(lhr) {
  const audit = lhr.audits['lcp-breakdown-insight'] ?? lhr.audits['largest-contentful-paint-element']
  const details = audit?.details
  // A list of a table (the LCP's parts) and the node itself; the old audit: a table of node items.
  const items = details?.type === 'list' ? details.items : (details?.items ?? [])
  for (const item of items.flatMap((entry) => (entry?.type === 'table' ? entry.items : [entry]))) {
    const node = item?.type === 'node' ? item : item?.node
    if (node?.type !== 'node') continue
    // "p.jCsuZW_text "Utilizamos cookies…"": the tag and classes from its HTML, then its text or alt.
    const tag = /^<([a-z0-9-]+)/i.exec(node.snippet ?? '')?.[1] ?? '?'
    const classes = (/\sclass="([^"]*)"/.exec(node.snippet ?? '')?.[1] ?? '').trim().split(/\s+/).filter(Boolean)
    const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ')
    return `${[tag, ...classes].join('.')}${label ? ` "${label.slice(0, 60)}"` : ''}`
  }
  return '(not named)'
}

ensureDebianPackages(['chromium'])
const site = await ensureSite()
let chrome
let failed = false
try {
  const pages = (await lighthousePages(site.base)).filter(
    (p) => (!ONLY_PAGES || ONLY_PAGES.includes(p.name)) && (!ONLY_COUNTRIES || ONLY_COUNTRIES.includes(p.country)),
  )
  // Rendered once already, so Lighthouse measures the cached page a visitor gets.
  for (const page of pages) {
    const status = await warm(page.url)
    if (status !== 200) throw new Error(`${page.url} responded with ${status}`)
  }

  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: [
      '--headless=new',
      ...CHROMIUM_FLAGS,
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1',
    ],
    logLevel: 'silent',
  })
  const flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    // A Portuguese browser, else "/" sends Lighthouse on to "/en".
    extraHeaders: { 'Accept-Language': 'pt-PT,pt;q=0.9' },
  }

  const rows = []
  const problems = []
  let version = ''
  /** RUNS reports of `url`, after one uncounted warm-up run. */
  const audit = async (url) => {
    const runs = []
    // Run -1 is a warm-up, not counted: the first visit at this screen size makes Next's optimizer
    // encode the images in the widths Lighthouse's phone asks for, which later visitors get cached.
    for (let i = -1; i < RUNS; i++) {
      const result = await lighthouse(url, flags)
      if (!result?.lhr) throw new Error(`lighthouse gave no result for ${url}`)
      if (result.lhr.runtimeError)
        throw new Error(`lighthouse on ${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`)
      if (i < 0) continue
      runs.push(result.lhr)
      version = result.lhr.lighthouseVersion
    }
    return runs
  }
  const score = (lhr, id) => Math.round((lhr.categories[id].score ?? 0) * 100)
  const lcpOf = (lhr) => lhr.audits['largest-contentful-paint'].numericValue
  const metric = (runs, id) => Math.round(median(runs.map((r) => r.audits[id].numericValue)))

  // The yardstick: a bare Next.js page (one h1, our next and react) measured the same way in this
  // run, so the figures can be read against what the framework alone scores on this machine.
  let bareLine = null
  if (process.env.LIGHTHOUSE_BARE !== '0') {
    const bare = await startBareNext({ dir: '/tmp/zap-bench-bare-lighthouse' })
    try {
      const runs = await audit(`${bare.base}/`)
      const perf = runs.map((r) => score(r, 'performance'))
      bareLine = `bare Next.js page (yardstick, no budget): performance ${median(perf)} (${Math.min(...perf)}-${Math.max(...perf)}), FCP ${metric(runs, 'first-contentful-paint')} ms, LCP ${metric(runs, 'largest-contentful-paint')} ms, TBT ${metric(runs, 'total-blocking-time')} ms`
    } finally {
      await bare.stop()
    }
  }

  for (const { name, country, path, url } of pages) {
    const label = `${country} ${name}`
    const runs = await audit(url)
    // Each figure is the median of the runs; the report kept and the audits listed are the median run by performance.
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((r) => score(r, id)))]))
    const lcp = median(runs.map(lcpOf))
    const byPerformance = [...runs].sort((a, b) => score(a, 'performance') - score(b, 'performance'))
    const lhr = byPerformance[Math.floor((byPerformance.length - 1) / 2)]
    const lcpRun = runs.find((r) => lcpOf(r) === lcp) ?? lhr
    const elements = [...new Set([lcpElement(lcpRun), ...runs.map(lcpElement)])]
    // The whole report, for a closer look (open it in https://googlechrome.github.io/lighthouse/viewer/).
    mkdirSync(REPORTS, { recursive: true })
    writeFileSync(join(REPORTS, `${label.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr))
    const external = (lhr.audits['network-requests']?.details?.items ?? [])
      .map((item) => item.url)
      .filter((u) => {
        try {
          const { protocol, hostname } = new URL(u)
          return /^https?:$/.test(protocol) && !LOCAL.test(hostname)
        } catch {
          return false
        }
      })
    const range = (values) => (RUNS > 1 ? ` (${Math.min(...values)}-${Math.max(...values)})` : '')
    const blocking = lhr.audits['render-blocking-insight']
    rows.push({
      cells: [
        country,
        name,
        path,
        `${scores.performance}${range(runs.map((r) => score(r, 'performance')))}`,
        scores.accessibility,
        scores['best-practices'],
        scores.seo,
        `${metric(runs, 'first-contentful-paint')} ms`,
        `${Math.round(lcp)} ms${range(runs.map((r) => Math.round(lcpOf(r))))}`,
        `${metric(runs, 'total-blocking-time')} ms`,
        median(runs.map((r) => r.audits['cumulative-layout-shift'].numericValue)).toFixed(2),
        `${blocking?.details?.items?.length ?? 0}, ${Math.round(blocking?.metricSavings?.FCP ?? 0)} ms`,
        external.length,
      ],
      element: elements.join(' | '),
    })
    for (const id of CATEGORIES) {
      const got = scores[id]
      if (got >= BUDGET[id]) continue
      failed = true
      const costly = lhr.categories[id].auditRefs
        .filter((ref) => ref.weight > 0 || ref.group === 'metrics')
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit && audit.score !== null && audit.score < (id === 'performance' ? 0.9 : 1))
      // Performance: the metrics that cost points, then the insights and diagnostics with estimated savings.
      const hints =
        id === 'performance'
          ? lhr.categories.performance.auditRefs
              .filter((ref) => ref.group !== 'metrics')
              .map((ref) => lhr.audits[ref.id])
              .filter(
                (a) =>
                  a && a.score !== null && a.score < 1 && Object.values(a.metricSavings ?? {}).some((ms) => ms > 0),
              )
          : []
      problems.push({ label, path, id, got, audits: [...costly, ...hints] })
    }
    if (lcp > LCP_BUDGET_MS) {
      failed = true
      const breakdown = lcpRun.audits['lcp-breakdown-insight']?.details?.items?.[0]?.items ?? []
      problems.push({
        label,
        path,
        id: 'LCP (ms)',
        got: Math.round(lcp),
        audits: [
          { id: 'element', title: lcpElement(lcpRun) },
          ...breakdown.map((part) => ({ id: part.subpart, title: `${Math.round(part.duration)} ms` })),
        ],
      })
    }
    if (external.length) {
      failed = true
      problems.push({
        label,
        path,
        id: 'network',
        got: external.length,
        audits: external.map((u) => ({ id: 'external request', title: u })),
      })
    }
  }

  console.log(
    `\nLighthouse ${version} mobile preset, Chromium headless, first visits (medians of ${RUNS} runs, range in brackets; budgets: performance ${BUDGET.performance}, LCP <= ${LCP_BUDGET_MS} ms, a11y ${BUDGET.accessibility}, best practices ${BUDGET['best-practices']}, SEO ${BUDGET.seo})\n`,
  )
  table(
    [
      'country',
      'page',
      'path',
      'performance',
      'a11y',
      'best pr.',
      'SEO',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'render-blocking (n, est.)',
      'external',
    ],
    rows.map((r) => r.cells),
  )
  if (bareLine) console.log(`\n${bareLine}`)
  console.log("\nLCP element (Lighthouse's LCP breakdown; every distinct one of the runs, the median run's first)\n")
  for (const row of rows) console.log(`  ${row.cells[0]} ${row.cells[1]}: ${row.element}`)
  for (const p of problems) {
    console.log(`\nbudget broken: ${p.label} (${p.path}) ${p.id} ${p.got}; audits that cost points:`)
    for (const a of p.audits) console.log(`  - ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`)
  }
  for (const { cells: c } of rows)
    summary(`lighthouse ${c[0]} ${c[1]}: perf ${c[3]}, LCP ${c[8]}, a11y ${c[4]}, best practices ${c[5]}, SEO ${c[6]}`)
  if (bareLine) summary(`lighthouse ${bareLine}`)
  if (!problems.length) summary('lighthouse: every budget holds')
} finally {
  await chrome?.kill()
  await site.stop()
}
process.exit(failed ? 1 : 0)
