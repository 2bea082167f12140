#!/usr/bin/env node
/**
 * An S3-compatible server for tests and the local cluster: @20minutes/s3rver (a maintained fork of
 * s3rver for current Node) on loopback, storing objects as files under a directory. Production uses
 * a real object store (AWS S3, MinIO, R2…); this one exists because Debian ships none.
 *
 *   node scripts/services/s3-server.mjs --port 4569 --dir .cluster/s3 --buckets zap-public,zap-private
 *
 * prints "s3: ready on port N" once it listens. Credentials are s3rver's fixed S3RVER / S3RVER.
 * Its 4.0.4 package declares a command-line entry it does not ship, hence this file.
 */
import { mkdirSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { spawnDetached, waitUntilReady } from './process.mjs'

export const S3_ACCESS_KEY_ID = 'S3RVER'
export const S3_SECRET_ACCESS_KEY = 'S3RVER'

/**
 * Starts the server in another process, detached, with its pid in `pidFile` and its output in
 * `dir/s3.log`; resolves once the port accepts connections (at most 15 s).
 * @param {{ port: number, dir: string, buckets: string[], pidFile?: string }} options
 * @returns {Promise<{ endpoint: string, pid: number }>}
 */
export async function startS3Server({ port, dir, buckets, pidFile = path.join(dir, 's3.pid') }) {
  const logFile = path.join(dir, 's3.log')
  const args = [
    import.meta.filename,
    '--port',
    String(port),
    '--dir',
    path.join(dir, 'data'),
    '--buckets',
    buckets.join(','),
  ]
  const pid = spawnDetached(process.execPath, args, { logFile, pidFile })
  await waitUntilReady(pid, () => accepts(port), {
    what: `the S3 server on port ${port} (see ${logFile})`,
    timeoutMs: 15_000,
  })
  return { endpoint: `http://127.0.0.1:${port}`, pid }
}

/** @param {number} port */
function accepts(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port })
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

if (process.argv[1] === import.meta.filename) {
  const { values } = parseArgs({
    options: { port: { type: 'string' }, dir: { type: 'string' }, buckets: { type: 'string' } },
  })
  const port = Number(values.port)
  if (!port || !values.dir || !values.buckets) {
    console.error('usage: s3-server.mjs --port N --dir DIR --buckets a,b')
    process.exit(2)
  }
  mkdirSync(values.dir, { recursive: true })
  const { default: S3rver } = await import('@20minutes/s3rver')
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory: values.dir,
    silent: true,
    configureBuckets: values.buckets.split(',').map((name) => ({ name })),
    allowMismatchedSignatures: false,
  })
  await server.run()
  console.log(`s3: ready on port ${port}`)
  for (const signal of ['SIGTERM', 'SIGINT'])
    process.on(signal, () => void server.close().finally(() => process.exit(0)))
}
