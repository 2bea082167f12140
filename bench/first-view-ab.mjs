#!/usr/bin/env node
/**
 * Two builds of the site on the slow phone, visited in turn: for each page, first visit of build A,
 * then of build B, FIRST_VIEW_AB_RUNS times (default 9), and the median first paint, largest paint and
 * blocking time of each with B's difference from A.
 *
 * Why in turn: the same page on the same build moves by up to 400 ms of largest paint and 150 ms of
 * blocking time from one run of bench:first-view to the next (docs/benchmarks.md), more than most
 * changes are worth, since the machine's speed drifts over minutes. Visits that alternate share that
 * drift, so their difference is the change's. Serve the build before the change on another port
 * (a git worktree of that commit, its own `scripts/e2e-server.mjs` on another port) and give both:
 *
 *   FIRST_VIEW_AB="http://localhost:3200 http://localhost:3100" node bench/first-view-ab.mjs
 *   FIRST_VIEW_AB_PATHS="/,/a-zap/noticias" FIRST_VIEW_AB_RUNS=13 …   # default: the four first-view pages
 *
 * Angola's host (the base URLs as given); both builds must serve the same content.
 */
import { launch } from './lib/browser.mjs'
import { median, visit } from './lib/first-visit.mjs'
import { table } from './lib/report.mjs'
import { SLOW_PHONE } from './lib/slow-phone.mjs'

const [A, B] = (process.env.FIRST_VIEW_AB ?? '').split(/\s+/).filter(Boolean)
if (!A || !B) {
  console.error('FIRST_VIEW_AB="<base URL of build A> <base URL of build B>" is required')
  process.exit(2)
}
const RUNS = Math.max(1, Number(process.env.FIRST_VIEW_AB_RUNS || 9))
const PATHS = (process.env.FIRST_VIEW_AB_PATHS || '/,/zap-satelite/pacotes-de-canais,/tv/guia-tv,/a-zap/noticias')
  .split(',')
  .map((p) => p.trim())

const ms = (value) => `${Math.round(value)} ms`
const signed = (value) => `${value > 0 ? '+' : ''}${Math.round(value)} ms`

const browser = await launch()
try {
  console.log(
    `First view, A = ${A}, B = ${B}: ${RUNS} first visits of each, in turn, at ${SLOW_PHONE.viewport.width} px, ` +
      `CPU ${SLOW_PHONE.cpuSlowdown}x slower, ${SLOW_PHONE.latencyMs} ms latency, ${SLOW_PHONE.downKbit / 1000} Mbit/s\n`,
  )
  const rows = []
  for (const path of PATHS) {
    // One visit each first, unmeasured: each server renders the page for its cache.
    await visit(browser, new URL(path, A).href)
    await visit(browser, new URL(path, B).href)
    const runs = { a: [], b: [] }
    for (let i = 0; i < RUNS; i++) {
      runs.a.push(await visit(browser, new URL(path, A).href))
      runs.b.push(await visit(browser, new URL(path, B).href))
    }
    const of = (list, key) => median(list.map((run) => run[key]))
    for (const key of ['fcp', 'lcp', 'tbt']) {
      const a = of(runs.a, key)
      const b = of(runs.b, key)
      rows.push([path, { fcp: 'first paint', lcp: 'largest paint', tbt: 'blocking' }[key], ms(a), ms(b), signed(b - a)])
    }
  }
  table(['page', 'figure', 'A', 'B', 'B − A'], rows)
} finally {
  await browser.close()
}
