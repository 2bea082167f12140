import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { alive } from '@/scripts/cluster/state.mjs'
import { useCluster } from './support/cluster'
import { postLead, storedCounts, visitorAddress } from './support/leads'

/**
 * An instance stopped the normal way (SIGTERM: a deploy, a scale-down) while visitors post forms
 * through the balancer: it refuses new connections, which nginx then sends elsewhere, and finishes
 * the requests it already has, so no visitor sees an error and every post is stored once.
 */
describe('an instance stopped with SIGTERM under load', async () => {
  const cluster = await useCluster()
  const victim = cluster.instances[2]?.port ?? 3003
  const TOTAL = 120
  const CONCURRENCY = 8
  const STOP_AFTER = 40

  it(`${TOTAL} lead posts, ${victim} sent SIGTERM after ${STOP_AFTER}: every post answered 201 and stored once, the instance exits`, async () => {
    const run = `term-${Date.now().toString(36)}-`
    const results: { email: string; status: number }[] = []
    const pid = cluster.instancePid(victim)
    let stop: Promise<void> | null = null
    let stoppedAt = 0
    let next = 0
    const deadline = Date.now() + 120_000
    const worker = async () => {
      while (next < TOTAL && Date.now() < deadline) {
        const i = next++
        const email = `${run}${i}@example.co.ao`
        results.push({ email, status: await postLead(cluster, 'balancer', email, visitorAddress(500 + i)) })
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
    assert.deepEqual(failed.map((r) => r.status), [], 'every post was answered 201')
    const stored = await storedCounts(cluster, run)
    assert.deepEqual(results.filter((r) => stored.get(r.email) !== 1).map((r) => r.email), [], 'every post is stored exactly once')

    await cluster.startInstance(victim)
    assert.equal((await cluster.request(victim, '/healthz')).status, 200, 'it serves again once started')
  })
})
