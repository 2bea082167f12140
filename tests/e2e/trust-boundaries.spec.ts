import type { APIRequestContext } from '@playwright/test'
import { adminHeaders, adminToken } from './support/admin'
import { expect, HOST, ORIGIN, test } from './support/fixtures'
import { rawGet } from './support/raw-http'

/**
 * The country trust boundary at the doors a Mozambique editor can knock on, on the production
 * server: REST (one document, in bulk, as a draft), GraphQL, versions, redirects, and the country
 * select in /admin. Every attempt to move content into Angola or to "both countries" is refused and
 * the Angola site and sitemap stay as they were. (tests/integration/trust-boundaries.int.ts walks
 * every collection through Payload's operations.)
 */
const password = 'editor-pass-123'
const stamp = Date.now()
const PAGE = { pt: `/fronteira-${stamp}`, en: `/en-border-${stamp}` }
const REDIRECT_FROM = `/fronteira-antiga-${stamp}`

type Doc = { id: number; country?: number | { id: number } | null; title?: string }
type VersionDoc = { id: number; parent: number; version: { country?: number | null } }
const countryOf = (doc: Doc) =>
  doc.country && typeof doc.country === 'object' ? doc.country.id : (doc.country ?? null)

async function countryId(request: APIRequestContext, code: 'ao' | 'mz'): Promise<number> {
  const response = await request.get('/api/countries', { params: { 'where[code][equals]': code, depth: 0 } })
  return ((await response.json()) as { docs: Doc[] }).docs[0]!.id
}

const graphql = (request: APIRequestContext, query: string, token: string) =>
  request.post('/api/graphql', { data: { query }, headers: adminHeaders(token) })

/** The error body of a refused write names the country field. */
async function expectCountryRefusal(response: { status(): number; text(): Promise<string> }, what: string) {
  const body = await response.text()
  expect(response.status(), `${what}: ${body}`).toBe(400)
  expect(body, what).toMatch(/country/i)
}

test.describe('a Mozambique editor stays in Mozambique', () => {
  const ids = { ao: 0, mz: 0 }
  let admin = ''
  let editor = ''
  let editorEmail = ''
  let pageId = 0
  let redirectId = 0

  test.beforeAll(async ({ request }) => {
    admin = await adminToken(request)
    ids.ao = await countryId(request, 'ao')
    ids.mz = await countryId(request, 'mz')
    editorEmail = `editor-mz-${stamp}@example.co.mz`
    const created = await request.post('/api/users', {
      data: { email: editorEmail, password, role: 'editor', country: ids.mz },
      headers: adminHeaders(admin),
    })
    expect(created.status(), 'administrator creates a Mozambique editor').toBe(201)
    const login = await request.post('/api/users/login', {
      data: { email: editorEmail, password },
      headers: { connection: 'close' },
    })
    editor = ((await login.json()) as { token: string }).token

    // The editor's own published page (in both languages, like every page) and redirect. They stay:
    // the e2e database is new on every run.
    const page = await request.post('/api/pages?locale=pt', {
      data: { title: 'Fronteira', path: PAGE.pt, country: ids.mz, layout: [], _status: 'published' },
      headers: adminHeaders(editor),
    })
    expect(page.status(), await page.text()).toBe(201)
    pageId = ((await page.json()) as { doc: Doc }).doc.id
    expect(countryOf(((await page.json()) as { doc: Doc }).doc)).toBe(ids.mz)
    const en = await request.patch(`/api/pages/${pageId}?locale=en`, {
      data: { title: 'Border', path: PAGE.en, layout: [], _status: 'published' },
      headers: adminHeaders(editor),
    })
    expect(en.status(), await en.text()).toBe(200)
    const redirect = await request.post('/api/redirects', {
      data: { from: REDIRECT_FROM, to: '/', country: ids.mz },
      headers: adminHeaders(editor),
    })
    expect(redirect.status(), await redirect.text()).toBe(201)
    redirectId = ((await redirect.json()) as { doc: Doc }).doc.id
  })

  async function storedPage(request: APIRequestContext): Promise<Doc> {
    const response = await request.get(`/api/pages/${pageId}`, {
      params: { depth: 0, draft: 'true', locale: 'pt' },
      headers: adminHeaders(admin),
    })
    return (await response.json()) as Doc
  }

  async function angolaUnchanged() {
    for (const path of [PAGE.pt, `/en${PAGE.en}`]) {
      expect((await rawGet(path, { host: HOST.ao })).status, `Angola ${path}`).toBe(404)
      expect((await rawGet(path, { host: HOST.mz })).status, `Mozambique ${path}`).toBe(200)
    }
    const sitemap = (await rawGet('/sitemap.xml', { host: HOST.ao })).body
    expect(sitemap).toContain(`${ORIGIN.ao}/`)
    expect(sitemap).not.toContain(PAGE.pt)
    expect(sitemap).not.toContain(PAGE.en)
  }

  test('REST: moving the page to Angola is refused, published, as a draft or in bulk', async ({ request }) => {
    const auth = adminHeaders(editor)
    await expectCountryRefusal(
      await request.patch(`/api/pages/${pageId}?locale=pt`, {
        data: { country: ids.ao, _status: 'published' },
        headers: auth,
      }),
      'PATCH published',
    )
    await expectCountryRefusal(
      await request.patch(`/api/pages/${pageId}?locale=pt&draft=true`, { data: { country: ids.ao }, headers: auth }),
      'PATCH draft',
    )
    await expectCountryRefusal(
      await request.patch(`/api/pages/${pageId}?locale=pt`, { data: { country: null }, headers: auth }),
      'PATCH no country',
    )
    const bulk = await request.patch(`/api/pages?locale=pt&where[id][equals]=${pageId}`, {
      data: { country: ids.ao, _status: 'published' },
      headers: auth,
    })
    const bulkBody = (await bulk.json()) as { docs?: Doc[]; errors?: { message: string }[] }
    expect(bulk.status(), JSON.stringify(bulkBody)).toBe(400)
    expect(bulkBody.docs ?? []).toEqual([])
    expect(JSON.stringify(bulkBody.errors)).toMatch(/country/i)
    expect(countryOf(await storedPage(request))).toBe(ids.mz)
    await angolaUnchanged()
  })

  test('REST: a Mozambique redirect cannot be made to apply to both countries, nor point off the site', async ({
    request,
  }) => {
    const auth = adminHeaders(editor)
    await expectCountryRefusal(
      await request.patch(`/api/redirects/${redirectId}`, { data: { country: null }, headers: auth }),
      'redirect to both countries',
    )
    await expectCountryRefusal(
      await request.patch(`/api/redirects/${redirectId}`, { data: { country: ids.ao }, headers: auth }),
      'redirect to Angola',
    )
    for (const to of ['//evil.example/phish', '/\\evil.example', '/%2F%2Fevil.example', 'https://evil.example/']) {
      const response = await request.patch(`/api/redirects/${redirectId}`, { data: { to }, headers: auth })
      expect(response.status(), to).toBe(400)
    }
    await expect.poll(async () => (await rawGet(REDIRECT_FROM, { host: HOST.mz })).status, { timeout: 5000 }).toBe(308)
    expect((await rawGet(REDIRECT_FROM, { host: HOST.mz })).headers.location).toMatch(
      /^(http:\/\/mz\.localhost:3100)?\/$/,
    )
    expect((await rawGet(REDIRECT_FROM, { host: HOST.ao })).status, 'not in Angola').toBe(404)
  })

  test("REST: the editor reads only Mozambique's versions", async ({ request }) => {
    const mine = await request.get('/api/pages/versions', {
      params: { depth: 0, limit: 1000 },
      headers: adminHeaders(editor),
    })
    expect(mine.status()).toBe(200)
    const docs = ((await mine.json()) as { docs: VersionDoc[] }).docs
    expect(docs.length).toBeGreaterThan(0)
    expect([...new Set(docs.map((d) => d.version.country))]).toEqual([ids.mz])

    const angolan = await request.get('/api/pages/versions', {
      params: { depth: 0, limit: 1, 'where[version.country][equals]': ids.ao },
      headers: adminHeaders(admin),
    })
    const angolanId = ((await angolan.json()) as { docs: VersionDoc[] }).docs[0]!.id
    expect([403, 404]).toContain(
      (
        await request.get(`/api/pages/versions/${angolanId}`, { params: { depth: 0 }, headers: adminHeaders(editor) })
      ).status(),
    )
    expect(
      (
        await request.get(`/api/pages/versions/${angolanId}`, { params: { depth: 0 }, headers: adminHeaders(admin) })
      ).status(),
    ).toBe(200)
    const visitor = await request.get('/api/pages/versions', { headers: { connection: 'close' } })
    expect(visitor.status()).toBe(403)
  })

  test('GraphQL: moving the page is refused, and versions are Mozambique only', async ({ request }) => {
    const moved = await graphql(
      request,
      `mutation { updatePage(id: ${pageId}, data: { country: ${ids.ao}, _status: published }, locale: pt) { id } }`,
      editor,
    )
    const movedBody = (await moved.json()) as { errors?: { message: string }[]; data?: { updatePage: unknown } }
    expect(movedBody.errors?.map((e) => e.message).join(' ')).toMatch(/country/i)
    expect(movedBody.data?.updatePage ?? null).toBeNull()
    const draft = await graphql(
      request,
      `mutation { updatePage(id: ${pageId}, data: { country: ${ids.ao} }, draft: true, locale: pt) { id } }`,
      editor,
    )
    expect(((await draft.json()) as { errors?: unknown[] }).errors?.length ?? 0).toBeGreaterThan(0)
    expect(countryOf(await storedPage(request))).toBe(ids.mz)

    const versions = await graphql(
      request,
      '{ versionsPages(limit: 20) { totalDocs docs { id version { country { id } } } } }',
      editor,
    )
    const body = (await versions.json()) as {
      data: { versionsPages: { totalDocs: number; docs: { version: { country: { id: number } | null } }[] } }
    }
    expect(body.data.versionsPages.totalDocs).toBeGreaterThan(0)
    expect([...new Set(body.data.versionsPages.docs.map((d) => d.version.country?.id ?? null))]).toEqual([ids.mz])
    const angolan = await request.get('/api/pages/versions', {
      params: { depth: 0, limit: 1, 'where[version.country][equals]': ids.ao },
      headers: adminHeaders(admin),
    })
    const angolanId = ((await angolan.json()) as { docs: VersionDoc[] }).docs[0]!.id
    const one = (await (await graphql(request, `{ versionPage(id: ${angolanId}) { id } }`, editor)).json()) as {
      data?: { versionPage: unknown }
    }
    expect(one.data?.versionPage ?? null).toBeNull()
    await angolaUnchanged()
  })

  test('/admin: the country select offers the editor only Mozambique', async ({ page }) => {
    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(editorEmail)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('button', { name: /login|entrar/i }).click()
    await expect(page).not.toHaveURL(/\/admin\/login/)
    await page.goto('/admin/collections/pages/create')
    const country = page.locator('#field-country')
    await expect(country).toContainText('Moçambique')
    await country.locator('.rs__control').click()
    await expect(page.locator('.rs__option')).toHaveText(['Moçambique'])
  })
})
