#!/usr/bin/env node
/**
 * Build time: the cold production build (`next build` + the service worker,
 * as `npm run build`, after rm -rf .next) of HEAD in a worktree at /tmp/zap-bench-build (git worktree
 * add + node_modules as hard links), with its own seeded SQLite database, then again after seeding
 * 100, 500 and 1000 extra pages straight into the database with Payload's local API
 * (bench/lib/seed-pages.ts through scripts/task.mjs).
 *
 * Pages are rendered on first visit, not at build time (generateStaticParams returns []), so the
 * build is not expected to grow with them; what does grow is the work on first visits, so after each
 * build the production server is started and every extra page is requested once (a crawl, 4 at a
 * time: the first render of N pages) and once more (now from the cache).
 *
 * Slow (several builds: 10-20 minutes on a busy 2-core machine): the last part of `npm run bench`
 * (BENCH_SKIP_BUILD=1 leaves it out), or alone as `npm run bench:build`. Report only, no budget. BUILD_PAGES=100,500,1000 to change the steps.
 * Builds HEAD only: uncommitted changes are not in the worktree.
 */
import { spawn } from 'node:child_process'
import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'
import { summary, table } from './lib/report.mjs'
import { benchEnv, freePort, linkNodeModules, onCleanup, root, stopChild, waitFor } from './lib/site.mjs'

const WT = '/tmp/zap-bench-build'
const STEPS = [0, ...(process.env.BUILD_PAGES || '100,500,1000').split(',').map(Number)]
const CRAWL_CONCURRENCY = 4

/** Runs a command to its end; rejects with the tail of its output when it fails. */
function run(cmd, args, { cwd = WT, env = process.env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    const keep = (chunk) => {
      out = (out + chunk).slice(-8000)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(' ')} exited ${code}\n${out}`)),
    )
  })
}
const timed = async (work) => {
  const since = Date.now()
  await work()
  return Date.now() - since
}
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

async function removeWorktree() {
  if (existsSync(WT))
    await run('git', ['-C', root, 'worktree', 'remove', '--force', WT], { cwd: root }).catch(() =>
      rmSync(WT, { recursive: true, force: true }),
    )
  await run('git', ['-C', root, 'worktree', 'prune'], { cwd: root }).catch(() => {})
}

/** Requests every path, CRAWL_CONCURRENCY at a time; the number that did not respond with 200. */
async function crawl(base, paths) {
  let next = 0
  let failures = 0
  const worker = async () => {
    while (next < paths.length) {
      const p = paths[next++]
      const response = await fetch(`${base}${p}`, { headers: { 'accept-language': 'pt-PT' } }).catch(() => null)
      if (response?.status !== 200) failures++
      await response?.arrayBuffer()
    }
  }
  await Promise.all(Array.from({ length: CRAWL_CONCURRENCY }, worker))
  return failures
}

const log = (line) => process.stderr.write(`${line}\n`)
const port = await freePort()
const env = { ...benchEnv(port, 'data/bench-build'), NODE_ENV: 'production' }
const cleanup = onCleanup(removeWorktree)
const rows = []
try {
  await removeWorktree()
  log(`bench: worktree of HEAD in ${WT}…`)
  await run('git', ['-C', root, 'worktree', 'add', '--detach', WT, 'HEAD'], { cwd: root })
  linkNodeModules(WT)
  mkdirSync(path.join(WT, 'bench', 'lib'), { recursive: true })
  mkdirSync(path.join(WT, 'data', 'bench-build'), { recursive: true })
  copyFileSync(path.join(root, 'bench', 'lib', 'seed-pages.ts'), path.join(WT, 'bench', 'lib', 'seed-pages.ts'))
  log('bench: migrating and seeding its database…')
  const { NODE_ENV: _, ...taskEnv } = env
  const seedMs = await timed(() =>
    run(process.execPath, ['scripts/task.mjs', 'scripts/prepare-db.ts'], { env: taskEnv }),
  )
  log(`bench: seeded in ${seconds(seedMs)}`)

  for (const pages of STEPS) {
    let addMs = 0
    if (pages > 0) {
      log(`bench: seeding up to ${pages} extra pages…`)
      addMs = await timed(() =>
        run(process.execPath, ['scripts/task.mjs', 'bench/lib/seed-pages.ts'], {
          env: { ...taskEnv, BENCH_PAGES: String(pages), TASK_TIMEOUT_MS: '1800000' },
        }),
      )
    }
    rmSync(path.join(WT, '.next'), { recursive: true, force: true })
    log(`bench: cold build with ${pages} extra pages…`)
    const buildEnv = {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: '1',
      DATABASE_URL: env.DATABASE_URL,
      PAYLOAD_SECRET: env.PAYLOAD_SECRET,
    }
    const nextMs = await timed(() =>
      run(process.execPath, ['node_modules/next/dist/bin/next', 'build'], { env: buildEnv }),
    )
    const swMs = await timed(() => run(process.execPath, ['scripts/build-sw.mjs'], { env: buildEnv }))
    log(`bench: built in ${seconds(nextMs + swMs)}`)

    let firstMs = null
    let cachedMs = null
    let failures = 0
    if (pages > 0) {
      const server = spawn(process.execPath, ['server/serve.mjs'], { cwd: WT, env, detached: true, stdio: 'ignore' })
      const stop = onCleanup(() => stopChild(server))
      try {
        const base = `http://localhost:${port}`
        await waitFor(base, { timeoutMs: 120_000, child: server, what: 'the build-time server' })
        const paths = Array.from({ length: pages }, (_, i) => `/bench/pagina-${i + 1}`)
        log(`bench: first render of ${pages} pages…`)
        firstMs = await timed(async () => {
          failures += await crawl(base, paths)
        })
        cachedMs = await timed(async () => {
          failures += await crawl(base, paths)
        })
      } finally {
        await stop()
      }
    }
    rows.push([
      pages,
      pages ? seconds(addMs) : '-',
      seconds(nextMs + swMs),
      firstMs === null ? '-' : seconds(firstMs),
      firstMs === null ? '-' : `${Math.round(firstMs / pages)} ms`,
      cachedMs === null ? '-' : seconds(cachedMs),
      failures,
    ])
    summary(
      `build with ${pages} extra pages: ${seconds(nextMs + swMs)}${firstMs === null ? '' : `; first render of all ${pages}: ${seconds(firstMs)} (${Math.round(firstMs / pages)} ms each, ${CRAWL_CONCURRENCY} at a time), cached: ${seconds(cachedMs)}`}`,
    )
  }
  console.log(
    `\ncold production build of HEAD (next build + service worker) by number of extra pages; base seed ${seconds(seedMs)}\n`,
  )
  table(['extra pages', 'seeding them', 'cold build', 'first render, all', 'per page', 'cached, all', 'not 200'], rows)
} finally {
  await cleanup()
}
