#!/usr/bin/env node
/**
 * What each SVG image the site shows as <img> (public/*.svg, public/flags/*.svg) costs Chromium's main
 * thread to set up on a cheap phone (CPU 4x slower): Chromium builds every SVG image as a document
 * of its own when it arrives, and on the first screen that work sits between the parser and the
 * first paint. Each file is served on loopback as the only image of an otherwise empty page, and the
 * set-up (`SVGImage::DataChanged` in a trace of the page) is timed, median of SVG_RUNS (default 9),
 * beside a reference measured in the same run: the Angola logo with its lettering as <text> in Arial,
 * as it was drawn before its letters became paths.
 *
 *   npm run bench:svg
 */
import { readdirSync, readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { launch } from './lib/browser.mjs'
import { median } from './lib/first-visit.mjs'
import { summary, table } from './lib/report.mjs'

const RUNS = Math.max(1, Number(process.env.SVG_RUNS || 9))
const PUBLIC = path.resolve('public')

/** The reference: the Angola logo as it was, its "15" and "ANOS" set as <text> in Arial. */
const WITH_TEXT =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 170 48" role="img" aria-labelledby="t"><title id="t">ZAP 15 anos</title><rect width="120" height="48" rx="10" fill="#CF0967"/><path fill="#fff" d="M18 14h26v5L27 33h17v5H17v-5l17-14H18zM62 14h7l11 24h-7l-2-5H60l-2 5h-7zm3 7-4 8h8zM84 14h13c6 0 9 3 9 8s-3 8-9 8h-7v8h-6zm6 5v6h6c2 0 3-1 3-3s-1-3-3-3z"/><circle cx="146" cy="24" r="22" fill="none" stroke="#CF0967" stroke-width="3"/><text x="146" y="24" text-anchor="middle" font-family="Arial,sans-serif" font-weight="700" font-size="16" fill="#CF0967">15</text><text x="146" y="36" text-anchor="middle" font-family="Arial,sans-serif" font-size="8" fill="#CF0967">ANOS</text></svg>'

const images = new Map([['reference: logo-15 with <text> lettering', Buffer.from(WITH_TEXT)]])
for (const dir of ['', 'flags'])
  for (const name of readdirSync(path.join(PUBLIC, dir)).filter((n) => n.endsWith('.svg')))
    images.set(path.join(dir, name), readFileSync(path.join(PUBLIC, dir, name)))
const names = [...images.keys()]

// /page/<i> is an empty page showing image i; /image/<i>?<n> is the image, a new URL each visit.
const server = http.createServer((req, res) => {
  const [, kind, index] = (req.url ?? '').split('?')[0].split('/')
  const image = images.get(names[Number(index)])
  if (!image) return res.writeHead(404).end()
  if (kind === 'image') return res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(image)
  res.writeHead(200, { 'content-type': 'text/html' })
  res.end(
    `<!doctype html><title>svg</title><img src="/image/${index}?${Math.random()}" alt="" width="106" height="30">`,
  )
})
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
const { port } = server.address()

const browser = await launch()
try {
  const times = new Map(names.map((name) => [name, []]))
  // In turn, so that the machine's drift over the run falls on every image alike.
  for (let run = 0; run < RUNS; run++) {
    for (const [index, name] of names.entries()) {
      const context = await browser.newContext()
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      await browser.startTracing(page, { categories: ['blink'] })
      await page.goto(`http://127.0.0.1:${port}/page/${index}`, { waitUntil: 'load' })
      await page.waitForTimeout(200)
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8'))
      const setUp = traceEvents
        .filter((e) => e.name === 'SVGImage::DataChanged')
        .reduce((sum, e) => sum + (e.dur ?? 0), 0)
      times.get(name).push(setUp / 1000)
      await context.close()
    }
  }
  console.log(`SVG images: main-thread set-up in Chromium at 4x CPU slowdown, median of ${RUNS}\n`)
  const reference = median(times.get(names[0]))
  table(
    ['image', 'bytes', 'set-up', 'vs reference'],
    names.map((name) => {
      const ms = median(times.get(name))
      return [name, String(images.get(name).length), `${ms.toFixed(1)} ms`, `${(ms / reference).toFixed(2)}x`]
    }),
  )
  const worst = Math.max(...names.slice(1).map((name) => median(times.get(name))))
  summary(`svg: slowest image ${worst.toFixed(1)} ms to set up, the reference with <text> ${reference.toFixed(1)} ms`)
} finally {
  await browser.close()
  server.close()
}
