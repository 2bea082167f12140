/**
 * Debian's nginx with a config of the bench's own (prefix, pid, logs and temp files in a temp
 * folder; loopback port; one worker like the cluster's balancer), started in the foreground as a
 * child of the bench and stopped by that child's pid. `bench:edge` runs two: the static limit and a
 * balancer without a cache.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { NGINX } from './nginx.mjs'
import { onCleanup, stopChild } from './site.mjs'
import { request } from './raw-http.mjs'

/** `port` when nothing listens on it on 127.0.0.1, else a free one. */
export async function portOr(port) {
  const tryListen = (p) =>
    new Promise((resolve) => {
      const server = net.createServer()
      server.once('error', () => resolve(null))
      server.listen(p, '127.0.0.1', () => {
        const got = server.address().port
        server.close(() => resolve(got))
      })
    })
  return (await tryListen(port)) ?? (await tryListen(0))
}

/**
 * Starts nginx with `http` (the inside of the http block) and `modules` (absolute .so paths) in
 * `dir`; resolves once `probePath` responds. { pid, workerPids(), stop }.
 * @param {{ dir: string, port: number, http: string, modules?: string[], probePath?: string }} options
 */
export async function startNginxConf({ dir, port, http, modules = [], probePath = '/' }) {
  for (const sub of ['logs', 'temp']) mkdirSync(path.join(dir, sub), { recursive: true })
  const t = (name) => path.join(dir, 'temp', name)
  const conf = path.join(dir, 'nginx.conf')
  writeFileSync(
    conf,
    `${modules.map((m) => `load_module ${m};`).join('\n')}
${process.getuid?.() === 0 ? `user ${os.userInfo().username};` : ''}
worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'logs', 'error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${t('body')};
  proxy_temp_path ${t('proxy')};
  fastcgi_temp_path ${t('fastcgi')};
  uwsgi_temp_path ${t('uwsgi')};
  scgi_temp_path ${t('scgi')};
  keepalive_requests 1000000;
${http}
}
`,
  )
  const child = spawn(NGINX, ['-p', dir + '/', '-c', conf, '-e', path.join(dir, 'logs', 'error.log')], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = onCleanup(() => stopChild(child))
  const deadline = Date.now() + 15_000
  for (;;) {
    if (child.exitCode !== null) {
      await stop()
      throw new Error(
        `nginx (${conf}) exited ${child.exitCode}: ${readFileSync(path.join(dir, 'logs', 'error.log'), 'utf8').slice(-2000)}`,
      )
    }
    try {
      await request(`http://127.0.0.1:${port}${probePath}`, { timeoutMs: 2000 })
      break
    } catch (error) {
      if (Date.now() > deadline) {
        await stop()
        throw error
      }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  /** The worker processes: the master's children. */
  const workerPids = () => childPids(child.pid ?? 0)
  return { pid: child.pid, workerPids, stop }
}

/** The children of a process (an nginx master's workers); [] when it is gone. @param {number} pid */
export function childPids(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number)
  } catch {
    return []
  }
}

/** CPU seconds (user + system) a process has used so far; 0 when it is gone. @param {number} pid */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // utime and stime are fields 14 and 15 of /proc/PID/stat (11 and 12 after the command name).
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return 0
  }
}
