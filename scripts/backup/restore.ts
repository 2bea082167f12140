/**
 * `npm run restore -- ARCHIVE [--force]`: puts an archive of `npm run backup` back into an empty
 * database and storage of the same kinds (SQLite or PostgreSQL; disk or S3), then migrates and checks.
 *
 * In order, stopping at the first problem: the archive is unpacked into a staging folder and every
 * file checked against the manifest's sha256 (a damaged archive touches nothing); the kinds must match
 * and the archive's schema must be one this code knows (its migration in the code's list); the
 * database and the storage must be empty unless `--force`; then the rows (SQLite: the snapshot becomes
 * the database file; PostgreSQL: pg_restore into a new public schema, in one transaction) and their
 * row counts are checked against the manifest, before any migration can change them; the uploads;
 * the migrations newer than the archive (what `npm run migrate` runs); last, every upload is read back
 * from where it now is and its sha256 compared. The site must be stopped meanwhile.
 */
import { readFile, rm } from 'node:fs/promises'
import path from 'node:path'
import { extract } from 'tar'
import { sqliteFile } from '@/cms/database'
import type { Env } from '@/lib/config/env'
import { migrationNames } from '@/server/health.mjs'
import { mismatchedFiles, restoreFiles, storageContent } from './files'
import { hashFile } from './hash'
import { DATABASE_FILES, FILES_DIR, MANIFEST, MANIFEST_FILE, type Manifest, totalRows } from './manifest'
import { postgresContent, readPostgresFacts, restorePostgres } from './postgres'
import { readSqliteFacts, restoreSqlite, sqliteContent } from './sqlite'
import { makeStaging } from './staging'

export type RestoreResult = { manifest: Manifest; rows: number; tables: number; files: number; bytes: number }

/** A restore refused before anything was written: what is wrong, for the operator. */
export class RestoreRefused extends Error {}

/** The committed migrations of the code for a database kind. */
const codeMigrations = (kind: Manifest['mode']['database']) =>
  migrationNames(path.resolve('cms', 'migrations', kind, 'index.ts'))

/** The archive's manifest and the files it lists, checked; unpacked under `staging`. */
async function unpack(archive: string, staging: string): Promise<Manifest> {
  await extract({ file: archive, cwd: staging, strict: true })
  const manifest = MANIFEST.parse(JSON.parse(await readFile(path.join(staging, MANIFEST_FILE), 'utf8')))
  const damaged: string[] = []
  for (const file of manifest.files) {
    const found = await hashFile(path.join(staging, file.path)).catch(() => null)
    if (found?.sha256 !== file.sha256 || found.bytes !== file.bytes) damaged.push(file.path)
  }
  if (damaged.length)
    throw new RestoreRefused(
      `the archive is damaged: ${damaged.length} file(s) differ from its manifest (${damaged.slice(0, 3).join(', ')})`,
    )
  return manifest
}

/** Why the archive cannot go into this site's database and storage as they are configured, if it cannot. */
function mismatch(env: Env, manifest: Manifest): string | null {
  const storage = env.s3Enabled ? 's3' : 'disk'
  if (manifest.mode.database !== env.databaseKind)
    return `the archive holds a ${manifest.mode.database} database and DATABASE_URL names ${env.databaseKind}`
  if (manifest.mode.storage !== storage)
    return `the archive's uploads come from ${manifest.mode.storage === 's3' ? 'S3 storage' : 'the disk'} and this site keeps them ${storage === 's3' ? 'in S3 (S3_BUCKET)' : 'on the disk'}`
  const { migration } = manifest.database
  if (migration && !codeMigrations(env.databaseKind).includes(migration))
    return `the archive's schema (migration ${migration}) is newer than this code knows: restore it with the release that made it, or a later one`
  return null
}

/** Counts the restored rows and compares them with the manifest; the tables that differ. */
async function differingCounts(env: Env, manifest: Manifest): Promise<string[]> {
  const { rows } =
    env.databaseKind === 'postgres'
      ? await readPostgresFacts(env.DATABASE_URL ?? '')
      : await readSqliteFacts(sqliteFile(env))
  return Object.entries(manifest.database.rows)
    .filter(([table, count]) => rows[table] !== count)
    .map(([table, count]) => `${table}: ${rows[table] ?? 'missing'} rows, the archive has ${count}`)
}

/**
 * Restores `archive`. `migrate` applies the code's migrations to the restored database (Payload's,
 * loaded only then, so it opens the restored database).
 */
export async function restoreBackup(
  env: Env,
  archive: string,
  { force = false, migrate }: { force?: boolean; migrate: () => Promise<void> },
): Promise<RestoreResult> {
  const staging = await makeStaging(path.resolve(env.BACKUP_DIR))
  try {
    const manifest = await unpack(path.resolve(archive), staging)
    const wrong = mismatch(env, manifest)
    if (wrong) throw new RestoreRefused(`cannot restore: ${wrong}`)
    if (!force) {
      const tables =
        env.databaseKind === 'postgres'
          ? await postgresContent(env.DATABASE_URL ?? '')
          : await sqliteContent(sqliteFile(env))
      const found = [
        ...(tables.length
          ? [`${tables.length} tables of the database hold rows (${tables.slice(0, 3).join(', ')}…)`]
          : []),
        ...(await storageContent(env)),
      ]
      if (found.length)
        throw new RestoreRefused(
          `the database or the storage is not empty: ${found.join('; ')}. ` +
            'Restore into an empty one, or add --force to replace the database and write the files over what is there',
        )
    }

    const snapshot = path.join(staging, DATABASE_FILES[manifest.mode.database])
    if (env.databaseKind === 'postgres') await restorePostgres(snapshot, env.DATABASE_URL ?? '')
    else await restoreSqlite(snapshot, sqliteFile(env))
    const counts = await differingCounts(env, manifest)
    if (counts.length) throw new Error(`the restored rows differ from the archive's: ${counts.join('; ')}`)

    const uploads = manifest.files.filter((file) => file.path.startsWith(`${FILES_DIR}/`))
    await restoreFiles(env, staging, uploads)
    await migrate()
    const bad = await mismatchedFiles(env, uploads)
    if (bad.length)
      throw new Error(`${bad.length} restored file(s) differ from the archive: ${bad.slice(0, 5).join(', ')}`)
    return {
      manifest,
      rows: totalRows(manifest),
      tables: Object.keys(manifest.database.rows).length,
      files: uploads.length,
      bytes: uploads.reduce((sum, file) => sum + file.bytes, 0),
    }
  } finally {
    await rm(staging, { recursive: true, force: true })
  }
}
