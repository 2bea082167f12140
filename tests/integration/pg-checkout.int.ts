/**
 * A connection held out of its pool (to keep an advisory lock: the jobs runner, the session lock)
 * that the database cuts (a restart, a failover, an administrator) must not become an uncaught
 * exception in the server. Real PostgreSQL; skipped unless TEST_POSTGRES_URL is set (`npm test`
 * sets it when it can start a local server).
 */
import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import pg from 'pg'
import { checkout } from '@/server/pg-checkout.mjs'

const url = process.env.TEST_POSTGRES_URL ?? ''

describe('a checked-out connection cut by the database', { skip: url ? false : 'TEST_POSTGRES_URL is not set' }, () => {
  const pool = new pg.Pool({ connectionString: url, max: 2 })
  pool.on('error', () => undefined)
  const admin = new pg.Pool({ connectionString: url, max: 1 })
  after(async () => {
    await pool.end()
    await admin.end()
  })

  it('fails its next query, and nothing is thrown outside it', async () => {
    const uncaught: unknown[] = []
    const onUncaught = (error: unknown) => uncaught.push(error)
    process.prependListener('uncaughtException', onUncaught)
    try {
      const client = await checkout(pool)
      const { rows } = await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
      await admin.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid])
      await new Promise((resolve) => setTimeout(resolve, 300))
      await assert.rejects(client.query('SELECT 1'))
      client.release(true)
      // The pool opens a new connection for the next caller.
      const again = await checkout(pool)
      assert.equal((await again.query<{ one: number }>('SELECT 1 AS one')).rows[0]!.one, 1)
      again.release()
    } finally {
      process.removeListener('uncaughtException', onUncaught)
    }
    assert.deepEqual(uncaught.map(String), [])
  })
})
