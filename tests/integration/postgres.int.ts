/**
 * PostgreSQL: the committed migrations in cms/migrations/postgres build the schema (push is off), and
 * what SQLite and PostgreSQL could do differently: concurrent upserts, unique indexes, a connection
 * cut under a transaction. The seed on PostgreSQL (its rows, and nothing more when run again) is
 * checked on the cluster's database, which its release steps seed anyway (tests/cluster/release.cluster.ts):
 * here it would cost two seeds of a minute or more each.
 *
 * Skipped unless TEST_POSTGRES_URL is set (`npm test` sets it when it can start a local server):
 *   TEST_POSTGRES_URL="$(scripts/pg-local.sh --reset)" npm run test:integration
 */
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { Payload } from 'payload'
import pg from 'pg'
import { uploadWithoutLocale } from './support/upload-without-locale'

const url = process.env.TEST_POSTGRES_URL ?? ''
const root = path.resolve(import.meta.dirname, '../..')

/** Runs one of our database scripts against TEST_POSTGRES_URL, as `npm start` and `npm run seed` do. */
function task(script: string): void {
  execFileSync(process.execPath, [path.join(root, 'scripts/task.mjs'), script], {
    cwd: root,
    // Slow beside the other stages, but never idle: a run that stops using the CPU has stalled.
    env: { ...process.env, DATABASE_URL: url, TASK_TIMEOUT_MS: '900000', TASK_IDLE_MS: '30000' },
    timeout: 1_800_000,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
}

describe(
  'PostgreSQL: committed migrations, upserts, unique indexes and cut connections',
  { skip: url ? false : 'TEST_POSTGRES_URL is not set' },
  () => {
    let payload: Payload
    /**
     * A country, made when the database has none of that code (an earlier file or run may have made
     * it), and kept: other rows refer to a country once it exists (its settings, for one).
     */
    const country = async (code: 'ao' | 'mz') => {
      const found = (await payload.find({ collection: 'countries', where: { code: { equals: code } }, limit: 1 }))
        .docs[0]
      if (found) return found
      return payload.create({
        collection: 'countries',
        data: { code, name: code === 'ao' ? 'Angola' : 'Moçambique', siteUrl: 'http://localhost:3000' },
      })
    }

    before(async () => {
      task('scripts/migrate.ts')
      process.env.DATABASE_URL = url
      process.env.PAYLOAD_SECRET ||= 'integration-test-secret'
      // The upload below lands on the disk, in a folder of this run's own.
      process.env.MEDIA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'zap-pg-media-'))
      const { default: config } = await import('@/cms/payload.config')
      const { getPayload } = await import('payload')
      payload = await getPayload({ config })
      await removeRows()
    })
    after(async () => {
      await removeRows()
      await payload?.destroy()
    })
    /** This file's rows (and any an earlier run on the same database left), which refer to the countries. */
    const removeRows = async () => {
      for (const collection of ['popup-analytics-days', 'newsletter-subscriptions'] as const)
        await payload.delete({ collection, where: { id: { exists: true } }, overrideAccess: true })
    }

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

    it('counts 200 concurrent popup clicks exactly with the same upserts as SQLite', async () => {
      const { countPopupClick } = await import('@/lib/leads/popup-clicks')
      const mz = await country('mz')
      await Promise.all(Array.from({ length: 200 }, () => countPopupClick(payload, 'mz', mz.id)))
      const days = await payload.find({ collection: 'popup-analytics-days', overrideAccess: true })
      assert.equal(days.docs.length, 1)
      assert.equal(days.docs[0]!.clickCount, 200)
    })

    it('keeps one newsletter subscription per e-mail, service and country (unique index)', async () => {
      const ao = await country('ao')
      const data = { email: 'pg@example.co.ao', service: 'TV' as const, country: ao.id }
      await payload.create({ collection: 'newsletter-subscriptions', data, overrideAccess: true })
      await assert.rejects(payload.create({ collection: 'newsletter-subscriptions', data, overrideAccess: true }))
      assert.equal((await payload.count({ collection: 'newsletter-subscriptions', overrideAccess: true })).totalDocs, 1)
    })

    // Last: it cuts every connection of the database.
    it('stores an upload posted without ?locale= with its alternative text in Portuguese, as on SQLite', async () => {
      const { default: config } = await import('@/cms/payload.config')
      const email = `uploader-${Date.now()}@example.co.ao`
      await payload.create({ collection: 'users', data: { email, password: 'test-pass-123', role: 'admin' } })
      try {
        const { token } = await payload.login({ collection: 'users', data: { email, password: 'test-pass-123' } })
        const result = await uploadWithoutLocale(payload, await config, token!, 'Sem idioma, PostgreSQL')
        assert.equal(result.status, 201, result.body)
        assert.deepEqual(result.alt, { pt: 'Sem idioma, PostgreSQL', en: undefined })
      } finally {
        await payload.delete({
          collection: 'media',
          where: { alt: { like: 'Sem idioma' } },
          locale: 'pt',
          overrideAccess: true,
        })
        await payload.delete({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
      }
    })

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
          (await payload.count({ collection: 'countries', where: { code: { in: ['ao', 'mz'] } } })).totalDocs,
          2,
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
