import assert from 'node:assert/strict'
import { statSync } from 'node:fs'
import { after, describe, it } from 'node:test'
import { upstreamsSince, runningCluster, type Cluster, type Target } from './support/cluster'
import { postLead, sleep } from './support/leads'

/**
 * State the instances share rather than keep: the lead rate limit counts one visitor once across
 * every instance, a scheduled publish runs once however many instances tick, logins that race on
 * different instances all keep their sessions, and with Redis stopped forms and logins still work.
 */
describe('state shared by every instance', async () => {
  const cluster = await runningCluster()
  const LEAD_LIMIT = Number(cluster.env.LEAD_RATE_LIMIT_PER_MINUTE) || 30

  // Whatever happens here, Redis runs again afterwards: the other scenarios share the cluster.
  after(() => cluster.startRedis())

  it(`the lead rate limit is one budget for all instances: ${LEAD_LIMIT} posts a minute from one visitor, in total`, async () => {
    const visitor = '127.0.9.9'
    const run = `limit-${Date.now().toString(36)}-`
    const offset = statSync(cluster.accessLog).size
    const statuses: number[] = []
    const total = LEAD_LIMIT + 10
    for (let i = 0; i < total; i += 4) {
      const batch = Array.from({ length: Math.min(4, total - i) }, (_, k) =>
        postLead(cluster, 'balancer', `${run}${i + k}@example.co.ao`, visitor),
      )
      statuses.push(...(await Promise.all(batch)))
    }
    const instances = new Set(upstreamsSince(cluster.accessLog, offset))
    assert.ok(instances.size >= 2, `the posts were spread over the instances (${[...instances].join(', ')})`)
    assert.equal(
      statuses.filter((s) => s === 201).length,
      LEAD_LIMIT,
      `exactly the limit was accepted: ${statuses.join(' ')}`,
    )
    assert.equal(
      statuses.filter((s) => s === 429).length,
      total - LEAD_LIMIT,
      `the rest was refused with 429: ${statuses.join(' ')}`,
    )
  })

  it('eight logins of one account at once, spread over the instances, all keep their session (5 runs)', async () => {
    const credentials = JSON.stringify({
      email: cluster.env.ADMIN_EMAIL ?? 'admin@zap.local',
      password: cluster.env.ADMIN_PASSWORD ?? 'zap-admin-dev',
    })
    for (let run = 0; run < 5; run++) {
      const logins = await Promise.all(
        Array.from({ length: 8 }, () =>
          cluster.request('balancer', '/api/users/login', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: credentials,
            timeoutMs: 30_000,
          }),
        ),
      )
      const tokens = logins.map((res, i) => {
        assert.equal(res.status, 200, `run ${run}, login ${i}: ${res.status} ${res.text().slice(0, 200)}`)
        return (JSON.parse(res.text()) as { token: string }).token
      })
      // Each token is checked on every instance: a session lost on one is lost for all.
      for (const [i, token] of tokens.entries()) {
        for (const { port } of cluster.instances) {
          const me = await cluster.request(port, '/api/users/me', { headers: { authorization: `JWT ${token}` } })
          const user = (JSON.parse(me.text() || '{}') as { user?: { email?: string } | null }).user
          assert.ok(user?.email, `run ${run}: the token of login ${i} still works on ${port}`)
        }
      }
    }
  })

  /** Queues a publish of the page, due now, as Payload queues a scheduled one. */
  async function queuePublish(pageId: number, stuck = false): Promise<number> {
    const [row] = await cluster.sql<{ id: number }>(
      `INSERT INTO payload_jobs (input, task_slug, queue, wait_until, processing, updated_at, created_at)
       VALUES ($1::jsonb, 'schedulePublish', 'default', now() - interval '1 second', $2, now() - $3::interval, now() - $3::interval) RETURNING id`,
      [
        JSON.stringify({ type: 'publish', doc: { relationTo: 'pages', value: pageId } }),
        stuck,
        stuck ? '10 minutes' : '0 seconds',
      ],
    )
    return row!.id
  }
  const versions = async (pageId: number) =>
    Number(
      (await cluster.sql<{ n: string }>('SELECT count(*) AS n FROM _pages_v WHERE parent_id = $1', [pageId]))[0]!.n,
    )
  const completed = async (jobId: number) => {
    const rows = await cluster.sql<{ completed_at: Date | null }>(
      'SELECT completed_at FROM payload_jobs WHERE id = $1',
      [jobId],
    )
    return rows.length === 0 || rows[0]!.completed_at !== null
  }
  async function waitForJobs(jobIds: number[], timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      if ((await Promise.all(jobIds.map(completed))).every(Boolean)) return true
      await sleep(200)
    }
    return false
  }
  const interval = Number(cluster.env.JOBS_INTERVAL_MS) || 10_000

  it('scheduled publishes due together run once each, while every instance ticks', async () => {
    const pages = await cluster.sql<{ id: number }>(
      "SELECT id FROM pages WHERE _status = 'published' ORDER BY id LIMIT 5",
    )
    const ids = pages.map((p) => p.id)
    const before = await Promise.all(ids.map(versions))
    const jobs = []
    for (const id of ids) jobs.push(await queuePublish(id))
    assert.equal(await waitForJobs(jobs, interval * 3 + 20_000), true, 'every job completed')
    // A second run by another instance would show a while later: give every instance a few ticks.
    await sleep(interval * 2)
    const added = (await Promise.all(ids.map(versions))).map((n, i) => n - before[i]!)
    assert.deepEqual(
      added,
      ids.map(() => 1),
      'one new version per scheduled publish',
    )
  })

  it('a scheduled publish left "processing" by an instance that died runs again', async () => {
    const [page] = await cluster.sql<{ id: number }>(
      "SELECT id FROM pages WHERE _status = 'published' ORDER BY id DESC LIMIT 1",
    )
    const before = await versions(page!.id)
    const job = await queuePublish(page!.id, true)
    assert.equal(await waitForJobs([job], interval * 3 + 20_000), true, 'the stuck job completed')
    assert.equal((await versions(page!.id)) - before, 1, 'and published once')
  })

  it('with Redis stopped, a lead is still stored and an editor can still sign in, on every instance', async () => {
    await cluster.stopRedis()
    try {
      const run = `noredis-${Date.now().toString(36)}-`
      for (const [i, { port }] of cluster.instances.entries()) {
        const status = await postLead(cluster, port as Target, `${run}${i}@example.co.ao`, `127.0.8.${i + 1}`)
        assert.equal(status, 201, `${port}: the lead is accepted`)
        await signInWorks(cluster, port)
      }
      const stored = await cluster.sql<{ n: string }>(
        'SELECT count(*) AS n FROM newsletter_subscriptions WHERE email LIKE $1',
        [`${run}%`],
      )
      assert.equal(Number(stored[0]!.n), cluster.instances.length, 'every accepted lead is stored')
    } finally {
      await cluster.startRedis()
    }
  })
})

async function signInWorks(cluster: Cluster, port: number): Promise<void> {
  const res = await cluster.request(port, '/api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: cluster.env.ADMIN_EMAIL ?? 'admin@zap.local',
      password: cluster.env.ADMIN_PASSWORD ?? 'zap-admin-dev',
    }),
    timeoutMs: 30_000,
  })
  assert.equal(res.status, 200, `${port}: signing in responds with 200 (${res.text().slice(0, 200)})`)
  const { token } = JSON.parse(res.text()) as { token: string }
  const me = await cluster.request(port, '/api/users/me', { headers: { authorization: `JWT ${token}` } })
  assert.ok((JSON.parse(me.text()) as { user?: unknown }).user, `${port}: the new session works`)
}
