import { createServer, request as httpRequest, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readEnv } from '@/lib/config/env'
import { bodyLimits, limitApiBodies, limitFor } from './body-limit.mjs'
import { secureResponses } from './security-headers.mjs'

/**
 * The limiter in front of a real HTTP server whose app reads the whole body, as Next and Payload do,
 * and reports how many bytes it got: the app must never receive more than the limit.
 */
const LIMITS = { api: 1000, upload: 5000 }
let server: Server
let port = 0
let appReceived: number[] = []

beforeAll(async () => {
  const app = async (req: IncomingMessage, res: ServerResponse) => {
    let size = 0
    for await (const chunk of req) size += (chunk as Buffer).length
    appReceived.push(size)
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ size }))
  }
  server = createServer(
    secureResponses(
      limitApiBodies((req, res) => void app(req, res), LIMITS),
      {},
    ),
  )
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  appReceived = []
})

type Sent = { status: number | null; body: string; headers: IncomingMessage['headers']; error: string | null }

/** One request; `chunks` are sent chunked (no Content-Length). A connection the server cuts is reported, not thrown. */
function send(
  path: string,
  { body, chunks, type = 'application/json' }: { body?: string; chunks?: string[]; type?: string },
): Promise<Sent> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { 'content-type': type }
    if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body))
    const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path, headers, agent: false }, (res) => {
      let text = ''
      res.on('data', (chunk: Buffer) => (text += chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, headers: res.headers, error: null }))
    })
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: null, body: '', headers: {}, error: error.code ?? error.message }),
    )
    if (chunks) {
      for (const chunk of chunks) req.write(chunk)
      req.end()
    } else req.end(body)
  })
}

describe('limitFor', () => {
  it('applies the API limit to every body on /api, the upload limit to multipart outside GraphQL and to the forms (which have their own), nothing elsewhere', () => {
    expect(limitFor('POST', '/api/pages', 'application/json', LIMITS)).toBe(1000)
    expect(limitFor('POST', '/api/graphql?x=1', 'application/json', LIMITS)).toBe(1000)
    expect(limitFor('PATCH', '/api/pages/1', 'application/x-www-form-urlencoded', LIMITS)).toBe(1000)
    expect(limitFor('POST', '/api/media', 'multipart/form-data; boundary=x', LIMITS)).toBe(5000)
    expect(limitFor('POST', '/api/graphql', 'multipart/form-data; boundary=x', LIMITS)).toBe(1000)
    expect(limitFor('POST', '/api/forms/job-application', 'application/json', LIMITS)).toBe(5000)
    expect(limitFor('POST', '/a-zap', 'application/json', LIMITS)).toBeNull()
    expect(limitFor('POST', '/apiary', 'application/json', LIMITS)).toBeNull()
  })

  it('reads the limits from the environment, with 1 MiB and 20 MiB (+1 MiB for the form) by default', () => {
    expect(bodyLimits(readEnv({}))).toEqual({ api: 1024 * 1024, upload: 21 * 1024 * 1024 })
    expect(bodyLimits(readEnv({ API_BODY_LIMIT_BYTES: '2048', UPLOAD_LIMIT_BYTES: '4096' }))).toEqual({
      api: 2048,
      upload: 4096 + 1024 * 1024,
    })
  })

  it('refuses a limit that is not a positive whole number of bytes, rather than falling back to the default', () => {
    expect(() => readEnv({ API_BODY_LIMIT_BYTES: 'lots' })).toThrow(
      'API_BODY_LIMIT_BYTES must be a whole number (it is "lots")',
    )
    expect(() => readEnv({ UPLOAD_LIMIT_BYTES: '-1' })).toThrow(
      'UPLOAD_LIMIT_BYTES must be a whole number (it is "-1")',
    )
    expect(() => readEnv({ UPLOAD_LIMIT_BYTES: '0' })).toThrow('UPLOAD_LIMIT_BYTES must be at least 1 (it is 0)')
  })
})

describe('limitApiBodies', () => {
  it('hands a body within the limit to the app whole', async () => {
    const response = await send('/api/pages', { body: 'x'.repeat(1000) })
    expect(response.status).toBe(200)
    expect(JSON.parse(response.body)).toEqual({ size: 1000 })
  })

  it('refuses a declared Content-Length over the limit with 413 and a JSON message, before the app reads anything', async () => {
    const response = await send('/api/graphql', { body: 'x'.repeat(1001) })
    expect(response.status).toBe(413)
    expect(response.headers['content-type']).toMatch(/^application\/json/)
    expect(JSON.parse(response.body).errors[0].message).toMatch(/larger than the limit of 1000 bytes/)
    // The security headers apply to this response too.
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(appReceived).toEqual([])
  })

  it('counts a chunked body as it arrives: 413, and the app never gets more than the limit', async () => {
    const response = await send('/api/pages', { chunks: Array.from({ length: 20 }, () => 'y'.repeat(300)) })
    if (response.status !== null) {
      expect(response.status).toBe(413)
      expect(JSON.parse(response.body).errors[0].message).toMatch(/limit/)
    } else expect(['EPIPE', 'ECONNRESET']).toContain(response.error)
    // The app saw a body cut short at or under the limit (or had not finished reading it).
    await new Promise((resolve) => setTimeout(resolve, 50))
    for (const size of appReceived) expect(size).toBeLessThanOrEqual(1000)
  })

  it('gives multipart uploads the upload limit', async () => {
    const ok = await send('/api/media', { body: 'z'.repeat(4000), type: 'multipart/form-data; boundary=b' })
    expect(ok.status).toBe(200)
    const big = await send('/api/media', { body: 'z'.repeat(5001), type: 'multipart/form-data; boundary=b' })
    expect(big.status).toBe(413)
  })

  it('leaves bodies outside /api to the app', async () => {
    const response = await send('/a-zap', { body: 'x'.repeat(3000) })
    expect(response.status).toBe(200)
    expect(JSON.parse(response.body)).toEqual({ size: 3000 })
  })

  it('keeps serving after cutting requests off', async () => {
    await Promise.all(
      Array.from({ length: 8 }, () =>
        send('/api/pages', { chunks: Array.from({ length: 50 }, () => 'w'.repeat(1000)) }),
      ),
    )
    const response = await send('/api/pages', { body: '{}' })
    expect(response.status).toBe(200)
  })
})
