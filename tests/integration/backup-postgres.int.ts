/**
 * Backups of the production setup (PostgreSQL, uploads in S3-compatible storage): `npm run backup`
 * taken while leads keep arriving (pg_dump of one snapshot under the release lock, every object of
 * both buckets), uploaded to BACKUP_S3_BUCKET, restored by `npm run restore` into an empty database
 * and empty buckets: every row and every object acknowledged before the backup began comes back,
 * byte for byte. A restore into a database that has content is refused; the server's schedule runs
 * one backup however many instances tick.
 *
 * Skipped unless TEST_POSTGRES_URL is set (`npm test` sets it when it can start a local server):
 *   TEST_POSTGRES_URL="$(scripts/pg-local.sh --reset)" node scripts/task.mjs --test tests/integration/backup-postgres.int.ts
 * The database is emptied and restored here: afterwards it holds what it held before, migrated.
 */
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3'
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { Payload } from 'payload'
import pg from 'pg'
import { startS3Server, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } from '@/scripts/services/s3-server.mjs'
import { startBackupSchedule } from '@/server/backup-schedule.mjs'
import {
  backupLine,
  type DatabaseRows,
  lostRows,
  pdfOf,
  postCallback,
  postgresRows,
  postJobApplication,
  postNewsletter,
  rowCount,
  runScript,
  uploadImage,
  whilePosting,
} from './support/backup'

const url = process.env.TEST_POSTGRES_URL ?? ''
const root = path.resolve(import.meta.dirname, '../..')
const PORT = Number(process.env.S3_TEST_PORT || 4595) + 1
const BUCKETS = { public: 'site-public', private: 'site-private' }
const FRESH = { public: 'fresh-public', private: 'fresh-private' }
const ARCHIVES = 'site-backups'

describe(
  'npm run backup and npm run restore: PostgreSQL and S3-compatible storage',
  { skip: url ? false : 'TEST_POSTGRES_URL is not set' },
  () => {
    let work: string
    let s3pid = 0
    let s3: S3Client
    let payload: Payload | undefined
    let handleLead: typeof import('@/lib/leads/handle-lead').handleLead
    let acknowledged: DatabaseRows
    let acknowledgedObjects: Map<string, string>
    let archive: string

    const storageEnv = (buckets: typeof BUCKETS) => ({
      S3_ENDPOINT: `http://127.0.0.1:${PORT}`,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY,
      S3_BUCKET: buckets.public,
      S3_PRIVATE_BUCKET: buckets.private,
    })
    const envFor = (buckets: typeof BUCKETS) => ({
      ...process.env,
      ...storageEnv(buckets),
      DATABASE_URL: url,
      BACKUP_DIR: path.join(work, 'backups'),
      BACKUP_S3_BUCKET: ARCHIVES,
    })
    /** sha256 of every object of both buckets, by role and key. */
    const objects = async (buckets: typeof BUCKETS) => {
      const found = new Map<string, string>()
      for (const [role, bucket] of Object.entries(buckets)) {
        const listed = await s3.send(new ListObjectsV2Command({ Bucket: bucket }))
        for (const { Key } of listed.Contents ?? []) {
          const body = await (await s3.send(new GetObjectCommand({ Bucket: bucket, Key }))).Body!.transformToByteArray()
          found.set(`${role}/${Key}`, createHash('sha256').update(body).digest('hex'))
        }
      }
      return found
    }
    const migrate = () =>
      execFileSync(process.execPath, [path.join(root, 'scripts/task.mjs'), 'scripts/migrate.ts'], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: url, TASK_TIMEOUT_MS: '900000', TASK_IDLE_MS: '30000' },
        stdio: ['ignore', 'ignore', 'inherit'],
      })
    const sql = async (text: string) => {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        return await client.query(text)
      } finally {
        await client.end()
      }
    }

    before(async () => {
      work = mkdtempSync(path.join(tmpdir(), 'zap-pg-backup-'))
      ;({ pid: s3pid } = await startS3Server({
        port: PORT,
        dir: path.join(work, 's3'),
        buckets: [...Object.values(BUCKETS), ...Object.values(FRESH), ARCHIVES],
        privateBuckets: [BUCKETS.private, FRESH.private],
      }))
      s3 = new S3Client({
        endpoint: `http://127.0.0.1:${PORT}`,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY },
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      })
      migrate()
      Object.assign(process.env, storageEnv(BUCKETS), { DATABASE_URL: url })
      process.env.PAYLOAD_SECRET ||= 'integration-test-secret'
      process.env.LEAD_RATE_LIMIT_PER_MINUTE = '1000'
      const { default: config } = await import('@/cms/payload.config')
      const { getPayload } = await import('payload')
      payload = await getPayload({ config })
      ;({ handleLead } = await import('@/lib/leads/handle-lead'))
    })
    after(async () => {
      await payload?.destroy()
      // A restore that failed half-way must not leave the shared database without its schema.
      const { rows } = await sql("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'")
      if (rows[0]?.n === 0) migrate()
      s3?.destroy()
      if (s3pid) process.kill(s3pid, 'SIGTERM')
      rmSync(work, { recursive: true, force: true })
    })

    it('backs up while leads keep arriving, none refused, and uploads the archive', async () => {
      // The countries the leads belong to, when an earlier file or run has not made them.
      for (const code of ['ao', 'mz'] as const) {
        const found = await payload!.find({ collection: 'countries', where: { code: { equals: code } }, limit: 1 })
        if (!found.docs[0])
          await payload!.create({
            collection: 'countries',
            data: { code, name: code === 'ao' ? 'Angola' : 'Moçambique', siteUrl: 'http://localhost:3000' },
          })
      }
      await uploadImage(payload!, `backup-${Date.now()}`)
      assert.equal(await postNewsletter(handleLead, `antes.${Date.now()}@example.co.ao`), 201)
      assert.equal(await postCallback(handleLead, 'Ana Antes'), 201)
      assert.equal(await postJobApplication(handleLead, 'Marta Antes', pdfOf(40_000)), 201)
      acknowledged = await postgresRows(url)
      acknowledgedObjects = await objects(BUCKETS)
      assert.ok(rowCount(acknowledged, 'job_applications') >= 1)
      assert.ok(
        [...acknowledgedObjects.keys()].some((key) => key.startsWith('private/cvs/')),
        'the CV',
      )
      assert.ok(
        [...acknowledgedObjects.keys()].some((key) => key.startsWith('public/media/')),
        'the image',
      )

      const { result, statuses } = await whilePosting(handleLead, runScript('scripts/backup.ts', [], envFor(BUCKETS)))
      assert.equal(result.code, 0, result.out.slice(-3000))
      console.log(`${statuses.length} newsletter sign-ups were acknowledged while the backup ran`)
      assert.ok(statuses.length > 0, 'leads were posted while the backup ran')
      assert.deepEqual(
        statuses.filter((status) => status !== 201),
        [],
      )
      archive = backupLine(result.out).archive
      const uploaded = await s3.send(new ListObjectsV2Command({ Bucket: ARCHIVES }))
      assert.deepEqual(
        uploaded.Contents?.map((object) => object.Key),
        [path.basename(archive)],
      )
    })

    it('refuses to restore into a database that has content, and changes nothing', async () => {
      assert.ok(archive, 'the backup above made an archive')
      const before = await postgresRows(url)
      const refused = await runScript('scripts/restore.ts', [archive], envFor(FRESH))
      assert.equal(refused.code, 1, refused.out.slice(-3000))
      assert.match(refused.out, /restore: refused, nothing was changed: the database or the storage is not empty/)
      assert.deepEqual(lostRows(before, await postgresRows(url)), [])
      assert.equal((await objects(FRESH)).size, 0)
    })

    it('restores into an empty database and empty buckets every row and object acknowledged before it', async () => {
      assert.ok(archive, 'the backup above made an archive')
      await payload?.destroy()
      payload = undefined
      // A fresh database: nothing in its public schema, as `pg-local.sh --reset` or a new server leaves it.
      await sql('DROP SCHEMA public CASCADE; CREATE SCHEMA public')
      const restore = await runScript('scripts/restore.ts', [archive], envFor(FRESH))
      assert.equal(restore.code, 0, restore.out.slice(-3000))
      assert.match(restore.out, /restore: done: \d+ rows in \d+ tables and \d+ files/)
      assert.deepEqual(lostRows(acknowledged, await postgresRows(url)), [])
      const restored = await objects(FRESH)
      assert.deepEqual(
        [...acknowledgedObjects].filter(([key, hash]) => restored.get(key) !== hash).map(([key]) => key),
        [],
      )
    })

    it("runs one scheduled backup however many instances' schedules tick", async () => {
      let runs = 0
      const instances = [1, 2, 3].map(() =>
        startBackupSchedule({
          pattern: '* * * * * *',
          databaseUrl: url,
          holdMs: 5000,
          run: async () => {
            runs++
            return true
          },
          log: () => undefined,
        }),
      )
      // Four ticks of each: without the lock that would be about twelve backups.
      await new Promise((resolve) => setTimeout(resolve, 4000))
      for (const stop of instances) stop()
      assert.equal(runs, 1)
    })
  },
)
