import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'

const root = process.cwd()

/** The SQLite file used when DATABASE_URL is not a postgres:// URL. */
export function sqliteFile(env: Record<string, string | undefined> = process.env): string {
  const url = env.DATABASE_URL
  if (url?.startsWith('file:')) return path.resolve(/*turbopackIgnore: true*/ root, url.slice('file:'.length))
  return path.resolve(/*turbopackIgnore: true*/ root, 'data', 'zap.db')
}

/**
 * SQLite by default so a fresh machine needs nothing else; PostgreSQL for production and several
 * instances. The schema comes only from committed migrations (push is off) in both cases.
 */
export function databaseAdapter(env: Record<string, string | undefined> = process.env): DatabaseAdapterObj {
  const url = env.DATABASE_URL ?? ''
  if (/^postgres(ql)?:\/\//.test(url)) {
    return postgresAdapter({
      pool: { connectionString: url },
      push: false,
      migrationDir: path.resolve(root, 'cms/migrations/postgres'),
    })
  }
  return sqliteAdapter({
    client: { url: 'file:' + sqliteFile(env) },
    push: false,
    wal: true,
    busyTimeout: 5000,
    migrationDir: path.resolve(root, 'cms/migrations/sqlite'),
  })
}
