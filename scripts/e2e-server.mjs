#!/usr/bin/env node
/**
 * The site as the end-to-end tests see it (`npx playwright test` starts this through its webServer):
 * a fresh copy of the seeded site in data/e2e/ (deleted first, so every run starts from the seed),
 * both countries on port 3100 and a fixed secret; scripts/start.mjs then builds if the build is
 * stale, applies the migrations (none left to apply) and serves. The seeded copy comes from the
 * template the test stages share (scripts/seeded-template.mjs), made here first when there is none.
 *
 * `--prepare` builds (when stale) with that same environment and makes the template, then exits,
 * leaving data/e2e/ alone: `npm test` does this ahead, on the core its integration stage leaves idle.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { buildIfStale } from './build-if-stale.mjs'
import { copyTemplate, dataEnv, ensureTemplate } from './seeded-template.mjs'

const root = path.resolve(import.meta.dirname, '..')
const dataDir = path.join(root, 'data', 'e2e')

const port = '3100'
const env = {
  ...process.env,
  ...dataEnv(dataDir),
  PORT: port,
  SITE_URL_AO: `http://localhost:${port}`,
  SITE_URL_MZ: `http://mz.localhost:${port}`,
  PAYLOAD_SECRET: 'e2e-secret',
  NEXT_TELEMETRY_DISABLED: '1',
  // Every test posts from 127.0.0.1; the limit itself is tested in tests/integration/leads.int.ts.
  LEAD_RATE_LIMIT_PER_MINUTE: '10000',
  // Likewise failed logins per client IP (across addresses): the cap is tested in tests/integration/login-throttle.int.ts.
  LOGIN_FAILURES_PER_IP: '10000',
  // Likewise every CMS API request; that limit is tested in tests/fault/api-cost.fault.ts.
  API_RATE_LIMIT_PER_MINUTE: '1000000',
  // Scheduled publish: due jobs run within a second (tests/e2e/schedule.spec.ts).
  JOBS_INTERVAL_MS: '1000',
  // The browser tests print the server's output; one line per request would bury their own report.
  LOG_LEVEL: 'warn',
}
// The country of unknown hosts must be the documented default for the tests.
delete env.DEFAULT_COUNTRY
delete env.PAYLOAD_PUBLIC_SERVER_URL

if (process.argv.includes('--prepare')) {
  buildIfStale({ env, label: 'e2e-server' })
  console.log(`e2e-server: seeded site ready in ${ensureTemplate()}`)
  process.exit(0)
}

copyTemplate(dataDir)
console.log(
  `e2e-server: a fresh copy of the seeded site in ${path.relative(root, dataDir)}/, serving on http://localhost:${port}`,
)
const child = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], { cwd: root, env, stdio: 'inherit' })
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
