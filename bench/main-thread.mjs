/**
 * What the main thread does in a page's long tasks on the slow phone (bench/lib/slow-phone.mjs): first
 * visits traced with Chromium's own timeline, each task over 50 ms split by the events inside it (their
 * self time: script run by React's scheduler, layout, paint, style, text shaping, parsing…), summed
 * over the page's load and the three seconds after it. bench:first-view says how long the page blocks;
 * this says what on, so a change aimed at one of them can be checked against it.
 *
 *   BASE_URL=http://localhost:3100 node bench/main-thread.mjs [path …]   # default: the TV guide and home
 *   MAIN_THREAD_RUNS=5 …                                                 # first visits per page (default 3)
 *
 * The sums are over every long task, including those before the first paint, so they are larger than
 * bench:first-view's blocking time (which counts from the first paint); compare them with each other.
 */
import { launch } from './lib/browser.mjs'
import { table } from './lib/report.mjs'
import { ensureSite } from './lib/site.mjs'
import { slowPhonePage } from './lib/slow-phone.mjs'

const RUNS = Math.max(1, Number(process.env.MAIN_THREAD_RUNS || 3))
const PATHS = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/tv/guia-tv', '/']
/** The timeline's names for what the rows of the table add up. */
const KINDS = [
  ['script (React, modules)', ['RunMicrotasks', 'FunctionCall', 'EvaluateScript', 'V8.BytecodeBudgetInterrupt']],
  [
    'layout',
    ['LocalFrameView::performLayout', 'InlineNode::ShapeTextIncludingFirstLine', 'Document::rebuildLayoutTree'],
  ],
  ['style', ['Document::recalcStyle', 'Document::updateStyle', 'CSSParserImpl::parseStyleSheet.parse']],
  ['paint', ['Paint', 'PaintArtifactCompositor::Update', 'Blink.Paint.UpdateTime', 'Blink.PrePaint.UpdateTime']],
  ['HTML parsing', ['ParseHTML', 'HTMLDocumentParser::ScanAndPreload']],
]

/** One first visit: self time per event name inside the main thread's tasks over 50 ms. */
async function visit(browser, url) {
  const { context, page, cdp } = await slowPhonePage(browser)
  try {
    const events = []
    cdp.on('Tracing.dataCollected', (data) => events.push(...data.value))
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve))
    await cdp.send('Tracing.start', {
      categories: 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink',
      transferMode: 'ReportEvents',
    })
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 })
    await page.waitForTimeout(3000)
    await cdp.send('Tracing.end')
    await complete
    const thread = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
    const mine = events.filter((e) => e.pid === thread?.pid && e.tid === thread?.tid && e.ph === 'X')
    const self = {}
    let long = 0
    for (const task of mine.filter((e) => e.name === 'RunTask' && e.dur > 50_000)) {
      long += task.dur / 1000
      const inside = mine
        .filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur)
        .sort((a, b) => a.ts - b.ts || b.dur - a.dur)
      // Self time: each event's duration less that of the events directly inside it.
      const open = []
      const own = new Map(inside.map((e) => [e, e.dur]))
      for (const e of inside) {
        while (open.length > 0 && open.at(-1).ts + open.at(-1).dur <= e.ts) open.pop()
        const parent = open.at(-1)
        if (parent) own.set(parent, own.get(parent) - e.dur)
        open.push(e)
      }
      for (const [e, time] of own) self[e.name] = (self[e.name] ?? 0) + time / 1000
    }
    return { long, self }
  } finally {
    await context.close()
  }
}

const site = await ensureSite()
const browser = await launch()
const rows = []
for (const path of PATHS) {
  const visits = []
  for (let run = 0; run < RUNS; run++) visits.push(await visit(browser, new URL(path, site.base).href))
  const mean = (pick) => Math.round(visits.reduce((sum, v) => sum + pick(v), 0) / visits.length)
  rows.push([
    path,
    `${mean((v) => v.long)} ms`,
    ...KINDS.map(([, names]) => `${mean((v) => names.reduce((sum, name) => sum + (v.self[name] ?? 0), 0))} ms`),
  ])
}
await browser.close()
await site.stop()
console.log(
  `Main thread in long tasks (> 50 ms), mean of ${RUNS} first visits on the slow phone (360 px, 4x CPU, 150 ms, 1.6 Mbit/s)\n`,
)
table(['page', 'long tasks', ...KINDS.map(([kind]) => kind)], rows)
