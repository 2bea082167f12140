#!/usr/bin/env node
/**
 * `npm run bench:admin`: how long an editor waits for the admin's heaviest screens, in real Chromium.
 *
 *   - the edit view of the heaviest pages (Angola, Portuguese): the one with the most blocks, and the
 *     largest document when that is another one;
 *   - the lists of the lead collections editors read most (newsletter subscriptions, call-back requests),
 *     with ADMIN_BENCH_LEADS (3000) leads of each form posted first through the public forms, so
 *     the lists have the size of a few months of a live site.
 *
 * Each screen is loaded ADMIN_BENCH_LOADS (20) times after one warm-up load, as the administrator
 * and as an editor of Angola (whose lists carry the country filter their access adds). A load is
 * timed from navigation start until the screen is usable: the page's load event (its scripts ran)
 * and the edit form's title field enabled, or the list's table (or its empty state) shown. Prints p50 / p95 / max per screen and user; the
 * target is p95 under 1.5 s.
 *
 * Uses the site at BASE_URL when it responds, else starts the production server with a fresh
 * database (bench/lib/site.mjs). Loopback only; every loop bounded.
 *
 *   node bench/admin.mjs      # ADMIN_BENCH_LOADS, ADMIN_BENCH_LEADS, ADMIN_EMAIL, ADMIN_PASSWORD
 *
 * Exits 0 whatever the figures (a report), 1 when the setup fails.
 */
import { launch } from './lib/browser.mjs'
import { leadBody } from './lib/lead-bodies.mjs'
import { request } from './lib/raw-http.mjs'
import { summary, table } from './lib/report.mjs'
import { ensureSite } from './lib/site.mjs'

const LOADS = Number(process.env.ADMIN_BENCH_LOADS || 20)
const LEADS = Number(process.env.ADMIN_BENCH_LEADS || 3000)
const CONCURRENCY = 8
const TARGET_P95_MS = 1500
const ADMIN = {
  email: process.env.ADMIN_EMAIL || 'admin@zap.local',
  password: process.env.ADMIN_PASSWORD || 'zap-admin-dev',
}
const EDITOR_PASSWORD = 'bench-editor-pass-123'
/** The edit form is usable when its title field takes input; a list when its table or empty state shows. */
const READY = {
  edit: '#field-title:not([disabled])',
  list: '.collection-list table, .collection-list__no-results',
}

const log = (line) => console.log(line)
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

async function api(base, apiPath, { method = 'GET', token, body } = {}) {
  const res = await request(`${base}${apiPath}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    timeoutMs: 60_000,
  })
  if (res.status < 200 || res.status >= 300)
    throw new Error(`${method} ${apiPath}: ${res.status} ${res.text.slice(0, 300)}`)
  return JSON.parse(res.text || '{}')
}

const login = async (base, credentials) =>
  (await api(base, '/api/users/login', { method: 'POST', body: credentials })).token

/** Posts `amount` leads of `kind` through the public form, CONCURRENCY at a time; the count that got 201. */
async function postLeads(base, kind, amount, runId) {
  let next = 0
  let created = 0
  const worker = async () => {
    while (next < amount) {
      const sequence = next++
      const res = await request(`${base}/api/forms/${kind}?locale=pt`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'pt-PT' },
        body: JSON.stringify(leadBody(kind, runId, sequence)),
      })
      if (res.status === 201) created++
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  return created
}

/**
 * The heaviest Angolan pages editors open (Portuguese): the one with the most blocks (each block is
 * a set of fields the form renders) and the largest document by size, when that is another page.
 */
async function heaviestPages(base, token) {
  const found = await api(base, '/api/pages?where[country.code][equals]=ao&locale=pt&depth=0&limit=500', { token })
  const pages = found.docs.map((doc) => ({
    id: doc.id,
    path: doc.path,
    blocks: (doc.layout ?? []).length,
    bytes: JSON.stringify(doc).length,
  }))
  if (!pages.length) throw new Error('no Angolan page to open')
  const mostBlocks = [...pages].sort((a, b) => b.blocks - a.blocks)[0]
  const largest = [...pages].sort((a, b) => b.bytes - a.bytes)[0]
  return largest.id === mostBlocks.id ? [mostBlocks] : [mostBlocks, largest]
}

/** LOADS timed loads of `url` (after one warm-up) until `ready` shows; ms each. */
async function timeLoads(page, url, ready) {
  const times = []
  for (let i = 0; i <= LOADS; i++) {
    const started = Date.now()
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: 60_000 })
    if (i > 0) times.push(Date.now() - started)
  }
  return times
}

const site = await ensureSite()
let exitCode = 0
let browser
try {
  const adminToken = await login(site.base, ADMIN)
  const runId = Date.now()
  log(`Posting ${LEADS} newsletter subscriptions and ${LEADS} call-back requests through the public forms…`)
  for (const kind of ['newsletter', 'callback'])
    log(`   ${kind}: ${await postLeads(site.base, kind, LEADS, runId)} got 201`)

  const angola = (await api(site.base, '/api/countries?where[code][equals]=ao&depth=0', { token: adminToken })).docs[0]
  const editor = { email: `bench-editor-${runId}@example.co.ao`, password: EDITOR_PASSWORD }
  await api(site.base, '/api/users', {
    method: 'POST',
    token: adminToken,
    body: { ...editor, role: 'editor', country: angola.id },
  })
  const users = [
    ['administrator', adminToken],
    ['editor of Angola', await login(site.base, editor)],
  ]

  const screens = [
    ...(await heaviestPages(site.base, adminToken)).map((heavy) => [
      `edit view of ${heavy.path} (${heavy.blocks} blocks, ${(heavy.bytes / 1024).toFixed(0)} kB)`,
      `/admin/collections/pages/${heavy.id}`,
      READY.edit,
    ]),
    ['newsletter subscriptions list', '/admin/collections/newsletter-subscriptions', READY.list],
    ['call-back requests list', '/admin/collections/callback-requests', READY.list],
  ]

  browser = await launch()
  const rows = []
  let worst = 0
  const { hostname } = new URL(site.base)
  for (const [who, token] of users) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'pt-PT' })
    await context.addCookies([{ name: 'payload-token', value: token, domain: hostname, path: '/' }])
    const page = await context.newPage()
    for (const [label, screenPath, ready] of screens) {
      const times = await timeLoads(page, `${site.base}${screenPath}`, ready)
      const p95 = percentile(times, 95)
      worst = Math.max(worst, p95)
      rows.push([who, label, percentile(times, 50), p95, Math.max(...times), p95 < TARGET_P95_MS ? 'PASS' : 'FAIL'])
    }
    await context.close()
  }
  log(`\nAdmin screens, ${LOADS} loads each after one warm-up (ms from navigation to usable, Chromium 1440x900):`)
  table(['user', 'screen', 'p50 ms', 'p95 ms', 'max ms', `p95 < ${TARGET_P95_MS}`], rows)
  summary(
    `admin: worst p95 ${worst} ms over ${rows.length} screen/user pairs (target < ${TARGET_P95_MS}) ${worst < TARGET_P95_MS ? 'PASS' : 'FAIL'}`,
  )
} catch (error) {
  console.error(`bench:admin: setup failed: ${error instanceof Error ? error.stack : error}`)
  exitCode = 1
} finally {
  await browser?.close()
  await site.stop()
}
process.exit(exitCode)
