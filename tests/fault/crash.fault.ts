import assert from 'node:assert/strict'
import http from 'node:http'
import path from 'node:path'
import { after, describe, it } from 'node:test'
import { withDb } from './support/db'
import { postForm } from './support/http'
import { type Rng, seededRng } from './support/prng'
import { emptyData, FaultServer, freshData, PORTS } from './support/server'

/**
 * Crash safety: leads stream in (newsletter and call-back, each with its own e-mail or phone, many
 * in flight), the server is killed with SIGKILL in the middle, restarted on the same database,
 * and every lead that got 201 must be stored exactly once. Leads that never got a
 * response may or may not be there (once at most). A self-check runs the same stream against a
 * stand-in that responds before it writes, and the verification must catch it.
 */
type Lead = {
  kind: 'newsletter' | 'callback'
  key: string
  state: 'pending' | 'acked' | 'refused' | 'unknown'
  detail?: string
}
type Lookup = (kind: Lead['kind'], keys: string[]) => Map<string, number>

const run = Date.now().toString(36)

function leadBody(kind: Lead['kind'], n: number): { body: Record<string, unknown>; key: string } {
  if (kind === 'newsletter') {
    const email = `crash-${run}-${n}@example.co.ao`
    return { body: { email, acceptTerms: true, service: 'Fibra' }, key: email }
  }
  // An Angolan mobile number of its own per lead, stored in E.164.
  const national = `9${String(n).padStart(8, '0')}`
  return { body: { clientName: 'Crash Teste', clientPhone: national, clientSubject: 1 }, key: `+244${national}` }
}

/**
 * Posts leads with `inFlight` requests always open; after `killAfter` success responses (and a
 * random few milliseconds more), runs `kill` while requests are still open.
 */
async function streamAndKill(
  server: FaultServer,
  rng: Rng,
  inFlight: number,
  killAfter: number,
): Promise<{ leads: Lead[]; openAtKill: number }> {
  const delay = rng.int(0, 40)
  const agent = new http.Agent({ keepAlive: true, maxSockets: inFlight })
  const leads: Lead[] = []
  let acked = 0
  let killing: Promise<void> | null = null
  let openAtKill = 0
  let n = 0
  const worker = async () => {
    // Keep sending until the kill: then a request that finds no server ends this worker.
    for (;;) {
      const kind = ++n % 2 ? 'newsletter' : 'callback'
      const { body, key } = leadBody(kind, n)
      const lead: Lead = { kind, key, state: 'pending' }
      leads.push(lead)
      try {
        const response = await postForm(server.port, server.hostAo, kind, body, 'pt', agent)
        if (response.status === 201 && response.json?.ok === true) {
          lead.state = 'acked'
          acked++
        } else {
          lead.state = 'refused'
          lead.detail = `${response.status} ${response.body.slice(0, 120)}`
        }
      } catch (error) {
        lead.state = 'unknown'
        lead.detail = (error as Error).message
        if (killing) return
      }
      if (!killing && acked >= killAfter) {
        killing = (async () => {
          await new Promise((resolve) => setTimeout(resolve, delay))
          openAtKill = leads.filter((l) => l.state === 'pending').length
          await server.crash()
        })()
      }
    }
  }
  await Promise.all(Array.from({ length: inFlight }, worker))
  await killing
  agent.destroy()
  // Requests cut off by the kill end as 'unknown'; none may be left open.
  for (const lead of leads) if (lead.state === 'pending') lead.state = 'unknown'
  return { leads, openAtKill }
}

/** Which leads that got a response are missing or stored twice, and which of those without one are stored twice. */
function verify(leads: Lead[], lookup: Lookup): { missing: Lead[]; twice: Lead[]; stored: number } {
  const stored = new Map<string, number>()
  for (const kind of ['newsletter', 'callback'] as const) {
    const keys = leads.filter((l) => l.kind === kind).map((l) => l.key)
    for (const [key, count] of lookup(kind, keys)) stored.set(`${kind}:${key}`, count)
  }
  const countOf = (lead: Lead) => stored.get(`${lead.kind}:${lead.key}`) ?? 0
  return {
    missing: leads.filter((l) => l.state === 'acked' && countOf(l) === 0),
    twice: leads.filter((l) => countOf(l) > 1),
    stored: [...stored.values()].reduce((a, b) => a + b, 0),
  }
}

function countKeys(db: import('libsql').Database, sql: string, keys: string[]): Map<string, number> {
  const counts = new Map<string, number>()
  const statement = db.prepare(sql)
  for (const key of keys) counts.set(key, (statement.get(key) as { n: number }).n)
  return counts
}

describe('crash safety', () => {
  const data = freshData('crash')
  const server = new FaultServer({ name: 'crash', port: PORTS.crash, ...data })
  after(() => server.stop())

  it('kill -9 while leads stream in: after a restart every 201 lead is stored exactly once', async () => {
    const rng = seededRng('crash')
    await server.start()
    const pidBefore = server.pid
    const { leads, openAtKill } = await streamAndKill(server, rng, 24, rng.int(120, 220))
    const acked = leads.filter((l) => l.state === 'acked')
    const refused = leads.filter((l) => l.state === 'refused')
    console.log(
      `# crash: ${leads.length} leads sent, ${acked.length} got 201, ${openAtKill} open when the server was killed`,
    )
    assert.deepEqual(
      refused.map((l) => `${l.kind} ${l.key}: ${l.detail}`).slice(0, 5),
      [],
      'before the kill every lead is accepted',
    )
    assert.ok(openAtKill > 0, 'the kill landed while requests were open')

    await server.start()
    assert.notEqual(server.pid, pidBefore, 'a new server process')
    const lookup: Lookup = (kind, keys) =>
      withDb(data.db, (db) =>
        kind === 'newsletter'
          ? countKeys(db, 'SELECT count(*) AS n FROM newsletter_subscriptions WHERE email = ?', keys)
          : countKeys(db, 'SELECT count(*) AS n FROM callback_requests WHERE client_phone = ?', keys),
      )
    const { missing, twice, stored } = verify(leads, lookup)
    console.log(`# crash: ${stored} of the ${leads.length} leads are stored after the restart`)
    assert.deepEqual(
      missing.map((l) => `${l.kind} ${l.key}`),
      [],
      'got 201 but not stored',
    )
    assert.deepEqual(
      twice.map((l) => `${l.kind} ${l.key}`),
      [],
      'stored twice',
    )
    assert.ok(stored >= acked.length && stored <= leads.length)
    // Nothing of ours is stored that was never sent.
    const phantoms = withDb(data.db, (db) => {
      const newsletter = (
        db.prepare('SELECT count(*) AS n FROM newsletter_subscriptions WHERE email LIKE ?').get(`crash-${run}-%`) as {
          n: number
        }
      ).n
      const callback = (
        db.prepare("SELECT count(*) AS n FROM callback_requests WHERE client_name = 'Crash Teste'").get() as {
          n: number
        }
      ).n
      return newsletter + callback - stored
    })
    assert.equal(phantoms, 0, 'rows that match no lead sent')

    // And the restarted site takes leads again.
    const again = await postForm(server.port, server.hostAo, 'newsletter', {
      email: `crash-${run}-after@example.co.ao`,
      acceptTerms: true,
      service: 'TV',
    })
    assert.equal(again.status, 201)
  })

  it('self-check: the same run against a server that responds before writing is caught', async () => {
    const rng = seededRng('crash self-check')
    const stub = emptyData('crash-stub')
    const broken = new FaultServer({
      name: 'crash-stub',
      port: PORTS.crashStub,
      ...stub,
      script: path.join(import.meta.dirname, 'support', 'ack-first-server.mjs'),
    })
    try {
      await broken.start()
      const { leads, openAtKill } = await streamAndKill(broken, rng, 24, 150)
      assert.ok(openAtKill > 0)
      const lookup: Lookup = (kind, keys) =>
        withDb(stub.db, (db) =>
          countKeys(db, `SELECT count(*) AS n FROM leads WHERE kind = '${kind}' AND key = ?`, keys),
        )
      const { missing } = verify(leads, lookup)
      console.log(
        `# crash self-check: the ack-first server lost ${missing.length} of ${leads.filter((l) => l.state === 'acked').length} acknowledged leads`,
      )
      assert.ok(missing.length > 0, 'the verification must report acknowledged leads that were never written')
    } finally {
      await broken.stop()
    }
  })
})
