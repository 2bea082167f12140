import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { readApiError } from '@/lib/rest/api-error'
import { generateCases, MARKER, validFormRequests } from './support/bad-input-cases'
import type { Case } from './support/case'
import { FORM_MESSAGES, leakIn, messageOf, unclear } from './support/checks'
import { leadCounts } from './support/db'
import { edgeCases, edgeProblem, plantRedirects, someMediaFile, somePageId } from './support/edge-cases'
import { parseJson, pool, send, type RawResponse } from './support/http'
import { rawExchange } from './support/raw-socket'
import { seededRng } from './support/prng'
import { FaultServer, freshData, PORTS } from './support/server'

/**
 * Bad input in bulk (the hand-written hostile addresses are in tests/e2e/bad-input.spec.ts): more
 * than 1000 seeded-random malformed requests to every public endpoint of a production server.
 * None may get a 5xx or hang, every JSON error response carries a clear message (a form's in the
 * visitor's language), and not one row is stored.
 */
const data = freshData('bad-input')
// Redirects stored before their targets were validated, straight into the database.
plantRedirects(data.db)
const server = new FaultServer({ name: 'bad-input', port: PORTS.badInput, ...data })
await server.start()
after(() => server.stop())

const hosts = { ao: server.hostAo, mz: server.hostMz }
const counts = () => leadCounts(server.options.db, server.privateDir)

async function postValidLeads(tag: string): Promise<void> {
  for (const { form, request } of await validFormRequests(hosts, tag)) {
    const response = await send(server.port, request)
    assert.equal(
      response.status,
      201,
      `a valid ${form} lead (${tag}) responds with 201, got ${response.status}: ${response.body.slice(0, 300)}`,
    )
  }
}

/** What is wrong with one response, or null. */
function problem(c: Case, response: RawResponse): string | null {
  if (response.status >= 500) return `${response.status}: ${response.body.slice(0, 200)}`
  const type = String(response.headers['content-type'] ?? '')
  const json = type.includes('json') ? parseJson(response.body) : null
  if (type.includes('json') && response.body && json === null && response.status !== 204)
    return `Content-Type JSON but the body is not: ${response.body.slice(0, 80)}`
  const leak = leakIn(response.body)
  if (leak && type.includes('json')) return `the response shows ${leak}: ${response.body.slice(0, 200)}`
  if (
    type.includes('html') &&
    (response.body.includes(`<script>alert('${MARKER}')`) || response.body.includes(`onerror=alert('${MARKER}')`))
  ) {
    return 'the page reflects the script payload unescaped'
  }
  if (c.expect.kind === 'form-refusal') {
    if (response.status < 400) return `a malformed lead got ${response.status}: ${response.body.slice(0, 200)}`
    if (response.status === 405) return null
    const refused = readApiError(json)
    if (refused.message === undefined)
      return `${response.status} without {errors: [{message}]}: ${response.body.slice(0, 120)}`
    if (!FORM_MESSAGES[c.expect.locale].has(refused.message))
      return `${response.status} message not one of the form messages in ${c.expect.locale}: ${refused.message}`
    for (const [field, message] of Object.entries(refused.fields)) {
      const bad = unclear(message)
      if (bad) return `field ${field}: ${bad}`
    }
    return null
  }
  if (response.status >= 400 && json) {
    const bad = unclear(messageOf(json))
    if (bad) return `${response.status}: ${bad} in ${response.body.slice(0, 160)}`
  }
  return null
}

describe('bad input', () => {
  it('the endpoints take valid leads (so refusals below are not a broken server)', async () => {
    await postValidLeads('before')
  })

  // First, while the seeded administrator can still sign in (the bulk below tries wrong passwords on it).
  it('the HTTP edge: no Location off the site, 405 for unused methods, 415 for unreadable bodies, 413 over the body limit, headers on every response', async () => {
    const login = await send(server.port, {
      method: 'POST',
      path: '/api/users/login',
      host: server.hostAo,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@zap.local', password: 'zap-admin-dev' }),
    })
    const token = (parseJson(login.body) as { token?: string } | null)?.token
    assert.ok(token, `the seeded administrator signs in (${login.status})`)
    const cases = edgeCases(hosts, {
      token,
      pageId: somePageId(server.options.db),
      mediaFile: someMediaFile(server.options.db),
    })
    const failures: string[] = []
    let cutOff = 0
    await pool(cases, 4, async (c) => {
      let response: RawResponse
      try {
        response = await send(server.port, { timeoutMs: 30_000, ...c.request }, false)
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? ''
        if (c.expect.mayCut && (code === 'EPIPE' || code === 'ECONNRESET')) {
          cutOff++
          return
        }
        failures.push(`${c.label}: no response (${(error as Error).message})`)
        return
      }
      const bad = edgeProblem(c, response)
      if (bad) failures.push(`${c.label}: ${bad}`)
    })
    // CONNECT on a bare socket: Node's client would take any response for an opened tunnel.
    const connect = await rawExchange(
      server.port,
      `CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n`,
    )
    if (connect.status !== 405 || !connect.headers.allow || !connect.headers['x-content-type-options'])
      failures.push(`CONNECT: ${connect.head.split('\r\n\r\n')[0]}`)
    console.log(`# edge: ${cases.length + 1} requests, ${cutOff} oversized bodies cut off while sending`)
    assert.deepEqual(failures, [], `${failures.length} of ${cases.length + 1} edge responses were wrong`)
    assert.ok(server.running, 'the server is still running')
  })

  it('1000+ malformed requests to every public endpoint: no 5xx, clear messages, nothing stored', async () => {
    const rng = seededRng('bad input')
    const cases = await generateCases(rng, hosts)
    assert.ok(cases.length >= 1000, `only ${cases.length} requests generated`)
    // A connection of its own per request, never reused (agent: false): a reset then belongs to that
    // request; a pooled socket can be handed to the next request while the server is closing it.
    const fresh = false
    const before = counts()
    const started = Date.now()
    const failures: string[] = []
    let cutOff = 0
    const tally = new Map<string, Map<number, number>>()
    await pool(cases, 8, async (c, index) => {
      let response: RawResponse
      try {
        response = await send(server.port, { timeoutMs: 20_000, ...c.request }, fresh)
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code ?? ''
        // An upload over the limit may be cut off once the server has refused it at its Content-Length,
        // and a request line or headers over Node's 16 KiB are refused by its parser (431) the same way.
        const headerBytes = c.request.path.length + JSON.stringify(c.request.headers ?? {}).length
        if ((c.oversize || headerBytes > 16 * 1024) && (code === 'EPIPE' || code === 'ECONNRESET')) {
          cutOff++
          return
        }
        failures.push(`#${index} ${c.endpoint} [${c.label}]: no response (${(error as Error).message})`)
        return
      }
      const byStatus = tally.get(c.endpoint) ?? new Map<number, number>()
      byStatus.set(response.status, (byStatus.get(response.status) ?? 0) + 1)
      tally.set(c.endpoint, byStatus)
      const bad = problem(c, response)
      if (bad)
        failures.push(
          `#${index} ${c.request.method} ${c.request.path.slice(0, 100)} (host ${c.request.host}) [${c.label}]: ${bad}`,
        )
    })
    const after = counts()
    console.log(
      `# bad input: ${cases.length} requests in ${((Date.now() - started) / 1000).toFixed(1)} s (${cutOff} oversized requests cut off by the server)`,
    )
    for (const [endpoint, byStatus] of [...tally].sort()) {
      console.log(
        `#   ${endpoint}: ${[...byStatus]
          .sort((a, b) => a[0] - b[0])
          .map(([s, n]) => `${s}×${n}`)
          .join(' ')}`,
      )
    }
    assert.deepEqual(
      failures.slice(0, 40),
      [],
      `${failures.length} of ${cases.length} responses were wrong (seed ${rng.seed})`,
    )
    assert.deepEqual(after, before, 'malformed requests stored something')
    assert.ok(server.running, 'the server is still running')
  })

  it('the endpoints still take valid leads afterwards, each stored once', async () => {
    const before = counts()
    await postValidLeads('after')
    const after = counts()
    for (const table of [
      'newsletter_subscriptions',
      'callback_requests',
      'job_applications',
      'casting_applications',
      'coverage_requests',
      'cv_files',
      'cvFilesOnDisk',
      'clicks',
    ]) {
      assert.equal(after[table], (before[table] ?? 0) + 1, `${table} grew by one`)
    }
  })
})
