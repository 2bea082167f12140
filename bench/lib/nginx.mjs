/**
 * Debian's nginx serving a folder of static files, started as the current user with a temp config
 * (daemon off, one worker like our single Node process, pid, logs and temp files in `dir`).
 */
import { spawn } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { ensureDebianPackages } from '../../scripts/services/apt.mjs'
import { freePort, onCleanup, stopChild, waitFor } from './site.mjs'

export const NGINX = '/usr/sbin/nginx'

/** Starts nginx on a free port serving `dir`/html (gzip on, level 6 like Node's zlib); { base, stop }. */
export async function startNginx(dir) {
  ensureDebianPackages(['nginx'])
  const port = await freePort()
  for (const sub of ['logs', 'temp']) mkdirSync(path.join(dir, sub), { recursive: true })
  const conf = path.join(dir, 'nginx.conf')
  const t = (name) => path.join(dir, 'temp', name)
  writeFileSync(
    conf,
    `
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
  default_type text/html;
  charset utf-8;
  sendfile on;
  keepalive_requests 1000000;
  gzip on;
  gzip_comp_level 6;
  server {
    listen 127.0.0.1:${port};
    root ${path.join(dir, 'html')};
    location / { try_files $uri $uri/index.html =404; }
  }
}
`,
  )
  const child = spawn(NGINX, ['-p', dir, '-c', conf, '-e', path.join(dir, 'logs', 'error.log')], {
    detached: true,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = onCleanup(() => stopChild(child))
  const base = `http://127.0.0.1:${port}`
  try {
    await waitFor(`${base}/`, { timeoutMs: 15_000, child, what: 'nginx' })
  } catch (error) {
    await stop()
    throw error
  }
  return { base, stop }
}
