/**
 * A throwaway Redis (Debian's redis-server) on loopback for tests and the local cluster. No
 * persistence (`--save ''`, no AOF): a restarted Redis starts empty, as the page cache expects.
 */
import { mkdirSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { ensureDebianPackages } from './apt.mjs'
import { spawnDetached, stopPid, waitUntilReady } from './process.mjs'

/**
 * Sends one inline command and resolves with the first reply line, or null when nothing answers
 * within the time given.
 * @param {number} port
 * @param {string} command
 * @param {number} [timeoutMs]
 * @returns {Promise<string | null>}
 */
export function redisCommand(port, command, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    let reply = ''
    const done = (value) => {
      clearTimeout(timer)
      socket.destroy()
      resolve(value)
    }
    const timer = setTimeout(() => done(null), timeoutMs)
    socket.on('connect', () => socket.write(`${command}\r\n`))
    socket.on('data', (chunk) => {
      reply += chunk
      if (reply.includes('\r\n')) done(reply.split('\r\n')[0] ?? '')
    })
    socket.on('error', () => done(null))
  })
}

/**
 * Starts redis-server on 127.0.0.1:port, detached, writing its pid to `pidFile` and its log to
 * `dir/redis.log`, and waits until it answers PING (at most 10 s).
 * @param {{ port: number, dir: string, pidFile?: string }} options
 * @returns {Promise<{ url: string, port: number, pid: number, stop: () => Promise<void> }>}
 */
export async function startRedis({ port, dir, pidFile = path.join(dir, 'redis.pid') }) {
  ensureDebianPackages(['redis-server'])
  const logFile = path.join(dir, 'redis.log')
  const args = [
    '--bind',
    '127.0.0.1',
    '--port',
    String(port),
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    dir,
    '--protected-mode',
    'yes',
  ]
  mkdirSync(dir, { recursive: true })
  const pid = spawnDetached('/usr/bin/redis-server', args, { logFile, pidFile })
  await waitUntilReady(pid, async () => (await redisCommand(port, 'PING')) === '+PONG', {
    what: `redis-server on port ${port} (see ${logFile})`,
    timeoutMs: 10_000,
  })
  return { url: `redis://127.0.0.1:${port}`, port, pid, stop: () => stopPid(pid) }
}
