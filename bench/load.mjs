#!/usr/bin/env node
/**
 * Cached pages under load: autocannon, run in a second process on loopback,
 * sends LOAD_CONNECTIONS (50) connections for LOAD_SECONDS (10) at the home page (/) and a package
 * page (/zap-satelite/pacotes-de-canais) of our server, then at the same HTML (fetched once from our
 * server, saved to a temp folder) served by Debian's nginx started in this same run (one worker, gzip
 * level 6), once uncompressed (the servers themselves) and once asking for gzip like a browser (then
 * both compress every response on the fly, and zlib dominates). Prints requests/s, p50 and p99
 * latency and the ratio nginx / ours. Report only: no budget (the figures depend on what else the
 * machine is doing). LOAD_ENCODINGS=identity,gzip to choose.
 *
 *   node bench/load.mjs        # BASE_URL (default http://localhost:3000; started on :3300 if silent)
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { cannon } from './lib/load.mjs'
import { startNginx } from './lib/nginx.mjs'
import { summary, table } from './lib/report.mjs'
import { ensureSite } from './lib/site.mjs'

const SECONDS = Number(process.env.LOAD_SECONDS || 10)
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS || 50)
const ENCODINGS = (process.env.LOAD_ENCODINGS || 'identity,gzip').split(',')
const HEADERS = { 'accept-language': 'pt-PT,pt;q=0.9' }
const pages = [
  ['home', '/'],
  ['package page', '/zap-satelite/pacotes-de-canais'],
]
const dir = '/tmp/zap-bench-nginx'

const site = await ensureSite()
let nginx
try {
  rmSync(dir, { recursive: true, force: true })
  for (const [, page] of pages) {
    const response = await fetch(`${site.base}${page}`, { headers: { ...HEADERS, 'accept-encoding': 'identity' } })
    if (response.status !== 200) throw new Error(`${page} responded with ${response.status}`)
    const file = path.join(dir, 'html', page, 'index.html')
    mkdirSync(path.dirname(file), { recursive: true })
    writeFileSync(file, Buffer.from(await response.arrayBuffer()))
  }
  const check = await fetch(`${site.base}${pages[0][1]}`, { headers: { ...HEADERS, 'accept-encoding': 'identity' } })
  console.error(
    `bench: our server responds to ${pages[0][1]} with x-nextjs-cache=${check.headers.get('x-nextjs-cache') ?? '-'}, cache-control=${check.headers.get('cache-control') ?? '-'}`,
  )
  await check.arrayBuffer()
  nginx = await startNginx(dir)

  const round = async (base, page, encoding) => {
    const url = `${base}${page}`
    const headers = { ...HEADERS, 'accept-encoding': encoding }
    // A short warm-up, not counted.
    await cannon({ url, connections: CONNECTIONS, duration: 1, headers })
    const r = await cannon({ url, connections: CONNECTIONS, duration: SECONDS, headers })
    if (r.non2xx || r.errors || r.timeouts)
      console.error(`bench: ${url}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`)
    return r
  }
  const rows = []
  for (const [name, page] of pages) {
    for (const encoding of ENCODINGS) {
      const ours = await round(site.base, page, encoding)
      const theirs = await round(nginx.base, page, encoding)
      const ratio = theirs.requestsPerSecond / ours.requestsPerSecond
      rows.push([
        name,
        encoding,
        'our server',
        Math.round(ours.requestsPerSecond),
        `${ours.p50} ms`,
        `${ours.p99} ms`,
        ours.non2xx + ours.errors,
        '',
      ])
      rows.push([
        '',
        '',
        'nginx',
        Math.round(theirs.requestsPerSecond),
        `${theirs.p50} ms`,
        `${theirs.p99} ms`,
        theirs.non2xx + theirs.errors,
        `${ratio.toFixed(1)} x ours`,
      ])
      summary(
        `load ${name} (${encoding}): ours ${Math.round(ours.requestsPerSecond)} req/s (p50 ${ours.p50} ms, p99 ${ours.p99} ms), nginx ${Math.round(theirs.requestsPerSecond)} req/s (p50 ${theirs.p50} ms, p99 ${theirs.p99} ms): nginx = ${ratio.toFixed(1)} x ours`,
      )
    }
  }
  console.log(
    `\ncached pages under load: ${CONNECTIONS} connections, ${SECONDS} s each, autocannon in its own process\n`,
  )
  table(['page', 'encoding', 'server', 'req/s', 'p50', 'p99', 'failed', 'nginx / ours'], rows)
} finally {
  await nginx?.stop()
  rmSync(dir, { recursive: true, force: true })
  await site.stop()
}
