#!/usr/bin/env node
/**
 * Weight of "Em cartaz" (blocks/cinema-showtimes): the HTML bytes, uncompressed as served, of every
 * page with a showtimes block in both countries and languages, and of each of its days
 * (page address + /YYYY-MM-DD, followed from the page's own day links), next to a page of the
 * same frame without the block (the cinemas' price list) measured in the same run: what the frame
 * alone weighs. The "week inline" figure adds every day's share above the frame to the frame, i.e.
 * what one page carrying all the days would weigh. Also: gzip (zlib -9) and the part of the HTML
 * that is React's flight data (self.__next_f scripts), which repeats what the markup says.
 * Budget: every showtimes page and day < 150 000 bytes of HTML. Exits 1 only when one breaks it.
 *
 *   node bench/showtimes-weight.mjs     # BASE_URL (default http://localhost:3000; started on :3300 if silent)
 */
import http from 'node:http'
import { gzipSync } from 'node:zlib'
import { kB, summary, table } from './lib/report.mjs'
import { ensureSite } from './lib/site.mjs'

const BUDGET = 150_000
const REFERENCE = '/zap-cinemas/precario'
const DAY_LINK = /href="([^"]*\/\d{4}-\d{2}-\d{2})"/g
const FLIGHT = /<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g

/** GET with the country's Host (Node's fetch cannot reach mz.localhost), never following redirects. */
function get(base, host, path) {
  const url = new URL(path, base)
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname === 'localhost' ? '127.0.0.1' : url.hostname,
        port: url.port,
        path,
        headers: { host },
        setHost: false,
      },
      (response) => {
        const chunks = []
        response.on('data', (chunk) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location,
            body: Buffer.concat(chunks),
          }),
        )
        response.on('error', reject)
      },
    )
    request.setTimeout(60_000, () => request.destroy(new Error(`timeout: GET ${path}`)))
    request.on('error', reject)
    request.end()
  })
}

/** Bytes, gzip bytes, flight-data bytes and sessions shown (<time> elements) of an HTML page. */
function measure(body) {
  const html = body.toString('utf8')
  const flight = [...html.matchAll(FLIGHT)].reduce((sum, m) => sum + Buffer.byteLength(m[0]), 0)
  return {
    bytes: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    flight,
    sessions: (html.match(/<time /g) ?? []).length,
  }
}

async function showtimesPages(base, host) {
  const params = new URLSearchParams({
    'where[_status][equals]': 'published',
    'where[layout.blockType][equals]': 'cinemaShowtimes',
    locale: 'all',
    depth: '0',
    limit: '50',
  })
  const response = await get(base, host, `/api/pages?${params}`)
  if (response.status !== 200) throw new Error(`/api/pages responded with ${response.status}`)
  const { docs } = JSON.parse(response.body.toString('utf8'))
  return docs.flatMap((doc) =>
    ['pt', 'en'].flatMap((locale) => (doc.path?.[locale] ? [locale === 'pt' ? doc.path.pt : `/en${doc.path.en}`] : [])),
  )
}

const site = await ensureSite()
let failed = false
try {
  const hostOf = (country) => {
    const { host } = new URL(site.base)
    return country === 'ao' ? host : `mz.${host}`
  }
  const rows = []
  const weeks = []
  for (const country of ['ao', 'mz']) {
    const host = hostOf(country)
    // Render once first, so the figures are of the cached pages visitors get.
    const reference = await get(site.base, host, REFERENCE).then(async (first) =>
      first.status === 200 ? get(site.base, host, REFERENCE) : first,
    )
    const frame = reference.status === 200 ? measure(reference.body) : null
    if (frame)
      rows.push([
        country,
        `${REFERENCE} (frame, reference)`,
        kB(frame.bytes),
        kB(frame.gzip),
        kB(frame.flight),
        frame.sessions,
        '',
      ])
    for (const path of await showtimesPages(site.base, host)) {
      await get(site.base, host, path)
      const page = await get(site.base, host, path)
      if (page.status !== 200) {
        rows.push([
          country,
          `${path} (${page.status}${page.location ? ` -> ${page.location}` : ''})`,
          '',
          '',
          '',
          '',
          '',
        ])
        continue
      }
      const days = [
        ...new Set(
          [...page.body.toString('utf8').matchAll(DAY_LINK)]
            .map((m) => m[1].replace(/&amp;/g, '&'))
            .filter((href) => href.startsWith(`${path}/`)),
        ),
      ]
      const measured = [{ path, ...measure(page.body) }]
      for (const day of days) {
        await get(site.base, host, day)
        const response = await get(site.base, host, day)
        measured.push({
          path: day,
          ...(response.status === 200 ? measure(response.body) : { bytes: NaN, gzip: NaN, flight: NaN, sessions: NaN }),
        })
      }
      for (const m of measured) {
        const ok = m.bytes < BUDGET
        if (!ok) failed = true
        rows.push([country, m.path, kB(m.bytes), kB(m.gzip), kB(m.flight), m.sessions, ok ? '' : `over ${BUDGET} B`])
      }
      if (frame) {
        const week = frame.bytes + measured.reduce((sum, m) => sum + (m.bytes - frame.bytes), 0)
        weeks.push({ country, path, days: measured.length, largest: Math.max(...measured.map((m) => m.bytes)), week })
      }
    }
  }
  table(['country', 'address', 'HTML', 'gzip', 'flight data', 'sessions', 'budget'], rows)
  console.log('')
  table(
    ['country', 'page', 'days', 'largest served', 'week inline (estimate)'],
    weeks.map((w) => [w.country, w.path, w.days, kB(w.largest), kB(w.week)]),
  )
  if (weeks.length === 0) throw new Error('no page with a showtimes block responded')
  const largest = Math.max(...weeks.map((w) => w.largest))
  const week = Math.max(...weeks.map((w) => w.week))
  summary(
    `showtimes HTML: largest page or day ${kB(largest)} (budget ${kB(BUDGET)}), the week inline would be ${kB(week)}`,
  )
} finally {
  await site.stop()
}
process.exit(failed ? 1 : 0)
