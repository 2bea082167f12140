#!/usr/bin/env node
/**
 * The site as the end-to-end tests see it (`npx playwright test` starts this through its webServer):
 * a fresh SQLite database in data/e2e/ (deleted first, so every run starts from the seed), both
 * countries on port 3100 and a fixed secret. scripts/start.mjs then builds if the build is stale,
 * migrates, seeds the empty database and serves.
 *
 * Uploaded media still go to media/ (Payload's staticDir, relative to the working directory).
 */
import { spawn } from 'node:child_process'
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

console.log(`e2e-server: fresh database in ${path.relative(root, dataDir)}/, serving on http://localhost:${port}`)
const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], { cwd: root, stdio: 'inherit', env })
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
