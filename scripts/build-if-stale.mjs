/**
 * Builds the site when the build is missing or older than the sources it is made from; shared by
 * `npm start` (one process) and `npm run cluster` (several instances serving the one build).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
export const sources = [
  'app',
  'blocks',
  'cms',
  'components',
  'forms',
  'layouts',
  'lib',
  'locales',
  'public',
  'registry',
  // lib/api/limits.ts and the Payload config import from it, so the build holds part of it.
  'server',
  'styles',
  'proxy.ts',
  'next.config.ts',
  'package-lock.json',
  'tsconfig.json',
]
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

/** Whether `.next` is missing or older than any source of the site. */
export function buildIsStale() {
  const buildId = path.join(root, '.next', 'BUILD_ID')
  return !existsSync(buildId) || statSync(buildId).mtimeMs < Math.max(...sources.map(newestMtime))
}

/**
 * Makes the service worker when it is older than what it is made from, and the Next build when it
 * is stale (or `force`). Returns whether Next built.
 * @param {{ force?: boolean, env?: NodeJS.ProcessEnv, label?: string }} [options]
 */
export function buildIfStale({ force = false, env = process.env, label = 'start' } = {}) {
  const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: 'inherit', env })
  const rebuild = force || buildIsStale()
  // The service worker needs no Next build; it is remade when it is older than what it is made from.
  // Written before `next build`, so creating it does not leave the public folder newer than the build.
  const sw = path.join('public', 'sw.js')
  // Workbox's version is in package-lock.json: an upgrade remakes the worker too.
  const swInputs = ['scripts/build-sw.mjs', 'public/offline.html', 'package-lock.json']
  if (
    rebuild ||
    !existsSync(path.join(root, sw)) ||
    statSync(path.join(root, sw)).mtimeMs < Math.max(...swInputs.map(newestMtime))
  ) {
    run(process.execPath, [path.join(root, 'scripts', 'build-sw.mjs')])
  }
  if (rebuild) {
    console.log(`${label}: building the site (a minute or two)…`)
    run(path.join(root, 'node_modules', '.bin', 'next'), ['build'])
  }
  return rebuild
}
