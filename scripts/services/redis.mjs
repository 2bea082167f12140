/**
 * A throwaway Redis (Debian's redis-server) on loopback for tests and the local cluster. No
 * persistence (`--save ''`, no AOF): a restarted Redis starts empty, as the page cache expects.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, openSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { ensureDebianPackages } from './apt.mjs'

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
  mkdirSync(dir, { recursive: true })
  const log = openSync(path.join(dir, 'redis.log'), 'a')
  const child = spawn('/usr/bin/redis-server', ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--dir', dir, '--protected-mode', 'yes'], {
    detached: true,
    stdio: ['ignore', log, log],
  })
  child.unref()
  const pid = child.pid ?? 0
  writeFileSync(pidFile, String(pid))
  const deadline = Date.now() + 10_000
  while ((await redisCommand(port, 'PING')) !== '+PONG') {
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`redis-server on port ${port} did not start (see ${path.join(dir, 'redis.log')})`)
    await new Promise((r) => setTimeout(r, 100))
  }
  return { url: `redis://127.0.0.1:${port}`, port, pid, stop: () => stopPid(pid) }
}

/**
 * SIGTERM to exactly this pid, SIGKILL after 10 s; resolves once it is gone.
 * @param {number} pid
 */
export async function stopPid(pid) {
  if (!pid || !alive(pid)) return
  process.kill(pid, 'SIGTERM')
  const deadline = Date.now() + 10_000
  while (alive(pid)) {
    if (Date.now() > deadline) {
      process.kill(pid, 'SIGKILL')
      break
    }
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** @param {number} pid */
export function alive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
