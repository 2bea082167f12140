/** @jest-environment node */
/**
 * PostgreSQL end to end: the committed migrations in cms/migrations/postgres build the schema (push
 * is off), the seed fills it, and running the seed again changes nothing.
 *
 * Skipped unless TEST_POSTGRES_URL is set. Point it at a disposable database, e.g.
 *   TEST_POSTGRES_URL="$(scripts/pg-local.sh --reset)" npx jest tests/integration/postgres.test.ts
 * (an empty database, or one only this test and the seed have written to).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { Client } from 'pg'

const url = process.env.TEST_POSTGRES_URL ?? ''
const maybe = process.env.TEST_POSTGRES_URL ? describe : describe.skip

/** What cms/seed creates: 3 pages and 5 packages per country, 3 shared images, 2 countries. */
const EXPECTED = { pages: 6, packages: 10, media: 3, countries: 2 }
type Counts = Record<keyof typeof EXPECTED, number>

/** The project root (where cms/payload.config.ts is), found from the cwd so this works under CJS and ESM. */
function projectRoot(): string {
  let dir = process.cwd()
  while (!fs.existsSync(path.join(dir, 'cms', 'payload.config.ts'))) {
    const up = path.dirname(dir)
    if (up === dir) throw new Error(`cms/payload.config.ts not found above ${process.cwd()}`)
    dir = up
  }
  return dir
}

const root = projectRoot()

/**
 * Runs the Payload CLI against TEST_POSTGRES_URL and returns its stdout. `done` must appear in the
 * output: the CLI sometimes exits 0 without having run anything (payloadcms/payload#17757), and such
 * a run did nothing, so it is repeated; a non-zero exit or a timeout fails at once.
 */
function payload(args: string[], done: RegExp): string {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: url, NEXT_TELEMETRY_DISABLED: '1' }
  // `npm start` sets this to skip a non-empty database; here the seed must really run (twice).
  delete env.SEED_ONLY_IF_EMPTY
  let last = ''
  for (let attempt = 1; attempt <= 5; attempt++) {
    let out: string
    try {
      out = execFileSync('npx', ['--no-install', 'payload', ...args], {
        cwd: root,
        env,
        timeout: 120_000,
        encoding: 'utf8',
        maxBuffer: 16 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    } catch (error) {
      const e = error as { message?: string; stdout?: string; stderr?: string }
      throw new Error(`payload ${args.join(' ')} failed: ${e.message ?? String(error)}\n--- stdout\n${e.stdout ?? ''}\n--- stderr\n${e.stderr ?? ''}`)
    }
    if (done.test(out)) return out
    last = out
  }
  throw new Error(`payload ${args.join(' ')} exited 0 five times without finishing (payloadcms/payload#17757). Last output:\n${last}`)
}

async function counts(client: Client): Promise<Counts> {
  const { rows } = await client.query<{ pages: string; packages: string; media: string; countries: string }>(`
    SELECT (SELECT count(*) FROM pages)     AS pages,
           (SELECT count(*) FROM packages)  AS packages,
           (SELECT count(*) FROM media)     AS media,
           (SELECT count(*) FROM countries) AS countries`)
  const row = rows[0]
  if (!row) throw new Error('count query returned no row')
  return { pages: Number(row.pages), packages: Number(row.packages), media: Number(row.media), countries: Number(row.countries) }
}

/** Names of the committed PostgreSQL migrations, e.g. 20261121_075806_initial. */
function committedMigrations(): string[] {
  return fs
    .readdirSync(path.join(root, 'cms', 'migrations', 'postgres'))
    .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
    .map((file) => file.slice(0, -'.ts'.length))
    .sort()
}

maybe('PostgreSQL: committed migrations and the seed', () => {
  let client: Client
  let afterFirstSeed: Counts
  let afterSecondSeed: Counts

  beforeAll(async () => {
    payload(['migrate'], /Done\./)
    client = new Client({ connectionString: url })
    await client.connect()
    payload(['run', 'cms/seed/run.ts'], /seed: .+ ready/)
    afterFirstSeed = await counts(client)
    payload(['run', 'cms/seed/run.ts'], /seed: .+ ready/)
    afterSecondSeed = await counts(client)
  }, 600_000)

  afterAll(async () => {
    // client is unset when beforeAll failed before connecting.
    await (client as Client | undefined)?.end().catch(() => undefined)
  })

  it('applied every committed migration as a real migration (not a dev push)', async () => {
    const expected = committedMigrations()
    expect(expected.length).toBeGreaterThan(0)
    // batch is numeric (returned as a string); -1 marks a schema pushed in dev mode.
    const { rows } = await client.query<{ name: string; batch: string | null }>('SELECT name, batch FROM payload_migrations')
    for (const name of expected) {
      const row = rows.find((r) => r.name === name)
      expect(row).toBeDefined()
      expect(Number(row?.batch ?? 0)).toBeGreaterThan(0)
    }
  })

  it('seeds the expected rows', () => {
    expect(afterFirstSeed).toEqual(EXPECTED)
  })

  it('creates nothing when the seed runs again', () => {
    expect(afterSecondSeed).toEqual(afterFirstSeed)
  })

  it("publishes '/a-zap' for Angola", async () => {
    const { rows } = await client.query<{ id: number; locale: string }>(
      `SELECT p.id, l._locale AS locale
         FROM pages p
         JOIN pages_locales l ON l._parent_id = p.id
         JOIN countries c ON c.id = p.country_id
        WHERE c.code = $1 AND l.path = $2 AND p._status = 'published'`,
      ['ao', '/a-zap'],
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]?.locale).toBe('pt')
  })
})
