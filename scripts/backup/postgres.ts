/**
 * The PostgreSQL side of a backup and a restore: `pg_dump --format=custom` of one exported snapshot
 * (the row counts of the manifest are counted in that same snapshot), while holding the release lock
 * so no migration runs meanwhile; `pg_restore` into an empty database. pg_dump and pg_restore come
 * from Debian's postgresql-client-<major>; they must be of the server's major version or newer, so
 * the server's own major is looked for first, as scripts/pg-local.sh looks for its binaries.
 */
import { execFile, spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { RELEASE_LOCK } from '@/server/advisory-locks.mjs'
import type { DatabaseFacts } from './sqlite'

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`

/** The connection URL without its password, and the password apart: a command line is visible to `ps`. */
export function withoutPassword(url: string): { url: string; password: string } {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return { url: parsed.toString(), password }
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url })
  // A cut connection fails the query under way; without a listener it would end the process.
  client.on('error', () => undefined)
  await client.connect()
  return client
}

/** The server's major version (15 for 15.10). */
async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ v: string }>("SELECT current_setting('server_version_num') AS v")
  return Math.floor(Number(rows[0]?.v) / 10_000)
}

const majorOf = async (binary: string): Promise<number> => {
  const { stdout } = await promisify(execFile)(binary, ['--version'])
  return Number(/(\d+)(?:\.\d+)*/.exec(stdout)?.[1] ?? 0)
}

/**
 * The path of `tool` (pg_dump or pg_restore) for a server of major `major`: Debian's folder of that
 * major, else the newest newer one, else the one on PATH when it is new enough.
 */
export async function postgresTool(tool: 'pg_dump' | 'pg_restore', major: number): Promise<string> {
  const debian = '/usr/lib/postgresql'
  const majors = existsSync(debian)
    ? readdirSync(debian)
        .map(Number)
        .filter((found) => found >= major)
        .sort((a, b) => (a === major ? -1 : b === major ? 1 : b - a))
    : []
  for (const found of majors) {
    const binary = path.join(debian, String(found), 'bin', tool)
    if (existsSync(binary)) return binary
  }
  const onPath = await majorOf(tool).catch(() => 0)
  if (onPath >= major) return tool
  throw new Error(
    `${tool} of PostgreSQL ${major} or newer was not found: install Debian's postgresql-client-${major} (apt-get install postgresql-client-${major})`,
  )
}

/** Runs a PostgreSQL client tool, its password in the environment; rejects with its last lines of errors. */
function runTool(binary: string, args: string[], password: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, {
      env: { ...process.env, PGPASSWORD: password },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let errors = ''
    child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)))
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`${path.basename(binary)} failed (${signal ?? `exit ${code}`}): ${errors.trim()}`)),
    )
  })
}

/** The tables of the public schema (Payload's), sorted. */
async function tables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  )
  return rows.map((row) => row.name)
}

async function facts(client: pg.Client): Promise<DatabaseFacts> {
  const rows: Record<string, number> = {}
  const names = await tables(client)
  for (const name of names) {
    const { rows: counted } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM public.${quote(name)}`)
    rows[name] = Number(counted[0]?.n ?? 0)
  }
  let migration: string | null = null
  if (names.includes('payload_migrations')) {
    const { rows: newest } = await client.query<{ name: string | null }>(
      "SELECT max(name) AS name FROM public.payload_migrations WHERE name <> 'dev'",
    )
    migration = newest[0]?.name ?? null
  }
  return { migration, rows }
}

/**
 * Runs `work` while holding the release lock (`npm run release` waits meanwhile, and a release under
 * way is waited for, at most 15 minutes), so no migration changes the schema between the database's
 * snapshot and the end of the copy of the files.
 */
export async function withReleaseLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const lock = await connect(url)
  try {
    await lock.query("SET lock_timeout = '15min'")
    await lock.query('SELECT pg_advisory_lock($1, $2)', RELEASE_LOCK)
    try {
      return await work()
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1, $2)', RELEASE_LOCK).catch(() => undefined)
    }
  } finally {
    await lock.end().catch(() => undefined)
  }
}

/**
 * Dumps the database to `target` (pg_dump's custom format) from one snapshot, exported by a
 * read-only transaction that also counts the rows, so the counts are those of the dump.
 */
export async function dumpPostgres(url: string, target: string): Promise<DatabaseFacts> {
  const client = await connect(url)
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY')
    const { rows } = await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')
    const snapshot = rows[0]!.id
    const counted = await facts(client)
    const { url: address, password } = withoutPassword(url)
    const pgDump = await postgresTool('pg_dump', await serverMajor(client))
    // The transaction stays open until pg_dump is done: the snapshot lives as long as it does.
    await runTool(
      pgDump,
      ['--format=custom', `--snapshot=${snapshot}`, '--no-password', `--file=${target}`, `--dbname=${address}`],
      password,
    )
    await client.query('COMMIT')
    return counted
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** Rows per table and the newest migration of the database at `url`. */
export async function readPostgresFacts(url: string): Promise<DatabaseFacts> {
  const client = await connect(url)
  try {
    return await facts(client)
  } finally {
    await client.end().catch(() => undefined)
  }
}

/**
 * What makes the database not empty: the tables that hold rows (the migrations' own record aside, so
 * a database that was only migrated counts as empty).
 */
export async function postgresContent(url: string): Promise<string[]> {
  const { rows } = await readPostgresFacts(url)
  return Object.entries(rows)
    .filter(([table, count]) => count > 0 && table !== 'payload_migrations')
    .map(([table, count]) => `${table}: ${count}`)
}

/**
 * Restores the dump `file` into the database: its public schema is made anew first (dropping
 * whatever is in it, which the caller has checked or was told to overwrite), then pg_restore runs in
 * one transaction that stops at the first error, so a failed restore leaves an empty schema, not
 * half a database. Owners and grants are left out: the restoring role owns what it restores.
 */
export async function restorePostgres(file: string, url: string): Promise<void> {
  const client = await connect(url)
  let major: number
  try {
    major = await serverMajor(client)
    await client.query('DROP SCHEMA IF EXISTS public CASCADE')
    await client.query('CREATE SCHEMA public')
  } finally {
    await client.end().catch(() => undefined)
  }
  const { url: address, password } = withoutPassword(url)
  await runTool(
    await postgresTool('pg_restore', major),
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      '--no-password',
      `--dbname=${address}`,
      file,
    ],
    password,
  )
}
