#!/usr/bin/env node
/**
 * Publish-to-live delay (an edit must be live without a deploy, in about a second): publishes 20
 * edits through the CMS REST API, as /admin does, and
 * measures how long each takes to show on the public site: a page's <title>, and a news article's
 * title on the news list and on its own page (a listing). Prints the median and the maximum.
 *
 *   npm start                      # in another terminal (or BASE_URL=http://host:port)
 *   node bench/publish-to-live.mjs # BASE_URL, ADMIN_EMAIL, ADMIN_PASSWORD, RUNS (default 20)
 *
 * It restores the edited documents at the end. Target: every delay under 1000 ms.
 */
const BASE = process.env.BASE_URL || 'http://localhost:3000'
const RUNS = Number(process.env.RUNS || 20)
const ADMIN = {
  email: process.env.ADMIN_EMAIL || 'admin@zap.local',
  password: process.env.ADMIN_PASSWORD || 'zap-admin-dev',
}
const GIVE_UP_MS = 15_000

async function api(path, { method = 'GET', token, body } = {}) {
  const response = await fetch(`${BASE}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return response.json()
}

/** Polls a public page (no cookies) until it contains `text`; the milliseconds since `since`. */
async function seenAfter(path, text, since) {
  for (;;) {
    const html = await (await fetch(`${BASE}${path}`, { headers: { 'cache-control': 'no-cache' } })).text()
    if (html.includes(text)) return Date.now() - since
    if (Date.now() - since > GIVE_UP_MS) throw new Error(`${path} did not show "${text}" within ${GIVE_UP_MS} ms`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

const { token } = await api('/api/users/login', { method: 'POST', body: ADMIN })
const where = (field, value) => `where[${field}][equals]=${encodeURIComponent(value)}&where[country.code][equals]=ao`
const page = (await api(`/api/pages?${where('path', '/a-zap')}&locale=pt&depth=0`, { token })).docs[0]
const article = (
  await api(`/api/news?where[country.code][equals]=ao&sort=-publishedAt&limit=1&locale=pt&depth=0`, { token })
).docs[0]
if (!page || !article)
  throw new Error('needs the seeded /a-zap page and a news article in Angola (npm start seeds them)')
const original = { seo: page.seo, title: article.title }

// Warm both pages so the first run measures a publish, not a cold render.
await fetch(`${BASE}/a-zap`)
await fetch(`${BASE}/a-zap/noticias`)
await fetch(`${BASE}/a-zap/noticias/${article.slug}`)

const delays = { page: [], list: [], article: [] }
try {
  for (let run = 1; run <= RUNS; run++) {
    const stamp = `bench-${Date.now()}-${run}`
    let since = Date.now()
    await api(`/api/pages/${page.id}?locale=pt`, {
      method: 'PATCH',
      token,
      body: { seo: { ...original.seo, title: `A ZAP ${stamp}` } },
    })
    delays.page.push(await seenAfter('/a-zap', stamp, since))
    since = Date.now()
    await api(`/api/news/${article.id}?locale=pt`, {
      method: 'PATCH',
      token,
      body: { title: `${original.title} ${stamp}` },
    })
    const [list, own] = await Promise.all([
      seenAfter('/a-zap/noticias', stamp, since),
      seenAfter(`/a-zap/noticias/${article.slug}`, stamp, since),
    ])
    delays.list.push(list)
    delays.article.push(own)
    process.stdout.write(
      `run ${String(run).padStart(2)}: page ${delays.page.at(-1)} ms, news list ${list} ms, article ${own} ms\n`,
    )
  }
} finally {
  await api(`/api/pages/${page.id}?locale=pt`, { method: 'PATCH', token, body: { seo: original.seo } })
  await api(`/api/news/${article.id}?locale=pt`, { method: 'PATCH', token, body: { title: original.title } })
}

const all = [...delays.page, ...delays.list, ...delays.article]
console.log('\npublish -> visible on the public site (ms, from sending the save)')
for (const [name, values] of Object.entries(delays))
  console.log(`  ${name.padEnd(8)} median ${median(values)}  max ${Math.max(...values)}`)
console.log(`  all      median ${median(all)}  max ${Math.max(...all)}  (${RUNS} publishes; target: max < 1000)`)
