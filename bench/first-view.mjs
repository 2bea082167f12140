#!/usr/bin/env node
/**
 * The first view on a cheap phone: per page (home, a package page, the TV guide and the news list, in
 * Portuguese, in both countries), the median of FIRST_VIEW_RUNS (default 5) first visits of
 *   - the site as served,
 *   - the same HTML with every script removed (what the HTML and CSS alone cost), and
 *   - a bare Next.js page (bench/lib/bare-next.mjs: one h1, our next and react), the yardstick,
 * then Lighthouse's mobile audit of the same pages beside the bare page's (bench/lighthouse.mjs,
 * FIRST_VIEW_LIGHTHOUSE=0 leaves it out).
 *
 * The profile: Debian's Chromium at 360 x 640 (a phone, 2x pixels, touch), DevTools' CPU slowdown 4x,
 * 150 ms of latency and 1.6 Mbit/s down, 750 kbit/s up (Network.emulateNetworkConditions). Every visit
 * is a first one: a new browser context, so nothing cached and nothing stored.
 *
 * Figures per visit, from the page's own performance timeline (observers registered before any of its
 * code runs): first contentful paint, largest contentful paint, and the blocking time of the main
 * thread's long tasks (the part of each task over 50 ms, from the first paint until 3 s after load,
 * Lighthouse's definition of total blocking time without its simulated throttling).
 *
 * "Scripts removed" goes through a small proxy on this machine that forwards every request to the site
 * and rewrites the HTML documents it passes on (gzip-compressed again, as the site sends them), so the
 * rewritten page travels the same emulated network as the real one (a response fulfilled inside the
 * browser would skip the emulation).
 *
 *   node bench/first-view.mjs        # BASE_URL (default http://localhost:3000; started on :3300 if silent)
 *   FIRST_VIEW_RUNS=3 FIRST_VIEW_COUNTRIES=ao node bench/first-view.mjs
 *   FIRST_VIEW_DETAIL=1 …   # also: each page's largest-paint element, and what arrived before it
 *   FIRST_VIEW_PAGES="news list" …   # only the pages named (home, package page, TV guide, news list)
 */
import http from 'node:http'
import { spawnSync } from 'node:child_process'
import { gzipSync } from 'node:zlib'
import { launch } from './lib/browser.mjs'
import { startBareNext } from './lib/bare-next.mjs'
import { countryBase } from './lib/pages.mjs'
import { summary, table } from './lib/report.mjs'
import { median, visit } from './lib/first-visit.mjs'
import { SLOW_PHONE } from './lib/slow-phone.mjs'
import { ensureSite, freePort, root } from './lib/site.mjs'

const RUNS = Math.max(1, Number(process.env.FIRST_VIEW_RUNS || 5))
const COUNTRIES = (process.env.FIRST_VIEW_COUNTRIES || 'ao,mz').split(',').map((c) => c.trim())
const ALL_PAGES = [
  ['home', '/'],
  ['package page', '/zap-satelite/pacotes-de-canais'],
  ['TV guide', '/tv/guia-tv'],
  ['news list', '/a-zap/noticias'],
]
// FIRST_VIEW_PAGES="news list,home" measures only those (names as in the table).
const ONLY = process.env.FIRST_VIEW_PAGES?.split(',').map((name) => name.trim())
const PAGES = ONLY ? ALL_PAGES.filter(([name]) => ONLY.includes(name)) : ALL_PAGES

/** The median of each figure over RUNS first visits. */
async function medianVisit(browser, url) {
  const runs = []
  for (let i = 0; i < RUNS; i++) runs.push(await visit(browser, url))
  const lcp = median(runs.map((r) => r.lcp))
  // The run whose largest paint is nearest the median tells what that wait was made of.
  const typical = runs.reduce((a, b) => (Math.abs(b.lcp - lcp) < Math.abs(a.lcp - lcp) ? b : a))
  return {
    fcp: median(runs.map((r) => r.fcp)),
    lcp,
    tbt: median(runs.map((r) => r.tbt)),
    lcpElement: typical.lcpElement,
    before: typical.before,
  }
}

/** Removes every script element and script preload from an HTML document. */
function stripScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\brel="?(?:modulepreload|preload)"?[^>]*\bas="?script"?[^>]*>/gi, '')
    .replace(/<link\b[^>]*\bas="?script"?[^>]*\brel="?(?:modulepreload|preload)"?[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel="?modulepreload"?[^>]*>/gi, '')
}

/** A proxy on this machine to the site that rewrites the HTML documents with `rewrite`; { port, close }. */
async function startRewritingProxy(siteBase, rewrite) {
  const site = new URL(siteBase)
  const port = await freePort()
  const server = http.createServer((req, res) => {
    const host = String(req.headers.host ?? '').replace(/:\d+$/, '')
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: site.port || 80,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: `${host}:${site.port}`, 'accept-encoding': 'identity' },
        setHost: false,
      },
      (proxied) => {
        const type = String(proxied.headers['content-type'] ?? '')
        if (!type.startsWith('text/html')) {
          res.writeHead(proxied.statusCode ?? 502, proxied.headers)
          proxied.pipe(res)
          return
        }
        const chunks = []
        proxied.on('data', (chunk) => chunks.push(chunk))
        proxied.on('end', async () => {
          const body = gzipSync(await rewrite(Buffer.concat(chunks).toString('utf8')))
          const headers = { ...proxied.headers, 'content-length': String(body.length), 'content-encoding': 'gzip' }
          delete headers['transfer-encoding']
          res.writeHead(proxied.statusCode ?? 502, headers)
          res.end(body)
        })
      },
    )
    upstream.on('error', () => {
      res.writeHead(502)
      res.end()
    })
    req.pipe(upstream)
  })
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { port, close: () => new Promise((resolve) => server.close(resolve)) }
}

/** GET through loopback with the page's own Host, so the server renders and caches it before any visit is timed. */
function warm(url) {
  const { hostname, port, pathname } = new URL(url)
  return new Promise((resolve) => {
    const request = http.request(
      { host: '127.0.0.1', port, path: pathname, headers: { host: `${hostname}:${port}` }, setHost: false },
      (response) => {
        response.resume()
        response.on('end', resolve)
      },
    )
    request.on('error', resolve)
    request.end()
  })
}

const ms = (value) => `${Math.round(value)} ms`
const ratio = (value, reference) => `${(value / reference).toFixed(2)}x`

const site = await ensureSite()
const bare = await startBareNext()
const proxy = await startRewritingProxy(site.base, stripScripts)
const browser = await launch()
try {
  console.log(
    `First view: median of ${RUNS} first visits at ${SLOW_PHONE.viewport.width} px, CPU ${SLOW_PHONE.cpuSlowdown}x slower, ` +
      `${SLOW_PHONE.latencyMs} ms latency, ${SLOW_PHONE.downKbit / 1000} Mbit/s down (Debian's Chromium)\n`,
  )
  const barePaint = await medianVisit(browser, `${bare.base}/`)
  const rows = []
  const details = []
  const worst = { lcpRatio: 0, fcp: 0, lcp: 0 }
  for (const country of COUNTRIES) {
    for (const [name, path] of PAGES) {
      const url = `${countryBase(site.base, country)}${path}`
      const stripped = `${countryBase(`http://localhost:${proxy.port}`, country)}${path}`
      await warm(url)
      const full = await medianVisit(browser, url)
      const noScripts = await medianVisit(browser, stripped)
      details.push(
        `  ${country} ${name}: LCP ${ms(full.lcp)} on ${full.lcpElement || '?'}; HTML done at ${ms(full.before.htmlEnd)} ` +
          `(${full.before.htmlBytes} B); before LCP: ` +
          full.before.resources
            .map((r) => `${r.blocking ? '[blocking] ' : ''}${r.type} ${r.name} ${r.bytes} B @${r.end}`)
            .join(', '),
      )
      worst.lcpRatio = Math.max(worst.lcpRatio, full.lcp / barePaint.lcp)
      worst.fcp = Math.max(worst.fcp, full.fcp)
      worst.lcp = Math.max(worst.lcp, full.lcp)
      rows.push([
        `${country} ${name}`,
        ms(full.fcp),
        ms(full.lcp),
        ratio(full.lcp, barePaint.lcp),
        ms(full.tbt),
        ms(noScripts.fcp),
        ms(noScripts.lcp),
      ])
    }
  }
  if (process.env.FIRST_VIEW_DETAIL === '1') {
    console.log('\nWhat each page waited for before its largest paint (the run nearest the median):')
    for (const line of details) console.log(line)
    console.log('')
  }
  rows.push(['bare Next page', ms(barePaint.fcp), ms(barePaint.lcp), '1.00x', ms(barePaint.tbt), '', ''])
  table(['page', 'site FCP', 'site LCP', 'LCP / bare', 'site blocking', 'no scripts FCP', 'no scripts LCP'], rows)
  console.log(
    '\nTargets: largest paint <= 1,000 ms and <= 1.8x the bare page; first paint <= 800 ms (every page, medians).',
  )
  summary(
    `first view: worst LCP ${ms(worst.lcp)} (${worst.lcpRatio.toFixed(2)}x the bare page's ${ms(barePaint.lcp)}), worst FCP ${ms(worst.fcp)}`,
  )
} finally {
  await browser.close()
  await proxy.close()
  await bare.stop()
}

// Lighthouse's own mobile audit (its simulated throttling), the bare page audited in the same run.
if (process.env.FIRST_VIEW_LIGHTHOUSE !== '0') {
  console.log('\nLighthouse (mobile preset), the same pages and the bare Next page:\n')
  const result = spawnSync(process.execPath, ['bench/lighthouse.mjs'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      BASE_URL: site.base,
      LIGHTHOUSE_PAGES: process.env.LIGHTHOUSE_PAGES || 'home,package page,TV guide',
      LIGHTHOUSE_COUNTRIES: process.env.LIGHTHOUSE_COUNTRIES || COUNTRIES.join(','),
    },
  })
  if (result.status !== 0) process.exitCode = result.status ?? 1
}
await site.stop()
