/**
 * PostgreSQL end to end: the committed migrations in cms/migrations/postgres build the schema (push
 * is off), the seed fills it, and running the seed again changes nothing.
 *
 * Skipped unless TEST_POSTGRES_URL is set (`npm test` sets it when it can start a local server):
 *   TEST_POSTGRES_URL="$(scripts/pg-local.sh --reset)" npm run test:integration
 */
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { Payload } from 'payload'
import pg from 'pg'
import { seedMedia, seedPages } from '@/cms/seed/data/pages'

const url = process.env.TEST_POSTGRES_URL ?? ''
const root = path.resolve(import.meta.dirname, '../..')
/** What cms/seed creates: every seeded page of both countries, 6 + 4 packages, 3 shared images, 2 countries. */
// Plus the content-health demo draft (cms/seed/data/health-demo.ts).
const EXPECTED = {
  pages: seedPages('ao').length + seedPages('mz').length + 1,
  packages: 10,
  media: seedMedia.length,
  countries: 2,
}

/** Runs one of our database scripts against TEST_POSTGRES_URL, as `npm start` and `npm run seed` do. */
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

describe(
  'PostgreSQL: committed migrations and the seed',
  { skip: url ? false : 'TEST_POSTGRES_URL is not set' },
  () => {
    let payload: Payload
    const counts = async () => ({
      pages: (await payload.count({ collection: 'pages' })).totalDocs,
      packages: (await payload.count({ collection: 'packages' })).totalDocs,
      media: (await payload.count({ collection: 'media' })).totalDocs,
      countries: (await payload.count({ collection: 'countries' })).totalDocs,
    })
    let afterFirstSeed: Awaited<ReturnType<typeof counts>>
    let afterSecondSeed: typeof afterFirstSeed

    before(async () => {
      task('scripts/migrate.ts')
      task('cms/seed/run.ts')
      process.env.DATABASE_URL = url
      process.env.PAYLOAD_SECRET ||= 'integration-test-secret'
      const { default: config } = await import('@/cms/payload.config')
      const { getPayload } = await import('payload')
      payload = await getPayload({ config })
      afterFirstSeed = await counts()
      task('cms/seed/run.ts')
      afterSecondSeed = await counts()
    })
    after(async () => payload?.destroy())

    it('is really PostgreSQL', () => {
      assert.equal(payload.db.name, 'postgres')
    })

    it('applied every committed migration as a real migration (not a dev push)', async () => {
      const expected = fs
        .readdirSync(path.join(root, 'cms/migrations/postgres'))
        .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
        .map((f) => f.slice(0, -3))
      assert.ok(expected.length > 0)
      const { docs } = await payload.find({ collection: 'payload-migrations', limit: 100 })
      for (const name of expected) {
        const row = docs.find((r) => r.name === name)
        assert.ok(row, `${name} recorded`)
        assert.ok(Number(row.batch) > 0, `${name} applied by migrate, not pushed`)
      }
    })

    it('seeds the expected rows, and nothing more the second time', () => {
      assert.deepEqual(afterFirstSeed, EXPECTED)
      assert.deepEqual(afterSecondSeed, afterFirstSeed)
    })

    it("publishes '/a-zap' for Angola in Portuguese only", async () => {
      const find = (locale: 'pt' | 'en') =>
        payload.find({
          collection: 'pages',
          locale,
          fallbackLocale: false,
          overrideAccess: false,
          where: { and: [{ path: { equals: '/a-zap' } }, { 'country.code': { equals: 'ao' } }] },
        })
      assert.equal((await find('pt')).totalDocs, 1)
      assert.equal((await find('en')).totalDocs, 0)
    })

    it('counts 200 concurrent popup clicks exactly with the same upserts as SQLite', async () => {
      const { countPopupClick } = await import('@/lib/leads/popup-clicks')
      const mz = (await payload.find({ collection: 'countries', where: { code: { equals: 'mz' } }, limit: 1 })).docs[0]!
      await Promise.all(Array.from({ length: 200 }, () => countPopupClick(payload, 'mz', mz.id)))
      const days = await payload.find({ collection: 'popup-analytics-days', overrideAccess: true })
      assert.equal(days.docs.length, 1)
      assert.equal(days.docs[0]!.clickCount, 200)
    })

    it('keeps one newsletter subscription per e-mail, service and country (unique index)', async () => {
      const ao = (await payload.find({ collection: 'countries', where: { code: { equals: 'ao' } }, limit: 1 })).docs[0]!
      const data = { email: 'pg@example.co.ao', service: 'TV' as const, country: ao.id }
      await payload.create({ collection: 'newsletter-subscriptions', data, overrideAccess: true })
      await assert.rejects(payload.create({ collection: 'newsletter-subscriptions', data, overrideAccess: true }))
      assert.equal((await payload.count({ collection: 'newsletter-subscriptions', overrideAccess: true })).totalDocs, 1)
    })

    // Last: it cuts every connection of the database.
    it('survives the database cutting a connection held by an open transaction: no uncaught exception, the next query works', async () => {
      const uncaught: unknown[] = []
      const onUncaught = (error: unknown) => uncaught.push(error)
      process.prependListener('uncaughtException', onUncaught)
      const admin = new pg.Client({ connectionString: url })
      admin.on('error', () => undefined)
      try {
        // An open transaction holds a connection out of the pool between its queries, as a save does
        // while its hooks run: the pool no longer listens for that connection's errors.
        const transaction = await payload.db.beginTransaction()
        assert.ok(transaction, 'PostgreSQL gives a transaction id')
        await admin.connect()
        await admin.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
        )
        await new Promise((resolve) => setTimeout(resolve, 500))
        await payload.db.rollbackTransaction(transaction).catch(() => undefined)
        assert.equal(
          (await payload.count({ collection: 'countries' })).totalDocs,
          EXPECTED.countries,
          'the next query works',
        )
      } finally {
        process.removeListener('uncaughtException', onUncaught)
        await admin.end().catch(() => undefined)
      }
      assert.deepEqual(uncaught.map(String), [])
    })
  },
)
