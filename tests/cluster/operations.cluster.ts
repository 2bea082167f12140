import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { describe, it } from 'node:test'
import { metricsPort } from '@/scripts/cluster/env.mjs'
import { startPostgres, stopPostgres } from '@/scripts/cluster/postgres.mjs'
import { runningCluster } from './support/cluster'
import { postLead, sleep, visitorAddress } from './support/leads'

/**
 * What operators and the balancer rely on: /readyz follows the database while /healthz stays up,
 * every request gets an id that the balancer's response and the instance's JSON log share, and each
 * instance's Prometheus metrics are on a loopback listener of their own, not on the public port.
 */

/** GET on 127.0.0.1:port of a plain listener (the metrics one): status and body, 0 when nothing responded. */
function getPlain(port: number, urlPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: urlPath, agent: false, timeout: 10_000 }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
    })
    req.on('timeout', () => req.destroy())
    req.on('error', () => resolve({ status: 0, body: '' }))
  })
}

/** The sum of every sample of a counter in Prometheus text. */
function total(text: string, name: string): number {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0)
}

describe('operations', async () => {
  const cluster = await runningCluster()
  const status = async (port: number, urlPath: string) =>
    (await cluster.request(port, urlPath, { timeoutMs: 10_000 }).catch(() => ({ status: 0 }))).status

  it('a request through the balancer gets an X-Request-Id, and the instance logged it as one JSON line', async () => {
    const res = await cluster.request('balancer', `/?ops=${Date.now().toString(36)}`)
    assert.equal(res.status, 200)
    const id = res.headers['x-request-id']
    assert.ok(typeof id === 'string' && /^[A-Za-z0-9-]{1,128}$/.test(id), `X-Request-Id on the response: ${String(id)}`)
    let line: Record<string, unknown> | undefined
    for (let attempt = 0; attempt < 20 && !line; attempt++) {
      for (const { name } of cluster.instances) {
        const text = readFileSync(path.join(cluster.logsDir, `${name}.log`), 'utf8')
        const found = text.split('\n').find((l) => l.startsWith('{') && l.includes(id))
        if (found) line = JSON.parse(found) as Record<string, unknown>
      }
      if (!line) await sleep(100)
    }
    assert.ok(line, `an instance log has a line with ${id}`)
    assert.equal(line.requestId, id)
    assert.equal(line.msg, 'request')
    assert.equal(line.level, 'info')
    assert.equal(line.method, 'GET')
    assert.equal(line.path, '/')
    assert.equal(line.status, 200)
    assert.equal(line.kind, 'page')
    assert.equal(typeof line.durationMs, 'number')
    assert.ok(typeof line.time === 'string' && !Number.isNaN(Date.parse(line.time)))
  })

  it('serves metrics on each instance’s metrics address, counting requests, and never on the public port', async () => {
    for (const { port } of cluster.instances) {
      const before = await getPlain(metricsPort(port), '/metrics')
      assert.equal(before.status, 200, `${port}: metrics on ${metricsPort(port)}`)
      for (const name of [
        'zap_http_requests_total',
        'zap_http_request_duration_seconds',
        'zap_next_cache_lookups_total',
        'zap_lead_writes_total',
        'zap_job_runs_total',
        'process_cpu_seconds_total',
      ]) {
        assert.match(before.body, new RegExp(`^# TYPE ${name} `, 'm'), `${port}: ${name}`)
      }
      for (let i = 0; i < 3; i++) assert.equal(await status(port, '/'), 200)
      assert.equal(
        await postLead(
          cluster,
          port,
          `ops-${port}-${Date.now().toString(36)}@example.co.ao`,
          visitorAddress(200 + (port % 10)),
        ),
        201,
      )
      assert.equal(await status(port, '/metrics'), 404, `${port}: the public port has no /metrics`)
      const after = await getPlain(metricsPort(port), '/metrics')
      const grew = total(after.body, 'zap_http_requests_total') - total(before.body, 'zap_http_requests_total')
      assert.ok(grew >= 5, `${port}: the request counter grew by ${grew}`)
      assert.ok(total(after.body, 'zap_next_cache_lookups_total') > 0, `${port}: Next's cache lookups are counted`)
      const leads =
        total(after.body, 'zap_lead_writes_total{form="newsletter",outcome="ok"}') -
        total(before.body, 'zap_lead_writes_total{form="newsletter",outcome="ok"}')
      assert.equal(leads, 1, `${port}: the stored lead is counted`)
    }
    assert.equal((await cluster.request('balancer', '/metrics')).status, 404, 'the balancer has no /metrics either')
  })

  it('/readyz responds with 503 within seconds once PostgreSQL stops, /healthz stays 200, and both recover', async () => {
    for (const { port } of cluster.instances)
      assert.equal(await status(port, '/readyz'), 200, `${port} ready with everything up`)
    stopPostgres()
    try {
      const stoppedAt = Date.now()
      for (const { port } of cluster.instances) {
        let ready = 200
        while (ready !== 503 && Date.now() - stoppedAt < 5000) {
          ready = await status(port, '/readyz')
          if (ready !== 503) await sleep(200)
        }
        assert.equal(
          ready,
          503,
          `${port}: not ready ${((Date.now() - stoppedAt) / 1000).toFixed(1)} s after PostgreSQL stopped`,
        )
        assert.equal(await status(port, '/healthz'), 200, `${port}: still alive`)
      }
      console.log(
        `# operations: every instance unready ${((Date.now() - stoppedAt) / 1000).toFixed(1)} s after PostgreSQL stopped`,
      )
    } finally {
      startPostgres()
    }
    const startedAt = Date.now()
    for (const { port } of cluster.instances) {
      let ready = 0
      while (ready !== 200 && Date.now() - startedAt < 60_000) {
        ready = await status(port, '/readyz')
        if (ready !== 200) await sleep(250)
      }
      assert.equal(ready, 200, `${port}: ready again after PostgreSQL is back`)
    }
  })
})
