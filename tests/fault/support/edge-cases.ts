import Database from 'libsql'
import type { RawRequest, RawResponse } from './http'

/**
 * Hand-written attacks on the HTTP edge for tests/fault/bad-input.fault.ts: addresses and stored
 * values that try to turn a redirect into a trip to another site, methods the site has no use for,
 * bodies Payload cannot read or that are too big, and the internal migrations collection. Each has
 * the response it must get; every response must carry the security headers and no off-site Location.
 */

/** The ways to write "another site" where a path is expected: browsers read each as //evil.example. */
export const OFFSITE_TARGETS = [
  '//evil.example/phish',
  '/\\evil.example',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
] as const

/** Legacy paths planted straight into the database, as rows saved before targets were validated. */
export const PLANTED_REDIRECTS = OFFSITE_TARGETS.map((to, i) => ({ from: `/legado-perigoso-${i + 1}`, to }))
/** A well-formed planted redirect: shows the planted rows are read at all. */
export const PLANTED_GOOD = { from: '/legado-seguro', to: '/a-zap' }

/** Writes the planted redirects into a server's database file before the server starts. */
export function plantRedirects(file: string): void {
  const db = new Database(file, { fileMustExist: true })
  try {
    const insert = db.prepare('INSERT INTO redirects ("from", "to", country_id) VALUES (?, ?, NULL)')
    for (const { from, to } of [...PLANTED_REDIRECTS, PLANTED_GOOD]) insert.run(from, to)
  } finally {
    db.close()
  }
}

/** The stored name of an uploaded image, whose file the seed put on the disk. */
export function someMediaFile(file: string): string {
  const db = new Database(file, { fileMustExist: true })
  try {
    return String(
      (
        db.prepare('SELECT filename FROM media WHERE filename IS NOT NULL ORDER BY id LIMIT 1').get() as {
          filename: string
        }
      ).filename,
    )
  } finally {
    db.close()
  }
}

/** A page id that exists in the seeded database (for a signed-in PATCH). */
export function somePageId(file: string): number {
  const db = new Database(file, { fileMustExist: true })
  try {
    return Number((db.prepare('SELECT id FROM pages ORDER BY id LIMIT 1').get() as { id: number }).id)
  } finally {
    db.close()
  }
}

export type EdgeExpect = {
  /** The statuses allowed (any non-5xx when absent). */
  status?: number[]
  /** An `Allow` header is required (a 405 says what is allowed). */
  allow?: boolean
  /** The exact Location required (a positive control). */
  location?: string
  /** The connection may be closed by the server while the body is still being sent. */
  mayCut?: boolean
}

export type EdgeCase = { label: string; request: RawRequest; expect: EdgeExpect }

/** Whether a Location sends the browser away from the host it asked. */
export function offSite(location: string | undefined, host: string): boolean {
  if (location === undefined) return false
  // Browsers treat a backslash as a slash: "/\host" and "\\host" are "//host".
  const value = location.trim().replace(/\\/g, '/')
  if (value.startsWith('//')) return true
  try {
    return new URL(value, `http://${host}/`).host !== host
  } catch {
    return true
  }
}

const SECURITY_HEADERS = ['x-content-type-options', 'referrer-policy', 'x-frame-options', 'content-security-policy']

/** What is wrong with the response to an edge case, or null. */
export function edgeProblem(c: EdgeCase, response: RawResponse): string | null {
  const location = typeof response.headers.location === 'string' ? response.headers.location : undefined
  if (offSite(location, c.request.host)) return `${response.status} Location leaves the site: ${location}`
  if (response.status >= 500) return `${response.status}: ${response.body.slice(0, 160)}`
  if (c.expect.status && !c.expect.status.includes(response.status))
    return `responded with ${response.status}, expected ${c.expect.status.join(' or ')}: ${response.body.slice(0, 160)}`
  if (c.expect.location !== undefined && location !== c.expect.location)
    return `Location ${location}, expected ${c.expect.location}`
  if (c.expect.allow && !response.headers.allow) return `${response.status} without an Allow header`
  const missing = SECURITY_HEADERS.filter((name) => !response.headers[name])
  if (missing.length) return `${response.status} without ${missing.join(', ')}`
  return null
}

const MiB = 1024 * 1024

/** A JSON document of about `bytes` bytes. */
export const bigJson = (bytes: number) => JSON.stringify({ query: '{ __typename }', title: 'x'.repeat(bytes) })

/** The same body cut into pieces, to be sent chunked with no Content-Length. */
export const inChunks = (text: string, size = 64 * 1024) => {
  const bytes = Buffer.from(text)
  const chunks: Buffer[] = []
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size))
  return chunks
}

export function edgeCases(
  hosts: { ao: string; mz: string },
  signedIn: { token: string; pageId: number; mediaFile: string },
): EdgeCase[] {
  const cases: EdgeCase[] = []
  const add = (label: string, request: Omit<RawRequest, 'host'> & { host?: string }, expect: EdgeExpect = {}) =>
    cases.push({ label, request: { host: hosts.ao, ...request }, expect })
  const cookie = `payload-token=${signedIn.token}`
  const auth = `JWT ${signedIn.token}`

  // Open redirects: the addresses themselves, in both countries and languages, with a trailing slash
  // (Next's own trailing-slash redirect), and as the target of every redirect the site writes.
  for (const target of OFFSITE_TARGETS) {
    for (const host of [hosts.ao, hosts.mz]) {
      for (const path of [
        target,
        `${target}/`,
        `/en${target}`,
        `/en${target}/`,
        `${target}?x=1`,
        `/api${target}`,
        `/admin${target}`,
        `/_next${target}`,
      ]) {
        add(`GET ${path} (${host})`, { method: 'GET', path, host })
      }
    }
    const query = encodeURIComponent(target)
    add(`signed-in /admin/login?redirect=${target}`, {
      method: 'GET',
      path: `/admin/login?redirect=${query}`,
      headers: { cookie },
    })
    add(`/admin/logout?redirect=${target}`, {
      method: 'GET',
      path: `/admin/logout?redirect=${query}`,
      headers: { cookie },
    })
    add(
      `preview exit with ?redirect=${target}`,
      { method: 'GET', path: `/api/preview?exit=1&redirect=${query}&path=${query}` },
      { status: [307], location: '/' },
    )
    add(
      `preview exit with ?return=${target}`,
      { method: 'GET', path: `/api/preview?exit=1&return=${query}` },
      { status: [307], location: '/' },
    )
    add(
      `preview exit with Host evil.example`,
      { method: 'GET', path: `/api/preview?exit=1&path=${query}`, host: 'evil.example' },
      { status: [307], location: '/' },
    )
  }
  for (const { from, to } of PLANTED_REDIRECTS) {
    for (const host of [hosts.ao, hosts.mz])
      add(
        `stored redirect ${from} -> ${to} (${host})`,
        { method: 'GET', path: `${from}?utm=1`, host },
        { status: [404] },
      )
  }
  add(
    'stored redirect to a site path still works',
    { method: 'GET', path: `${PLANTED_GOOD.from}?utm=1` },
    { status: [308], location: `${PLANTED_GOOD.to}?utm=1` },
  )

  // Methods nothing here responds to: 405 with the methods that work, on pages, API routes, files.
  // (CONNECT is sent on a bare socket by the test itself: Node's client treats any response to it as a tunnel.)
  for (const method of ['TRACE', 'TRACK', 'PROPFIND']) {
    for (const path of [
      '/',
      '/a-zap',
      '/en/the-zap',
      '/api/pages',
      '/api/graphql',
      '/api/forms/newsletter',
      '/api/terms',
      '/admin',
      '/favicon.ico',
      '/robots.txt',
    ]) {
      add(`${method} ${path}`, { method, path }, { status: [405], allow: true })
    }
  }
  // Pages and files: a preflight is 204 (nothing to negotiate), writing is 405 (no server actions here).
  for (const path of [
    '/favicon.ico',
    '/_next/static/chunks/nothing.js',
    '/seed/none.jpg',
    '/sw.js',
    '/offline.html',
    '/',
    '/a-zap',
    '/en/the-zap',
  ]) {
    add(`OPTIONS ${path}`, { method: 'OPTIONS', path }, { status: [204], allow: true })
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH'])
      add(`${method} ${path}`, { method, path }, { status: [405], allow: true })
  }

  // Bodies Payload cannot read: 415, never a 500, signed in or not.
  for (const [method, path] of [
    ['PATCH', `/api/pages/${signedIn.pageId}`],
    ['POST', '/api/pages'],
    ['PUT', `/api/pages/${signedIn.pageId}`],
    ['POST', '/api/redirects'],
  ] as const) {
    for (const type of ['application/x-www-form-urlencoded', 'text/plain', 'application/xml']) {
      add(
        `signed-in ${method} ${path} as ${type}`,
        { method, path, headers: { authorization: auth, 'content-type': type }, body: 'title=x&_status=published' },
        { status: [415] },
      )
    }
    add(
      `anonymous ${method} ${path} form-encoded`,
      { method, path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'title=x' },
      { status: [415] },
    )
  }

  // A read sent as a POST with its query form-encoded (Payload's admin does this): still read.
  add(
    'signed-in POST read override, form-encoded query',
    {
      method: 'POST',
      path: '/api/countries',
      headers: {
        authorization: auth,
        'x-payload-http-method-override': 'GET',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'limit=1&depth=0',
    },
    { status: [200] },
  )

  // Other REST requests Payload responds to with a 500: a named route under another method, the versions
  // of a collection without versions, a create or update without its data, a file not on the disk.
  for (const path of ['/api/pages/count', '/api/users/me', '/api/pages/versions']) {
    add(`signed-in DELETE ${path}`, { method: 'DELETE', path, headers: { authorization: auth } }, { status: [404] })
  }
  for (const path of ['/api/media/versions', '/api/redirects/versions/1', '/api/countries/versions']) {
    add(`signed-in GET ${path}`, { method: 'GET', path, headers: { authorization: auth } }, { status: [404] })
    add(`anonymous POST ${path}`, { method: 'POST', path }, { status: [404] })
  }
  for (const body of [undefined, 'null', '[]']) {
    const headers: Record<string, string> = {
      authorization: auth,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    }
    add(
      `signed-in POST /api/pages body ${body}`,
      { method: 'POST', path: '/api/pages', headers, body },
      { status: [400] },
    )
    add(
      `signed-in PATCH /api/pages/${signedIn.pageId} body ${body}`,
      { method: 'PATCH', path: `/api/pages/${signedIn.pageId}`, headers, body },
      { status: [400] },
    )
    add(
      `signed-in POST /api/countries body ${body}`,
      { method: 'POST', path: '/api/countries', headers, body },
      { status: [400] },
    )
  }
  for (const path of [
    '/api/media/file/nothing-here.jpg',
    '/api/documents/file/nothing-here.pdf',
    '/api/media/file/nothing%20here.png',
  ]) {
    add(`GET ${path}`, { method: 'GET', path }, { status: [404] })
  }
  // Controls: the same routes still respond as they should.
  add(
    'GET an uploaded image',
    { method: 'GET', path: `/api/media/file/${encodeURIComponent(signedIn.mediaFile)}` },
    { status: [200] },
  )
  add(
    'signed-in POST /api/pages/access (the admin asks what it may create)',
    { method: 'POST', path: '/api/pages/access', headers: { authorization: auth } },
    { status: [200] },
  )
  add(
    'signed-in GET /api/pages/count',
    { method: 'GET', path: '/api/pages/count', headers: { authorization: auth } },
    { status: [200] },
  )
  add(
    'signed-in GET /api/pages/versions',
    { method: 'GET', path: '/api/pages/versions?limit=1', headers: { authorization: auth } },
    { status: [200] },
  )
  add(
    'POST /api/users/logout without a body',
    { method: 'POST', path: '/api/users/logout', headers: { 'content-type': 'application/json' } },
    {},
  )

  // The internal migrations record: not there, for anyone.
  for (const method of ['GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS']) {
    for (const headers of [{}, { authorization: auth }] as Record<string, string>[]) {
      add(
        `${method} /api/payload-migrations ${headers.authorization ? 'signed in' : 'anonymous'}`,
        { method, path: '/api/payload-migrations', headers },
        { status: [404] },
      )
    }
  }
  add(
    'GET /api/payload-migrations/1 signed in',
    { method: 'GET', path: '/api/payload-migrations/1', headers: { authorization: auth } },
    { status: [404] },
  )

  // Undecodable paths: a 404 with the same headers as every other response.
  for (const path of ['/api/%FF', '/%FF', '/api/pages/%E0%A4%A', '/en/%C0'])
    add(`GET ${path}`, { method: 'GET', path }, { status: [404] })

  // Bodies over the /api limit: 413 (or the connection closed while sending), declared or streamed.
  for (const path of ['/api/graphql', '/api/pages', '/api/users/login', '/api/forms/newsletter']) {
    const body = bigJson(2 * MiB)
    add(
      `POST ${path} 2 MiB JSON`,
      { method: 'POST', path, headers: { 'content-type': 'application/json' }, body },
      { status: [413], mayCut: true },
    )
    add(
      `POST ${path} 2 MiB JSON chunked`,
      { method: 'POST', path, headers: { 'content-type': 'application/json' }, chunks: inChunks(body) },
      { status: [413], mayCut: true },
    )
  }
  add(
    'PATCH page 2 MiB JSON signed in, chunked',
    {
      method: 'PATCH',
      path: `/api/pages/${signedIn.pageId}`,
      headers: { authorization: auth, 'content-type': 'application/json' },
      chunks: inChunks(bigJson(2 * MiB)),
    },
    { status: [413], mayCut: true },
  )
  add(
    'POST /api/graphql 2 MiB form-encoded',
    {
      method: 'POST',
      path: '/api/graphql',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `q=${'x'.repeat(2 * MiB)}`,
    },
    { status: [413], mayCut: true },
  )
  add(
    'POST /api/graphql 2 MiB multipart',
    {
      method: 'POST',
      path: '/api/graphql',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      chunks: inChunks(`--b\r\ncontent-disposition: form-data; name="q"\r\n\r\n${'x'.repeat(2 * MiB)}\r\n--b--\r\n`),
    },
    { status: [413], mayCut: true },
  )
  // Under the limit: still read and responded to by the app (429 if a rate limit for anonymous callers says so).
  add(
    'POST /api/graphql 100 kB JSON',
    { method: 'POST', path: '/api/graphql', headers: { 'content-type': 'application/json' }, body: bigJson(100_000) },
    { status: [200, 429] },
  )
  add(
    'POST /api/graphql 100 kB JSON chunked',
    {
      method: 'POST',
      path: '/api/graphql',
      headers: { 'content-type': 'application/json' },
      chunks: inChunks(bigJson(100_000), 8 * 1024),
    },
    { status: [200, 429] },
  )
  // An upload over the per-file limit (20 MiB) but within the request limit: Payload's own 413.
  const file = (bytes: number) =>
    `--b\r\ncontent-disposition: form-data; name="file"; filename="big.jpg"\r\ncontent-type: image/jpeg\r\n\r\n${'x'.repeat(bytes)}\r\n--b--\r\n`
  add(
    'signed-in upload of 20.5 MiB to /api/media',
    {
      method: 'POST',
      path: '/api/media',
      headers: { authorization: auth, 'content-type': 'multipart/form-data; boundary=b' },
      body: file(20.5 * MiB),
      timeoutMs: 60_000,
    },
    { status: [413], mayCut: true },
  )
  // An upload over the whole-request limit: refused by the server, declared or streamed.
  const bigFile = file(22 * MiB)
  add(
    'signed-in upload of 22 MiB to /api/media',
    {
      method: 'POST',
      path: '/api/media',
      headers: { authorization: auth, 'content-type': 'multipart/form-data; boundary=b' },
      body: bigFile,
      timeoutMs: 60_000,
    },
    { status: [413], mayCut: true },
  )
  add(
    'signed-in upload of 22 MiB to /api/media, chunked',
    {
      method: 'POST',
      path: '/api/media',
      headers: { authorization: auth, 'content-type': 'multipart/form-data; boundary=b' },
      chunks: inChunks(bigFile, 256 * 1024),
      timeoutMs: 60_000,
    },
    { status: [413], mayCut: true },
  )
  return cases
}
