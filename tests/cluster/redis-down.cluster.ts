import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { redisCommand } from '@/scripts/services/redis.mjs'
import { runningCluster, type Target } from './support/cluster'

/**
 * Redis stopped: the shared page cache is gone, so every page is rendered from PostgreSQL on each
 * request; pages still respond with 200 (never 500) and the forms still work. Redis started again (empty,
 * as it runs without persistence): a publish is again visible on every instance within a second.
 * Redis is running again when this file ends, whatever happened.
 */
const cluster = await runningCluster()
const [A] = cluster.instances.map((i) => i.port) as [number]
const everyone: Target[] = [...cluster.instances.map((i) => i.port), 'balancer']
const PAGES = [
  { path: '/', country: 'ao' as const },
  { path: '/a-zap', country: 'ao' as const },
  { path: '/a-zap/noticias', country: 'ao' as const },
  { path: '/', country: 'mz' as const },
]
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

after(async () => {
  await cluster.startRedis()
})

async function api<T = Record<string, unknown>>(path: string, method = 'GET', body?: unknown): Promise<T> {
  const token = await cluster.adminToken(A)
  const res = await cluster.request(A, path, {
    method,
    headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  assert.ok(res.status >= 200 && res.status < 300, `${method} ${path}: ${res.status} ${res.text().slice(0, 300)}`)
  return JSON.parse(res.text() || '{}') as T
}

describe('Redis stopped', () => {
  it('pages respond with 200 on every instance and a lead post is 201', async () => {
    // Admin token first: signing in is not what this scenario is about.
    await cluster.adminToken(A)
    for (const target of everyone)
      for (const page of PAGES)
        assert.equal((await cluster.request(target, page.path, { country: page.country })).status, 200)
    await cluster.stopRedis()
    for (let round = 0; round < 2; round++) {
      for (const target of everyone) {
        for (const page of PAGES) {
          const started = Date.now()
          const res = await cluster.request(target, page.path, { country: page.country, timeoutMs: 30_000 })
          assert.equal(res.status, 200, `${target} ${page.country}${page.path} with Redis stopped (round ${round + 1})`)
          assert.ok(Date.now() - started < 10_000, `${target} ${page.path} responded in ${Date.now() - started} ms`)
        }
      }
    }
    const lead = await cluster.request('balancer', '/api/forms/newsletter?locale=pt', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `redis-down-${Date.now()}@example.co.ao`, acceptTerms: true, service: 'TV' }),
    })
    assert.equal(lead.status, 201, `lead post with Redis stopped: ${lead.text().slice(0, 200)}`)
  })

  it('started again: a publish is visible on every instance within 3 s', async () => {
    await cluster.startRedis()
    const found = await api<{ docs: { id: number; seo?: Record<string, unknown> }[] }>(
      `/api/pages?where[path][equals]=%2Fa-zap&where[country.code][equals]=ao&locale=pt&depth=0`,
    )
    const page = found.docs[0]
    assert.ok(page, 'the seeded /a-zap page')
    try {
      // The instances reconnect on their own (a retry every 2 s at most); give them that long, and
      // let every instance put the page back into the (empty) cache.
      await sleep(3000)
      for (const target of everyone)
        for (let i = 0; i < 2; i++) assert.equal((await cluster.request(target, '/a-zap')).status, 200)
      const stamp = `A ZAP back-${Date.now()}`
      await api(`/api/pages/${page.id}?locale=pt`, 'PATCH', {
        seo: { ...page.seo, title: stamp },
        _status: 'published',
      })
      const since = Date.now()
      const delays = await Promise.all(
        everyone.map(async (target) => {
          while (Date.now() - since < 8000) {
            const res = await cluster.request(target, '/a-zap')
            assert.ok(res.status < 500, `${target}: ${res.status}`)
            if (res.text().includes(stamp)) return Date.now() - since
            await sleep(50)
          }
          return Infinity
        }),
      )
      // Without the shared cache's tag expiry the instances would keep the old page for good; 3 s leaves
      // room for a busy machine (the one-second figure is measured by npm run bench:edge).
      assert.ok(
        delays.every((ms) => ms <= 3000),
        `visible after ${everyone.map((t, i) => `${t} ${delays[i]} ms`).join(', ')}`,
      )
      // The cache is in use again: Redis holds the instances' entries.
      const redis = new URL(cluster.env.REDIS_URL ?? '')
      const size = await redisCommand(Number(redis.port), 'DBSIZE', { password: decodeURIComponent(redis.password) })
      assert.ok(Number(size?.slice(1)) > 0, `Redis holds cache entries again (DBSIZE ${size})`)
    } finally {
      await api(`/api/pages/${page.id}?locale=pt`, 'PATCH', { seo: page.seo, _status: 'published' })
    }
  })
})
