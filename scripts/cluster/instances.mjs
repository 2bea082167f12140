/**
 * The cluster's app instances: `node server/serve.mjs` of the one build, each on its own port,
 * detached, with its log in `.cluster/logs/app-PORT.log` and its pid in `.cluster/pids/app-PORT.pid`.
 */
import path from 'node:path'
import { spawnDetached, stopPid, waitUntilReady } from '../services/process.mjs'
import { probe } from './probe.mjs'
import { alive, instanceName, logsDir, pidFile, readPid, removePid, root } from './state.mjs'
import { baseEnv, localDirsEnv, metricsEnv } from './env.mjs'

/**
 * Starts the instance unless it runs, and resolves once it is ready (/readyz: database, migrations,
 * Redis, storage) and serves the home page (at most 3 minutes: a first render on a busy two-core
 * machine is slow).
 * @param {number} port
 * @param {Record<string, string>} env the shared production environment (env.mjs)
 */
export async function startInstance(port, env) {
  const name = instanceName(port)
  let pid = readPid(name)
  const logFile = path.join(logsDir, `${name}.log`)
  if (!pid || !alive(pid)) {
    const instanceEnv = { ...baseEnv(), ...env, ...localDirsEnv(name), ...metricsEnv(port), PORT: String(port) }
    pid = spawnDetached(process.execPath, [path.join(root, 'server', 'serve.mjs')], {
      cwd: root,
      env: instanceEnv,
      logFile,
      pidFile: pidFile(name),
    })
  }
  const serves = async () =>
    (await probe(port, '/readyz', { timeoutMs: 5000 })) === 200 &&
    (await probe(port, '/', { timeoutMs: 60_000 })) === 200
  await waitUntilReady(pid, serves, { what: `${name} (see ${logFile})`, timeoutMs: 180_000, everyMs: 250 })
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
  await stopPid(readPid(name) ?? 0, { signal, graceMs: 15_000 })
  removePid(name)
}
