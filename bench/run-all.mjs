#!/usr/bin/env node
/**
 * `npm run bench`: runs bench/js-size, lighthouse, load, leads, api-stall, showtimes-weight and admin one after the other against one
 * server (BASE_URL, or the bench server on :3300 started once here; see bench/lib/site.mjs), then
 * the cold build benchmark (its own worktree and servers, 10-20 minutes; BENCH_SKIP_BUILD=1 leaves
 * it out), and prints every figure again as a summary. Exits 1 when any budget is broken (or a
 * script failed).
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { ensureSite } from './lib/site.mjs'

const SCRIPTS = ['js-size', 'lighthouse', 'load', 'leads', 'api-stall', 'showtimes-weight', 'admin']

function runScript(name, base) {
  return new Promise((resolve) => {
    const lines = []
    const child = spawn(process.execPath, [path.join(import.meta.dirname, `${name}.mjs`)], {
      env: { ...process.env, BASE_URL: base },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let rest = ''
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk)
      const text = rest + chunk
      const parts = text.split('\n')
      rest = parts.pop()
      lines.push(...parts.filter((line) => line.startsWith('summary: ')).map((line) => line.slice(9)))
    })
    child.on('exit', (code, signal) => resolve({ name, code: code ?? (signal ? 1 : 0), lines }))
  })
}

const site = await ensureSite()
const results = []
try {
  for (const name of SCRIPTS) {
    console.log(`\n=== bench/${name}.mjs ===`)
    results.push(await runScript(name, site.base))
  }
} finally {
  await site.stop()
}
// After the server has stopped: the build benchmark builds HEAD in its own worktree, with its own servers.
if (process.env.BENCH_SKIP_BUILD !== '1') {
  console.log('\n=== bench/build-time.mjs ===')
  results.push(await runScript('build-time', site.base))
}
console.log(`\n=== summary (${site.base}${site.started ? ', bench server started for this run' : ''}) ===`)
for (const { name, code, lines } of results) {
  console.log(`${code === 0 ? 'ok    ' : 'FAILED'} ${name}${code === 0 ? '' : ` (exit ${code})`}`)
  for (const line of lines) console.log(`         ${line}`)
}
const failed = results.filter((r) => r.code !== 0).map((r) => r.name)
console.log(failed.length ? `\nbudget broken or script failed: ${failed.join(', ')}` : '\nevery budget holds')
process.exit(failed.length ? 1 : 0)
