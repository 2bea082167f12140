#!/usr/bin/env node
/**
 * Runs a TypeScript script that loads Payload (`node --import tsx FILE`), or node:test files
 * (`--test FILE...`), and retries when Node's ES-module loader stalls while evaluating Payload's
 * module graph: the process then exits 0 having done nothing, or hangs (payloadcms/payload#17757,
 * seen here in about one run in three). A run only counts when it printed its completion line.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const isTest = args[0] === '--test'
const attempts = Number(process.env.TASK_ATTEMPTS || 5)
const timeoutMs = Number(process.env.TASK_TIMEOUT_MS || (isTest ? 600_000 : 180_000))
// Scripts print "task: done" as their last act; node:test prints its summary.
const finished = (out) => (isTest ? /^# fail \d+$/m.test(out) && !/event loop has already resolved/.test(out) : /^task: done$/m.test(out))

function runOnce() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    const relay = (stream, target) => stream.on('data', (chunk) => { out += chunk; target.write(chunk) })
    relay(child.stdout, process.stdout)
    relay(child.stderr, process.stderr)
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.on('exit', (code, signal) => { clearTimeout(timer); resolve({ code: code ?? 1, signal, out }) })
  })
}

for (let attempt = 1; attempt <= attempts; attempt++) {
  const { code, signal, out } = await runOnce()
  if (finished(out)) process.exit(code)
  if (code !== 0 && !signal && !/event loop has already resolved/.test(out)) process.exit(code) // a real failure
  console.error(`task: ${args.join(' ')} stalled while loading modules (attempt ${attempt}/${attempts}), retrying`)
}
console.error('task: giving up')
process.exit(1)
