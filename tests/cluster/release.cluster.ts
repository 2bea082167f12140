import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import { seedMedia, seedPages } from '@/cms/seed/data/pages'
import { BUCKETS, clusterDir, root } from '@/scripts/cluster/state.mjs'
import { runningCluster } from './support/cluster'

/**
 * The release step run twice at once on an empty database (two machines deploying together): both
 * succeed, the migrations are applied once and the content seeded once, as the seed's data says; the
 * seed run again on that PostgreSQL database adds nothing. The cluster itself starts that way
 * (scripts/cluster.mjs runs its release steps at once on its fresh database), so this reads their
 * outcome instead of seeding a database of its own: a seed on PostgreSQL costs a minute or more.
 */
describe('release step', async () => {
  const cluster = await runningCluster()
  /** What the seed makes: every seeded page of both countries (and the content-health demo draft), 6 + 4 packages, the shared images, 2 countries. */
  const EXPECTED = {
    pages: seedPages('ao').length + seedPages('mz').length + 1,
    packages: 10,
    media: seedMedia.length,
    countries: 2,
  }
  const one = async (sql: string, params: unknown[] = []) =>
    Number((await cluster.sql<{ n: string }>(sql, params))[0]?.n)
  /**
   * The rows made up to `until` (default: now). The scenarios before this file add pages and images
   * of their own; the rows the releases made are those made before their logs' last line.
   */
  const counts = async (until = new Date()) => {
    const made = (table: string) => one(`SELECT count(*) AS n FROM ${table} WHERE created_at <= $1`, [until])
    return {
      pages: await made('pages'),
      packages: await made('packages'),
      media: await made('media'),
      countries: await made('countries'),
    }
  }
  const releasesEnded = () => new Date(Math.max(...cluster.releases.map(({ log }) => statSync(log).mtimeMs)))

  it('two releases at once on an empty database both exit 0, one seeds and the other finds the content; it holds one seed', async () => {
    assert.equal(cluster.releases.length, 2, 'the cluster ran two release steps at once')
    const logs = cluster.releases.map(({ code, log }, i) => {
      const out = readFileSync(log, 'utf8')
      assert.equal(code, 0, `release ${i + 1} exits 0:\n${out.slice(-2000)}`)
      return out
    })
    // The seed logs through pino (one JSON line per message), the release script on the console.
    const seeded = logs.filter((out) => /"msg":"seed: Angola ready"/.test(out)).length
    const foundContent = logs.filter((out) => /^release: the database already has content; nothing seeded$/m.test(out))
    assert.equal(seeded, 1, 'one release seeded')
    assert.equal(foundContent.length, 1, 'the other waited for the lock and found the content')

    assert.deepEqual(await counts(releasesEnded()), EXPECTED, 'the seed’s pages, packages, images and countries, once')
    assert.equal(await one('SELECT count(*) AS n FROM users'), 1, 'one administrator')
    // Every committed migration applied once by the migrations (batch 1 or more), none pushed (dev).
    const migrations = readdirSync(path.join(root, 'cms', 'migrations', 'postgres'))
      .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
      .map((f) => f.slice(0, -3))
      .sort()
    const recorded = await cluster.sql<{ name: string }>(
      'SELECT name FROM payload_migrations WHERE batch > 0 ORDER BY name',
    )
    assert.deepEqual(
      recorded.map((row) => row.name),
      migrations,
      'every migration recorded once',
    )
    assert.equal(await one("SELECT count(*) AS n FROM payload_migrations WHERE name = 'dev'"), 0, 'no dev push')
  })

  it("put the seed's images and manuals in the public bucket under their collections' prefixes", async () => {
    // s3rver keeps an object as KEY._S3rver_object under its data folder (scripts/services/s3-server.mjs).
    const stored = (prefix: string, filename: string) =>
      existsSync(path.join(clusterDir, 's3', 'data', BUCKETS.public, prefix, `${filename}._S3rver_object`))
    const media = await cluster.sql<{ filename: string }>('SELECT filename FROM media WHERE created_at <= $1', [
      releasesEnded(),
    ])
    const documents = await cluster.sql<{ filename: string }>('SELECT filename FROM documents WHERE created_at <= $1', [
      releasesEnded(),
    ])
    assert.ok(media.length > 0 && documents.length > 0, 'the seed made images and documents')
    assert.deepEqual(
      media.filter(({ filename }) => !stored('media', filename)),
      [],
      'every seeded image under media/',
    )
    assert.deepEqual(
      documents.filter(({ filename }) => !stored('documents', filename)),
      [],
      'every seeded document under documents/',
    )
  })

  it('the seed run again on the seeded PostgreSQL database (`npm run seed`) adds nothing', async () => {
    const before = await counts()
    execFileSync(process.execPath, [path.join(root, 'scripts/task.mjs'), 'cms/seed/run.ts'], {
      cwd: root,
      // The instances' environment: their database and object store.
      env: { ...process.env, ...cluster.env, TASK_TIMEOUT_MS: '300000', TASK_IDLE_MS: '30000' },
      timeout: 600_000,
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    assert.deepEqual(await counts(), before)
  })

  it("publishes the seeded '/a-zap' for Angola, its path in Portuguese only", async () => {
    const locales = await cluster.sql<{ locale: string; status: string }>(
      `SELECT l._locale AS locale, p._status AS status FROM pages_locales l
         JOIN pages p ON p.id = l._parent_id JOIN countries c ON c.id = p.country_id
        WHERE l.path = '/a-zap' AND c.code = 'ao'`,
    )
    assert.deepEqual(locales, [{ locale: 'pt', status: 'published' }])
    assert.equal((await cluster.request(cluster.instances[0]!.port, '/a-zap')).status, 200)
  })
})
