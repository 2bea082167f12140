import { readdirSync } from 'node:fs'
import path from 'node:path'
import { configuredSecrets, scanForSecrets } from '@/lib/security/secret-scan'
import { expect, test } from './support/fixtures'

/**
 * Security: no secret in any file the build publishes (.next/static is served to anyone).
 * Runs here because the e2e run has just built the site. The secrets: those of the e2e server
 * (scripts/e2e-server.mjs), the seed's admin password, and every secret-looking variable in this
 * process's environment (PAYLOAD_SECRET, DATABASE_URL, ADMIN_PASSWORD, SMTP_*PASS*, *_TOKEN…).
 * That the scan finds a planted secret is shown in lib/security/secret-scan.test.ts.
 */
const STATIC = path.join(process.cwd(), '.next', 'static')

// The e2e server's own configuration (scripts/e2e-server.mjs), which this process does not inherit.
const E2E_SERVER = { PAYLOAD_SECRET: 'e2e-secret', DATABASE_URL: 'file:./data/e2e/zap.db' }

test('no configured secret in any file under .next/static', () => {
  const secrets = [...configuredSecrets(E2E_SERVER), ...configuredSecrets(process.env)]
  expect(secrets.map((s) => s.value)).toEqual(
    expect.arrayContaining(['e2e-secret', 'file:./data/e2e/zap.db', 'zap-admin-dev']),
  )
  // The folder really holds the build's scripts, so a pass means something.
  expect(readdirSync(path.join(STATIC, 'chunks')).filter((f) => f.endsWith('.js')).length).toBeGreaterThan(10)
  expect(scanForSecrets(STATIC, secrets)).toEqual([])
})
