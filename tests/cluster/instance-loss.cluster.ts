import assert from 'node:assert/strict'
import { statSync } from 'node:fs'
import { after, describe, it } from 'node:test'
import { upstreamsSince, runningCluster } from './support/cluster'
import { postLead, sleep, storedCounts, visitorAddress } from './support/leads'

/**
 * An instance killed outright (kill -9) while visitors post forms through the balancer: posts that
 * were in flight on it may fail, but nothing is stored twice (nginx never re-sends a POST that
 * reached an instance), every post that got 201 is stored, and once nginx has marked the instance
 * down nobody gets a 5xx. Started again, the instance receives traffic again.
 */
describe('an instance killed under load', async () => {
  const cluster = await runningCluster()
  const victim = cluster.instances[1]?.port ?? 3002
  /** At least this many posts; more when the machine is fast enough to send them all within GRACE_MS of the kill. */
  const TOTAL = 200
  /** Posts started after the grace period needed to say anything about it; the run goes on until there are this many. */
  const AFTER_NEEDED = 20
  /** A hard bound on the run, whatever the machine's speed. */
  const MAX_POSTS = 2000
  const CONCURRENCY = 8
  const KILL_AFTER = 50
  /** Requests started this long after the kill must not fail: nginx has marked the instance down by then. */
  const GRACE_MS = 1000

  // Whatever happens here, the instance serves again afterwards: the other scenarios share the cluster.
  after(() => cluster.startInstance(victim))

  it(`at least ${TOTAL} lead posts, ${victim} killed after ${KILL_AFTER}: every 201 stored once, no 5xx after the kill, the instance rejoins`, async () => {
    const run = `kill-${Date.now().toString(36)}-`
    const results: { email: string; status: number; startedAt: number }[] = []
    let killedAt = Infinity
    let kill: Promise<void> | null = null
    let next = 0
    let done = 0
    let startedAfterGrace = 0
    const deadline = Date.now() + 120_000
    // A fast machine can send all TOTAL posts within the grace period, which would leave nothing to
    // judge the balancer by; so the run continues, bounded by MAX_POSTS and the deadline, until
    // AFTER_NEEDED posts have started after it.
    const more = () => next < MAX_POSTS && (next < TOTAL || startedAfterGrace < AFTER_NEEDED)
    const worker = async () => {
      while (more() && Date.now() < deadline) {
        const i = next++
        const email = `${run}${i}@example.co.ao`
        const startedAt = Date.now()
        if (startedAt > killedAt + GRACE_MS) startedAfterGrace++
        const status = await postLead(cluster, 'balancer', email, visitorAddress(i))
        results.push({ email, status, startedAt })
        if (++done === KILL_AFTER) {
          killedAt = Date.now()
          kill = cluster.killInstance(victim, 'SIGKILL')
        }
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker))
    await kill
    assert.ok(Number.isFinite(killedAt), 'the instance was killed during the run')
    assert.ok(results.length >= TOTAL, `every post was sent within two minutes (${results.length} of ${TOTAL})`)

    const stored = await storedCounts(cluster, run)
    const twice = [...stored].filter(([, n]) => n > 1)
    assert.deepEqual(twice, [], 'no lead is stored twice')
    const created = results.filter((r) => r.status === 201)
    const lost = created.filter((r) => stored.get(r.email) !== 1)
    assert.deepEqual(
      lost.map((r) => r.email),
      [],
      'every post that got 201 is stored exactly once',
    )

    const after = results.filter((r) => r.startedAt > killedAt + GRACE_MS)
    assert.ok(after.length >= AFTER_NEEDED, `enough posts after the kill to tell (${after.length})`)
    const failedAfter = after.filter((r) => r.status !== 201)
    assert.deepEqual(
      failedAfter.map((r) => r.status),
      [],
      'no post started after the balancer marked the instance down failed',
    )
    const inFlight = results.filter((r) => r.status !== 201).length
    console.log(
      `# instance loss: ${created.length}/${results.length} posts 201, ${inFlight} failed (in flight on the killed instance), ${after.length} posts after the kill all 201`,
    )

    await cluster.startInstance(victim)
    const offset = statSync(cluster.accessLog).size
    const rejoinDeadline = Date.now() + 15_000
    let rejoined = false
    while (!rejoined && Date.now() < rejoinDeadline) {
      // A response the edge never keeps, so the request reaches an instance.
      assert.equal((await cluster.request('balancer', '/healthz')).status, 200)
      rejoined = upstreamsSince(cluster.accessLog, offset).includes(victim)
      if (!rejoined) await sleep(100)
    }
    assert.ok(rejoined, `the balancer sends traffic to ${victim} again within 15 s of its restart`)
  })
})
