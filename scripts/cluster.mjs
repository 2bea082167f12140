#!/usr/bin/env node
/**
 * `npm run cluster`: the site as several identical instances on this machine, loopback only:
 * PostgreSQL (fresh database), Redis, an S3-compatible server, the release step (migrations and
 * seed; twice at once, as two machines deploying together run it), three instances of one build on
 * ports 3001-3003 and nginx in front on port 8080 for both countries. Prints the addresses and exits; everything keeps running, with one pid file per
 * process in `.cluster/pids/`.
 *
 * `npm run cluster:stop` (this script with `stop`) stops exactly the processes in those pid files.
 */
import { spawn } from 'node:child_process'
import { createWriteStream, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import { buildIfStale } from './build-if-stale.mjs'
import { EDGE_PACKAGES, ensureDebianPackages } from './services/apt.mjs'
import { stopPid } from './services/process.mjs'
import { startRedis } from './services/redis.mjs'
import { startS3Server } from './services/s3-server.mjs'
import { baseEnv, localDirsEnv, sharedEnv } from './cluster/env.mjs'
import { startInstance, stopInstance } from './cluster/instances.mjs'
import { accessLog, startNginx, stopNginx } from './cluster/nginx.mjs'
import { startPostgres, stopPostgres } from './cluster/postgres.mjs'
import {
  BUCKETS,
  PORTS,
  alive,
  clusterDir,
  clusterSecret,
  instanceName,
  logsDir,
  pidFile,
  pidsDir,
  readPid,
  removePid,
  root,
  stateFile,
  writeState,
} from './cluster/state.mjs'

/** The names of the processes that have a pid file now. */
function recordedNames() {
  try {
    return readdirSync(pidsDir)
      .filter((f) => f.endsWith('.pid'))
      .map((f) => f.slice(0, -'.pid'.length))
  } catch {
    return []
  }
}

/** SIGTERM to exactly the recorded pid, SIGKILL after 10 s. @param {string} name */
async function stopRecorded(name) {
  await stopPid(readPid(name) ?? 0)
  removePid(name)
}

export async function stopCluster() {
  const names = recordedNames()
  // The balancer first (no new traffic), then the instances, then what they use.
  if (names.includes('nginx')) await stopNginx()
  await Promise.all(names.filter((n) => n.startsWith('app-')).map((n) => stopInstance(Number(n.slice(4)))))
  for (const name of names.filter((n) => n !== 'nginx' && n !== 'postgres' && !n.startsWith('app-')))
    await stopRecorded(name)
  if (names.includes('postgres')) stopPostgres()
  rmSync(stateFile, { force: true })
}

/**
 * How many release steps the cluster runs at once on its empty database: two, as when two machines
 * deploy together. The release lock (scripts/release.ts) lets one apply the migrations and seed while
 * the other waits and then finds nothing left to do; tests/cluster/release.cluster.ts checks that
 * outcome from the state file. One seed on PostgreSQL costs about a minute of one core, so the
 * scenario rides on the seed the cluster needs anyway instead of seeding a database of its own.
 */
const RELEASES = 2

/**
 * One release step, its output in .cluster/logs/release-N.log.
 * @param {number} n @param {NodeJS.ProcessEnv} env
 * @returns {Promise<{ code: number, log: string }>}
 */
function release(n, env) {
  mkdirSync(logsDir, { recursive: true })
  const log = path.join(logsDir, `release-${n}.log`)
  const out = createWriteStream(log)
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'task.mjs'), 'scripts/release.ts'], {
      cwd: root,
      // No edge to purge yet: nginx starts last, with an empty cache.
      env: {
        ...baseEnv(),
        ...env,
        ...localDirsEnv('release'),
        NODE_ENV: 'production',
        EDGE_PURGE_URLS: '',
        // The second waits for the first's seed, which takes minutes on a busy machine.
        TASK_TIMEOUT_MS: '900000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    child.stdout.pipe(out, { end: false })
    child.stderr.pipe(out, { end: false })
    child.on('close', (code) => out.end(() => resolve({ code: code ?? 1, log })))
  })
}

/** A service URL as it may be shown: the password left out. @param {string} url */
function withoutPassword(url) {
  const parsed = new URL(url)
  if (parsed.password) parsed.password = '***'
  return parsed.href
}

async function startCluster() {
  const running = recordedNames().filter((name) => {
    const pid = readPid(name)
    return pid && alive(pid)
  })
  if (running.length)
    throw new Error(
      `a cluster is already running here (${running.join(', ')}); stop it first with \`npm run cluster:stop\``,
    )
  rmSync(pidsDir, { recursive: true, force: true })
  ensureDebianPackages([...EDGE_PACKAGES, 'redis-server'])

  const started = Date.now()
  const step = (what) => console.log(`cluster: ${what} (${((Date.now() - started) / 1000).toFixed(0)} s)`)
  // Uploads and objects of a previous run belong to the database that is reset below.
  for (const entry of ['s3', 'redis', 'release', ...PORTS.instances.map(instanceName)])
    rmSync(path.join(clusterDir, entry), { recursive: true, force: true })
  rmSync(logsDir, { recursive: true, force: true })

  step('PostgreSQL')
  const databaseUrl = startPostgres({ reset: true })
  step('Redis')
  await startRedis({
    port: PORTS.redis,
    dir: path.join(clusterDir, 'redis'),
    pidFile: pidFile('redis'),
    password: clusterSecret('redis-password'),
  })
  step('S3-compatible server')
  await startS3Server({
    port: PORTS.s3,
    dir: path.join(clusterDir, 's3'),
    buckets: [BUCKETS.public, BUCKETS.private],
    privateBuckets: [BUCKETS.private],
    pidFile: pidFile('s3'),
  })

  // The same build as `npm start` and the end-to-end tests make, so a fresh build is shared with them.
  if (buildIfStale({ env: { ...baseEnv(), NEXT_TELEMETRY_DISABLED: '1' }, label: 'cluster' })) step('built')
  const env = sharedEnv(databaseUrl)
  step(`release step (migrations, seed), ${RELEASES} at once`)
  const releases = await Promise.all(Array.from({ length: RELEASES }, (_, i) => release(i + 1, env)))
  for (const { code, log } of releases)
    if (code !== 0) {
      process.stdout.write(readFileSync(log, 'utf8').slice(-4000))
      throw new Error(`the release step failed (exit ${code}, ${path.relative(root, log)})`)
    }
  // Page data cached on disk by an earlier run describes a database that no longer exists.
  rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })

  step(`instances ${PORTS.instances.join(', ')}`)
  await Promise.all(PORTS.instances.map((port) => startInstance(port, env)))
  step('nginx')
  await startNginx({ port: PORTS.balancer, instances: PORTS.instances, env })

  writeState({
    root,
    balancerPort: PORTS.balancer,
    instances: PORTS.instances.map((port) => ({ port, name: instanceName(port) })),
    ports: PORTS,
    env,
    accessLog,
    logsDir,
    releases,
  })
  step('ready')
  console.log(`
  Angola      http://localhost:${PORTS.balancer}
  Mozambique  http://mz.localhost:${PORTS.balancer}
  admin       http://localhost:${PORTS.balancer}/admin
  instances   ${PORTS.instances.map((p) => `http://localhost:${p}`).join('  ')}
  PostgreSQL  ${withoutPassword(databaseUrl)}   Redis ${withoutPassword(env.REDIS_URL)}   S3 ${env.S3_ENDPOINT}
  passwords   .cluster/postgres-password, .cluster/redis-password (owner only)
  logs        ${path.relative(root, logsDir)}/   pids ${path.relative(root, pidsDir)}/
  stop        npm run cluster:stop
`)
}

if (process.argv[1] === import.meta.filename) {
  if (process.argv[2] === 'stop') {
    await stopCluster()
    console.log('cluster: stopped')
  } else {
    try {
      await startCluster()
    } catch (error) {
      console.error(`cluster: ${error instanceof Error ? error.message : error}`)
      console.error('cluster: stopping what was started')
      await stopCluster()
      process.exit(1)
    }
  }
}
