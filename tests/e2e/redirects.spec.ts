import { seedRedirectData } from '@/cms/seed/data/redirects'
import { rawGet } from './support/raw-http'
import { expect, HOST, test } from './support/fixtures'

/**
 * Legacy redirects come from the CMS `redirects` collection: permanent (308, never 307),
 * query string kept, both languages, and a new one works on the next request without a rebuild.
 */
const ADMIN = {
  email: process.env.ADMIN_EMAIL || 'admin@zap.local',
  password: process.env.ADMIN_PASSWORD || 'zap-admin-dev',
}
const pathOf = (location: string | undefined) => {
  const url = new URL(location ?? '', 'http://localhost:3100')
  return url.pathname + url.search
}

for (const country of ['ao', 'mz'] as const) {
  test(`${country}: every seeded redirect is permanent and lands on a page`, async () => {
    const mine = seedRedirectData.filter((r) => !r.only || r.only === country)
    expect(mine.length).toBeGreaterThanOrEqual(12)
    for (const { from, to } of mine) {
      const response = await rawGet(from, { host: HOST[country] })
      expect(response.status, `${country} ${from}`).toBe(308)
      expect(pathOf(response.headers.location), `${country} ${from}`).toBe(to)
      const landing = await rawGet(to, { host: HOST[country] })
      expect(landing.status, `${country} ${from} -> ${to}`).toBe(200)
    }
  })
}

test('the query string is kept, in both languages', async () => {
  const pt = await rawGet('/pesquisa?q=novelas&p=2', { host: HOST.ao })
  expect(pt.status).toBe(308)
  expect(pathOf(pt.headers.location)).toBe('/?q=novelas&p=2')
  const en = await rawGet('/en/support?from=mail', { host: HOST.mz })
  expect(en.status).toBe(308)
  expect(pathOf(en.headers.location)).toBe('/en/help/contacts?from=mail')
})

test('a redirect saved in the CMS works on the next request, then goes away when deleted', async ({ request }) => {
  const login = await request.post('/api/users/login', { data: ADMIN })
  const { token } = (await login.json()) as { token: string }
  const auth = { authorization: `JWT ${token}` }
  const from = `/promocao-antiga-${Date.now()}`
  // First a 404 (which the site may cache)...
  expect((await rawGet(from)).status).toBe(404)
  const created = await request.post('/api/redirects', { headers: auth, data: { from, to: '/zap-satelite/campanhas' } })
  expect(created.status()).toBe(201)
  const { doc } = (await created.json()) as { doc: { id: number } }
  // ...then, with no rebuild, the redirect (the proxy reloads the map at most a second later).
  await expect.poll(async () => (await rawGet(`${from}?utm=x`)).status, { timeout: 5000 }).toBe(308)
  expect(pathOf((await rawGet(`${from}?utm=x`)).headers.location)).toBe('/zap-satelite/campanhas?utm=x')
  expect((await request.delete(`/api/redirects/${doc.id}`, { headers: auth })).status()).toBe(200)
  await expect.poll(async () => (await rawGet(from)).status, { timeout: 5000 }).toBe(404)
})

test('a redirect that is not a path is refused by the CMS', async ({ request }) => {
  const login = await request.post('/api/users/login', { data: ADMIN })
  const { token } = (await login.json()) as { token: string }
  const refused = await request.post('/api/redirects', {
    headers: { authorization: `JWT ${token}` },
    data: { from: 'https://evil.example/x', to: '/' },
  })
  expect(refused.status()).toBe(400)
})
