#!/usr/bin/env node
/**
 * What a Playwright trace costs a browser test: the same eight public pages, each in a fresh context
 * as a test opens them (waiting until React has taken the page), with tracing off, with DOM
 * snapshots only, and with snapshots and screenshots (Playwright's 'retain-on-failure' default),
 * rounds interleaved so a busy machine weighs on each alike. Reported: the CPU seconds of Chromium
 * and every process it started (from /proc, reaped children included) and the wall time, median of
 * the rounds. The e2e suite keeps traces off for this reason (playwright.config.ts).
 *
 *   node bench/e2e-trace.mjs     # BASE_URL (default http://localhost:3000; started on :3300 if silent)
 *   TRACE_BENCH_ROUNDS=5 node bench/e2e-trace.mjs
 */
import { launch } from './lib/browser.mjs'
import { descendantTicks } from './lib/descendant-cpu.mjs'
import { E2E_PAGES as PAGES, median, untilReactRuns } from './lib/e2e-pages.mjs'
import { summary, table } from './lib/report.mjs'
import { ensureSite } from './lib/site.mjs'

const ROUNDS = Number(process.env.TRACE_BENCH_ROUNDS || 3)
const MODES = [
  { name: 'off', trace: null },
  { name: 'snapshots', trace: { snapshots: true, screenshots: false, sources: true } },
  { name: 'snapshots + screenshots', trace: { snapshots: true, screenshots: true, sources: true } },
]

async function visitAll(browser, base, trace) {
  const t0 = Date.now()
  const c0 = descendantTicks()
  for (const path of PAGES) {
    const context = await browser.newContext({ locale: 'pt-PT' })
    if (trace) await context.tracing.start(trace)
    const page = await context.newPage()
    await page.goto(base + path)
    await untilReactRuns(page)
    if (trace) await context.tracing.stop()
    await context.close()
  }
  return { cpu: (descendantTicks() - c0) / 100, wall: (Date.now() - t0) / 1000 }
}

const site = await ensureSite()
const browser = await launch()
try {
  // One unmeasured pass, so every page is rendered and cached by the server first.
  await visitAll(browser, site.base, null)
  const results = new Map(MODES.map((m) => [m.name, []]))
  for (let round = 0; round < ROUNDS; round++)
    for (const mode of MODES) results.get(mode.name).push(await visitAll(browser, site.base, mode.trace))
  const off = median(results.get('off').map((r) => r.cpu))
  table(
    ['trace', 'browser CPU s', 'vs off', 'wall s'],
    MODES.map(({ name }) => {
      const cpu = median(results.get(name).map((r) => r.cpu))
      return [
        name,
        cpu.toFixed(1),
        `${Math.round((cpu / off - 1) * 100)} %`,
        median(results.get(name).map((r) => r.wall)).toFixed(1),
      ]
    }),
  )
  const full = median(results.get('snapshots + screenshots').map((r) => r.cpu))
  summary(
    `e2e trace: ${PAGES.length} fresh page loads cost ${off.toFixed(1)} s of browser CPU untraced, ${full.toFixed(1)} s traced (+${Math.round((full / off - 1) * 100)} %)`,
  )
} finally {
  await browser.close()
  await site.stop()
}
