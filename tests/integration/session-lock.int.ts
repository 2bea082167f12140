/**
 * Session writes (logins and the like) one at a time across instances (server/session-queue.mjs):
 * two real HTTP servers, each with its own queue and its own pool to a real PostgreSQL, as two
 * instances have. Requests sent to both at once never overlap; when the lock cannot be had in time
 * the request gets 503 with Retry-After, not left waiting.
 *
 * Skipped unless TEST_POSTGRES_URL is set (`npm test` sets it when it can start a local server).
 */
import assert from 'node:assert/strict'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, before, describe, it } from 'node:test'
import pg from 'pg'
import { SESSION_LOCK } from '@/server/advisory-locks.mjs'
import { serializeSessionWrites, sessionLock } from '@/server/session-queue.mjs'

const url = process.env.TEST_POSTGRES_URL ?? ''
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe(
  'session writes across instances on PostgreSQL',
  { skip: url ? false : 'TEST_POSTGRES_URL is not set' },
  () => {
    const servers: Server[] = []
    const locks: ReturnType<typeof sessionLock>[] = []
    let active = 0
    let mostAtOnce = 0

    /** A stand-in for Payload's login: it takes a while, and counts how many run at the same moment. */
    async function slowLogin(_req: unknown, res: import('node:http').ServerResponse) {
      active++
      mostAtOnce = Math.max(mostAtOnce, active)
      await sleep(80)
      active--
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    }

    async function instance(waitMs: number): Promise<number> {
      const lock = sessionLock(url, { waitMs })
      locks.push(lock)
      const server = createServer(serializeSessionWrites(slowLogin, { lock }))
      servers.push(server)
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      return (server.address() as AddressInfo).port
    }

    const login = (port: number) => fetch(`http://127.0.0.1:${port}/api/users/login`, { method: 'POST', body: '{}' })

    let ports: number[] = []
    before(async () => {
      ports = [await instance(10_000), await instance(10_000)]
    })
    after(async () => {
      for (const server of servers) server.close()
      for (const lock of locks) await lock.end()
    })

    it('eight logins sent to two instances at once run one at a time, and all succeed', async () => {
      mostAtOnce = 0
      const responses = await Promise.all(Array.from({ length: 8 }, (_, i) => login(ports[i % 2]!)))
      assert.deepEqual(
        responses.map((a) => a.status),
        Array(8).fill(200),
      )
      assert.equal(mostAtOnce, 1)
    })

    it('a login that cannot have the lock in time gets 503 with Retry-After, and the lock works again after', async () => {
      const port = await instance(300)
      const holder = new pg.Client({ connectionString: url })
      await holder.connect()
      try {
        await holder.query('SELECT pg_advisory_lock($1, $2)', SESSION_LOCK)
        const started = Date.now()
        const refused = await login(port)
        const waited = Date.now() - started
        assert.equal(refused.status, 503)
        assert.equal(refused.headers.get('retry-after'), '1')
        assert.ok(waited < 3000, `responded after the bounded wait (${waited} ms)`)
      } finally {
        await holder.end()
      }
      assert.equal((await login(port)).status, 200)
    })
  },
)
