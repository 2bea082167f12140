import { expect, ORIGIN, test } from './support/fixtures'

/**
 * The CMS REST API responds to malformed reads with a 4xx, never a 500 (lib/rest/guard.ts works around
 * two Payload 3.90 crashes), and the reads it must serve still work: a filter on a localized field
 * without `?locale=` reads the default language; a non-numeric id is a 404 like a missing one.
 */

const API = `${ORIGIN.ao}/api`

test('a filter on a localized field without ?locale= reads Portuguese, the default language', async ({ request }) => {
  const first = await (await request.get(`${API}/pages?locale=pt&limit=1&depth=0&sort=id`)).json()
  const title: string = first.docs[0].title
  expect(title, 'a seeded page with a Portuguese title').toBeTruthy()

  const filtered = await request.get(`${API}/pages?depth=0&where[title][equals]=${encodeURIComponent(title)}`)
  expect(filtered.status()).toBe(200)
  const body = await filtered.json()
  expect(body.docs.map((doc: { id: number }) => doc.id)).toContain(first.docs[0].id)
  expect(body.docs.every((doc: { title: string }) => doc.title === title)).toBe(true)

  const english = await (await request.get(`${API}/pages?locale=en&limit=1&depth=0&sort=id`)).json()
  const inEnglish = await request.get(
    `${API}/pages?locale=en&depth=0&where[title][equals]=${encodeURIComponent(english.docs[0].title)}`,
  )
  expect((await inEnglish.json()).docs.map((doc: { id: number }) => doc.id)).toContain(english.docs[0].id)
})

test('junk in a localized filter or an unknown locale gets a response, not a 500', async ({ request }) => {
  for (const query of [
    'where[title][like]=x',
    'where[title][like]=%00',
    'where[path][equals]=/',
    'locale=xx&where[title][like]=a',
    'where[title][in]=',
  ]) {
    const response = await request.get(`${API}/pages?depth=0&${query}`)
    expect(response.status(), query).toBeLessThan(500)
  }
})

test('a non-numeric document id is a 404 like a missing one; numeric ids and named routes still work', async ({
  request,
}) => {
  for (const path of ['/pages/abc', '/media/abc', '/faqs/%C3%A9', '/packages/1e3']) {
    const response = await request.get(`${API}${path}`)
    expect(response.status(), path).toBe(404)
    expect(await response.json(), path).toEqual({ errors: [{ message: 'Not Found' }] })
  }
  const first = await (await request.get(`${API}/pages?limit=1&depth=0&locale=pt`)).json()
  expect((await request.get(`${API}/pages/${first.docs[0].id}?depth=0`)).status()).toBe(200)
  const count = await request.get(`${API}/pages/count`)
  expect(count.status()).toBe(200)
  expect((await count.json()).totalDocs).toBeGreaterThan(0)
  const me = await request.get(`${API}/users/me`)
  expect(me.status()).toBe(200)
  expect((await me.json()).user).toBeNull()
})
