#!/usr/bin/env node
/**
 * `npm run audit:deps`: no production dependency may have a known high or critical advisory.
 * Runs `npm audit --audit-level=high --omit=dev` and says plainly which of three things happened:
 *   exit 0  the registry responded and nothing high or critical is known;
 *   exit 1  the registry responded with high/critical advisories (listed);
 *   exit 2  the advisory service could not be asked (offline, a mirror without the audit API, a
 *           405 from the bulk endpoint...): dependencies were NOT checked, which is not a pass.
 * Not part of `npm test`, which must run offline.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { auditVerdict } from '../lib/security/audit-verdict.mjs'

const root = path.resolve(import.meta.dirname, '..')
const run = spawnSync('npm', ['audit', '--audit-level=high', '--omit=dev', '--json'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
})
const result = run.error ? { verdict: 'unchecked', reason: run.error.message } : auditVerdict(run.stdout, run.status)

if (result.verdict === 'unchecked') {
  console.error(`audit:deps: NOT CHECKED — the advisory service could not be asked: ${result.reason}`)
  console.error("audit:deps: this is not a pass; run it again where the npm registry's audit endpoint is reachable.")
  process.exit(2)
}
const c = result.counts ?? {}
console.log(
  `audit:deps: production dependencies — critical ${c.critical ?? 0}, high ${c.high ?? 0}, moderate ${c.moderate ?? 0}, low ${c.low ?? 0}`,
)
if (result.verdict === 'clean') {
  console.log('audit:deps: no known high or critical advisory.')
  process.exit(0)
}
for (const line of result.serious ?? []) console.error(`  ${line}`)
process.exit(1)
