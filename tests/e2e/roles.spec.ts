import type { APIRequestContext } from '@playwright/test'
import { HEALTH_DEMO } from '@/cms/seed/data/health-demo'
import { adminHeaders, adminToken, signInBrowser } from './support/admin'
import { adminScreen, screenText } from './support/admin-html'
import { expect, test } from './support/fixtures'
import { textOf } from './support/server-dom'

/**
 * Roles (administrator; editor of one country; visitor), at the doors an editor or a visitor can
 * knock on: REST, GraphQL and the admin
 * screens. (tests/integration/roles.int.ts checks the same rules through Payload's Local API.)
 */
const PATH = '/zap-satelite/pacotes-de-canais'
const password = 'editor-pass-123'

type Doc = { id: number; title?: string; country?: { code: string } | number }

async function countryId(request: APIRequestContext, code: 'ao' | 'mz'): Promise<number> {
  const response = await request.get('/api/countries', { params: { 'where[code][equals]': code, depth: 0 } })
  return ((await response.json()) as { docs: Doc[] }).docs[0]!.id
}

async function pageId(request: APIRequestContext, code: 'ao' | 'mz', token: string): Promise<number> {
  const response = await request.get('/api/pages', {
    params: { 'where[path][equals]': PATH, 'where[country.code][equals]': code, depth: 0, locale: 'pt' },
    headers: adminHeaders(token),
  })
  return ((await response.json()) as { docs: Doc[] }).docs[0]!.id
}

async function login(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/users/login', {
    data: { email, password },
    headers: { connection: 'close' },
  })
  expect(response.status(), `log in as ${email}`).toBe(200)
  return ((await response.json()) as { token: string }).token
}

const graphql = (request: APIRequestContext, query: string, token?: string) =>
  request.post('/api/graphql', { data: { query }, headers: token ? adminHeaders(token) : { connection: 'close' } })

test.describe('roles over REST, GraphQL and /admin', () => {
  // The admin's own requests for a document the editor may not read get 403/404 by design.
  test.use({ failingRequests: ['/admin/collections/pages/', '/api/pages/', '/api/preview'] })
  test.describe.configure({ mode: 'serial' })
  let editorEmail = ''
  let editorToken = ''
  const pages = { ao: 0, mz: 0 }

  test.beforeAll(async ({ request }) => {
    const admin = await adminToken(request)
    editorEmail = `editor-ao-${Date.now()}@example.co.ao`
    const created = await request.post('/api/users', {
      data: { email: editorEmail, password, role: 'editor', country: await countryId(request, 'ao') },
      headers: adminHeaders(admin),
    })
    expect(created.status(), 'administrator creates an editor').toBe(201)
    pages.ao = await pageId(request, 'ao', admin)
    pages.mz = await pageId(request, 'mz', admin)
    editorToken = await login(request, editorEmail)
  })

  test('REST: the Angola editor edits an Angola page and is refused the Mozambique one', async ({ request }) => {
    const own = await request.get(`/api/pages/${pages.ao}`, {
      params: { depth: 0, locale: 'pt' },
      headers: adminHeaders(editorToken),
    })
    const title = ((await own.json()) as Doc).title
    const mine = await request.patch(`/api/pages/${pages.ao}?locale=pt`, {
      data: { title },
      headers: adminHeaders(editorToken),
    })
    expect(mine.status()).toBe(200)
    const theirs = await request.patch(`/api/pages/${pages.mz}?locale=pt`, {
      data: { title: 'Editado por Angola' },
      headers: adminHeaders(editorToken),
    })
    expect([403, 404]).toContain(theirs.status())
    const listed = await request.get('/api/pages', {
      params: { 'where[path][equals]': PATH, depth: 1, locale: 'pt' },
      headers: adminHeaders(editorToken),
    })
    const codes = ((await listed.json()) as { docs: Doc[] }).docs.map((d) =>
      typeof d.country === 'object' ? d.country.code : d.country,
    )
    expect(codes).toEqual(['ao'])
  })

  test('REST: the editor reads only Angola leads and only their own user record', async ({ request }) => {
    const leads = await request.get('/api/callback-requests', {
      params: { depth: 1, limit: 100 },
      headers: adminHeaders(editorToken),
    })
    expect(leads.status()).toBe(200)
    const codes = new Set(
      ((await leads.json()) as { docs: Doc[] }).docs.map((d) =>
        typeof d.country === 'object' ? d.country.code : d.country,
      ),
    )
    expect([...codes].every((code) => code === 'ao')).toBe(true)
    const users = await request.get('/api/users', { headers: adminHeaders(editorToken) })
    expect(((await users.json()) as { docs: { email: string }[] }).docs.map((u) => u.email)).toEqual([editorEmail])
    const promote = await request.get('/api/users/me', { headers: adminHeaders(editorToken) })
    const me = ((await promote.json()) as { user: { id: number } }).user
    await request.patch(`/api/users/${me.id}`, { data: { role: 'admin' }, headers: adminHeaders(editorToken) })
    const after = await request.get(`/api/users/${me.id}`, { headers: adminHeaders(editorToken) })
    expect(((await after.json()) as { role: string }).role).toBe('editor')
  })

  test('GraphQL: the same boundaries', async ({ request }) => {
    const refused = await graphql(
      request,
      `mutation { updatePage(id: ${pages.mz}, data: { title: "Editado por Angola" }, locale: pt) { id } }`,
      editorToken,
    )
    const refusedBody = (await refused.json()) as { errors?: { message: string }[]; data?: { updatePage: unknown } }
    expect(refusedBody.errors?.length ?? 0).toBeGreaterThan(0)
    expect(refusedBody.data?.updatePage ?? null).toBeNull()
    const listed = await graphql(
      request,
      `{ Pages(where: { path: { equals: "${PATH}" } }, locale: pt) { docs { country { code } } } }`,
      editorToken,
    )
    const docs = ((await listed.json()) as { data: { Pages: { docs: { country: { code: string } }[] } } }).data.Pages
      .docs
    expect(docs.map((d) => d.country.code)).toEqual(['ao'])
  })

  test('a visitor reads no users, no leads and no drafts over REST or GraphQL', async ({ playwright }) => {
    const visitor = await playwright.request.newContext({ baseURL: 'http://localhost:3100' })
    expect((await visitor.get('/api/users')).status()).toBe(403)
    expect((await visitor.get('/api/callback-requests')).status()).toBe(403)
    const drafts = await visitor.get('/api/pages', {
      params: { draft: 'true', 'where[_status][equals]': 'draft', depth: 0 },
    })
    expect(((await drafts.json()) as { docs: Doc[] }).docs).toEqual([])
    const users = (await (await graphql(visitor, '{ Users { docs { email } } }')).json()) as {
      errors?: unknown[]
      data?: { Users: unknown }
    }
    expect(users.errors?.length ?? 0).toBeGreaterThan(0)
    expect(users.data?.Users ?? null).toBeNull()
    const leads = (await (await graphql(visitor, '{ CallbackRequests { docs { clientName } } }')).json()) as {
      errors?: unknown[]
    }
    expect(leads.errors?.length ?? 0).toBeGreaterThan(0)
    await visitor.dispose()
  })

  test('/admin: the editor opens an Angola page and cannot open the Mozambique one', async ({ page }) => {
    // Signed in by the REST login's token: the login form is not what this test reads.
    await signInBrowser(page.context(), editorToken)
    await page.goto(`/admin/collections/pages/${pages.ao}`)
    await expect(page.locator('input[name="title"]'), 'the Angola page opens').toBeVisible()
    await page.goto(`/admin/collections/pages/${pages.mz}`)
    await expect(page.locator('input[name="title"]'), 'no form for the Mozambique page').toHaveCount(0)
    await expect(page.getByText(/could not be found|may not have access/i).first(), 'the refusal').toBeVisible()

    // Content health as the editor's token gets it from the server (the report is whole in the
    // view's HTML): only Angola's section, with Angola's seeded broken link.
    const health = await adminScreen('/admin/content-health', editorToken)
    expect(
      health.screen.queryAllByRole('heading', { level: 1, name: 'Content health', hidden: true }),
      'the view',
    ).toHaveLength(1)
    const brokenLinks = health.document.querySelector('[data-country="ao"] [data-kind="broken-links"]')
    expect(textOf(brokenLinks!), "Angola's broken links").toContain(HEALTH_DEMO.brokenHref)
    expect(health.document.querySelectorAll('[data-country="mz"]'), 'no Mozambique section').toHaveLength(0)
    // Placeholders to replace before launch: Angola's (WhatsApp, stores), none of Mozambique's.
    const placeholders = health.document.querySelector('[data-country="ao"] [data-kind="placeholders"]')
    expect(textOf(placeholders!), "Angola's placeholders").toContain('To replace before launch')
    const whatsapp = health
      .within(placeholders!)
      .queryAllByRole('row', { hidden: true })
      .filter((row) => textOf(row).includes('+244 900 000 000'))
    expect(whatsapp, 'the WhatsApp placeholder row').toHaveLength(1)
    expect(
      health.within(whatsapp[0]!).getByRole('link', { hidden: true }).getAttribute('href'),
      'its link to the settings field',
    ).toMatch(/\/admin\/collections\/settings\/\d+#field-contact__whatsapp$/)
    expect(screenText(health), 'no Mozambique phone placeholder').not.toContain('+258 840 000 000')
    expect(screenText(health), 'no Mozambique address placeholder').not.toContain('Julius Nyerere, 0000')

    // Preview: the editor's own country's page opens in draft mode; the other country's is refused.
    const theirs = await page.request.get(`/api/preview?id=${pages.mz}&locale=pt`, { maxRedirects: 0 })
    expect(theirs.status()).toBe(404)
    expect(theirs.headers()['set-cookie'] ?? '').not.toContain('__prerender_bypass')
    const mine = await page.request.get(`/api/preview?id=${pages.ao}&locale=pt`, { maxRedirects: 0 })
    expect(mine.status()).toBe(307)
    expect(mine.headers()['location']).toMatch(new RegExp(`${PATH}$`))
  })
})
