#!/usr/bin/env node
/**
 * Lead endpoints on SQLite: autocannon, in a second process on loopback,
 * posts LEADS_AMOUNT (1000) valid and unique leads with LEADS_CONNECTIONS (20) connections to
 * POST /api/forms/newsletter, then to POST /api/forms/callback (Angola, Portuguese). A fixed count,
 * not a duration, so every request has its response before the rows are counted. Prints requests/s and
 * p50/p99 latency, then counts this run's rows through the REST API as the administrator and prints
 * "stored N of N that got 201". Exits 1 when the two differ (or nothing got 201).
 *
 * The server's per-IP limit (LEAD_RATE_LIMIT_PER_MINUTE) must be high: the bench server started
 * here sets it; a server of your own at BASE_URL needs it too, or most responses are 429.
 *
 *   node bench/leads.mjs       # BASE_URL, ADMIN_EMAIL, ADMIN_PASSWORD (the seed's development account)
 */
import { letters } from './lib/lead-bodies.mjs'
import { cannon } from './lib/load.mjs'
import { summary, table } from './lib/report.mjs'
import { ensureSite } from './lib/site.mjs'

const AMOUNT = Number(process.env.LEADS_AMOUNT || 1000)
const CONNECTIONS = Number(process.env.LEADS_CONNECTIONS || 20)
const ADMIN = {
  email: process.env.ADMIN_EMAIL || 'admin@zap.local',
  password: process.env.ADMIN_PASSWORD || 'zap-admin-dev',
}
const runId = Date.now()
const forms = [
  {
    kind: 'newsletter',
    collection: 'newsletter-subscriptions',
    where: `where[email][contains]=${encodeURIComponent(`bench-${runId}-`)}`,
  },
  {
    kind: 'callback',
    collection: 'callback-requests',
    where: `where[clientName][contains]=${encodeURIComponent(`Bench ${letters(runId)}`)}`,
  },
]

const site = await ensureSite()
let failed = false
try {
  const login = await fetch(`${site.base}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  if (!login.ok) throw new Error(`admin login failed (${login.status}): set ADMIN_EMAIL and ADMIN_PASSWORD`)
  const { token } = await login.json()
  const count = async ({ collection, where }) => {
    const response = await fetch(`${site.base}/api/${collection}?${where}&limit=1&depth=0`, {
      headers: { authorization: `JWT ${token}` },
    })
    if (!response.ok) throw new Error(`counting ${collection}: ${response.status} ${await response.text()}`)
    return (await response.json()).totalDocs
  }

  const rows = []
  for (const form of forms) {
    const result = await cannon({
      url: `${site.base}/api/forms/${form.kind}?locale=pt`,
      connections: CONNECTIONS,
      amount: AMOUNT,
      timeout: 30,
      headers: { 'content-type': 'application/json', 'accept-language': 'pt-PT' },
      bodies: { kind: form.kind, runId },
    })
    const got201 = result.statuses['201'] ?? 0
    const stored = await count(form)
    const others = Object.entries(result.statuses)
      .filter(([status]) => status !== '201')
      .map(([status, n]) => `${n} x ${status}`)
      .join(', ')
    const ok = stored === got201 && got201 > 0
    if (!ok) failed = true
    rows.push([
      form.kind,
      result.sent,
      Math.round(result.requestsPerSecond),
      `${result.p50} ms`,
      `${result.p99} ms`,
      got201,
      others || '-',
      `${stored} of ${got201}`,
      ok ? 'ok' : 'MISMATCH',
    ])
    summary(
      `leads ${form.kind}: ${Math.round(result.requestsPerSecond)} req/s (p50 ${result.p50} ms, p99 ${result.p99} ms); stored ${stored} of ${got201} that got 201${others ? ` (also ${others})` : ''}${ok ? '' : ' MISMATCH'}`,
    )
    if (result.errors || result.timeouts)
      console.error(`bench: ${form.kind}: ${result.errors} connection errors, ${result.timeouts} timeouts`)
  }
  console.log(
    `\nlead endpoints on SQLite: ${AMOUNT} unique valid posts each, ${CONNECTIONS} connections, autocannon in its own process\n`,
  )
  table(['form', 'sent', 'req/s', 'p50', 'p99', '201', 'other responses', 'stored', 'check'], rows)
  console.log('')
  for (const row of rows) console.log(`${row[0]}: stored ${row[7]} that got 201${row[8] === 'ok' ? '' : ' MISMATCH'}`)
  for (const row of rows)
    if (row[8] !== 'ok')
      console.log(
        `budget broken: ${row[0]}: stored ${row[7]} that got 201 (every lead that got 201 must be stored, once)`,
      )
} finally {
  await site.stop()
}
process.exit(failed ? 1 : 0)
