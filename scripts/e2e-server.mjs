#!/usr/bin/env node
/**
 * The site as the end-to-end tests see it (`npx playwright test` starts this through its webServer):
 * a fresh SQLite database in data/e2e/ (deleted first, so every run starts from the seed), both
 * countries on port 3100 and a fixed secret. scripts/start.mjs then builds if the build is stale,
 * migrates, seeds the empty database and serves.
 *
 * Uploaded media still go to media/ (Payload's staticDir, relative to the working directory).
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const dataDir = path.join(root, 'data', 'e2e')

rmSync(dataDir, { recursive: true, force: true })
mkdirSync(dataDir, { recursive: true })

const port = '3100'
const env = {
  ...process.env,
  DATABASE_URL: 'file:./data/e2e/zap.db',
  PORT: port,
  SITE_URL_AO: `http://localhost:${port}`,
  SITE_URL_MZ: `http://mz.localhost:${port}`,
  PAYLOAD_SECRET: 'e2e-secret',
  NEXT_TELEMETRY_DISABLED: '1',
}
// The country of unknown hosts must be the documented default for the tests.
delete env.DEFAULT_COUNTRY
delete env.PAYLOAD_PUBLIC_SERVER_URL

/**
 * The Payload CLI sometimes exits 0 without running anything at all (payloadcms/payload#17757:
 * its tsx loader drops the import). start.mjs trusts the exit code, so a fresh database could be
 * left without tables and the seed would crash. Migrate and seed here first, until their output
 * shows they really ran; start.mjs then repeats both as no-ops.
 */
function payloadUntil(args, done, extraEnv = {}) {
  const command = `payload ${args.join(' ')}`
  for (let attempt = 1; attempt <= 5; attempt++) {
    const result = spawnSync(path.join(root, 'node_modules', '.bin', 'payload'), args, {
      cwd: root,
      env: { ...env, ...extraEnv },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    process.stdout.write(result.stdout ?? '')
    process.stderr.write(result.stderr ?? '')
    if (result.status !== 0) throw new Error(`e2e-server: ${command} failed (exit ${result.status ?? result.signal})`)
    if (done.test(`${result.stdout}\n${result.stderr}`)) return
    console.warn(`e2e-server: ${command} exited 0 without doing its work (payloadcms/payload#17757), retrying (${attempt}/5)`)
  }
  throw new Error(`e2e-server: ${command} never ran; see payloadcms/payload#17757`)
}

console.log(`e2e-server: fresh database in ${path.relative(root, dataDir)}/, serving on http://localhost:${port}`)
payloadUntil(['migrate'], /Done\./)
payloadUntil(['run', 'cms/seed/run.ts'], /^seed: /m, { SEED_ONLY_IF_EMPTY: '1' })

const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], { cwd: root, stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
