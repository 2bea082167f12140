#!/usr/bin/env node
/**
 * Lighthouse: the lighthouse npm package's programmatic API, default config
 * (= the mobile preset: Moto G Power screen, simulated slow 4G and 4x CPU slowdown), with Debian's
 * Chromium started by chrome-launcher in headless mode, on the home page (/), a package page and a
 * news article of Angola in Portuguese. Each page is audited LIGHTHOUSE_RUNS times (default 3) and
 * the median run by performance is kept, as Lighthouse recommends for noisy machines (after one
 * uncounted warm-up run per page).
 *
 * The network stays closed: Chromium resolves nothing but this machine (--host-resolver-rules), its
 * background and component fetches are off, and the script lists any request that left loopback.
 * Budgets: performance >= 95, accessibility = 100, best practices >= 95, SEO = 100. Exits 1 only when
 * one breaks, listing the audits that cost points (id + title).
 *
 *   node bench/lighthouse.mjs  # BASE_URL (default http://localhost:3000; started on :3300 if silent)
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import { CHROMIUM, CHROMIUM_FLAGS, summary, table } from './lib/report.mjs'
import { ensureSite } from './lib/site.mjs'
import { ensureDebianPackages } from '../scripts/services/apt.mjs'
import { budgetPages } from './lib/pages.mjs'

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS || 3))
const BUDGET = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 }
const CATEGORIES = Object.keys(BUDGET)
const REPORTS = process.env.LIGHTHOUSE_REPORTS || '/tmp/zap-bench-lighthouse'
const LOCAL = /^(localhost|127\.0\.0\.1|\[::1\]|[a-z0-9-]+\.localhost)$/

ensureDebianPackages(['chromium'])
const site = await ensureSite()
let chrome
let failed = false
try {
  const pages = await budgetPages(site.base)
  // Rendered once already, so Lighthouse measures the cached page a visitor gets.
  for (const [, path] of pages) await fetch(`${site.base}${path}`).then((r) => r.arrayBuffer())

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
  for (const [name, path] of pages) {
    const url = `${site.base}${path}`
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
    runs.sort((a, b) => a.categories.performance.score - b.categories.performance.score)
    const lhr = runs[Math.floor((runs.length - 1) / 2)]
    // The whole report, for a closer look (open it in https://googlechrome.github.io/lighthouse/viewer/).
    mkdirSync(REPORTS, { recursive: true })
    writeFileSync(join(REPORTS, `${name.replace(/\W+/g, '-')}.json`), JSON.stringify(lhr))
    const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100)
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
    const perfRange = runs.map((r) => Math.round(r.categories.performance.score * 100))
    rows.push([
      name,
      path,
      `${score('performance')}${RUNS > 1 ? ` (${Math.min(...perfRange)}-${Math.max(...perfRange)})` : ''}`,
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      `${Math.round(lhr.audits['largest-contentful-paint'].numericValue)} ms`,
      `${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms`,
      lhr.audits['cumulative-layout-shift'].numericValue.toFixed(2),
      external.length,
    ])
    for (const id of CATEGORIES) {
      const got = score(id)
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
      problems.push({ name, path, id, got, audits: [...costly, ...hints] })
    }
    if (external.length) {
      failed = true
      problems.push({
        name,
        path,
        id: 'network',
        got: external.length,
        audits: external.map((u) => ({ id: 'external request', title: u })),
      })
    }
  }

  console.log(
    `\nLighthouse ${version} mobile preset, Chromium headless (median of ${RUNS} by performance; budgets: perf >= ${BUDGET.performance}, a11y ${BUDGET.accessibility}, best practices >= ${BUDGET['best-practices']}, SEO ${BUDGET.seo})\n`,
  )
  table(['page', 'path', 'performance', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS', 'external'], rows)
  for (const p of problems) {
    console.log(`\nbudget broken: ${p.name} (${p.path}) ${p.id} ${p.got}; audits that cost points:`)
    for (const a of p.audits) console.log(`  - ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`)
  }
  for (const row of rows)
    summary(`lighthouse ${row[0]}: perf ${row[2]}, a11y ${row[3]}, best practices ${row[4]}, SEO ${row[5]}`)
  if (!problems.length) summary('lighthouse: every budget holds')
} finally {
  await chrome?.kill()
  await site.stop()
}
process.exit(failed ? 1 : 0)
