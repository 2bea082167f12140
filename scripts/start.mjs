#!/usr/bin/env node
/**
 * `npm start`: the whole site on one machine. Builds when the build is missing or older than the
 * source, applies the committed migrations, seeds an empty database, then serves on $PORT (3000).
 */
import { execFileSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }

// A local secret, made once and kept beside the database, when none is configured.
if (!env.PAYLOAD_SECRET) {
  const file = path.join(root, 'data', '.payload-secret')
  mkdirSync(path.dirname(file), { recursive: true })
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600 })
  env.PAYLOAD_SECRET = readFileSync(file, 'utf8').trim()
}

const sources = ['app', 'blocks', 'cms', 'layouts', 'lib', 'locales', 'public', 'registry', 'styles', 'proxy.ts', 'next.config.ts', 'package-lock.json', 'tsconfig.json']
// public/sw.js is made by build-sw.mjs (below), not by the Next build: counting it would make the build
// look stale on every start.
const outputs = new Set([path.join('public', 'sw.js')])
function newestMtime(entry) {
  const full = path.join(root, entry)
  if (!existsSync(full) || outputs.has(entry)) return 0
  const stat = statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  return readdirSync(full).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs)
}
const buildId = path.join(root, '.next', 'BUILD_ID')
const stale = !existsSync(buildId) || statSync(buildId).mtimeMs < Math.max(...sources.map(newestMtime))
const run = (cmd, args, extra = {}) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extra } })

const rebuild = stale || process.argv.includes('--build')
// The service worker needs no Next build; it is remade when it is older than what it is made from.
// Written before `next build`, so creating it does not leave the public folder newer than the build.
const sw = path.join('public', 'sw.js')
const swInputs = ['scripts/build-sw.mjs', 'scripts/sw-template.js', 'public/offline.html']
if (rebuild || !existsSync(path.join(root, sw)) || statSync(path.join(root, sw)).mtimeMs < Math.max(...swInputs.map(newestMtime))) {
  run(process.execPath, [path.join(root, 'scripts', 'build-sw.mjs')])
}
if (rebuild) {
  console.log('start: building the site (a minute or two)…')
  run(bin('next'), ['build'])
}
console.log('start: applying database migrations…')
run(process.execPath, [path.join(root, 'scripts', 'task.mjs'), 'scripts/prepare-db.ts'])

// Cached page data lives on disk in .next/cache and would outlive a database that was reset or
// replaced while the server was down; start from the database as it is now.
rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })

const port = env.PORT || '3000'
console.log(`start: serving on http://localhost:${port} (Mozambique: http://mz.localhost:${port}, admin: /admin)`)
const server = spawn(process.execPath, [path.join(root, 'server', 'serve.mjs')], { cwd: root, stdio: 'inherit', env: { ...env, PORT: port, NODE_ENV: 'production' } })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
