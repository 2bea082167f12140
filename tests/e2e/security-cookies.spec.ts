import type { APIResponse } from '@playwright/test'
import { ADMIN, adminHeaders, adminToken } from './support/admin'
import { expect, ORIGIN, test } from './support/fixtures'

/**
 * Security: the flags of every cookie the server sets. SameSite=Lax on all of them;
 * HttpOnly wherever no script of ours reads or writes the cookie; Secure only over HTTPS (these
 * tests run on http://localhost, where Secure is left off — except Next's own draft-mode cookie,
 * which Chromium accepts on localhost; HTTPS is covered by server/security-headers.test.ts).
 *
 * Cookies set from the browser by our scripts (not by the server): i18n_redirected by the language
 * switcher, and zap_consent by a consent banner while the site uses an optional cookie category (none
 * today: lib/consent/categories.ts; Secure on https, lib/consent/cookie.ts); neither can be HttpOnly,
 * since the script writes it.
 */

type Cookie = { name: string; value: string; attributes: Map<string, string> }

function cookiesOf(response: APIResponse): Cookie[] {
  return response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => {
      const [pair = '', ...attributes] = h.value.split(';').map((part) => part.trim())
      const [name = '', value = ''] = pair.split(/=(.*)/s)
      return {
        name,
        value,
        attributes: new Map(attributes.map((a) => [a.split('=')[0]!.toLowerCase(), a.split('=')[1] ?? ''])),
      }
    })
}

function expectFlags(
  cookie: Cookie | undefined,
  name: string,
  { httpOnly, secure }: { httpOnly: boolean; secure: boolean },
) {
  expect(cookie, `${name} is set`).toBeDefined()
  expect.soft(cookie!.attributes.get('samesite')?.toLowerCase(), `${name}: SameSite`).toBe('lax')
  expect.soft(cookie!.attributes.has('httponly'), `${name}: HttpOnly`).toBe(httpOnly)
  expect.soft(cookie!.attributes.has('secure'), `${name}: Secure`).toBe(secure)
}

test('the language cookie: SameSite=Lax, readable by the language switcher, not Secure on http', async ({
  playwright,
}) => {
  const api = await playwright.request.newContext({ baseURL: ORIGIN.ao, extraHTTPHeaders: { 'Accept-Language': 'en' } })
  try {
    const response = await api.get('/', { maxRedirects: 0 })
    expect(response.status()).toBe(307)
    expectFlags(
      cookiesOf(response).find((c) => c.name === 'i18n_redirected'),
      'i18n_redirected',
      { httpOnly: false, secure: false },
    )
  } finally {
    await api.dispose()
  }
})

test('the CMS session (payload-token): HttpOnly, SameSite=Lax', async ({ request }) => {
  const login = await request.post('/api/users/login', { data: ADMIN, headers: { connection: 'close' } })
  expect(login.status()).toBe(200)
  expectFlags(
    cookiesOf(login).find((c) => c.name === 'payload-token'),
    'payload-token',
    { httpOnly: true, secure: false },
  )
})

test('the preview cookies: HttpOnly, SameSite=Lax (draft mode was SameSite=None)', async ({ request }) => {
  const token = await adminToken(request)
  const pages = await request.get('/api/pages', {
    params: { 'where[path][equals]': '/a-zap', 'where[country.code][equals]': 'ao', locale: 'pt', depth: 0, limit: 1 },
    headers: adminHeaders(token),
  })
  const id = ((await pages.json()) as { docs: { id: number }[] }).docs[0]!.id
  const preview = await request.get(`/api/preview?id=${id}&locale=pt`, {
    headers: adminHeaders(token),
    maxRedirects: 0,
  })
  expect(preview.status()).toBe(307)
  const cookies = cookiesOf(preview)
  expectFlags(
    cookies.find((c) => c.name === 'zap_preview_country'),
    'zap_preview_country',
    { httpOnly: true, secure: false },
  )
  // Next always marks its draft-mode cookie Secure outside development; browsers accept it on localhost.
  expectFlags(
    cookies.find((c) => c.name === '__prerender_bypass'),
    '__prerender_bypass',
    { httpOnly: true, secure: true },
  )

  const exit = await request.get('/api/preview?exit=1', { maxRedirects: 0, headers: { connection: 'close' } })
  for (const cookie of cookiesOf(exit))
    expect.soft(cookie.attributes.get('samesite')?.toLowerCase(), `${cookie.name} on exit`).toBe('lax')
})

test('no response sets a cookie without SameSite', async ({ request }) => {
  const responses = await Promise.all([
    request.get('/', { maxRedirects: 0 }),
    request.get('/en', { maxRedirects: 0 }),
    request.get('/admin/login', { maxRedirects: 0 }),
  ])
  // Signing out clears the session cookie (this context's own session only).
  expect((await request.post('/api/users/login', { data: ADMIN, headers: { connection: 'close' } })).status()).toBe(200)
  const logout = await request.post('/api/users/logout', { headers: { connection: 'close' } })
  expect(cookiesOf(logout).map((c) => c.name)).toContain('payload-token')
  responses.push(logout)
  for (const response of responses) {
    for (const cookie of cookiesOf(response))
      expect.soft(cookie.attributes.get('samesite'), `${response.url()} ${cookie.name}`).toMatch(/^(lax|strict)$/i)
  }
})
