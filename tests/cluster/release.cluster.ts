import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { after, describe, it } from 'node:test'
import pg from 'pg'
import { psqlAdmin } from '@/scripts/cluster/postgres.mjs'
import { root } from '@/scripts/cluster/state.mjs'
import { runningCluster } from './support/cluster'

/**
 * The release step run twice at once on an empty database (two machines deploying together): both
 * succeed, the migrations are applied once and the content seeded once. Runs on a database of its
 * own on the cluster's PostgreSQL, so the cluster's content is left alone.
 */
const RELEASE = 'scripts/release.ts'

describe('release step', async () => {
  const cluster = await runningCluster()
  const database = `zap_release_${Date.now().toString(36)}`
  const dirs: string[] = []
  after(() => {
    psqlAdmin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  it('two releases at once on an empty database both exit 0, and it holds one seed', async () => {
    psqlAdmin(`CREATE DATABASE ${database} OWNER zap`)
    const url = new URL(cluster.env.DATABASE_URL ?? '')
    url.pathname = `/${database}`
    // Only the database matters here: no shared storage or cache, uploads to throwaway folders.
    const env: NodeJS.ProcessEnv = { ...process.env, ...cluster.env, DATABASE_URL: url.toString() }
    for (const name of Object.keys(env)) if (name.startsWith('S3_') || name === 'REDIS_URL') delete env[name]

    const release = () =>
      new Promise<{ code: number; out: string }>((resolve) => {
        const dir = mkdtempSync(path.join(tmpdir(), 'zap-release-'))
        dirs.push(dir)
        const child = spawn(process.execPath, [path.join(root, 'scripts', 'task.mjs'), RELEASE], {
          cwd: root,
          env: {
            ...env,
            MEDIA_DIR: path.join(dir, 'media'),
            DOCUMENTS_DIR: path.join(dir, 'media', 'documents'),
            PRIVATE_UPLOADS_DIR: path.join(dir, 'cvs'),
            TASK_ATTEMPTS: '1',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        })
        let out = ''
        child.stdout.on('data', (chunk) => (out += chunk))
        child.stderr.on('data', (chunk) => (out += chunk))
        child.on('exit', (code) => resolve({ code: code ?? 1, out }))
      })
    const runs = await Promise.all([release(), release()])
    for (const [i, run] of runs.entries())
      assert.equal(run.code, 0, `release ${i + 1} exits 0:\n${run.out.slice(-2000)}`)

    const db = new pg.Client({ connectionString: url.toString() })
    await db.connect()
    try {
      const one = async (sql: string) => Number((await db.query<{ n: string }>(sql)).rows[0]?.n)
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
    } finally {
      await db.end()
    }
  })
})
