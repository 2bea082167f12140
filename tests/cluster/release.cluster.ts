import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import { root } from '@/scripts/cluster/state.mjs'
import { runningCluster } from './support/cluster'

/**
 * The release step run twice at once on an empty database (two machines deploying together): both
 * succeed, the migrations are applied once and the content seeded once. The cluster itself starts
 * that way (scripts/cluster.mjs runs its release steps at once on its fresh database), so this reads
 * their outcome instead of seeding a database of its own: a seed on PostgreSQL costs a minute.
 */
describe('release step', async () => {
  const cluster = await runningCluster()

  it('two releases at once on an empty database both exit 0, one seeds and the other finds the content; it holds one seed', async () => {
    assert.equal(cluster.releases.length, 2, 'the cluster ran two release steps at once')
    const logs = cluster.releases.map(({ code, log }, i) => {
      const out = readFileSync(log, 'utf8')
      assert.equal(code, 0, `release ${i + 1} exits 0:\n${out.slice(-2000)}`)
      return out
    })
    const seeded = logs.filter((out) => /^seed: Angola ready$/m.test(out)).length
    const foundContent = logs.filter((out) => /^release: the database already has content; nothing seeded$/m.test(out))
    assert.equal(seeded, 1, 'one release seeded')
    assert.equal(foundContent.length, 1, 'the other waited for the lock and found the content')

    const one = async (sql: string) => Number((await cluster.sql<{ n: string }>(sql))[0]?.n)
    assert.equal(await one('SELECT count(*) AS n FROM countries'), 2, 'both countries, once')
    assert.equal(await one('SELECT count(*) AS n FROM users'), 1, 'one administrator')
    const migrations = readdirSync(path.join(root, 'cms', 'migrations', 'postgres')).filter(
      (f) => f.endsWith('.ts') && f !== 'index.ts',
    ).length
    assert.equal(
      await one("SELECT count(*) AS n FROM payload_migrations WHERE batch > -1 AND name <> 'dev'"),
      migrations,
      'every migration recorded once',
    )
  })
})
