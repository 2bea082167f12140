#!/usr/bin/env node
/**
 * What one page of a browser test costs Chromium, by the context options a test could run with: as
 * the e2e tests open pages (a fresh context each, waiting until React has taken the page, then some
 * seconds on it as a test clicks and reads), with the site's service worker blocked, with reduced
 * motion, and with both; rounds interleaved so a busy machine weighs on each alike. Reported: the
 * CPU seconds of Chromium and every process it started (from /proc) for the pages, median of the
 * rounds. The e2e stage is CPU-bound on two cores, so a page's CPU is its cost in the suite's time.
 *
 *   node bench/e2e-page-cost.mjs     # BASE_URL (default http://localhost:3000; started on :3300 if silent)
 *   PAGE_COST_ROUNDS=5 PAGE_COST_DWELL_MS=3000 node bench/e2e-page-cost.mjs
 */
import { launch } from './lib/browser.mjs'
import { descendantTicks } from './lib/descendant-cpu.mjs'
import { E2E_PAGES as PAGES, median, untilReactRuns } from './lib/e2e-pages.mjs'
import { summary, table } from './lib/report.mjs'
import { ensureSite } from './lib/site.mjs'

const ROUNDS = Number(process.env.PAGE_COST_ROUNDS || 3)
/** Time on each page after it has hydrated: a browser test's clicks and reads take a few seconds. */
const DWELL_MS = Number(process.env.PAGE_COST_DWELL_MS || 3000)
const MODES = [
  { name: 'as the tests open pages', options: {} },
  { name: 'service worker blocked', options: { serviceWorkers: 'block' } },
  { name: 'reduced motion', options: { reducedMotion: 'reduce' } },
  { name: 'both', options: { serviceWorkers: 'block', reducedMotion: 'reduce' } },
]

async function visitAll(browser, base, options) {
  const t0 = Date.now()
  const c0 = descendantTicks()
  for (const path of PAGES) {
    const context = await browser.newContext({ locale: 'pt-PT', ...options })
    const page = await context.newPage()
    await page.goto(base + path)
    await untilReactRuns(page)
    await page.waitForTimeout(DWELL_MS)
    await context.close()
  }
  return { cpu: (descendantTicks() - c0) / 100, wall: (Date.now() - t0) / 1000 }
}

const site = await ensureSite()
const browser = await launch()
try {
  // One unmeasured pass, so every page is rendered and cached by the server first.
  await visitAll(browser, site.base, {})
  const results = new Map(MODES.map((m) => [m.name, []]))
  for (let round = 0; round < ROUNDS; round++)
    for (const mode of MODES) results.get(mode.name).push(await visitAll(browser, site.base, mode.options))
  const cpuOf = (name) => median(results.get(name).map((r) => r.cpu))
  const base = cpuOf(MODES[0].name)
  table(
    ['context', 'browser CPU s', 'vs as now', 'wall s'],
    MODES.map(({ name }) => [
      name,
      cpuOf(name).toFixed(1),
      `${Math.round((cpuOf(name) / base - 1) * 100)} %`,
      median(results.get(name).map((r) => r.wall)).toFixed(1),
    ]),
  )
  summary(
    `e2e page cost: ${PAGES.length} pages (${DWELL_MS / 1000} s on each) cost ${base.toFixed(1)} s of browser CPU as the tests open them, ${cpuOf('both').toFixed(1)} s with the service worker blocked and reduced motion`,
  )
} finally {
  await browser.close()
  await site.stop()
}
