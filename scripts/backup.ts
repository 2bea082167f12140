/**
 * `npm run backup`: one archive of everything that cannot be made again, the database (content,
 * leads, users) and the uploads (media, documents, CVs), in BACKUP_DIR as
 * `zap-backup-<UTC time>.tar.gz` (scripts/backup/create.ts), uploaded to BACKUP_S3_BUCKET when it is
 * set; then only the newest BACKUP_KEEP archives are kept, in both places. The production server runs
 * it on its schedule (BACKUP_CRON, server/backup-schedule.mjs). Restore: `npm run restore`.
 */
import { environment } from '@/lib/config/env'
import { logger } from '@/server/logger.mjs'
import { type BackupResult, createBackup } from './backup/create'
import { storageClient } from './backup/files'
import { rotateBucket, rotateDirectory, uploadArchive } from './backup/rotation'

const env = environment()
let result: BackupResult
try {
  result = await createBackup(env)
} catch (error) {
  logger.error({ err: error }, 'backup: failed; no archive was written')
  process.exit(1)
}
try {
  let uploadedTo: string | undefined
  let removed = await rotateDirectory(env.BACKUP_DIR, env.BACKUP_KEEP)
  if (env.BACKUP_S3_BUCKET) {
    const client = storageClient(env)
    try {
      await uploadArchive(client, env.BACKUP_S3_BUCKET, result.archive)
      uploadedTo = env.BACKUP_S3_BUCKET
      removed = [...removed, ...(await rotateBucket(client, env.BACKUP_S3_BUCKET, env.BACKUP_KEEP))]
    } finally {
      client.destroy()
    }
  }
  logger.info(
    {
      archive: result.archive,
      bytes: result.bytes,
      seconds: Number(result.seconds.toFixed(1)),
      rows: result.rows,
      tables: Object.keys(result.manifest.database.rows).length,
      files: result.files,
      migration: result.manifest.database.migration,
      uploadedTo,
      removed,
    },
    `backup: done, ${(result.bytes / 1e6).toFixed(1)} MB in ${result.seconds.toFixed(1)} s (${result.rows} rows, ${result.files} files)`,
  )
} catch (error) {
  logger.error(
    { err: error, archive: result.archive },
    `backup: the archive was written, then rotating or uploading it failed`,
  )
  process.exit(1)
}
console.log('task: done')
process.exit(0)
