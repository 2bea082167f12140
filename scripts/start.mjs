#!/usr/bin/env node
/**
 * `npm start`: the whole site on one machine. Builds when the build is missing or older than the
 * source, applies the committed migrations, seeds an empty database, then serves on $PORT (3000).
 */
import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildIfStale } from './build-if-stale.mjs'

const root = path.resolve(import.meta.dirname, '..')
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }

// A local secret, made once and kept beside the database, when none is configured.
if (!env.PAYLOAD_SECRET) {
  const file = path.join(root, 'data', '.payload-secret')
  mkdirSync(path.dirname(file), { recursive: true })
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  env.PAYLOAD_SECRET = readFileSync(file, 'utf8').trim()
}

const run = (cmd, args, extra = {}) =>
  execFileSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extra } })

buildIfStale({ force: process.argv.includes('--build'), env })
console.log('start: applying database migrations…')
run(process.execPath, [path.join(root, 'scripts', 'task.mjs'), 'scripts/prepare-db.ts'])

// Cached page data lives on disk in .next/cache and would outlive a database that was reset or
// replaced while the server was down; start from the database as it is now.
rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })

const port = env.PORT || '3000'
console.log(`start: serving on http://localhost:${port} (Mozambique: http://mz.localhost:${port}, admin: /admin)`)
const server = spawn(process.execPath, [path.join(root, 'server', 'serve.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...env, PORT: port, NODE_ENV: 'production' },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
