import { S3, type S3ClientConfig } from '@aws-sdk/client-s3'
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { after, before, describe, it } from 'node:test'
import type { Payload, SanitizedConfig } from 'payload'
import sharp from 'sharp'
import { DEV_ADMIN } from '@/cms/seed/seed'
import { readEnv } from '@/lib/config/env'
import { startS3Server, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } from '@/scripts/services/s3-server.mjs'
import { type SeededRoles, seededWithRoles } from './support/helpers'
import { uploadWithoutLocale } from './support/upload-without-locale'

/**
 * Uploads in S3-compatible storage (a real s3rver on loopback, a real SQLite file): where each
 * collection's files land, that they arrive byte for byte, and that a CV stays private.
 */
const PORT = Number(process.env.S3_TEST_PORT || 4595)
const PUBLIC = 'test-public'
const PRIVATE = 'test-private'
// Small enough to reach in a test; read when the API limiter is first used.
process.env.API_RATE_LIMIT_PER_MINUTE = '3'

let dir: string
let s3pid = 0
let roles: SeededRoles
let payload: Payload
let config: SanitizedConfig
let s3: S3

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** A PDF of exactly `size` bytes that passes Payload's structure check (header, xref, %%EOF). */
function pdfOf(size: number): Buffer {
  const head = '%PDF-1.4\n'
  const tail = '\nxref\n0 1\ntrailer\n<<>>\nstartxref\n9\n%%EOF\n'
  return Buffer.from(head + 'x'.repeat(size - head.length - tail.length) + tail)
}

/**
 * Every object key in a bucket, read from s3rver's directory (one `KEY._S3rver_object` file per
 * object): what the server stored, whatever its own responses say.
 */
function keys(bucket: string): string[] {
  const root = path.join(dir, 's3', 'data', bucket)
  if (!existsSync(root)) return []
  return (readdirSync(root, { recursive: true }) as string[])
    .filter((name) => name.endsWith('._S3rver_object'))
    .map((name) => name.slice(0, -'._S3rver_object'.length).split(path.sep).join('/'))
}

async function objectSize(bucket: string, key: string): Promise<number | undefined> {
  return (await s3.headObject({ Bucket: bucket, Key: key })).ContentLength
}

/** A GET through Payload's own REST handler, as /api/... serves it on the site. */
async function get(url: string, token?: string): Promise<{ status: number; type: string | null; body: Buffer }> {
  const { handleEndpoints } = await import('payload')
  const request = new Request(`http://localhost:3000${url}`, {
    headers: token ? { authorization: `JWT ${token}` } : {},
  })
  const response = await handleEndpoints({ config, request })
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    body: Buffer.from(await response.arrayBuffer()),
  }
}

async function tokenOf(email: string, password: string): Promise<string> {
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  assert.ok(token)
  return token
}

before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'zap-s3-'))
  ;({ pid: s3pid } = await startS3Server({ port: PORT, dir: path.join(dir, 's3'), buckets: [PUBLIC, PRIVATE] }))
  Object.assign(process.env, {
    S3_ENDPOINT: `http://127.0.0.1:${PORT}`,
    S3_REGION: 'us-east-1',
    S3_BUCKET: PUBLIC,
    S3_PRIVATE_BUCKET: PRIVATE,
    S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE: 'true',
  })
  s3 = new S3({
    endpoint: process.env.S3_ENDPOINT,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3_ACCESS_KEY_ID, secretAccessKey: S3_SECRET_ACCESS_KEY },
  })
  // A copy of the shared seeded site, started with S3 on: what this file uploads goes to the buckets.
  // (The seed's own uploads into S3 are checked on the cluster, whose release steps seed with S3 on:
  // tests/cluster/release.cluster.ts. Here they would cost a whole seed.)
  roles = await seededWithRoles()
  payload = roles.payload
  config = await (await import('@/cms/payload.config')).default
})

after(async () => {
  await roles?.cleanup()
  if (s3pid) process.kill(s3pid, 'SIGTERM')
  rmSync(dir, { recursive: true, force: true })
})

describe('uploads in S3-compatible storage (S3_BUCKET set)', () => {
  it('stores uploads made from a file path, as the seed makes them, in the public bucket under their collections’ prefixes, none on the disk', async () => {
    const media = await payload.create({
      collection: 'media',
      locale: 'pt',
      data: { alt: 'Antena de satélite' },
      filePath: path.join(process.cwd(), 'cms/seed/images/hero-satellite.webp'),
    })
    const document = await payload.create({
      collection: 'documents',
      locale: 'pt',
      data: { title: 'Manual do comando' },
      filePath: path.join(process.cwd(), 'cms/seed/documents/manual-comando.pdf'),
    })
    const stored = keys(PUBLIC)
    assert.ok(
      stored.includes(`media/${media.filename}`),
      `media under media/ (the bucket holds ${stored.slice(0, 3).join(', ')}…)`,
    )
    assert.ok(stored.includes(`documents/${document.filename}`), 'documents under documents/')
    assert.equal(existsSync(path.join(process.env.MEDIA_DIR!, media.filename!)), false, 'no image on the disk')
    assert.equal(
      existsSync(path.join(process.env.DOCUMENTS_DIR!, document.filename!)),
      false,
      'no document on the disk',
    )
  })

  it('stores an upload posted without ?locale= with its alternative text in Portuguese, as on PostgreSQL', async () => {
    const token = await tokenOf(DEV_ADMIN.email, DEV_ADMIN.password)
    const result = await uploadWithoutLocale(payload, config, token, 'Sem idioma, SQLite')
    assert.equal(result.status, 201, result.body)
    assert.deepEqual(result.alt, { pt: 'Sem idioma, SQLite', en: undefined })
  })

  it('stores a 300,000-byte PDF as exactly 300,000 bytes and serves it back byte for byte through /api/documents/file', async () => {
    const file = pdfOf(300_000)
    const doc = await payload.create({
      collection: 'documents',
      data: { title: 'Termos e condições' },
      file: { data: file, mimetype: 'application/pdf', name: 'termos-300k.pdf', size: file.byteLength },
      overrideAccess: true,
    })
    assert.equal(await objectSize(PUBLIC, `documents/${doc.filename}`), 300_000)
    assert.equal(doc.url, `/api/documents/file/${doc.filename}?prefix=documents`)
    const served = await get(doc.url!)
    assert.equal(served.status, 200)
    assert.equal(served.type, 'application/pdf')
    assert.equal(served.body.byteLength, 300_000)
    assert.equal(sha(served.body), sha(file))
  })

  it('stores an image and its resized copies in the public bucket under media/, served to anyone', async () => {
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#e30613' } })
      .png()
      .toBuffer()
    const doc = await payload.create({
      collection: 'media',
      data: { alt: 'Banner' },
      file: { data: png, mimetype: 'image/png', name: 'banner-s3.png', size: png.byteLength },
      overrideAccess: true,
    })
    const stored = keys(PUBLIC)
    assert.ok(stored.includes(`media/${doc.filename}`), `the original as media/${doc.filename}`)
    assert.ok(
      doc.sizes?.mobile?.filename && stored.includes(`media/${doc.sizes.mobile.filename}`),
      'the 640 px copy beside it',
    )
    assert.equal(
      keys(PRIVATE).some((k) => k.includes('banner-s3')),
      false,
    )
    const served = await get(doc.url!)
    assert.equal(served.status, 200)
    assert.equal(served.type, 'image/webp')
    assert.equal(
      sha(served.body),
      sha(
        new Uint8Array(
          await s3
            .getObject({ Bucket: PUBLIC, Key: `media/${doc.filename}` })
            .then((o) => o.Body!.transformToByteArray()),
        ),
      ),
    )
  })

  it('keeps a CV sent through the job-application form in the private bucket: refused to visitors and the other country, served to its own', async () => {
    const { handleLead } = await import('@/lib/leads/handle-lead')
    const { jobApplicationForm } = await import('@/forms/job-application/lead-form')
    const cv = pdfOf(12_345)
    const form = new FormData()
    const fields = {
      fullName: 'Marta Lopes',
      email: 'marta@example.co.ao',
      phone: '912 345 678',
      province: 'Benguela',
      education: 'licenciatura',
      experienceYears: '4',
      acceptTerms: 'true',
      area: 'Marketing',
    }
    for (const [key, value] of Object.entries(fields)) form.append(key, value)
    form.append('cv', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'cv.pdf')
    const request = new Request('http://localhost:3000/api/forms/job-application?locale=pt', {
      method: 'POST',
      headers: { host: 'localhost:3000', 'x-zap-client-ip': '198.51.100.9' },
      body: form,
    })
    assert.equal((await handleLead(request, jobApplicationForm)).status, 201)

    const { docs } = await payload.find({
      collection: 'cv-files',
      overrideAccess: true,
      depth: 0,
      sort: '-createdAt',
      limit: 1,
    })
    const doc = docs[0]!
    assert.equal(await objectSize(PRIVATE, `cvs/${doc.filename}`), cv.byteLength)
    assert.equal(
      keys(PUBLIC).some((k) => k.endsWith(doc.filename!)),
      false,
      'not in the public bucket',
    )
    assert.equal(
      existsSync(process.env.PRIVATE_UPLOADS_DIR!) && readdirSync(process.env.PRIVATE_UPLOADS_DIR!).length > 0,
      false,
      'nothing on the disk',
    )

    const url = doc.url!
    assert.equal(url, `/api/cv-files/file/${doc.filename}?prefix=cvs`)
    const anonymous = await get(url)
    assert.ok([403, 404].includes(anonymous.status), `anonymous: ${anonymous.status}`)
    assert.equal(anonymous.body.includes(Buffer.from('%PDF')), false)
    // Without the prefix the file is the same file and just as private.
    assert.ok([403, 404].includes((await get(`/api/cv-files/file/${doc.filename}`)).status))
    const own = await get(url, await tokenOf('editor.ao@example.co.ao', 'test-pass-123'))
    assert.equal(own.status, 200)
    assert.equal(sha(own.body), sha(cv))
    const other = await get(url, await tokenOf('editor.mz@example.co.mz', 'test-pass-123'))
    assert.ok([403, 404].includes(other.status), `the other country's editor: ${other.status}`)
    assert.equal(other.body.includes(Buffer.from('%PDF')), false)
  })

  it("leaves the files' GETs out of the API rate limit (the image optimizer fetches them with no client address), not the rest of the API", async () => {
    const { withApiLimits } = await import('@/lib/api/limits')
    const media = (await payload.find({ collection: 'media', limit: 1, depth: 0 })).docs[0]!
    const statuses = async (pathname: string, times: number) => {
      const seen: number[] = []
      for (let i = 0; i < times; i++) {
        const response = await withApiLimits(
          new Request(`http://localhost:3000${pathname}`),
          payload,
          async () => new Response('ok'),
        )
        seen.push(response.status)
      }
      return seen
    }
    assert.deepEqual(await statuses(`/api/media/file/${media.filename}`, 6), [200, 200, 200, 200, 200, 200])
    assert.deepEqual(await statuses('/api/documents/file/manual.pdf', 4), [200, 200, 200, 200])
    assert.deepEqual(await statuses('/api/pages?limit=1', 4), [200, 200, 200, 429])
  })

  it('refuses to start with S3_BUCKET but no private bucket or keys', async () => {
    const { storagePlugins } = await import('@/cms/storage')
    const full = { S3_BUCKET: 'a', S3_PRIVATE_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }
    assert.throws(
      () => readEnv({ ...full, S3_PRIVATE_BUCKET: undefined }),
      /S3_PRIVATE_BUCKET must be set with S3_BUCKET/,
    )
    assert.throws(
      () => readEnv({ ...full, S3_ACCESS_KEY_ID: '', S3_SECRET_ACCESS_KEY: undefined }),
      /S3_ACCESS_KEY_ID must be set with S3_BUCKET.*; S3_SECRET_ACCESS_KEY must be set with S3_BUCKET/,
    )
    assert.throws(() => readEnv({ ...full, S3_PRIVATE_BUCKET: 'a' }), /S3_PRIVATE_BUCKET must differ from S3_BUCKET/)
    assert.equal(storagePlugins(readEnv(full)).length, 2)
    assert.equal(storagePlugins(readEnv({})).length, 2, 'registered without S3 too, for the same columns')
  })
})

describe("the S3 client's checksum options", () => {
  const streamed = (bytes: Buffer) => ({
    Body: Readable.from([bytes]),
    ContentLength: bytes.byteLength,
    ContentType: 'application/pdf',
  })

  it('store a 300,000-byte streamed upload as 300,000 bytes with WHEN_REQUIRED, as the site configures its client', async () => {
    const { s3ClientConfig } = await import('@/cms/storage')
    const client = new S3(s3ClientConfig() as S3ClientConfig)
    const file = pdfOf(300_000)
    await client.putObject({ Bucket: PUBLIC, Key: 'checksum/when-required.pdf', ...streamed(file) })
    assert.equal(await objectSize(PUBLIC, 'checksum/when-required.pdf'), 300_000)
  })

  it("do not without them: the SDK's default sends the body aws-chunked with a trailing checksum, which this server refuses or stores as is", async () => {
    const { s3ClientConfig } = await import('@/cms/storage')
    const {
      requestChecksumCalculation: _request,
      responseChecksumValidation: _response,
      ...defaults
    } = s3ClientConfig() as S3ClientConfig
    const client = new S3({ ...defaults, maxAttempts: 1 })
    const file = pdfOf(300_000)
    const outcome = await client.putObject({ Bucket: PUBLIC, Key: 'checksum/default.pdf', ...streamed(file) }).then(
      async () => `stored as ${await objectSize(PUBLIC, 'checksum/default.pdf')} bytes`,
      (error: { name?: string; message?: string }) => `refused: ${error.name} ${error.message}`,
    )
    console.log(`without WHEN_REQUIRED, a 300,000-byte streamed upload was ${outcome}`)
    assert.notEqual(outcome, 'stored as 300000 bytes')
  })

  it('send the framing a server that ignores it stores as the object: more than 300,000 bytes by default, exactly 300,000 with WHEN_REQUIRED', async () => {
    const { s3ClientConfig } = await import('@/cms/storage')
    // A loopback server that keeps whatever body arrives, as a store that does not decode aws-chunked does.
    const received: number[] = []
    const server = http.createServer((request, response) => {
      let bytes = 0
      request.on('data', (chunk: Buffer) => (bytes += chunk.byteLength))
      request.on('end', () => {
        received.push(bytes)
        response.writeHead(200, { etag: '"stored"' }).end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      const site = s3ClientConfig(readEnv({ ...process.env, S3_ENDPOINT: endpoint })) as S3ClientConfig
      const { requestChecksumCalculation: _request, responseChecksumValidation: _response, ...defaults } = site
      const file = pdfOf(300_000)
      await new S3({ ...defaults, maxAttempts: 1 }).putObject({ Bucket: PUBLIC, Key: 'x.pdf', ...streamed(file) })
      await new S3({ ...site, maxAttempts: 1 }).putObject({ Bucket: PUBLIC, Key: 'x.pdf', ...streamed(file) })
      console.log(
        `bytes on the wire for a 300,000-byte file: ${received[0]} by default, ${received[1]} with WHEN_REQUIRED`,
      )
      assert.ok(received[0]! > 300_000, `default: ${received[0]}`)
      assert.equal(received[1], 300_000)
    } finally {
      server.close()
    }
  })
})

describe('the embedded default (no S3 variable)', () => {
  it('still stores uploads on the disk, with the same columns', () => {
    const env = { ...process.env }
    for (const name of Object.keys(env)) if (name.startsWith('S3_')) delete env[name]
    delete env.DATABASE_URL
    const run = spawnSync(process.execPath, ['scripts/task.mjs', 'tests/integration/support/storage-disk-probe.ts'], {
      env,
      encoding: 'utf8',
      timeout: 240_000,
    })
    const line = run.stdout.split('\n').find((l) => l.startsWith('probe: '))
    assert.ok(line, `the probe reported (exit ${run.status}): ${run.stderr.slice(-2000)}`)
    const probe = JSON.parse(line.slice('probe: '.length)) as {
      onDisk: boolean
      bytes: number
      url: string
      prefix: string | null
      served: number
    }
    assert.deepEqual(probe, {
      onDisk: true,
      bytes: 20_000,
      url: '/api/documents/file/disk-probe.pdf',
      prefix: 'documents',
      served: 200,
    })
  })
})
