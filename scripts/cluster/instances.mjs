/**
 * The cluster's app instances: `node server/serve.mjs` of the one build, each on its own port,
 * detached, with its log in `.cluster/logs/app-PORT.log` and its pid in `.cluster/pids/app-PORT.pid`.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, openSync } from 'node:fs'
import path from 'node:path'
import { probe } from './probe.mjs'
import { alive, instanceName, logsDir, readPid, removePid, root, sleep, writePid } from './state.mjs'
import { baseEnv, localDirsEnv } from './env.mjs'

/**
 * Starts the instance unless it runs, and resolves once it serves the home page (at most 3 minutes:
 * a first render on a busy two-core machine is slow).
 * @param {number} port
 * @param {Record<string, string>} env the shared production environment (env.mjs)
 */
export async function startInstance(port, env) {
  const name = instanceName(port)
  let pid = readPid(name)
  if (!pid || !alive(pid)) {
    mkdirSync(logsDir, { recursive: true })
    const log = openSync(path.join(logsDir, `${name}.log`), 'a')
    const child = spawn(process.execPath, [path.join(root, 'server', 'serve.mjs')], {
      cwd: root,
      env: { ...baseEnv(), ...env, ...localDirsEnv(name), PORT: String(port) },
      detached: true,
      stdio: ['ignore', log, log],
    })
    child.unref()
    pid = child.pid ?? 0
    writePid(name, pid)
  }
  const deadline = Date.now() + 180_000
  while ((await probe(port, '/', { timeoutMs: 60_000 })) !== 200) {
    if (!alive(pid)) throw new Error(`${name} exited while starting (see ${path.join(logsDir, `${name}.log`)})`)
    if (Date.now() > deadline) throw new Error(`${name} did not serve / within 3 minutes (see ${path.join(logsDir, `${name}.log`)})`)
    await sleep(250)
  }
  return pid
}

/**
 * Sends `signal` to exactly the instance's recorded pid and waits until it is gone (SIGKILL after
 * 15 s); the pid file goes with it.
 * @param {number} port
 * @param {NodeJS.Signals} [signal]
 */
export async function stopInstance(port, signal = 'SIGTERM') {
  const name = instanceName(port)
  const pid = readPid(name)
  if (pid && alive(pid)) {
    process.kill(pid, signal)
    const deadline = Date.now() + 15_000
    let killed = signal === 'SIGKILL'
    while (alive(pid)) {
      if (!killed && Date.now() > deadline) {
        process.kill(pid, 'SIGKILL')
        killed = true
      }
      await sleep(50)
    }
  }
  removePid(name)
}
