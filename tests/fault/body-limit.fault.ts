import assert from 'node:assert/strict'
import http from 'node:http'
import { readFileSync } from 'node:fs'
import { after, describe, it } from 'node:test'
import { FaultServer, freshData, PORTS } from './support/server'

/**
 * Eight 50 MB bodies at once to /api (GraphQL and REST, with an honest Content-Length and chunked
 * with none): each is refused quickly with 413 (or its connection closed while still sending), and
 * the production server's memory stays bounded. Before the limit, every such body was read whole and
 * eight of them grew the server by half a gigabyte.
 */
const server = new FaultServer({ name: 'body-limit', port: PORTS.bodyLimit, ...freshData('body-limit') })
await server.start()
after(() => server.stop())

const MB = 1_000_000
const BODY = 50 * MB
const PIECE = Buffer.alloc(MB, 'x')

/** Resident memory of the server process, in MB (from /proc). */
function rssMb(pid: number): number {
  const line =
    readFileSync(`/proc/${pid}/status`, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('VmRSS:')) ?? ''
  return Number(line.replace(/\D+/g, '')) / 1024
}

type Outcome = { status: number | null; error: string | null; ms: number; sentMb: number }

/** Streams a 50 MB JSON-looking body until the server responds or closes, never buffering it here. */
function flood(path: string, chunked: boolean): Promise<Outcome> {
  const started = Date.now()
  return new Promise((resolve) => {
    let sent = 0
    let done = false
    const finish = (status: number | null, error: string | null) => {
      if (done) return
      done = true
      resolve({ status, error, ms: Date.now() - started, sentMb: Math.round(sent / MB) })
      req.destroy()
    }
    const headers: Record<string, string> = { host: server.hostAo, 'content-type': 'application/json' }
    if (!chunked) headers['content-length'] = String(BODY)
    const req = http.request(
      { host: '127.0.0.1', port: server.port, method: 'POST', path, headers, agent: false, setHost: false },
      (res) => {
        res.resume()
        res.on('end', () => finish(res.statusCode ?? 0, null))
        // The status is what matters; the server may close before the body's end is read.
        res.on('error', () => finish(res.statusCode ?? 0, null))
      },
    )
    req.on('error', (error: NodeJS.ErrnoException) => finish(null, error.code ?? error.message))
    req.setTimeout(60_000, () => finish(null, 'timeout'))
    req.write('{"query":"{ __typename }","padding":"')
    const pump = () => {
      while (!done && sent < BODY) {
        sent += PIECE.length
        if (!req.write(PIECE)) return void req.once('drain', pump)
      }
      if (!done) req.end('"}')
    }
    pump()
  })
}

describe('body limit on /api', () => {
  it('eight 50 MB bodies at once are refused quickly and the server stays small', async () => {
    const pid = server.pid
    assert.ok(pid, 'the server runs')
    const before = rssMb(pid)
    let peak = before
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 25)
    const targets: [string, boolean][] = [
      ['/api/graphql', false],
      ['/api/graphql', true],
      ['/api/pages', false],
      ['/api/pages', true],
      ['/api/users/login', false],
      ['/api/users/login', true],
      ['/api/graphql', true],
      ['/api/pages', true],
    ]
    const started = Date.now()
    const outcomes = await Promise.all(targets.map(([path, chunked]) => flood(path, chunked)))
    const elapsed = Date.now() - started
    clearInterval(sampler)
    peak = Math.max(peak, rssMb(pid))
    console.log(
      `# body limit: 8 × 50 MB refused in ${elapsed} ms; server RSS ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)} MB)`,
    )
    for (const [i, outcome] of outcomes.entries()) {
      const [path, chunked] = targets[i] as [string, boolean]
      console.log(
        `#   ${path} ${chunked ? 'chunked' : 'Content-Length'}: ${outcome.status ?? outcome.error} after ${outcome.ms} ms, ${outcome.sentMb} MB sent`,
      )
      const refused =
        outcome.status === 413 ||
        (outcome.status === null && (outcome.error === 'EPIPE' || outcome.error === 'ECONNRESET'))
      assert.ok(
        refused,
        `${path} (${chunked ? 'chunked' : 'Content-Length'}) was refused (got ${outcome.status ?? outcome.error})`,
      )
      assert.ok(
        outcome.sentMb < 50,
        `${path} (${chunked ? 'chunked' : 'Content-Length'}) was cut off before the whole body was sent (${outcome.sentMb} MB sent)`,
      )
    }
    assert.ok(elapsed < 10_000, `all eight were refused within 10 s (took ${elapsed} ms)`)
    // A generous bound: the bodies themselves would be 400 MB; the limit keeps each under 1 MiB.
    assert.ok(peak - before < 150, `the server grew by ${(peak - before).toFixed(0)} MB`)
    // And it still responds.
    const ok = await fetch(`${server.originAo}/api/terms?locale=pt`)
    assert.equal(ok.status, 200)
  })
})
