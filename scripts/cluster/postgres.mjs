/**
 * The cluster's PostgreSQL: scripts/pg-local.sh on its own port (54339, so `npm test`'s 54329 is
 * left alone). Its data lives under /tmp (the server runs as the `postgres` user when started as
 * root, and must be able to reach its directory). The pid file holds the postmaster's pid, read
 * from its own postmaster.pid; stopping goes through pg_ctl, never a signal found by name.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { PORTS, clusterSecret, removePid, root, writePid } from './state.mjs'

const script = path.join(root, 'scripts', 'pg-local.sh')
// A password of its own, not the tests' fixed one: the cluster is run as production would be.
const env = {
  ...process.env,
  PG_LOCAL_PORT: String(PORTS.postgres),
  PG_LOCAL_PASSWORD: clusterSecret('postgres-password'),
}
delete env.PG_LOCAL_DIR
const dataDir = `/tmp/zap-pg-${PORTS.postgres}/data`

/** @param {string[]} args */
function pgLocal(args) {
  return execFileSync('bash', [script, ...args], {
    cwd: root,
    env,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim()
}

/**
 * Starts (or reuses) the server; `reset` drops the database first. Returns DATABASE_URL.
 * @param {{ reset?: boolean }} [options]
 */
export function startPostgres({ reset = false } = {}) {
  const url = pgLocal(reset ? ['--reset'] : [])
  const pid = Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0])
  writePid('postgres', pid)
  return url
}

export function stopPostgres() {
  pgLocal(['stop'])
  removePid('postgres')
}

/** Stops the server (pg_ctl -m fast: every connection is cut) and starts it again on the same data. */
export function restartPostgres() {
  stopPostgres()
  return startPostgres()
}

/**
 * Runs SQL as the cluster's administrator over its private socket (trusted there), as pg-local.sh
 * does: for scenarios that need a database of their own.
 * @param {string} sql
 */
export function psqlAdmin(sql) {
  const socket = `/tmp/zap-pg-${PORTS.postgres}/socket`
  const psql = [
    'psql',
    '-X',
    '-q',
    '-v',
    'ON_ERROR_STOP=1',
    '-h',
    socket,
    '-p',
    String(PORTS.postgres),
    '-U',
    'postgres',
    '-d',
    'postgres',
    '-c',
    sql,
  ]
  const asRoot = process.getuid?.() === 0
  return execFileSync(asRoot ? 'runuser' : psql[0], asRoot ? ['-u', 'postgres', '--', ...psql] : psql.slice(1), {
    cwd: '/',
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
}
