/**
 * A throwaway Redis (Debian's redis-server) on loopback for tests and the local cluster. No
 * persistence (`save ""`, no AOF): a restarted Redis starts empty, as the page cache expects.
 *
 * Given a password (the local cluster, run as production would): clients must AUTH, the commands
 * that reconfigure or inspect the server (CONFIG, DEBUG, MODULE) do not exist, and when started by
 * root the server runs as Debian's `redis` user. The password is in a config file only its owner
 * reads, never on a command line (which `ps` shows to everyone).
 */
import { execFileSync } from 'node:child_process'
import { chownSync, mkdirSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { ensureDebianPackages } from './apt.mjs'
import { spawnDetached, stopPid, waitUntilReady } from './process.mjs'

/**
 * Sends one inline command (after AUTH when a password is given) and resolves with the first line
 * of its reply, or null when nothing responds within the time given.
 * @param {number} port
 * @param {string} command
 * @param {number | { timeoutMs?: number, password?: string }} [options] a number is the time limit
 * @returns {Promise<string | null>}
 */
export function redisCommand(port, command, options = {}) {
  const { timeoutMs = 1000, password } = typeof options === 'number' ? { timeoutMs: options } : options
  const commands = password ? [`AUTH ${password}`, command] : [command]
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    let reply = ''
    const done = (value) => {
      clearTimeout(timer)
      socket.destroy()
      resolve(value)
    }
    const timer = setTimeout(() => done(null), timeoutMs)
    socket.on('connect', () => socket.write(commands.map((c) => `${c}\r\n`).join('')))
    socket.on('data', (chunk) => {
      reply += chunk
      const lines = reply.split('\r\n')
      // One line per reply to AUTH and to a simple command; the last one is the command's.
      if (lines.length > commands.length) done(lines[commands.length - 1] ?? '')
    })
    socket.on('error', () => done(null))
  })
}

/** Debian's redis user, when this process may switch to it (it runs as root); null otherwise. */
function redisUser() {
  if (process.getuid?.() !== 0) return null
  try {
    const id = (flag) => Number(execFileSync('id', [flag, 'redis'], { encoding: 'utf8' }).trim())
    return { uid: id('-u'), gid: id('-g') }
  } catch {
    return null
  }
}

/**
 * Starts redis-server on 127.0.0.1:port, detached, writing its pid to `pidFile` and its log to
 * `dir/redis.log`, and waits until it responds to PING (at most 10 s).
 * @param {{ port: number, dir: string, pidFile?: string, password?: string }} options
 * @returns {Promise<{ url: string, port: number, pid: number, stop: () => Promise<void> }>}
 */
export async function startRedis({ port, dir, pidFile = path.join(dir, 'redis.pid'), password }) {
  ensureDebianPackages(['redis-server'])
  const logFile = path.join(dir, 'redis.log')
  const conf = path.join(dir, 'redis.conf')
  const settings = [
    'bind 127.0.0.1',
    `port ${port}`,
    'save ""',
    'appendonly no',
    `dir ${dir}`,
    'protected-mode yes',
    ...(password
      ? [`requirepass ${password}`, 'rename-command CONFIG ""', 'rename-command DEBUG ""', 'rename-command MODULE ""']
      : []),
  ]
  mkdirSync(dir, { recursive: true })
  writeFileSync(conf, settings.join('\n') + '\n', { mode: 0o600 })
  const user = password ? redisUser() : null
  if (user) for (const owned of [dir, conf]) chownSync(owned, user.uid, user.gid)
  // setpriv replaces itself with the server (no process in between): the pid is the server's.
  const [command, args] = user
    ? [
        '/usr/bin/setpriv',
        [
          '--reuid',
          String(user.uid),
          '--regid',
          String(user.gid),
          '--init-groups',
          '--',
          '/usr/bin/redis-server',
          conf,
        ],
      ]
    : ['/usr/bin/redis-server', [conf]]
  const pid = spawnDetached(command, args, { logFile, pidFile })
  await waitUntilReady(pid, async () => (await redisCommand(port, 'PING', { password })) === '+PONG', {
    what: `redis-server on port ${port} (see ${logFile})`,
    timeoutMs: 10_000,
  })
  const url = password ? `redis://:${encodeURIComponent(password)}@127.0.0.1:${port}` : `redis://127.0.0.1:${port}`
  return { url, port, pid, stop: () => stopPid(pid) }
}
