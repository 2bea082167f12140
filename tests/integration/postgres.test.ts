/**
 * PostgreSQL end to end: the committed migrations in cms/migrations/postgres build the schema (push
 * is off), the seed fills it, and running the seed again changes nothing.
 *
 * Skipped unless TEST_POSTGRES_URL is set (`npm test` sets it when it can start a local server):
 *   TEST_POSTGRES_URL="$(scripts/pg-local.sh --reset)" npm run test:integration
 */
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import pg from 'pg'

const url = process.env.TEST_POSTGRES_URL ?? ''
const root = path.resolve(import.meta.dirname, '../..')
/** What cms/seed creates: 3 pages and up to 6 packages per country, 3 shared images, 2 countries. */
const EXPECTED = { pages: 6, packages: 10, media: 3, countries: 2 }
type Counts = Record<keyof typeof EXPECTED, number>

/** Runs one of our database scripts against TEST_POSTGRES_URL, through the stall-retrying runner. */
function task(script: string): void {
  execFileSync(process.execPath, [path.join(root, 'scripts/task.mjs'), script], {
    cwd: root, env: { ...process.env, DATABASE_URL: url }, timeout: 300_000, stdio: ['ignore', 'ignore', 'inherit'],
  })
}

async function counts(client: pg.Client): Promise<Counts> {
  const { rows } = await client.query<Record<keyof Counts, string>>(`
    SELECT (SELECT count(*) FROM pages) AS pages, (SELECT count(*) FROM packages) AS packages,
           (SELECT count(*) FROM media) AS media, (SELECT count(*) FROM countries) AS countries`)
  const row = rows[0]
  assert.ok(row, 'count query returned a row')
  return { pages: Number(row.pages), packages: Number(row.packages), media: Number(row.media), countries: Number(row.countries) }
}

describe('PostgreSQL: committed migrations and the seed', { skip: url ? false : 'TEST_POSTGRES_URL is not set' }, () => {
  let client: pg.Client
  let afterFirstSeed: Counts
  let afterSecondSeed: Counts

  before(async () => {
    task('scripts/migrate.ts')
    client = new pg.Client({ connectionString: url })
    await client.connect()
    task('cms/seed/run.ts')
    afterFirstSeed = await counts(client)
    task('cms/seed/run.ts')
    afterSecondSeed = await counts(client)
  })
  after(async () => client?.end())

  it('applied every committed migration as a real migration (not a dev push)', async () => {
    const expected = fs.readdirSync(path.join(root, 'cms/migrations/postgres')).filter((f) => f.endsWith('.ts') && f !== 'index.ts').map((f) => f.slice(0, -3))
    assert.ok(expected.length > 0)
    const { rows } = await client.query<{ name: string; batch: string | null }>('SELECT name, batch FROM payload_migrations')
    for (const name of expected) {
      const row = rows.find((r) => r.name === name)
      assert.ok(row, `${name} recorded`)
      assert.ok(Number(row.batch) > 0, `${name} applied by migrate, not pushed`)
    }
  })

  it('seeds the expected rows, and nothing more the second time', () => {
    assert.deepEqual(afterFirstSeed, EXPECTED)
    assert.deepEqual(afterSecondSeed, afterFirstSeed)
  })

  it("publishes '/a-zap' for Angola in Portuguese", async () => {
    const { rows } = await client.query<{ locale: string }>(
      `SELECT l._locale AS locale FROM pages p JOIN pages_locales l ON l._parent_id = p.id JOIN countries c ON c.id = p.country_id
        WHERE c.code = $1 AND l.path = $2 AND p._status = 'published'`,
      ['ao', '/a-zap'],
    )
    assert.deepEqual(rows.map((r) => r.locale), ['pt'])
  })
})
