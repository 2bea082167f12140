#!/usr/bin/env node
/**
 * Runs a TypeScript script that loads Payload (`node --import tsx FILE`), or node:test files
 * (`--test FILE...`, or `--test --suite=NAME` for every file of a suite of scripts/test-suites.mjs,
 * one process per file), with the Lexical resolve hook that avoids Node 20's
 * ES-module loader deadlock (scripts/loader/lexical-resolve.mjs, payloadcms/payload#17757).
 * A stalled run exits 0 having done nothing, hangs, or has its tests cancelled, so a run only
 * counts when it printed its completion line; a stall is retried once more as a safety net,
 * a real failure never.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { suiteFiles } from './test-suites.mjs'

const root = path.resolve(import.meta.dirname, '..')
const args = process.argv.slice(2)
const isTest = args[0] === '--test'
const attempts = Number(process.env.TASK_ATTEMPTS || 2)
const timeoutMs = Number(process.env.TASK_TIMEOUT_MS || (isTest ? 600_000 : 180_000))
/**
 * TASK_IDLE_MS (off unless set): a run whose process used no CPU for this long has stalled, and is
 * ended then instead of at the time limit, so work that may be slow can have a long limit
 * (TASK_TIMEOUT_MS) and a hang still ends soon. Slow is real: seeding a SQLite file takes 50 s on
 * this 2-core machine alone, and more than 200 s beside a build and another seed (load 10), past
 * the 180 s default, which then killed it half-way and ran it again. Only for work that never waits
 * on anything slow: a release step waiting for another's lock is idle too, so the default stays off.
 */
const idleMs = Number(process.env.TASK_IDLE_MS || 0)

/** CPU ticks used so far by process `pid` (utime + stime from /proc), or null when unreadable. */
function cpuTicks(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return Number(fields[11]) + Number(fields[12])
  } catch {
    return null
  }
}

function runOnce(nodeArgs) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--import', './scripts/loader/register.mjs', ...nodeArgs],
      { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] },
    )
    let out = ''
    const relay = (stream, target) =>
      stream.on('data', (chunk) => {
        out += chunk
        target.write(chunk)
      })
    relay(child.stdout, process.stdout)
    relay(child.stderr, process.stderr)
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    let lastTicks = -1
    let busySince = Date.now()
    const watch =
      idleMs > 0
        ? setInterval(() => {
            const ticks = cpuTicks(child.pid)
            if (ticks !== lastTicks) {
              lastTicks = ticks
              busySince = Date.now()
            } else if (Date.now() - busySince > idleMs) {
              console.error(`task: ${nodeArgs.join(' ')} used no CPU for ${idleMs / 1000} s: ended as stalled`)
              child.kill('SIGKILL')
            }
          }, 1000)
        : null
    child.on('exit', (code, signal) => {
      clearTimeout(timer)
      if (watch) clearInterval(watch)
      resolve({ code: code ?? 1, signal, out })
    })
  })
}

/** 'done' | 'failed' (a real failure: report it) | 'stalled' (the loader deadlock: run again). */
function verdict({ code, signal, out }) {
  if (isTest) {
    const count = (name) => Number(out.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? NaN)
    if (count('fail') > 0) return 'failed'
    if (count('cancelled') === 0 && count('fail') === 0 && code === 0) return 'done'
    return signal || count('cancelled') > 0 || Number.isNaN(count('fail')) ? 'stalled' : 'failed'
  }
  if (/^task: done$/m.test(out)) return code === 0 ? 'done' : 'failed'
  // Exit 13 is Node's 'unsettled top-level await': the same loader stall.
  return code === 0 || code === 13 || signal ? 'stalled' : 'failed'
}

async function runWithRetry(nodeArgs) {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const result = await runOnce(nodeArgs)
    const outcome = verdict(result)
    if (outcome === 'done') return 0
    if (outcome === 'failed') return result.code || 1
    console.error(
      `task: ${nodeArgs.join(' ')} stalled while loading modules (attempt ${attempt}/${attempts}), retrying`,
    )
  }
  console.error('task: giving up')
  return 1
}

if (isTest) {
  const suite = args.find((a) => a.startsWith('--suite='))?.slice('--suite='.length)
  const options = args.slice(1).filter((a) => a.startsWith('--') && !a.startsWith('--suite='))
  const files = [...(suite ? suiteFiles(suite) : []), ...args.slice(1).filter((a) => !a.startsWith('--'))]
  let failed = 0
  // Payload leaves handles open after destroy() (the pg pool among them): end the process when the tests end.
  // TAP output, whose "# pass N" / "# fail N" lines this script and `npm test` count: Node 20 printed TAP
  // by itself when its output was not a terminal, later Nodes print the "spec" format unless told.
  for (const file of files)
    if ((await runWithRetry(['--test', '--test-force-exit', '--test-reporter=tap', ...options, file])) !== 0) failed++
  console.log(`task: ${files.length - failed} test files passed, ${failed} failed`)
  process.exit(failed ? 1 : 0)
} else {
  process.exit(await runWithRetry(args))
}
