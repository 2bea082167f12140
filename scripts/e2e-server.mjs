#!/usr/bin/env node
/**
 * The site as the end-to-end tests see it (`npx playwright test` starts this through its webServer):
 * a fresh SQLite database in data/e2e/ (deleted first, so every run starts from the seed), both
 * countries on port 3100 and a fixed secret. scripts/start.mjs then builds if the build is stale,
 * migrates and seeds the empty database, and serves.
 *
 * If start.mjs fails while preparing the database (Payload's intermittent module-loader stall can
 * still get through scripts/task.mjs, see payloadcms/payload#17757), it is run again on a new
 * empty database, at most five times in all. A failed build, or a failure once the site is
 * served, is not retried.
 *
 * Uploaded media go to data/e2e/media (MEDIA_DIR), so test runs never touch real uploads.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const dataDir = path.join(root, 'data', 'e2e')
const ATTEMPTS = 5

const port = '3100'
const env = {
  ...process.env,
  DATABASE_URL: 'file:./data/e2e/zap.db',
  MEDIA_DIR: 'data/e2e/media',
  PORT: port,
  SITE_URL_AO: `http://localhost:${port}`,
  SITE_URL_MZ: `http://mz.localhost:${port}`,
  PAYLOAD_SECRET: 'e2e-secret',
  NEXT_TELEMETRY_DISABLED: '1',
}
// The country of unknown hosts must be the documented default for the tests.
delete env.DEFAULT_COUNTRY
delete env.PAYLOAD_PUBLIC_SERVER_URL

function freshDatabase() {
  rmSync(dataDir, { recursive: true, force: true })
  mkdirSync(dataDir, { recursive: true })
}

let child = null
let stopping = false
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopping = true
    if (child) child.kill(signal)
    else process.exit(1)
  })
}

/** Runs start.mjs, relaying its output; resolves with its exit code and the phase it reached. */
function start() {
  return new Promise((resolve) => {
    let phase = 'build'
    child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    child.stdout.on('data', (chunk) => {
      const text = String(chunk)
      if (/start: applying database migrations/.test(text)) phase = 'database'
      if (/start: serving on/.test(text)) phase = 'serving'
      process.stdout.write(chunk)
    })
    child.stderr.on('data', (chunk) => process.stderr.write(chunk))
    child.on('exit', (code, signal) => {
      child = null
      resolve({ code: code ?? (signal ? 1 : 0), phase })
    })
  })
}

for (let attempt = 1; ; attempt++) {
  freshDatabase()
  console.log(`e2e-server: fresh database in ${path.relative(root, dataDir)}/, serving on http://localhost:${port}`)
  const { code, phase } = await start()
  if (phase !== 'database' || stopping || code === 0 || attempt === ATTEMPTS) process.exit(code)
  console.error(`e2e-server: start.mjs failed preparing the database (exit ${code}); trying again (${attempt + 1}/${ATTEMPTS})`)
}
