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
 *
 * s3rver checks the signature of a signed request but serves unsigned ones to anybody, in every
 * bucket. Buckets named with --private (the CVs') refuse unsigned requests here (403 AccessDenied),
 * as a production bucket without public access does.
 *
 * Listing a bucket (ListObjectsV2, which backups use) works as on a real store: s3rver signs a
 * request to `/bucket/` as if it were `/bucket` and refuses the SDK's signature, so such requests are
 * checked with the path the client signed. (Its continuation tokens use a cipher OpenSSL 3 no longer
 * has: a listing must fit one page, 1000 keys.)
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
 * @param {{ port: number, dir: string, buckets: string[], privateBuckets?: string[], pidFile?: string }} options
 * @returns {Promise<{ endpoint: string, pid: number }>}
 */
export async function startS3Server({ port, dir, buckets, privateBuckets = [], pidFile = path.join(dir, 's3.pid') }) {
  const logFile = path.join(dir, 's3.log')
  const args = [
    import.meta.filename,
    '--port',
    String(port),
    '--dir',
    path.join(dir, 'data'),
    '--buckets',
    buckets.join(','),
    ...(privateBuckets.length ? ['--private', privateBuckets.join(',')] : []),
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
    options: {
      port: { type: 'string' },
      dir: { type: 'string' },
      buckets: { type: 'string' },
      private: { type: 'string' },
    },
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
  const privateBuckets = new Set((values.private ?? '').split(',').filter(Boolean))
  // First in s3rver's (Koa's) chain, which is composed when the server starts listening.
  server.middleware.unshift(async (ctx, next) => {
    const bucket = ctx.path.split('/')[1] ?? ''
    const signed = 'authorization' in ctx.headers || 'Signature' in ctx.query || 'X-Amz-Algorithm' in ctx.query
    if (!privateBuckets.has(bucket) || signed) return next()
    ctx.status = 403
    ctx.type = 'application/xml'
    ctx.body =
      '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>'
  })
  // Just before the router (last in the chain), after s3rver's own rewriting of virtual-host paths:
  // its signature check reads the path as mount path plus '/bucket' (virtual-host style: '/bucket'
  // plus mount path), so a path-style request to the bucket itself is given the form that puts the
  // trailing slash back.
  server.middleware.splice(server.middleware.length - 1, 0, async (ctx, next) => {
    if (/^\/[^/]+\/$/.test(ctx.path) && 'authorization' in ctx.headers) {
      ctx.state.vhost = true
      ctx.mountPath = '/'
    }
    return next()
  })
  await server.run()
  console.log(`s3: ready on port ${port}`)
  for (const signal of ['SIGTERM', 'SIGINT'])
    process.on(signal, () => void server.close().finally(() => process.exit(0)))
}
