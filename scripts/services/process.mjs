/**
 * Processes the tests and the local cluster start and stop themselves: detached, with a log file and
 * a pid file, stopped later by exactly that pid (never by name).
 */
import { spawn } from 'node:child_process'
import { mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Whether the process runs. A process that exited but was not yet reaped (a zombie: its parent,
 * e.g. the `cluster` command, is gone and nobody waited for it) counts as gone.
 * @param {number} pid
 */
export function alive(pid) {
  try {
    process.kill(pid, 0)
  } catch {
    return false
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z'
  } catch {
    return true
  }
}

/**
 * Starts `command` detached from this process (it outlives it), output appended to `logFile`, its
 * pid written to `pidFile`. Returns the pid.
 * @param {string} command
 * @param {string[]} args
 * @param {{ logFile: string, pidFile: string, cwd?: string, env?: NodeJS.ProcessEnv }} options
 */
export function spawnDetached(command, args, { logFile, pidFile, cwd, env }) {
  mkdirSync(path.dirname(logFile), { recursive: true })
  mkdirSync(path.dirname(pidFile), { recursive: true })
  const log = openSync(logFile, 'a')
  const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', log, log] })
  child.unref()
  const pid = child.pid ?? 0
  writeFileSync(pidFile, `${pid}\n`)
  return pid
}

/**
 * Waits until `ready()` is true, polling; fails with `what` when the process died first or the time
 * ran out.
 * @param {number} pid
 * @param {() => Promise<boolean>} ready
 * @param {{ what: string, timeoutMs: number, everyMs?: number }} options
 */
export async function waitUntilReady(pid, ready, { what, timeoutMs, everyMs = 100 }) {
  const deadline = Date.now() + timeoutMs
  while (!(await ready())) {
    if (!alive(pid)) throw new Error(`${what} exited while starting`)
    if (Date.now() > deadline) throw new Error(`${what} was not ready within ${Math.round(timeoutMs / 1000)} s`)
    await sleep(everyMs)
  }
}

/**
 * Sends `signal` to exactly this pid and resolves once it is gone (SIGKILL after `graceMs`).
 * @param {number} pid
 * @param {{ signal?: NodeJS.Signals, graceMs?: number }} [options]
 */
export async function stopPid(pid, { signal = 'SIGTERM', graceMs = 10_000 } = {}) {
  if (!pid || !alive(pid)) return
  process.kill(pid, signal)
  const deadline = Date.now() + graceMs
  let killed = signal === 'SIGKILL'
  while (alive(pid)) {
    if (!killed && Date.now() > deadline) {
      process.kill(pid, 'SIGKILL')
      killed = true
    }
    await sleep(50)
  }
}
