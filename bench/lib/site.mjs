/**
 * The site under measurement. `ensureSite()` uses BASE_URL (default http://localhost:3000) when
 * something responds there; otherwise it starts the production server itself on BENCH_PORT (3300)
 * with a fresh database in data/bench/ (scripts/start.mjs: builds if stale, migrates, seeds, serves),
 * with the lead rate limit raised because every bench request comes from 127.0.0.1.
 *
 * The server runs under `flock /tmp/zap-e2e.lock` for its whole life: the build in .next is shared
 * with the end-to-end runs, which take the same lock, so nobody rebuilds it under a running bench.
 * BENCH_E2E_LOCK_HELD=1 says the caller holds that lock already (see ensureSite).
 */
import { execFileSync, spawn } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..', '..')
export const BENCH_PORT = Number(process.env.BENCH_PORT || 3300)
const LOCK = '/tmp/zap-e2e.lock'

/** True when `url` responds with anything within `ms`. */
export async function responds(url, ms = 3000) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(ms), redirect: 'manual' })
    await response.arrayBuffer()
    return true
  } catch {
    return false
  }
}

export async function waitFor(url, { timeoutMs, child, what }) {
  const since = Date.now()
  while (Date.now() - since < timeoutMs) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode}) before responding`)
    if (await responds(url)) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${what} did not respond on ${url} within ${timeoutMs / 1000} s`)
}

/** Kills a child started with `detached: true` and everything it started (its process group). */
export function killGroup(child, signal = 'SIGTERM') {
  if (!child || child.exitCode !== null || child.signalCode !== null) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    /* already gone */
  }
}

/** Waits until a child has exited, killing it harder after `ms`. */
export function stopChild(child, ms = 10_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), ms)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    killGroup(child, 'SIGTERM')
  })
}

const cleanups = new Set()
let exiting = false
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, async () => {
    if (exiting) return
    exiting = true
    await Promise.allSettled([...cleanups].map((cleanup) => cleanup()))
    process.exit(130)
  })
}
/** Runs `cleanup` on Ctrl-C too; returns a function that runs it once and forgets it. */
export function onCleanup(cleanup) {
  let done = false
  const once = async () => {
    if (done) return
    done = true
    cleanups.delete(once)
    await cleanup()
  }
  cleanups.add(once)
  return once
}

/** The env of the bench server: like scripts/e2e-server.mjs, in data/bench/ on BENCH_PORT. */
export function benchEnv(port = BENCH_PORT, dir = 'data/bench') {
  const env = {
    ...process.env,
    DATABASE_URL: `file:./${dir}/zap.db`,
    MEDIA_DIR: `${dir}/media`,
    PRIVATE_UPLOADS_DIR: `${dir}/private/cvs`,
    DOCUMENTS_DIR: `${dir}/media/documents`,
    PORT: String(port),
    SITE_URL_AO: `http://localhost:${port}`,
    SITE_URL_MZ: `http://mz.localhost:${port}`,
    PAYLOAD_SECRET: 'bench-secret',
    NEXT_TELEMETRY_DISABLED: '1',
    // Every bench request comes from 127.0.0.1; the limit itself is tested in tests/integration/leads.int.ts.
    LEAD_RATE_LIMIT_PER_MINUTE: '100000000',
    API_RATE_LIMIT_PER_MINUTE: '100000000',
  }
  delete env.DEFAULT_COUNTRY
  delete env.PAYLOAD_PUBLIC_SERVER_URL
  delete env.BASE_URL
  return env
}

/**
 * { base, started, stop }: the site at BASE_URL if it responds, else our own server (see above).
 * `log` gets progress lines (stderr by default, so tables on stdout stay clean).
 */
export async function ensureSite({ log = (line) => process.stderr.write(`${line}\n`) } = {}) {
  const wanted = (process.env.BASE_URL || 'http://localhost:3000').replace(/\/$/, '')
  if (await responds(wanted)) return { base: wanted, started: false, stop: async () => {} }
  const base = `http://localhost:${BENCH_PORT}`
  if (await responds(base))
    throw new Error(`nothing responds on ${wanted}, and ${base} is taken by something else: set BASE_URL`)

  const dataDir = path.join(root, 'data', 'bench')
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
  log(`bench: nothing responds on ${wanted}; starting the production server on ${base} (fresh database in data/bench/)`)
  // Run as `flock /tmp/zap-e2e.lock flock /tmp/zap-heavy.lock env BENCH_E2E_LOCK_HELD=1 npm run bench:…` the
  // bench holds the lock already (taken before the heavy one, in the order every e2e run takes them); taking it
  // again here, through a new open of the file, would wait for ever.
  const held = process.env.BENCH_E2E_LOCK_HELD === '1'
  const start = [process.execPath, path.join(root, 'scripts', 'start.mjs')]
  if (!held) log(`bench: waiting for ${LOCK} (held while an e2e run or another bench uses the shared .next build)…`)
  const child = spawn(held ? start[0] : 'flock', held ? start.slice(1) : [LOCK, ...start], {
    cwd: root,
    env: benchEnv(),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000)
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  const stop = onCleanup(() => stopChild(child))
  try {
    // The lock may be held by an e2e run (minutes), then a build (minutes), then the seed.
    await waitFor(base, {
      timeoutMs: Number(process.env.BENCH_START_TIMEOUT_MS || 20 * 60_000),
      child,
      what: 'the bench server',
    })
  } catch (error) {
    await stop()
    process.stderr.write(output)
    throw error
  }
  log(`bench: server ready on ${base}`)
  return { base, started: true, stop }
}

/** A free TCP port on 127.0.0.1. */
export async function freePort() {
  const { createServer } = await import('node:net')
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

/**
 * Gives a temp app folder our node_modules. A symlink is not enough: Turbopack refuses files outside
 * the project root, so the tree is copied as hard links (same disk: a couple of seconds, no space).
 */
export function linkNodeModules(dir) {
  const target = path.join(dir, 'node_modules')
  rmSync(target, { recursive: true, force: true })
  try {
    execFileSync('cp', ['-al', path.join(root, 'node_modules'), target], { stdio: 'ignore' })
  } catch {
    execFileSync('cp', ['-a', path.join(root, 'node_modules'), target], { stdio: 'ignore' })
  }
}
