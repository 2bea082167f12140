/**
 * The edge (load balancer and cache, see nginx-config.mjs): Debian's nginx, run with its own prefix,
 * config, error log and pid file under `.cluster/` (so a system nginx, if any, is never touched), on
 * 127.0.0.1:8080 for both countries.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { nginxConfig } from './nginx-config.mjs'
import { clusterDir, logsDir, pidFile, readPid, removePid, alive, sleep } from './state.mjs'

const prefix = path.join(clusterDir, 'nginx')
/** The address the edge reaches the instances from (every 127.0.0.0/8 address is this machine). */
export const EDGE_BIND = '127.0.0.2'
const conf = path.join(prefix, 'nginx.conf')
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

const args = () => ['-p', prefix + '/', '-c', conf, '-e', errorLog, '-g', `pid ${pidFile('nginx')};`]

/**
 * Writes the config, checks it (nginx -t) and starts nginx; resolves once its pid file exists.
 * @param {{ port: number, instances: number[], env: Record<string, string> }} options
 */
export async function startNginx(options) {
  // A new cluster has a new database: nothing an earlier run cached describes it.
  rmSync(path.join(prefix, 'cache'), { recursive: true, force: true })
  mkdirSync(path.join(prefix, 'cache'), { recursive: true })
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(path.join(prefix, 'tmp', dir), { recursive: true })
  mkdirSync(logsDir, { recursive: true })
  writeFileSync(conf, clusterNginxConfig(options))
  execFileSync('/usr/sbin/nginx', [...args(), '-t', '-q'], { stdio: 'inherit' })
  execFileSync('/usr/sbin/nginx', args(), { stdio: 'inherit' })
  const deadline = Date.now() + 10_000
  while (!readPid('nginx')) {
    if (Date.now() > deadline) throw new Error(`nginx did not start (see ${errorLog})`)
    await sleep(50)
  }
  return readPid('nginx')
}

/** Graceful stop (`nginx -s quit` on this very config and pid file); waits until the master is gone. */
export async function stopNginx() {
  const pid = readPid('nginx')
  if (!pid || !alive(pid)) return removePid('nginx')
  execFileSync('/usr/sbin/nginx', [...args(), '-s', 'quit'], { stdio: 'inherit' })
  const deadline = Date.now() + 10_000
  while (alive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGKILL')
      break
    }
    await sleep(50)
  }
  removePid('nginx')
}
