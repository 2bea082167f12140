import { createServer, type IncomingMessage, request as httpRequest, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import { DEFERRED_STYLES_SCRIPT } from './critical-css.mjs'
import { HashCache, secureResponses } from './security-headers.mjs'
import {
  type HttpResponse,
  compression,
  env,
  FLIGHT,
  html,
  INJECTED,
  PAGE,
  scriptSrc,
  sha,
} from './security-headers-test-support'

/** The public pages' rewrite (the critical CSS) inside the security headers: once per version, hashed after, never a broken page. */

const compress = compression()

describe('a public page rewritten once per version (the critical CSS)', () => {
  const STYLE = '<style>.hero{color:red}</style>'
  let rewrites = 0
  let failing = false
  let rewriting: Server
  let respond: (res: ServerResponse) => void = () => undefined
  beforeAll(async () => {
    rewriting = createServer(
      secureResponses(
        (req: IncomingMessage, res: ServerResponse) => {
          compress(req, res, () => undefined)
          respond(res)
        },
        env,
        new HashCache(10),
        async (page: string) => {
          rewrites++
          if (failing) throw new Error('unreadable stylesheet')
          return page.replace('</body>', `${STYLE}<script>${DEFERRED_STYLES_SCRIPT}</script></body>`)
        },
      ),
    )
    await new Promise<void>((resolve) => rewriting.listen(0, '127.0.0.1', resolve))
  })
  afterAll(() => new Promise<void>((resolve) => rewriting.close(() => resolve())))
  const fetchPage = (etag: string | null): Promise<HttpResponse> => {
    respond = (res) => {
      html(res)
      if (etag) res.setHeader('etag', etag)
      res.end(PAGE)
    }
    const { port } = rewriting.address() as AddressInfo
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port, path: '/', headers: { host: 'localhost:3000', 'accept-encoding': 'gzip' } },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          )
        },
      )
      req.on('error', reject)
      req.end()
    })
  }
  const text = (response: HttpResponse) =>
    (response.headers['content-encoding'] === 'gzip' ? gunzipSync(response.body) : response.body).toString('utf8')

  it('sends the rewritten page, compressed as it came, its added script allowed by hash', async () => {
    rewrites = 0
    const first = await fetchPage('"r1"')
    expect(first.headers['content-encoding']).toBe('gzip')
    expect(Number(first.headers['content-length'])).toBe(first.body.length)
    expect(text(first)).toContain(`${STYLE}<script>${DEFERRED_STYLES_SCRIPT}</script></body>`)
    expect(scriptSrc(first)).toContain(sha(DEFERRED_STYLES_SCRIPT))
    expect(scriptSrc(first)).toContain(sha(FLIGHT))
    expect(scriptSrc(first)).not.toContain(sha(INJECTED))
    // The same version again: served from what was rewritten, not rewritten again.
    expect(text(await fetchPage('"r1"'))).toBe(text(first))
    expect(rewrites).toBe(1)
    await fetchPage('"r2"')
    expect(rewrites).toBe(2)
  })

  it('serves the page as it was when the rewrite fails, or when it has no version to key it by', async () => {
    failing = true
    try {
      const failed = await fetchPage('"r3"')
      expect(failed.status).toBe(200)
      expect(text(failed)).toBe(PAGE)
      expect(scriptSrc(failed)).not.toContain(sha(DEFERRED_STYLES_SCRIPT))
    } finally {
      failing = false
    }
    rewrites = 0
    expect(text(await fetchPage(null))).toBe(PAGE)
    expect(rewrites).toBe(0)
  })
})
