/**
 * The edge (load balancer and cache, see nginx-config.mjs): Debian's nginx, run with its own prefix,
 * config, error log and pid file under `.cluster/` (so a system nginx, if any, is never touched), on
 * 127.0.0.1:8080 for both countries.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { nginxConfig } from './nginx-config.mjs'
import { clusterDir, logsDir, pidFile, pidsDir, removePid, alive, sleep } from './state.mjs'

const prefix = path.join(clusterDir, 'nginx')
/** The address the edge reaches the instances from (every 127.0.0.0/8 address is this machine). */
export const EDGE_BIND = '127.0.0.2'
export const accessLog = path.join(logsDir, 'nginx-access.log')
const edgeLog = path.join(logsDir, 'nginx-edge.log')
const errorLog = path.join(logsDir, 'nginx-error.log')

/**
 * The edge for the local cluster: this machine's instances, the cluster's two site addresses.
 * @param {{ port: number, instances: number[], env: Record<string, string> }} options
 */
export function clusterNginxConfig({ port, instances, env }) {
  const ao = new URL(env.SITE_URL_AO ?? '')
  const mz = new URL(env.SITE_URL_MZ ?? '')
  return nginxConfig({
    listen: `127.0.0.1:${port}`,
    instances: instances.map((p) => `127.0.0.1:${p}`),
    hosts: { ao: [ao.hostname], mz: [mz.hostname] },
    siteHosts: { ao: ao.host, mz: mz.host },
    prefix,
    accessLog,
    edgeLog,
    // Clients on this machine connect from 127.0.0.1 too: only this address's X-Forwarded-For is believed.
    bind: EDGE_BIND,
    // Started as root, workers would run as nobody, who cannot write the cache under the checkout.
    user: process.getuid?.() === 0 ? 'root' : undefined,
  })
}

/**
 * One nginx of our own: its prefix holds the config, cache and temp folders; its error log and pid
 * file are where the caller says. Used by the cluster's edge and by tests that run an edge alone.
 * @typedef {{ prefix: string, errorLog: string, pidPath: string }} NginxPlace
 */

/** @param {NginxPlace} place */
const args = ({ prefix, errorLog, pidPath }) => [
  '-p',
  prefix + '/',
  '-c',
  path.join(prefix, 'nginx.conf'),
  '-e',
  errorLog,
  '-g',
  `pid ${pidPath};`,
]

/** @param {string} file @returns {number | null} */
function pidIn(file) {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim())
    return Number.isInteger(pid) && pid > 0 ? pid : null
  } catch {
    return null
  }
}

/**
 * Writes the config into an empty cache, checks it (nginx -t) and starts nginx; resolves with its
 * pid once the pid file exists.
 * @param {NginxPlace & { config: string }} options
 */
export async function launchNginx({ config, ...place }) {
  rmSync(path.join(place.prefix, 'cache'), { recursive: true, force: true })
  mkdirSync(path.join(place.prefix, 'cache'), { recursive: true })
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(place.prefix, 'tmp', dir), { recursive: true })
  mkdirSync(path.dirname(place.errorLog), { recursive: true })
  writeFileSync(path.join(place.prefix, 'nginx.conf'), config)
  execFileSync('/usr/sbin/nginx', [...args(place), '-t', '-q'], { stdio: 'inherit' })
  execFileSync('/usr/sbin/nginx', args(place), { stdio: 'inherit' })
  const deadline = Date.now() + 10_000
  let pid = pidIn(place.pidPath)
  while (!pid) {
    if (Date.now() > deadline) throw new Error(`nginx did not start (see ${place.errorLog})`)
    await sleep(50)
    pid = pidIn(place.pidPath)
  }
  return pid
}

/**
 * Graceful stop (`nginx -s quit` on this very config and pid file); waits until the master is gone.
 * @param {NginxPlace} place
 */
export async function quitNginx(place) {
  const pid = pidIn(place.pidPath)
  if (!pid || !alive(pid)) return
  execFileSync('/usr/sbin/nginx', [...args(place), '-s', 'quit'], { stdio: 'inherit' })
  const deadline = Date.now() + 10_000
  while (alive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGKILL')
      break
    }
    await sleep(50)
  }
}

const place = () => ({ prefix, errorLog, pidPath: pidFile('nginx') })

/**
 * The cluster's edge, in a new cache (a new cluster has a new database: nothing an earlier run
 * cached describes it).
 * @param {{ port: number, instances: number[], env: Record<string, string> }} options
 */
export async function startNginx(options) {
  mkdirSync(logsDir, { recursive: true })
  mkdirSync(pidsDir, { recursive: true })
  return launchNginx({ ...place(), config: clusterNginxConfig(options) })
}

/** Stops the cluster's edge. */
export async function stopNginx() {
  await quitNginx(place())
  removePid('nginx')
}
