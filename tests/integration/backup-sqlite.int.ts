/**
 * Backups of the embedded site (a SQLite file, uploads on the disk): `npm run backup` taken while
 * leads keep arriving, restored by `npm run restore` into a fresh database and upload folders, brings
 * back every row and every upload acknowledged before the backup began, byte for byte; a restore
 * into a database that has content is refused unless `--force`.
 */
import assert from 'node:assert/strict'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import type { Payload } from 'payload'
import { dataEnv } from '@/scripts/seeded-template.mjs'
import { seededPayload } from './support/helpers'
import {
  backupLine,
  type DatabaseRows,
  filesUnder,
  lostFiles,
  lostRows,
  pdfOf,
  postCallback,
  postJobApplication,
  postNewsletter,
  rowCount,
  runScript,
  sqliteRows,
  uploadImage,
  whilePosting,
} from './support/backup'

let payload: Payload
let cleanup: () => Promise<void>
let handleLead: typeof import('@/lib/leads/handle-lead').handleLead
/** The site's data folder (database and uploads), as the seeded copy laid it out. */
let site: string
let work: string
let backups: string
let acknowledged: DatabaseRows
let acknowledgedFiles: Map<string, string>
let archive: string

const databaseOf = (dir: string) => path.join(dir, 'zap.db')
/** The environment of `npm run backup` and `npm run restore` for the data folder `dir`. */
const envFor = (dir: string) => ({ ...process.env, ...dataEnv(dir), BACKUP_DIR: backups })
/** Every upload of a data folder: media/ (images, documents/ inside) and private/ (CVs). */
const uploadsOf = (dir: string) =>
  new Map([
    ...[...filesUnder(path.join(dir, 'media'))].map(([name, hash]) => [`media/${name}`, hash] as const),
    ...[...filesUnder(path.join(dir, 'private'))].map(([name, hash]) => [`private/${name}`, hash] as const),
  ])

before(async () => {
  ;({ payload, cleanup } = await seededPayload())
  site = path.dirname(process.env.DATABASE_URL!.slice('file:'.length))
  work = mkdtempSync(path.join(tmpdir(), 'zap-backup-'))
  backups = path.join(work, 'backups')
  ;({ handleLead } = await import('@/lib/leads/handle-lead'))
})
after(async () => {
  await cleanup?.()
  rmSync(work, { recursive: true, force: true })
})

describe('npm run backup and npm run restore: the embedded site (SQLite, uploads on the disk)', () => {
  it('backs up while leads keep arriving; none of them is refused', async () => {
    // Leads of three kinds (one with its CV) and an image, acknowledged before the backup starts.
    assert.equal(await postNewsletter(handleLead, 'antes@example.co.ao'), 201)
    assert.equal(await postCallback(handleLead, 'Ana Antes'), 201)
    assert.equal(await postJobApplication(handleLead, 'Marta Antes', pdfOf(40_000)), 201)
    await uploadImage(payload, 'antes-do-backup')
    acknowledged = await sqliteRows(databaseOf(site))
    acknowledgedFiles = uploadsOf(site)
    assert.ok(rowCount(acknowledged, 'cv_files') >= 1 && acknowledgedFiles.size > 100, 'the seeded uploads and the CV')

    const { result, statuses } = await whilePosting(handleLead, runScript('scripts/backup.ts', [], envFor(site)))
    assert.equal(result.code, 0, result.out.slice(-3000))
    console.log(`${statuses.length} newsletter sign-ups were acknowledged while the backup ran`)
    assert.ok(statuses.length > 0, 'leads were posted while the backup ran')
    assert.deepEqual(
      statuses.filter((status) => status !== 201),
      [],
    )
    const report = backupLine(result.out)
    archive = report.archive
    assert.deepEqual(readdirSync(backups), [path.basename(archive)], 'one archive, nothing left behind')
    assert.ok(report.files >= acknowledgedFiles.size, `${report.files} files in the archive`)
  })

  it('restores into a fresh database and fresh upload folders every row and every file acknowledged before it', async () => {
    const fresh = path.join(work, 'fresh')
    const restore = await runScript('scripts/restore.ts', [archive], envFor(fresh))
    assert.equal(restore.code, 0, restore.out.slice(-3000))
    assert.match(restore.out, /restore: done: \d+ rows in \d+ tables and \d+ files/)
    assert.deepEqual(lostRows(acknowledged, await sqliteRows(databaseOf(fresh))), [])
    assert.deepEqual(lostFiles(acknowledgedFiles, uploadsOf(fresh)), [])
  })

  it('refuses to restore into a database that has content, and changes nothing', async () => {
    const fresh = path.join(work, 'fresh')
    const before = await sqliteRows(databaseOf(fresh))
    assert.equal(await postNewsletter(handleLead, 'depois@example.co.ao'), 201)
    const refused = await runScript('scripts/restore.ts', [archive], envFor(fresh))
    assert.equal(refused.code, 1)
    assert.match(refused.out, /restore: refused, nothing was changed: the database or the storage is not empty/)
    assert.deepEqual(lostRows(before, await sqliteRows(databaseOf(fresh))), [])
  })

  it('with --force replaces the database as the archive has it', async () => {
    // The live site has the leads posted during and after the backup; the archive has some of them.
    const live = rowCount(await sqliteRows(databaseOf(site)), 'newsletter_subscriptions')
    const forced = await runScript('scripts/restore.ts', [archive, '--force'], envFor(site))
    assert.equal(forced.code, 0, forced.out.slice(-3000))
    const restored = await sqliteRows(databaseOf(site))
    assert.deepEqual(lostRows(acknowledged, restored), [])
    assert.ok(rowCount(restored, 'newsletter_subscriptions') < live, 'the later leads are gone')
  })
})
