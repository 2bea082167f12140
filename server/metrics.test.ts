import { request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { metrics, startMetricsServer } from './metrics.mjs'

function get(server: Server, urlPath: string): Promise<{ status: number; body: string; type?: string }> {
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: urlPath }, (res) => {
      let body = ''
      res.on('data', (chunk: Buffer) => (body += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, type: res.headers['content-type'] }))
    })
    req.on('error', reject)
    req.end()
  })
}

/** The value of one sample line (`name{labels} value`) in the text exposition, 0 when absent. */
function sample(text: string, line: string): number {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `))
  return found ? Number(found.slice(line.length + 1)) : 0
}

describe('metrics listener', () => {
  let server: Server
  beforeAll(async () => {
    server = await startMetricsServer({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('serves the Prometheus text on /metrics with the site metrics and the process metrics, nothing else', async () => {
    const res = await get(server, '/metrics')
    expect(res.status).toBe(200)
    expect(res.type).toMatch(/^text\/plain/)
    for (const name of [
      'zap_http_requests_total',
      'zap_http_request_duration_seconds',
      'zap_next_cache_lookups_total',
      'zap_lead_writes_total',
      'zap_job_runs_total',
      'process_cpu_seconds_total',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(res.body).toContain(`# TYPE ${name}`)
    }
    expect((await get(server, '/')).status).toBe(404)
  })

  it('counts what the server and the app report, reachable without importing this module (the app is bundled apart)', async () => {
    const before = (await get(server, '/metrics')).body
    metrics().request({ kind: 'page', method: 'GET', status: 200, seconds: 0.05 })
    const hooks = (
      globalThis as Record<
        symbol,
        { lead: (form: string, ok: boolean) => void; cache: (hit: boolean) => void; job: (outcome: string) => void }
      >
    )[Symbol.for('zap.metrics')]
    hooks?.lead('newsletter', true)
    hooks?.lead('newsletter', false)
    hooks?.cache(true)
    hooks?.job('ok')
    const after = (await get(server, '/metrics')).body
    const grew = (line: string) => sample(after, line) - sample(before, line)
    expect(grew('zap_http_requests_total{kind="page",method="GET",status="200"}')).toBe(1)
    expect(grew('zap_http_request_duration_seconds_count{kind="page"}')).toBe(1)
    expect(grew('zap_lead_writes_total{form="newsletter",outcome="ok"}')).toBe(1)
    expect(grew('zap_lead_writes_total{form="newsletter",outcome="failed"}')).toBe(1)
    expect(grew('zap_next_cache_lookups_total{result="hit"}')).toBe(1)
    expect(grew('zap_job_runs_total{outcome="ok"}')).toBe(1)
  })
})
