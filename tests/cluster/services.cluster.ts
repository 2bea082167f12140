import assert from 'node:assert/strict'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, it } from 'node:test'
import pg from 'pg'
import { redisCommand } from '@/scripts/services/redis.mjs'
import { clusterDir, readPid, stateFile } from '@/scripts/cluster/state.mjs'
import { runningCluster } from './support/cluster'

/**
 * The services behind the edge, set up as production would run them: Redis with a password and
 * without its reconfiguration commands, not as root; PostgreSQL with a generated password nobody
 * else can read; the CVs' bucket refusing unsigned requests; instances that believe
 * X-Forwarded-For from the edge's own address only.
 */
const cluster = await runningCluster()
const [A] = cluster.instances.map((i) => i.port) as [number]
const redis = new URL(cluster.env.REDIS_URL ?? '')
const database = new URL(cluster.env.DATABASE_URL ?? '')
const secrets = [decodeURIComponent(redis.password), decodeURIComponent(database.password)]

describe('Redis', () => {
  it('serves nobody without the password, and has no CONFIG, DEBUG or MODULE', async () => {
    const port = Number(redis.port)
    assert.match((await redisCommand(port, 'PING')) ?? '', /^-NOAUTH/)
    assert.match((await redisCommand(port, 'GET x')) ?? '', /^-NOAUTH/)
    const password = decodeURIComponent(redis.password)
    assert.equal(await redisCommand(port, 'PING', { password }), '+PONG')
    for (const command of ['CONFIG GET *', 'CONFIG SET dir /tmp', 'DEBUG SLEEP 0', 'MODULE LIST'])
      assert.match((await redisCommand(port, command, { password })) ?? '', /^-ERR unknown command/, command)
  })

  it('does not run as root', () => {
    const pid = readPid('redis')
    assert.ok(pid, 'the cluster records its Redis pid')
    const uid = Number(/^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1])
    if (process.getuid?.() === 0) assert.notEqual(uid, 0, 'started by root, it runs as another user')
    else assert.equal(uid, process.getuid?.())
  })
})

describe('PostgreSQL and the secrets', () => {
  it("refuses the tests' fixed password: the cluster's is its own", async () => {
    assert.notEqual(database.password, 'zap')
    assert.match(database.password, /^[0-9a-f]{64}$/)
    const guess = new pg.Client({ connectionString: `postgres://zap:zap@${database.host}${database.pathname}` })
    await assert.rejects(guess.connect(), /password authentication failed/)
  })

  it('keeps every password in files only their owner reads, and prints none of them', () => {
    for (const file of ['secret', 'postgres-password', 'redis-password']
      .map((f) => path.join(clusterDir, f))
      .concat(stateFile))
      assert.equal(statSync(file).mode & 0o077, 0, `${file} is readable by its owner only`)
    const logs = readdirSync(cluster.logsDir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    assert.ok(logs.length > 0)
    for (const entry of logs) {
      const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8')
      for (const secret of secrets) assert.ok(!text.includes(secret), `${entry.name} holds no password`)
    }
  })
})

describe('storage', () => {
  it('the private bucket refuses unsigned requests; the public one serves its objects', async () => {
    const endpoint = cluster.env.S3_ENDPOINT ?? ''
    const privateBucket = cluster.env.S3_PRIVATE_BUCKET ?? ''
    const publicBucket = cluster.env.S3_BUCKET ?? ''
    const cvs = readdirSync(path.join(clusterDir, 's3', 'data', privateBucket), { recursive: true }).map(String)
    const objects = [`${privateBucket}/`, `${privateBucket}/?list-type=2`, `${privateBucket}/cvs/any.pdf`]
    const stored = cvs.find((f) => f.endsWith('._S3rver_object'))
    if (stored) objects.push(`${privateBucket}/${stored.replace(/\._S3rver_object$/, '')}`)
    for (const object of objects) assert.equal((await fetch(`${endpoint}/${object}`)).status, 403, `GET ${object}`)
    const put = await fetch(`${endpoint}/${privateBucket}/cvs/planted.pdf`, { method: 'PUT', body: 'x' })
    assert.equal(put.status, 403, 'an unsigned write')
    const media = readdirSync(path.join(clusterDir, 's3', 'data', publicBucket, 'media'))
      .map(String)
      .find((f) => f.endsWith('._S3rver_object'))
    assert.ok(media, 'the seed put images in the public bucket')
    const image = await fetch(`${endpoint}/${publicBucket}/media/${media.replace(/\._S3rver_object$/, '')}`)
    assert.equal(image.status, 200)
  })
})

describe('X-Forwarded-For', () => {
  /** A call-back request (a form no other scenario posts, so its per-address limit is this file's alone). */
  const post = (target: 'balancer' | number, i: number, localAddress?: string) =>
    cluster.request(target, '/api/forms/callback?locale=pt', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i % 250}` },
      body: JSON.stringify({
        clientName: `Xff ${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`,
        clientPhone: `923${String(100_000 + i)}`,
        clientSubject: 1,
        website: '',
      }),
      localAddress,
    })

  it('a client on the edge’s own machine reaching an instance directly cannot choose its address: 35 posts meet the limit of 30', async () => {
    // 127.0.0.1: the address every client here has, and the one the edge used to come from.
    const statuses: number[] = []
    for (let i = 0; i < 35; i++) statuses.push((await post(A, i)).status)
    assert.ok(
      statuses.slice(0, 30).every((s) => s === 201),
      `the first 30 pass: ${statuses.join(' ')}`,
    )
    assert.deepEqual(statuses.slice(30), [429, 429, 429, 429, 429], statuses.join(' '))
  })

  it('through the edge, the address nginx saw counts, whatever the client wrote', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 35; i++) statuses.push((await post('balancer', 100 + i, '127.0.9.10')).status)
    assert.deepEqual(statuses.slice(30), [429, 429, 429, 429, 429], statuses.join(' '))
  })
})
