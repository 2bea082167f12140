import assert from 'node:assert/strict'
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import { alive } from '@/scripts/cluster/state.mjs'
import { runningCluster } from './support/cluster'
import { postLead, sleep, visitorAddress } from './support/leads'

/**
 * PostgreSQL restarted under the instances (a failover, an upgrade): every pooled connection is cut.
 * The instances keep running, and pages and forms work again within seconds, without restarting them.
 * A cut connection is an expected event, handled where it happens: it never reaches the process as an
 * uncaught exception (which ends a plain Node process, and which Next's server only logs).
 */
describe('PostgreSQL restarted', async () => {
  const cluster = await runningCluster()
  const RECOVERY_MS = 30_000

  it(`every instance survives and serves pages and forms again within ${RECOVERY_MS / 1000} s`, async () => {
    const run = `pgrestart-${Date.now().toString(36)}-`
    const pids = new Map(cluster.instances.map(({ port }) => [port, cluster.instancePid(port)]))
    // Some parallel database work first, so every instance's pool holds idle connections the restart cuts.
    const warm = await Promise.all(
      cluster.instances.flatMap(({ port }, n) =>
        Array.from({ length: 4 }, (_, i) =>
          postLead(cluster, port, `${run}warm-${port}-${i}@example.co.ao`, visitorAddress(n * 4 + i)),
        ),
      ),
    )
    assert.deepEqual([...new Set(warm)], [201], 'the forms work before the restart')

    const logs = cluster.instances.map(({ name }) => path.join(cluster.logsDir, `${name}.log`))
    const offsets = logs.map((file) => statSync(file).size)
    await cluster.restartPostgres()
    const restartedAt = Date.now()

    for (const [n, { port }] of cluster.instances.entries()) {
      let page = 0
      let lead = 0
      let attempt = 0
      while (Date.now() - restartedAt < RECOVERY_MS) {
        const pid = pids.get(port)
        assert.ok(
          pid && alive(pid),
          `${port} is still running (pid ${pid}) ${((Date.now() - restartedAt) / 1000).toFixed(1)} s after the restart`,
        )
        page = (await cluster.request(port, '/', { timeoutMs: 10_000 }).catch(() => ({ status: 0 }))).status
        lead = await postLead(
          cluster,
          port,
          `${run}${port}-${attempt++}@example.co.ao`,
          visitorAddress(100 + n * 50 + attempt),
        )
        if (page === 200 && lead === 201) break
        await sleep(250)
      }
      assert.equal(page, 200, `${port}: the home page responds after the restart`)
      assert.equal(lead, 201, `${port}: a form is stored after the restart`)
      console.log(
        `# postgres restart: ${port} recovered ${((Date.now() - restartedAt) / 1000).toFixed(1)} s after the restart`,
      )
    }
    for (const [port, pid] of pids) assert.equal(cluster.instancePid(port), pid, `${port} was not restarted`)
    for (const [i, file] of logs.entries()) {
      const written = readFileSync(file).subarray(offsets[i]).toString('utf8')
      const uncaught = written.match(/uncaughtException.*/g) ?? []
      assert.deepEqual(uncaught, [], `${path.basename(file)}: the cut connections never surface as uncaught exceptions`)
    }
  })
})
