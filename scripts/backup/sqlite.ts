/**
 * The SQLite side of a backup and a restore. The database is a live WAL file: copying the file (or
 * the file and its -wal) while the server writes can give a torn copy, so the snapshot is SQLite's own
 * `VACUUM INTO`, which writes a consistent copy of the database as one read transaction saw it, with
 * the write-ahead log folded in, while writers go on. Payload's SQLite adapter talks to SQLite through
 * @libsql/client, whose driver has no online backup API (`backup()` throws "not implemented");
 * `VACUUM INTO` is the one it runs, so the snapshot uses the same client as the site.
 */
import { existsSync } from 'node:fs'
import { copyFile, mkdir, rename, rm } from 'node:fs/promises'
import path from 'node:path'
import { createClient, type Client } from '@libsql/client'

export type DatabaseFacts = { migration: string | null; rows: Record<string, number> }

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

function open(file: string): Client {
  return createClient({ url: `file:${file}` })
}

/** The tables of the database, sorted (SQLite's own and none else left out). */
async function tables(client: Client): Promise<string[]> {
  const { rows } = await client.execute(
    "SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name",
  )
  return rows.map((row) => String(row.name))
}

/** Rows per table, and the newest migration recorded. */
async function facts(client: Client): Promise<DatabaseFacts> {
  const rows: Record<string, number> = {}
  const names = await tables(client)
  for (const name of names) {
    const { rows: counted } = await client.execute(`SELECT count(*) AS n FROM ${quote(name)}`)
    rows[name] = Number(counted[0]?.n ?? 0)
  }
  let migration: string | null = null
  if (names.includes('payload_migrations')) {
    // Payload records a development push as 'dev'; only committed migrations name a schema.
    const { rows: newest } = await client.execute(
      "SELECT max(name) AS name FROM payload_migrations WHERE name <> 'dev'",
    )
    migration = newest[0]?.name == null ? null : String(newest[0].name)
  }
  return { migration, rows }
}

/** Writes a consistent snapshot of the live database `source` to `target`, and reads its facts from the snapshot. */
export async function snapshotSqlite(source: string, target: string): Promise<DatabaseFacts> {
  // Opening a missing file would create an empty database and back that up.
  if (!existsSync(source)) throw new Error(`there is no SQLite database at ${source}`)
  const live = open(source)
  try {
    // A writer may hold the lock for a moment; wait for it rather than fail.
    await live.execute('PRAGMA busy_timeout = 30000')
    await live.execute({ sql: 'VACUUM INTO ?', args: [target] })
  } finally {
    live.close()
  }
  return readSqliteFacts(target)
}

/** Rows per table and the newest migration of the database in `file`. */
export async function readSqliteFacts(file: string): Promise<DatabaseFacts> {
  const client = open(file)
  try {
    return await facts(client)
  } finally {
    client.close()
  }
}

/**
 * What makes the database at `file` not empty: the tables that hold rows (the migrations' own record
 * aside, so a database that was only migrated counts as empty). None when the file does not exist.
 */
export async function sqliteContent(file: string): Promise<string[]> {
  if (!existsSync(file)) return []
  const { rows } = await readSqliteFacts(file)
  return Object.entries(rows)
    .filter(([table, count]) => count > 0 && table !== 'payload_migrations')
    .map(([table, count]) => `${table}: ${count}`)
}

/**
 * Makes the snapshot `snapshot` the database at `file`: copied beside it and renamed over it, so the
 * file is the old one or the new one, never half of one; the old write-ahead log goes with the old
 * file (it belongs to that database, and SQLite would replay it into the new one).
 */
export async function restoreSqlite(snapshot: string, file: string): Promise<void> {
  const incoming = `${file}.restoring`
  await mkdir(path.dirname(file), { recursive: true })
  await copyFile(snapshot, incoming)
  for (const suffix of ['-wal', '-shm', '-journal']) await rm(`${file}${suffix}`, { force: true })
  await rename(incoming, file)
}
