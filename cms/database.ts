import type { EventEmitter } from 'node:events'
import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { BaseDatabaseAdapter, DatabaseAdapterObj } from 'payload'
import { beforeDatabaseCall } from '@/lib/api/request-budget'
import { environment, type Env } from '@/lib/config/env'

const root = process.cwd()

/** The SQLite file used when DATABASE_URL is not a postgres:// URL. */
export function sqliteFile(env: Env = environment()): string {
  const url = env.DATABASE_URL
  if (url?.startsWith('file:')) return path.resolve(/*turbopackIgnore: true*/ root, url.slice('file:'.length))
  return path.resolve(/*turbopackIgnore: true*/ root, 'data', 'zap.db')
}

/** The adapter's reads and writes of documents, globals and versions (not migrations, not transactions). */
const DOCUMENT_OPERATIONS = [
  'count',
  'countGlobalVersions',
  'countVersions',
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'find',
  'findDistinct',
  'findGlobal',
  'findGlobalVersions',
  'findOne',
  'findVersions',
  'queryDrafts',
  'updateGlobal',
  'updateGlobalVersion',
  'updateJobs',
  'updateMany',
  'updateOne',
  'updateVersion',
  'upsert',
] as const satisfies readonly (keyof BaseDatabaseAdapter)[]

/**
 * Every document operation first lets the event loop serve other sockets and checks the request's
 * time budget (lib/api/request-budget.ts): no request, however many queries it makes, keeps the
 * other visitors waiting for more than one query at a time.
 */
function takingTurns(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init(args) {
      const db = adapter.init(args)
      const methods = db as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>
      for (const name of DOCUMENT_OPERATIONS) {
        const original = methods[name]
        if (typeof original !== 'function') continue
        methods[name] = async function (this: unknown, ...callArgs: unknown[]) {
          await beforeDatabaseCall()
          return original.apply(this, callArgs)
        }
      }
      return db
    },
  }
}

/**
 * SQLite by default so a fresh machine needs nothing else; PostgreSQL for production and several
 * instances. The schema comes only from committed migrations (push is off) in both cases.
 */
export function databaseAdapter(env: Env = environment()): DatabaseAdapterObj {
  return survivingRestarts(takingTurns(plainAdapter(env)))
}

/**
 * A PostgreSQL restart or failover cuts every pooled connection, and pg's pool reports each idle one
 * as an 'error' event; an 'error' event nobody listens to ends the Node process, and Payload's adapter
 * adds no listener. So one is added once the adapter has made its pool: the cut is logged, and the
 * pool opens new connections on the next query. (SQLite has no pool: nothing to do.)
 */
function survivingRestarts(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init(args) {
      const db = adapter.init(args)
      const connect = db.connect
      if (!connect) return db
      db.connect = async function (this: BaseDatabaseAdapter, ...connectArgs: Parameters<typeof connect>) {
        await connect.apply(this, connectArgs)
        const pool = (this as BaseDatabaseAdapter & { pool?: EventEmitter }).pool
        if (pool && pool.listenerCount('error') === 0) {
          const warn = (error: Error) =>
            this.payload.logger.warn(
              `database: a pooled connection failed (${error.message}); the next query opens a new one`,
            )
          pool.on('error', warn)
          // The pool listens only to idle connections: one held by an open transaction between its
          // queries (a save while its hooks run) reports the cut on itself. Each new connection gets
          // its own listener; the failed transaction rolls back and the pool drops the connection.
          pool.on('connect', (client: EventEmitter) => client.on('error', warn))
        }
      }
      return db
    },
  }
}

function plainAdapter(env: Env): DatabaseAdapterObj {
  if (env.databaseKind === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: env.DATABASE_URL },
      push: false,
      // No prodMigrations: an instance never migrates when it starts (concurrent starts would race);
      // `npm run release` migrates once, under a lock (scripts/release.ts).
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
