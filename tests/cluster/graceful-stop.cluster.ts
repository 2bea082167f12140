import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { alive } from '@/scripts/cluster/state.mjs'
import { runningCluster } from './support/cluster'
import { postLead, storedCounts, visitorAddress } from './support/leads'

/**
 * An instance stopped the normal way (SIGTERM: a deploy, a scale-down) while visitors post forms
 * through the balancer: it first responds to /readyz with 503 until the balancer, which asks every
 * second, sends it nothing new; then it refuses new connections and finishes the requests it already
 * has. No visitor sees an error, every post that got 201 is stored once and nothing twice. (Without
 * the drain, the connections the kernel had queued when the listener closed were reset, and nginx
 * never re-sends a POST it had written: up to four posts failed.)
 */
describe('an instance stopped with SIGTERM under load', async () => {
  const cluster = await runningCluster()
  const victim = cluster.instances[2]?.port ?? 3003
  const TOTAL = 120
  const CONCURRENCY = 8
  const STOP_AFTER = 40

  // Whatever happens here, the instance serves again afterwards: the other scenarios share the cluster.
  after(() => cluster.startInstance(victim))

  it(`${TOTAL} lead posts, ${victim} sent SIGTERM after ${STOP_AFTER}: every 201 stored once, no error after the listener closed, the instance exits`, async () => {
    const run = `term-${Date.now().toString(36)}-`
    const results: { email: string; status: number; startedAt: number }[] = []
    const pid = cluster.instancePid(victim)
    let stop: Promise<void> | null = null
    let stoppedAt = 0
    let next = 0
    const deadline = Date.now() + 120_000
    const worker = async () => {
      while (next < TOTAL && Date.now() < deadline) {
        const i = next++
        const email = `${run}${i}@example.co.ao`
        const startedAt = Date.now()
        results.push({ email, startedAt, status: await postLead(cluster, 'balancer', email, visitorAddress(500 + i)) })
        if (results.length === STOP_AFTER) {
          stoppedAt = Date.now()
          stop = cluster.killInstance(victim, 'SIGTERM')
        }
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    await stop
    assert.ok(stoppedAt > 0, 'the instance was stopped during the run')
    assert.ok(pid && !alive(pid), 'the instance exited')
    const failed = results.filter((r) => r.status !== 201)
    assert.deepEqual(
      failed.map((r) => `${r.status} at +${r.startedAt - stoppedAt} ms`),
      [],
      'no post fails',
    )
    const stored = await storedCounts(cluster, run)
    assert.deepEqual(
      [...stored].filter(([, n]) => n > 1),
      [],
      'no post is stored twice',
    )
    assert.deepEqual(
      results.filter((r) => r.status === 201 && stored.get(r.email) !== 1).map((r) => r.email),
      [],
      'every post that got 201 is stored exactly once',
    )

    await cluster.startInstance(victim)
    assert.equal((await cluster.request(victim, '/healthz')).status, 200, 'it serves again once started')
  })
})
