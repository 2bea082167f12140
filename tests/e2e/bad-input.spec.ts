import { expect, test } from './support/fixtures'
import { rawGet } from './support/raw-http'

/**
 * Hostile or broken addresses: a clean redirect or a 404, never a server error. Playwright's
 * request normalises URLs (dot segments), so those go out through rawGet, byte for byte.
 */
const ORIGIN = 'http://localhost:3100'
const noRedirects = { maxRedirects: 0 } as const
const NOT_FOUND_OR_REDIRECT = [301, 302, 303, 307, 308, 404]

function expectNotFoundOrRedirect(path: string, status: number) {
  expect.soft(NOT_FOUND_OR_REDIRECT.includes(status), `${path}: got ${status}, want 404 or a redirect`).toBe(true)
}

test('"//a-zap" is a typo of /a-zap: 308 to it, query kept', async ({ request }) => {
  const response = await request.get(`${ORIGIN}//a-zap`, noRedirects)
  expect(response.status()).toBe(308)
  const location = new URL(response.headers()['location'] ?? '', ORIGIN)
  expect(location.origin).toBe(ORIGIN)
  expect(location.pathname).toBe('/a-zap')

  const withQuery = await request.get(`${ORIGIN}//en///the-zap?x=1`, noRedirects)
  expect(withQuery.status()).toBe(308)
  const target = new URL(withQuery.headers()['location'] ?? '', ORIGIN)
  expect(target.pathname + target.search).toBe('/en/the-zap?x=1')

  const followed = await request.get(`${ORIGIN}//a-zap`)
  expect(followed.status()).toBe(200)
  expect(await followed.text()).toContain('Somos a ZAP')
})

test('malformed percent-encoding is 404, in any segment and either language', async ({ request }) => {
  for (const path of [
    '/%E0%A4%A',
    '/%',
    '/a-zap%',
    '/%C0%AF',
    '/en/%E0%A4%A',
    '/en/%FF',
    '/x/%FF',
    '/a-zap/%E0%A4%A',
  ]) {
    const response = await request.get(path, noRedirects)
    expect.soft(response.status(), path).toBe(404)
  }
})

test('dot segments sent raw are 404 or a redirect, never a file or a 5xx', async () => {
  for (const path of [
    '/a/../../etc/passwd',
    '/../../etc/passwd',
    '/a-zap/./',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/a/..%2f..%2fetc/passwd',
  ]) {
    const response = await rawGet(path)
    expectNotFoundOrRedirect(path, response.status)
    expect.soft(response.body, path).not.toContain('root:x:0:0')
  }
})

test('dot segments that resolve to a real page serve that page, as RFC 3986 resolves them', async () => {
  // Browsers remove dot segments before sending (RFC 3986 5.2.4) and Next does the same on arrival,
  // so /en/../a-zap *is* /a-zap: the same page, never a 5xx.
  for (const [path, same] of [
    ['/en/../a-zap', '/a-zap'],
    ['/x/../a-zap', '/a-zap'],
    ['/en/./the-zap', '/en/the-zap'],
  ] as const) {
    const [raw, clean] = [await rawGet(path), await rawGet(same)]
    expect.soft(raw.status, path).toBe(200)
    expect.soft(raw.body.match(/<h1[^>]*>([^<]*)/)?.[1], path).toBe(clean.body.match(/<h1[^>]*>([^<]*)/)?.[1])
  }
})

test('a 5000 character path is 404 (or 414), never a 5xx', async ({ request }) => {
  for (const path of ['/' + 'a'.repeat(4999), '/en/' + 'a'.repeat(4996), '/' + 'ab/'.repeat(1666) + 'ab']) {
    expect(path.length).toBeGreaterThanOrEqual(5000)
    const response = await request.get(path, noRedirects)
    const status = response.status()
    expect
      .soft(
        status === 404 || status === 414,
        `${path.slice(0, 20)}… (${path.length} chars): got ${status}, want 404 or 414`,
      )
      .toBe(true)
  }
  // Just over the 200-character limit of page paths: 404 by rule, not by a failed lookup.
  const justOver = await request.get('/' + 'a'.repeat(201), noRedirects)
  expect(justOver.status()).toBe(404)
})

test('unknown language prefixes are 404', async ({ request }) => {
  for (const path of ['/fr/x', '/fr', '/es/a-zap', '/pt/a-zap', '/EN/the-zap', '/english/the-zap']) {
    const response = await request.get(path, noRedirects)
    expect.soft(response.status(), path).toBe(404)
  }
})

test('junk under /en is 404', async ({ request }) => {
  for (const path of [
    '/en/%00',
    '/en/%0d%0aSet-Cookie:%20evil=1',
    '/en/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    '/en/a%5Cb',
    '/en/THE-ZAP',
    '/en/the-zap%20',
  ]) {
    const response = await request.get(path, noRedirects)
    expect.soft(response.status(), path).toBe(404)
    expect.soft(response.headers()['set-cookie'] ?? '', path).not.toContain('evil')
    expect.soft(await response.text(), path).not.toContain('<script>alert(1)</script>')
  }
})

test('unknown or unreadable Host header: 421 with both sites to choose from, no country guessed', async ({
  request,
}) => {
  for (const host of ['evil.example', 'evil.example:3100', 'localhost.evil.example', 'mz.localhost:abc']) {
    const response = await request.get('/', { ...noRedirects, headers: { host } })
    expect(response.status(), host).toBe(421)
    expect(response.headers()['cache-control'], host).toMatch(/no-store/)
    const html = await response.text()
    expect(html, host).not.toContain('pt-AO')
    expect(html, host).not.toContain('pt-MZ')
    expect(html, host).toContain('href="http://localhost:3100/"')
    expect(html, host).toContain('href="http://mz.localhost:3100/"')
    expect(html, host).not.toContain('evil')
  }
  // Raw too, in case the client rewrote the header.
  const raw = await rawGet('/', { host: 'evil.example' })
  expect(raw.status).toBe(421)
  // The known hosts, also as nginx normalises them (any case, a trailing dot), keep their country.
  for (const [host, lang] of [
    ['mz.localhost:3100', 'pt-MZ'],
    ['MZ.LOCALHOST.:3100', 'pt-MZ'],
    ['localhost.:3100', 'pt-AO'],
  ] as const) {
    const known = await rawGet('/', { host })
    expect(known.status, host).toBe(200)
    expect(known.body, host).toContain(`lang="${lang}"`)
  }
})

test('a missing or empty Host header is not a server error', async () => {
  const empty = await rawGet('/', { host: '' })
  expect(empty.status, 'empty Host').toBeLessThan(500)
})
