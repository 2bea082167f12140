#!/usr/bin/env node
/**
 * What the same page visits cost in each of Debian's two Chromium builds the e2e tests could run in:
 * the full browser (`chromium`, headless) and Chromium's headless shell (`chromium-headless-shell`, the
 * same engine without the browser's UI layer, which Playwright itself uses for headless tests). Each
 * round launches one browser, opens the e2e pages as the tests do (a fresh context each, waiting until
 * React has taken the page, then some seconds on it) and closes it; rounds alternate the builds so a
 * busy machine weighs on both alike. Reported: the CPU seconds of the browser and every process it
 * started (from /proc), median of the rounds. The e2e stage is CPU-bound on two cores, so a page's
 * CPU is its cost in the suite's time.
 *
 *   node bench/e2e-browser-cost.mjs     # BASE_URL (default http://localhost:3000; started on :3300 if silent)
 *   BROWSER_COST_ROUNDS=5 node bench/e2e-browser-cost.mjs
 */
import { chromium } from 'playwright-core'
import { ensureDebianPackages } from '../scripts/services/apt.mjs'
import { CHROMIUM_FLAGS, CHROMIUM_HEADLESS_SHELL, CHROMIUM } from '../scripts/chromium.mjs'
import { descendantTicks } from './lib/descendant-cpu.mjs'
import { E2E_PAGES as PAGES, median, untilReactRuns } from './lib/e2e-pages.mjs'
import { summary, table } from './lib/report.mjs'
import { ensureSite } from './lib/site.mjs'

const ROUNDS = Number(process.env.BROWSER_COST_ROUNDS || 3)
/** Time on each page after it has hydrated: a browser test's clicks and reads take a few seconds. */
const DWELL_MS = Number(process.env.BROWSER_COST_DWELL_MS || 2000)
const BUILDS = [
  { name: 'chromium (full browser, headless)', executablePath: CHROMIUM },
  { name: 'chromium-headless-shell', executablePath: CHROMIUM_HEADLESS_SHELL },
]

async function visitAll(executablePath, base) {
  const t0 = Date.now()
  const c0 = descendantTicks()
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS, headless: true })
  let cpu = 0
  try {
    for (const path of PAGES) {
      const context = await browser.newContext({ locale: 'pt-PT', viewport: { width: 360, height: 740 } })
      const page = await context.newPage()
      await page.goto(base + path)
      await untilReactRuns(page)
      await page.waitForTimeout(DWELL_MS)
      await context.close()
    }
    // Read while the browser's processes are alive: once closed, their ticks leave /proc.
    cpu = (descendantTicks() - c0) / 100
  } finally {
    await browser.close()
  }
  return { cpu, wall: (Date.now() - t0) / 1000 }
}

ensureDebianPackages(['chromium', 'chromium-headless-shell'])
const site = await ensureSite()
try {
  // One unmeasured pass, so every page is rendered and cached by the server first.
  await visitAll(CHROMIUM, site.base)
  const results = new Map(BUILDS.map((b) => [b.name, []]))
  for (let round = 0; round < ROUNDS; round++)
    for (const build of BUILDS) results.get(build.name).push(await visitAll(build.executablePath, site.base))
  const cpuOf = (name) => median(results.get(name).map((r) => r.cpu))
  const base = cpuOf(BUILDS[0].name)
  table(
    ['browser', 'CPU s (launch and pages)', 'vs full browser', 'wall s'],
    BUILDS.map(({ name }) => [
      name,
      cpuOf(name).toFixed(1),
      `${Math.round((cpuOf(name) / base - 1) * 100)} %`,
      median(results.get(name).map((r) => r.wall)).toFixed(1),
    ]),
  )
  summary(
    `e2e browser cost: ${PAGES.length} pages (${DWELL_MS / 1000} s on each) cost ${base.toFixed(1)} s of CPU in the full browser, ${cpuOf(BUILDS[1].name).toFixed(1)} s in the headless shell`,
  )
} finally {
  await site.stop()
}
