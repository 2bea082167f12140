import assert from 'node:assert/strict'
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import { upstreamsSince, runningCluster } from './support/cluster'

/**
 * The local cluster itself: every instance and the balancer serve both countries from the one
 * database, and the balancer spreads requests over the instances.
 */
describe('local cluster', async () => {
  const cluster = await runningCluster()

  it('every instance and the balancer serve the Angolan and the Mozambican home page', async () => {
    for (const target of [...cluster.instances.map((i) => i.port), 'balancer' as const]) {
      const ao = await cluster.request(target, '/')
      assert.equal(ao.status, 200, `${target}: / for Angola`)
      assert.match(ao.text(), /Angola/, `${target}: the Angolan home page`)
      const mz = await cluster.request(target, '/', { country: 'mz' })
      assert.equal(mz.status, 200, `${target}: / for Mozambique`)
      assert.match(mz.text(), /Moçambique/, `${target}: the Mozambican home page`)
    }
  })

  it('every instance serves the one build: its assets carry the same deployment id, the build id', async () => {
    const buildId = readFileSync(path.join(import.meta.dirname, '..', '..', '.next', 'BUILD_ID'), 'utf8').trim()
    for (const { port } of cluster.instances) {
      const html = (await cluster.request(port, '/')).text()
      const ids = new Set([...html.matchAll(/\/_next\/static\/[^"?]+\?dpl=([^"&\\]+)/g)].map((m) => m[1]))
      assert.deepEqual([...ids], [buildId], `${port}: every asset URL carries ?dpl=<build id>`)
    }
  })

  it('every instance responds to /healthz and /readyz itself, without rendering a page', async () => {
    for (const { port } of cluster.instances) {
      for (const path of ['/healthz', '/readyz']) {
        const res = await cluster.request(port, path)
        assert.equal(res.status, 200, `${port}: ${path}`)
        assert.equal(res.text(), 'ok\n', `${port}: ${path} says ok`)
        assert.equal(res.headers['cache-control'], 'no-store', `${port}: ${path} is never cached`)
      }
    }
  })

  it('the balancer spreads requests over more than one instance', async () => {
    const offset = statSync(cluster.accessLog).size
    // A response the edge never keeps (no-store), so each request reaches an instance.
    for (let i = 0; i < 6; i++) assert.equal((await cluster.request('balancer', '/healthz')).status, 200)
    const used = new Set(upstreamsSince(cluster.accessLog, offset))
    const known = new Set(cluster.instances.map((i) => i.port))
    assert.ok(
      [...used].every((port) => known.has(port)),
      `only the cluster's instances respond: ${[...used].join(', ')}`,
    )
    assert.ok(used.size >= 2, `6 requests reached ${used.size} instance(s): ${[...used].join(', ')}`)
  })

  it('the instances share one database and one secret: a token from one instance works on the others', async () => {
    const token = await cluster.adminToken(cluster.instances[0]?.port)
    for (const { port } of cluster.instances) {
      const me = await cluster.request(port, '/api/users/me', { headers: { authorization: `JWT ${token}` } })
      assert.equal(me.status, 200, `${port}: /api/users/me`)
      assert.equal(
        (JSON.parse(me.text()) as { user?: { email?: string } | null }).user?.email,
        cluster.env.ADMIN_EMAIL ?? 'admin@zap.local',
        `${port}: the token is accepted`,
      )
    }
    const rows = await cluster.sql<{ count: string }>('SELECT count(*) FROM countries')
    assert.equal(Number(rows[0]?.count), 2, 'the release step seeded both countries once')
  })
})
