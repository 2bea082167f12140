import { type APIRequestContext, request as http } from '@playwright/test'
import { ADMIN, adminToken } from './support/admin'
import { expect, h1Texts, test, titleOf } from './support/fixtures'

/**
 * Publishing in the CMS shows on the public site at once: the publish expires the page's cache tags.
 * Edits the seeded Angola /a-zap page (Portuguese) and restores it afterwards; the `publish`
 * project runs this file only after every other test, so nothing else reads the page meanwhile.
 */
const ORIGIN = 'http://localhost:3100'
const LIMIT_MS = 3_000

type Slide = { id?: string; heading: string; [key: string]: unknown }
type Block = { blockType: string; slides?: Slide[]; [key: string]: unknown }
type PageDoc = {
  id: number
  path: string
  _status?: string
  seo?: { title?: string | null; description?: string | null }
  layout: Block[]
}

const login = adminToken

// Connection: close for the same reason as in publicPage(): the admin steps leave sockets idle.
const auth = (token: string) => ({ Authorization: `JWT ${token}`, connection: 'close' })

async function aboutPageAo(request: APIRequestContext, token: string): Promise<PageDoc> {
  const found = await request.get('/api/pages', {
    headers: auth(token),
    params: { 'where[path][equals]': '/a-zap', 'where[country.code][equals]': 'ao', locale: 'pt', depth: 0 },
  })
  expect(found.status()).toBe(200)
  const { docs } = (await found.json()) as { docs: PageDoc[] }
  expect(docs, 'exactly one Angola page at /a-zap').toHaveLength(1)
  const response = await request.get(`/api/pages/${docs[0]!.id}`, {
    headers: auth(token),
    params: { locale: 'pt', depth: 0 },
  })
  expect(response.status()).toBe(200)
  return (await response.json()) as PageDoc
}

async function save(
  request: APIRequestContext,
  token: string,
  id: number,
  data: Record<string, unknown>,
  draft = false,
) {
  const response = await request.patch(`/api/pages/${id}`, {
    headers: auth(token),
    params: draft ? { locale: 'pt', draft: 'true' } : { locale: 'pt' },
    data,
  })
  expect(response.status(), `PATCH /api/pages/${id} ${JSON.stringify(Object.keys(data))}`).toBe(200)
}

/** A cookie-less visitor: nothing from the admin session can change what the public page shows. */
async function visitor(): Promise<APIRequestContext> {
  return http.newContext({ baseURL: ORIGIN })
}

async function publicPage(api: APIRequestContext, path: string): Promise<{ status: number; html: string }> {
  // A new connection each time: an idle keep-alive socket from before the admin steps may be
  // closed by the server (5 s keep-alive timeout) just as it is reused, failing with ECONNRESET.
  const response = await api.get(path, { maxRedirects: 0, headers: { connection: 'close' } })
  return { status: response.status(), html: await response.text() }
}

/** Polls the public page until `seen(html)` holds; returns the milliseconds since `since`. */
async function waitUntil(
  api: APIRequestContext,
  path: string,
  seen: (html: string) => boolean,
  since: number,
  giveUpMs = 15_000,
): Promise<number> {
  for (;;) {
    const { status, html } = await publicPage(api, path)
    expect(status, `GET ${path}`).toBe(200)
    if (seen(html)) return Date.now() - since
    if (Date.now() - since > giveUpMs) throw new Error(`${path} did not change within ${giveUpMs} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

const withHeading = (layout: Block[], heading: string): Block[] => {
  const copy = structuredClone(layout)
  const hero = copy[0]
  expect(hero?.blockType, 'first block of /a-zap').toBe('hero')
  expect(hero!.slides?.length, 'hero slides').toBeGreaterThan(0)
  hero!.slides![0]!.heading = heading
  return copy
}

test('REST: publishing a new hero heading shows on the public page within 3 s', async ({ request }) => {
  const token = await login(request)
  const original = await aboutPageAo(request, token)
  const originalHeading = original.layout[0]?.slides?.[0]?.heading
  expect(originalHeading).toBe('Somos a ZAP')
  const api = await visitor()
  const heading = `Somos a ZAP (e2e ${Date.now()})`

  try {
    // Rendered and cached before the change.
    for (let i = 0; i < 2; i++) expect(h1Texts((await publicPage(api, '/a-zap')).html)).toEqual(['Somos a ZAP'])

    // A draft is not public.
    await save(
      request,
      token,
      original.id,
      { layout: withHeading(original.layout, `${heading} draft`), _status: 'draft' },
      true,
    )
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect(h1Texts((await publicPage(api, '/a-zap')).html), 'after saving a draft').toEqual(['Somos a ZAP'])

    const started = Date.now()
    await save(request, token, original.id, { layout: withHeading(original.layout, heading), _status: 'published' })
    const elapsed = await waitUntil(api, '/a-zap', (html) => h1Texts(html).includes(heading), started)
    test.info().annotations.push({ type: 'publish → public', description: `${elapsed} ms` })
    console.log(`publish → new heading on /a-zap: ${elapsed} ms`)
    expect(elapsed, `ms from the publish request to the new heading on /a-zap`).toBeLessThan(LIMIT_MS)

    // Only that page in that language changed.
    expect(h1Texts((await publicPage(api, '/a-zap')).html)).toEqual([heading])
    expect(h1Texts((await publicPage(api, '/en/the-zap')).html)).toEqual(['We are ZAP'])
    const mz = await api.get('/a-zap', { headers: { host: 'mz.localhost:3100', connection: 'close' } })
    expect(h1Texts(await mz.text()), 'Mozambique /a-zap').toEqual(['Somos a ZAP'])
  } finally {
    const restoredAt = Date.now()
    await save(request, token, original.id, { layout: original.layout, _status: 'published' })
    await waitUntil(api, '/a-zap', (html) => h1Texts(html).includes('Somos a ZAP'), restoredAt)
    await api.dispose()
  }
})

test('admin UI: a new SEO title published in the editor is the public <title> within 3 s', async ({
  page,
  request,
}) => {
  // The admin shows the user's Gravatar; this machine has no internet, and it is not under test.
  await page.route('https://www.gravatar.com/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'image/png',
      body: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
        'base64',
      ),
    }),
  )
  const token = await login(request)
  const original = await aboutPageAo(request, token)
  expect(original.seo?.title).toBe('A ZAP: quem somos')
  const api = await visitor()
  expect(titleOf((await publicPage(api, '/a-zap')).html)).toBe('A ZAP: quem somos')
  const newTitle = `A ZAP: quem somos (e2e ${Date.now()})`

  try {
    await page.goto('/admin')
    await expect(page).toHaveURL(/\/admin\/login/)
    await page.getByLabel('Email').fill(ADMIN.email)
    await page.getByLabel('Password').fill(ADMIN.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).not.toHaveURL(/\/admin\/login/)

    await page.goto(`/admin/collections/pages/${original.id}?locale=pt`)
    // Two fields are labelled "Title": the page's own and the one in the "Search and sharing" group (#field-seo).
    const seoGroup = page.locator('#field-seo')
    await expect(seoGroup.getByRole('heading', { name: 'Search and sharing' })).toBeVisible()
    const seoTitle = seoGroup.getByLabel(/^Title/)
    await expect(seoTitle).toHaveValue('A ZAP: quem somos')
    await expect(page.getByLabel(/^Path/)).toHaveValue('/a-zap')

    const publish = page.getByRole('button', { name: 'Publish changes', exact: true })
    await expect(publish).toBeDisabled()
    await seoTitle.fill(newTitle)
    await expect(publish).toBeEnabled()

    const clicked = Date.now()
    await publish.click()
    const elapsed = await waitUntil(api, '/a-zap', (html) => titleOf(html) === newTitle, clicked)
    test.info().annotations.push({ type: 'click → public <title>', description: `${elapsed} ms` })
    console.log(`"Publish changes" click → new <title> on /a-zap: ${elapsed} ms`)
    expect(elapsed, 'ms from clicking "Publish changes" to the new <title> on /a-zap').toBeLessThan(LIMIT_MS)

    // The editor confirms, and the CMS holds the published value.
    await expect(publish).toBeDisabled()
    const saved = await aboutPageAo(request, token)
    expect(saved.seo?.title).toBe(newTitle)
    expect(saved._status).toBe('published')
    expect(titleOf((await publicPage(api, '/en/the-zap')).html), 'English title untouched').toBe('The ZAP: who we are')
  } finally {
    const restoredAt = Date.now()
    await save(request, token, original.id, { seo: original.seo, _status: 'published' })
    await waitUntil(api, '/a-zap', (html) => titleOf(html) === 'A ZAP: quem somos', restoredAt)
    await api.dispose()
  }
})
