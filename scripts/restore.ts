/**
 * `npm run restore -- ARCHIVE [--force]`: an archive of `npm run backup` back into an empty database and
 * storage, then the migrations and the checks (scripts/backup/restore.ts). Stop the site first.
 * `--force` replaces a database that has content and writes the files over those already there.
 */
import { parseArgs } from 'node:util'
import { environment } from '@/lib/config/env'
import { logger } from '@/server/logger.mjs'
import { RestoreRefused, restoreBackup } from './backup/restore'

const { values, positionals } = parseArgs({
  options: { force: { type: 'boolean', default: false } },
  allowPositionals: true,
})
const archive = positionals[0]
if (!archive || positionals.length > 1) {
  console.error('usage: npm run restore -- ARCHIVE [--force]')
  process.exit(2)
}

try {
  const result = await restoreBackup(environment(), archive, {
    force: values.force,
    async migrate() {
      const { default: config } = await import('@payload-config')
      const { getPayload } = await import('payload')
      const payload = await getPayload({ config })
      await payload.db.migrate()
      await payload.destroy()
    },
  })
  const { manifest } = result
  logger.info(
    {
      archive,
      createdAt: manifest.createdAt,
      mode: manifest.mode,
      migration: manifest.database.migration,
      rows: result.rows,
      tables: result.tables,
      files: result.files,
      bytes: result.bytes,
    },
    `restore: done: ${result.rows} rows in ${result.tables} tables and ${result.files} files (${(result.bytes / 1e6).toFixed(1)} MB) ` +
      `from the backup of ${manifest.createdAt}, migrated and checked against its manifest`,
  )
} catch (error) {
  if (error instanceof RestoreRefused) logger.error(`restore: refused, nothing was changed: ${error.message}`)
  else logger.error({ err: error }, 'restore: failed')
  process.exit(1)
}
console.log('task: done')
process.exit(0)
