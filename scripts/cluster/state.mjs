/**
 * Where the local cluster keeps its files (`.cluster/` in the checkout, ignored by git), its fixed
 * loopback ports, and the pid files: one per process, named after it, so `cluster:stop` stops
 * exactly what `cluster` started and nothing found by name.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..', '..')
export const clusterDir = path.join(root, '.cluster')
export const pidsDir = path.join(clusterDir, 'pids')
export const logsDir = path.join(clusterDir, 'logs')
export const stateFile = path.join(clusterDir, 'state.json')

export const PORTS = { postgres: 54339, redis: 6390, s3: 4569, balancer: 8080, instances: [3001, 3002, 3003] }
export const BUCKETS = { public: 'zap-public', private: 'zap-private' }

/** @param {number} port */
export const instanceName = (port) => `app-${port}`

/** @param {string} name */
export const pidFile = (name) => path.join(pidsDir, `${name}.pid`)

/** @param {string} name @returns {number | null} */
export function readPid(name) {
  try {
    const pid = Number(readFileSync(pidFile(name), 'utf8').trim())
    return Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

/** @param {string} name @param {number} pid */
export function writePid(name, pid) {
  mkdirSync(pidsDir, { recursive: true })
  writeFileSync(pidFile(name), `${pid}\n`)
}

/** @param {string} name */
export function removePid(name) {
  rmSync(pidFile(name), { force: true })
}

/**
 * A secret of the local cluster, made once and kept in `.cluster/<name>` (readable by its owner
 * only): `secret` is the PAYLOAD_SECRET of every instance and the release step, the others the
 * passwords of PostgreSQL and Redis. Never printed.
 * @param {'secret' | 'postgres-password' | 'redis-password'} [name]
 */
export function clusterSecret(name = 'secret') {
  const file = path.join(clusterDir, name)
  mkdirSync(clusterDir, { recursive: true })
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  return readFileSync(file, 'utf8').trim()
}

/** @param {unknown} state */
export function writeState(state) {
  mkdirSync(clusterDir, { recursive: true })
  // It holds the services' URLs, passwords included.
  writeFileSync(stateFile, JSON.stringify(state, null, 2) + '\n', { mode: 0o600 })
}

/** @returns {any} the running cluster's state, or null when none was started */
export function readState() {
  try {
    return JSON.parse(readFileSync(stateFile, 'utf8'))
  } catch {
    return null
  }
}

// Process helpers shared with the tests' own services.
export { alive, sleep } from '../services/process.mjs'
