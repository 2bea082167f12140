import assert from 'node:assert/strict'
import http from 'node:http'
import { after, describe, it } from 'node:test'
import { clicksOf, withDb } from './support/db'
import { postForm } from './support/http'
import { FaultServer, freshData, PORTS } from './support/server'

/**
 * 500 popup clicks and 500 newsletter subscriptions, each batch sent all at once on 500
 * connections: every request gets 201 and the database holds exactly 500 more of each
 * (clicks are counted per country, month and day by atomic upserts: see lib/leads/popup-clicks.ts).
 */
const data = freshData('concurrency')
const server = new FaultServer({ name: 'concurrency', port: PORTS.concurrency, ...data })
await server.start()
after(() => server.stop())

const N = 500
const run = Date.now().toString(36)
/** One connection per request, all opened at once. */
const wide = new http.Agent({ keepAlive: false, maxSockets: Infinity })
const errorLines = () =>
  server
    .logTail(100_000)
    .split('\n')
    .filter((line) => /not stored|unavailable|⨯|Error/.test(line))

describe('concurrency', () => {
  it(`${N} parallel popup clicks are all counted, exactly`, async () => {
    const before = { ao: clicksOf(data.db, 'ao'), mz: clicksOf(data.db, 'mz') }
    const errorsBefore = errorLines().length
    const hosts = [server.hostAo, server.hostMz]
    const started = Date.now()
    const responses = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        postForm(
          server.port,
          hosts[i % 2] as string,
          'popup-click',
          { store: i % 3 ? 'apple' : 'play' },
          i % 4 ? 'pt' : 'en',
          wide,
        ),
      ),
    )
    console.log(`# concurrency: ${N} popup clicks in ${Date.now() - started} ms`)
    const statuses = responses.reduce<Record<number, number>>(
      (acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }),
      {},
    )
    assert.deepEqual(statuses, { 201: N }, `every click got 201: ${JSON.stringify(statuses)}`)
    assert.equal(clicksOf(data.db, 'ao') - before.ao, N / 2, 'Angola counted every click')
    assert.equal(clicksOf(data.db, 'mz') - before.mz, N / 2, 'Mozambique counted every click')
    // One month record per country however many clicks raced to create it, one row per day.
    const duplicates = withDb(data.db, (db) => [
      ...db
        .prepare(
          'SELECT country_id, year, month, count(*) AS n FROM popup_analytics GROUP BY country_id, year, month HAVING n > 1',
        )
        .all(),
      ...db
        .prepare('SELECT record_id, day, count(*) AS n FROM popup_analytics_days GROUP BY record_id, day HAVING n > 1')
        .all(),
    ])
    assert.deepEqual(duplicates, [])
    assert.deepEqual(errorLines().slice(errorsBefore), [], 'the server logged no error')
  })

  it(`${N} parallel newsletter subscriptions are all stored, each once`, async () => {
    const count = () =>
      withDb(
        data.db,
        (db) =>
          (
            db
              .prepare('SELECT count(*) AS n FROM newsletter_subscriptions WHERE email LIKE ?')
              .get(`conc-${run}-%`) as { n: number }
          ).n,
      )
    const errorsBefore = errorLines().length
    const started = Date.now()
    const responses = await Promise.all(
      Array.from({ length: N }, (_, i) =>
        postForm(
          server.port,
          i % 2 ? server.hostAo : server.hostMz,
          'newsletter',
          { email: `conc-${run}-${i}@example.co.ao`, acceptTerms: true, service: i % 3 ? 'TV' : 'Satélite' },
          'pt',
          wide,
        ),
      ),
    )
    console.log(`# concurrency: ${N} newsletter posts in ${Date.now() - started} ms`)
    const statuses = responses.reduce<Record<number, number>>(
      (acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }),
      {},
    )
    assert.deepEqual(statuses, { 201: N }, `every subscription got 201: ${JSON.stringify(statuses)}`)
    assert.equal(count(), N)
    const distinct = withDb(
      data.db,
      (db) =>
        (
          db
            .prepare('SELECT count(DISTINCT email) AS n FROM newsletter_subscriptions WHERE email LIKE ?')
            .get(`conc-${run}-%`) as { n: number }
        ).n,
    )
    assert.equal(distinct, N, 'each e-mail once')
    assert.deepEqual(errorLines().slice(errorsBefore), [], 'the server logged no error')
  })
})
