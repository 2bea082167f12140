/**
 * Scheduled publish on PostgreSQL with several jobs runners (server/jobs-runner.mjs), as several
 * instances have: a due job runs once however many runners tick together, and a job a crashed
 * runner left `processing` runs again. Real PostgreSQL, the committed migrations, one published page
 * of its own (the whole seed would add a minute and nothing this file reads), and Payload's own job runner: each runner's request reaches an HTTP endpoint here that calls
 * `payload.jobs.run()`, as /api/payload-jobs/run does on an instance.
 *
 * Skipped unless TEST_POSTGRES_URL is set (`npm test` sets it when it can start a local server):
 *   TEST_POSTGRES_URL="$(PG_LOCAL_PORT=55411 scripts/pg-local.sh --reset)" node scripts/task.mjs --test tests/integration/jobs-once.int.ts
 */
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { Payload } from 'payload'
import pg from 'pg'
import { startJobsRunner } from '@/server/jobs-runner.mjs'

const url = process.env.TEST_POSTGRES_URL ?? ''
const root = path.resolve(import.meta.dirname, '../..')
const SECRET = 'jobs-once-test-secret'
const RUNNERS = 3
const ROUNDS = 5

function task(script: string): void {
  execFileSync(process.execPath, [path.join(root, 'scripts/task.mjs'), script], {
    cwd: root,
    // Slow beside the other stages (a seed took more than 200 s there), but never idle: a run that
    // stops using the CPU has stalled.
    env: { ...process.env, DATABASE_URL: url, TASK_TIMEOUT_MS: '900000', TASK_IDLE_MS: '30000' },
    timeout: 1_800_000,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe(
  'scheduled publish with several runners on PostgreSQL',
  { skip: url ? false : 'TEST_POSTGRES_URL is not set' },
  () => {
    let payload: Payload
    let server: Server
    let port = 0
    let sql: pg.Pool
    let pageId: number | string | undefined
    /** The country this file made, when the database had none. */
    let madeCountry: number | string | undefined

    before(async () => {
      task('scripts/migrate.ts')
      process.env.DATABASE_URL = url
      process.env.PAYLOAD_SECRET = SECRET
      const { default: config } = await import('@/cms/payload.config')
      const { getPayload } = await import('payload')
      payload = await getPayload({ config })
      sql = new pg.Pool({ connectionString: url, max: 2 })
      // Only this file's jobs: none left over from an earlier run on the same database.
      await sql.query('DELETE FROM payload_jobs')
      // A country and a published page to schedule publishes of, made here unless an earlier file
      // (or run) on this database left them.
      const existing = (await payload.find({ collection: 'countries', limit: 1, depth: 0 })).docs[0]
      const country =
        existing ??
        (await payload.create({
          collection: 'countries',
          data: { code: 'ao', name: 'Angola', siteUrl: 'http://localhost:3000' },
        }))
      madeCountry = existing ? undefined : country.id
      const page = await payload.create({
        collection: 'pages',
        data: {
          title: 'Publicação agendada',
          path: `/agendada-${Date.now().toString(36)}`,
          country: country.id,
          _status: 'published',
        },
        draft: false,
      })
      pageId = page.id
      // What /api/payload-jobs/run does on an instance: Payload's runner over the due jobs.
      server = createServer((_req, res) => {
        payload.jobs.run({ silent: true }).then(
          () => res.writeHead(200).end('{}'),
          () => res.writeHead(500).end('{}'),
        )
      })
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
      port = (server.address() as AddressInfo).port
    })
    after(async () => {
      server?.close()
      // Leaves the database as it found it, for the PostgreSQL files after this one.
      if (pageId !== undefined) await payload.delete({ collection: 'pages', id: pageId })
      if (madeCountry !== undefined) await payload.delete({ collection: 'countries', id: madeCountry })
      await sql?.end()
      await payload?.destroy()
    })

    const versions = async () =>
      Number((await sql.query('SELECT count(*)::int AS n FROM _pages_v WHERE parent_id = $1', [pageId])).rows[0].n)
    /** Payload deletes a job once it completed (deleteJobOnComplete), or keeps it with completed_at. */
    const completed = async (jobId: number | string) => {
      const { rows } = await sql.query('SELECT completed_at FROM payload_jobs WHERE id = $1', [jobId])
      return rows.length === 0 || rows[0].completed_at != null
    }

    /** A publish of the page, due a moment ago. */
    async function queueDuePublish(): Promise<number | string> {
      const job = await payload.jobs.queue({
        task: 'schedulePublish',
        input: { type: 'publish', doc: { relationTo: 'pages', value: Number(pageId) } },
        waitUntil: new Date(Date.now() - 1000),
      })
      return job.id
    }

    /** Starts `count` runners ticking together; resolves once the job is completed (or `waitMs` passed) and a few more ticks went by. */
    async function runUntilDone(jobId: number | string, count: number, waitMs = 15_000): Promise<boolean> {
      const stops = Array.from({ length: count }, () =>
        startJobsRunner({ port, secret: SECRET, intervalMs: 200, databaseUrl: url, log: () => undefined }),
      )
      try {
        const deadline = Date.now() + waitMs
        while (!(await completed(jobId)) && Date.now() < deadline) await sleep(100)
        // Let the other runners tick a few more times: a second run of the job would show now.
        await sleep(1000)
        return completed(jobId)
      } finally {
        for (const stop of stops) stop()
      }
    }

    it(`${RUNNERS} runners ticking together publish a due job exactly once (${ROUNDS} rounds)`, async () => {
      const added: number[] = []
      for (let round = 0; round < ROUNDS; round++) {
        const before = await versions()
        const jobId = await queueDuePublish()
        assert.equal(await runUntilDone(jobId, RUNNERS), true, `round ${round}: the job completed`)
        added.push((await versions()) - before)
      }
      assert.deepEqual(added, Array(ROUNDS).fill(1), 'one new version per scheduled publish')
    })

    it('a job left processing by a runner that died runs again once it is older than any run', async () => {
      const before = await versions()
      const jobId = await queueDuePublish()
      // What a runner killed mid-run leaves: claimed, never completed, last touched 10 minutes ago.
      await sql.query(
        "UPDATE payload_jobs SET processing = true, updated_at = now() - interval '10 minutes' WHERE id = $1",
        [jobId],
      )
      assert.equal(await runUntilDone(jobId, 1), true, 'the stuck job completed')
      assert.equal((await versions()) - before, 1)
    })

    it('a job being processed right now is left alone', async () => {
      const jobId = await queueDuePublish()
      await sql.query('UPDATE payload_jobs SET processing = true, updated_at = now() WHERE id = $1', [jobId])
      assert.equal(await runUntilDone(jobId, 1, 3000), false)
      await sql.query('DELETE FROM payload_jobs WHERE id = $1', [jobId])
    })
  },
)
