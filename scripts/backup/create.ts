/**
 * One backup: the database's snapshot first, then the uploads, then the manifest, all into a staging
 * folder inside BACKUP_DIR (./staging.ts), packed into one gzip'd tar archive written under a temporary name and
 * renamed when complete.
 *
 * The database comes first: an upload's file is stored before its row is written (Payload uploads
 * in the create operation before the insert), so every upload row in the snapshot has its file by the
 * time the files are copied. What can still be missing is a file deleted between the two steps (its
 * row deleted after the snapshot). On PostgreSQL both steps run under the release lock: no migration
 * runs in between.
 */
import { link, mkdir, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { create as createTar } from 'tar'
import { sqliteFile } from '@/cms/database'
import { archiveName } from '@/lib/backup/archive-name.mjs'
import type { Env } from '@/lib/config/env'
import { collectFiles } from './files'
import { hashFile } from './hash'
import { DATABASE_FILES, FILES_DIR, MANIFEST_FILE, type Manifest, totalRows } from './manifest'
import { dumpPostgres, withReleaseLock } from './postgres'
import { type DatabaseFacts, snapshotSqlite } from './sqlite'
import { makeStaging, removeAbandonedStaging } from './staging'

export type BackupResult = {
  /** The archive's path. */
  archive: string
  bytes: number
  seconds: number
  rows: number
  files: number
  manifest: Manifest
}

/** Takes one backup into BACKUP_DIR. */
export async function createBackup(env: Env): Promise<BackupResult> {
  const started = Date.now()
  const dir = path.resolve(env.BACKUP_DIR)
  const staging = await makeStaging(dir)
  await removeAbandonedStaging(dir)
  try {
    // The time of the database's snapshot (on PostgreSQL, once a release under way has let go of the lock).
    let createdAt = new Date()
    const databaseFile = DATABASE_FILES[env.databaseKind]
    const snapshot = path.join(staging, databaseFile)
    await mkdir(path.dirname(snapshot), { recursive: true })
    await mkdir(path.join(staging, FILES_DIR), { recursive: true })

    let database: DatabaseFacts
    let uploads
    if (env.databaseKind === 'postgres') {
      const url = env.DATABASE_URL ?? ''
      ;[database, uploads] = await withReleaseLock(url, async () => {
        createdAt = new Date()
        const facts = await dumpPostgres(url, snapshot)
        return [facts, await collectFiles(env, staging)] as const
      })
    } else {
      database = await snapshotSqlite(sqliteFile(env), snapshot)
      uploads = await collectFiles(env, staging)
    }

    const manifest: Manifest = {
      format: 1,
      createdAt: createdAt.toISOString(),
      mode: { database: env.databaseKind, storage: env.s3Enabled ? 's3' : 'disk' },
      database,
      files: [{ path: databaseFile, ...(await hashFile(snapshot)) }, ...uploads],
    }
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)

    // Written beside the archives under a name rotation never takes, then linked to its own name:
    // the link fails rather than replace an archive of the same second.
    const archive = path.join(dir, archiveName(createdAt))
    const partial = path.join(staging, 'archive.tar.gz')
    await createTar({ gzip: true, portable: true, cwd: staging, file: partial }, [
      MANIFEST_FILE,
      path.dirname(databaseFile),
      FILES_DIR,
    ])
    await link(partial, archive)
    return {
      archive,
      bytes: (await stat(archive)).size,
      seconds: (Date.now() - started) / 1000,
      rows: totalRows(manifest),
      files: uploads.length,
      manifest,
    }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}
