import type { APIRequestContext } from '@playwright/test'
import { adminHeaders, adminToken, signInBrowser } from './support/admin'
import { expect, test, titleOf } from './support/fixtures'
import { ARTICLE } from './support/corporate-routes'
import { rawGet } from './support/raw-http'

/**
 * An editor changes a page in /admin, sees the draft in the live preview (its country,
 * language and frame) while visitors still see the published page, then publishes and the public
 * page shows it.
 */
const PATH = '/apoio-ao-cliente/publicidade'
type PageDoc = { id: number; title: string; seo?: { title?: string | null; description?: string | null } }

async function pageDoc(request: APIRequestContext, token: string): Promise<PageDoc> {
  const response = await request.get('/api/pages', {
    params: { 'where[path][equals]': PATH, 'where[country.code][equals]': 'ao', locale: 'pt', depth: 0 },
    headers: adminHeaders(token),
  })
  return ((await response.json()) as { docs: PageDoc[] }).docs[0]!
}

const publicTitle = async () => titleOf((await rawGet(PATH, { headers: { connection: 'close' } })).body)

test('live preview shows the draft; visitors see it only once published', async ({ page, request }) => {
  test.setTimeout(120_000)
  const token = await adminToken(request)
  const original = await pageDoc(request, token)
  const stamp = `e2e ${Date.now()}`
  const draftTitle = `Anuncie na ZAP (${stamp})`
  try {
    // Without an SEO title the public <title> is "{page title} · ZAP", so a published title change shows.
    const cleared = await request.patch(`/api/pages/${original.id}?locale=pt`, {
      data: { seo: { ...original.seo, title: '' } },
      headers: adminHeaders(token),
    })
    expect(cleared.status()).toBe(200)

    // A visitor cannot open the preview route.
    expect((await rawGet(`/api/preview?id=${original.id}&locale=pt`)).status).toBe(401)

    // Signed in by the REST login's token: the login form is not what this test reads.
    await signInBrowser(page.context(), token)

    await page.goto(`/admin/collections/pages/${original.id}?locale=pt`)
    await page.getByRole('button', { name: 'Live Preview', exact: true }).click()
    const frame = page.frameLocator('iframe')
    await expect(frame.getByTestId('preview-title')).toHaveText(original.title, { timeout: 30_000 })
    // The page in its own frame: the site's header and footer are there.
    await expect(frame.locator('[data-frame]')).toHaveCount(1)

    await page.locator('input[name="title"]').fill(draftTitle)
    await page.getByRole('button', { name: 'Save Draft', exact: true }).click()
    await expect(frame.getByTestId('preview-title')).toHaveText(draftTitle, { timeout: 15_000 })
    expect(await publicTitle(), 'visitors still see the published page').not.toContain(stamp)

    await page.getByRole('button', { name: 'Publish changes', exact: true }).click()
    await expect.poll(publicTitle, { timeout: 5_000, intervals: [100] }).toContain(stamp)
  } finally {
    await request.patch(`/api/pages/${original.id}?locale=pt`, {
      data: { title: original.title, seo: original.seo },
      headers: adminHeaders(token),
    })
  }
})

test('an article’s draft shows in the live preview at its own address; visitors keep the published one', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const token = await adminToken(request)
  const found = await request.get('/api/news', {
    params: { 'where[slug][equals]': ARTICLE.ao.slug, 'where[country.code][equals]': 'ao', locale: 'pt', depth: 0 },
    headers: adminHeaders(token),
  })
  const article = ((await found.json()) as { docs: { id: number; title: string }[] }).docs[0]!
  const address = `/a-zap/noticias/${ARTICLE.ao.slug}`
  const draftTitle = `${article.title} (rascunho ${Date.now()})`
  const publicHeading = async () =>
    /<h1[^>]*>([^<]*)<\/h1>/.exec((await rawGet(address, { headers: { connection: 'close' } })).body)?.[1]
  try {
    await page.context().addCookies([{ name: 'payload-token', value: token, url: 'http://localhost:3100' }])
    await page.goto(`/admin/collections/news/${article.id}?locale=pt`)
    await page.getByRole('button', { name: 'Live Preview', exact: true }).click()
    const frame = page.frameLocator('iframe')
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(article.title, { timeout: 30_000 })
    await expect(frame.locator('[data-frame]')).toHaveCount(1)

    await page.locator('input[name="title"]').fill(draftTitle)
    await page.getByRole('button', { name: 'Save Draft', exact: true }).click()
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(draftTitle, { timeout: 15_000 })
    expect(await publicHeading(), 'visitors still see the published article').toBe(article.title)
  } finally {
    // Publishing the original title again leaves no newer draft behind.
    await request.patch(`/api/news/${article.id}?locale=pt`, {
      data: { title: article.title, _status: 'published' },
      headers: adminHeaders(token),
    })
  }
})

test('the preview route opens a campaign and a novela at their public addresses, and refuses visitors', async ({
  request,
}) => {
  const token = await adminToken(request)
  const first = async (collection: string) =>
    (
      (await (
        await request.get(`/api/${collection}`, {
          params: { 'where[country.code][equals]': 'ao', limit: 1, depth: 0 },
          headers: adminHeaders(token),
        })
      ).json()) as { docs: { id: number }[] }
    ).docs[0]!.id
  for (const collection of ['campaigns', 'novels']) {
    const id = await first(collection)
    expect((await rawGet(`/api/preview?collection=${collection}&id=${id}&locale=pt`)).status, 'a visitor').toBe(401)
    const opened = await request.get(`/api/preview?collection=${collection}&id=${id}&locale=pt`, {
      headers: adminHeaders(token),
      maxRedirects: 0,
    })
    expect(opened.status(), collection).toBe(307)
    expect(opened.headers()['location'], collection).toMatch(new RegExp(`/${id}$`))
  }
  expect(
    (await request.get('/api/preview?collection=users&id=1&locale=pt', { headers: adminHeaders(token) })).status(),
  ).toBe(400)
})

test('a draft FAQ shows in the preview of its FAQ page; every listing collection opens on a page that lists it', async ({
  page,
  request,
}) => {
  const token = await adminToken(request)
  const list = async (collection: string) =>
    (
      (await (
        await request.get(`/api/${collection}`, {
          params: { 'where[country.code][equals]': 'ao', limit: 1, depth: 0, locale: 'pt' },
          headers: adminHeaders(token),
        })
      ).json()) as {
        docs: { id: number; question?: string }[]
      }
    ).docs[0]!
  for (const collection of ['channels', 'packages', 'faqs', 'manuals', 'stores', 'movies', 'jobs', 'cinema-films']) {
    const { id } = await list(collection)
    const opened = await request.get(`/api/preview?collection=${collection}&id=${id}&locale=pt`, {
      headers: adminHeaders(token),
      maxRedirects: 0,
    })
    expect(opened.status(), collection).toBe(307)
    const target = new URL(opened.headers()['location']!, 'http://localhost:3100').pathname
    expect((await rawGet(target)).status, `${collection} → ${target}`).toBe(200)
  }

  const faq = await list('faqs')
  const draftQuestion = `${faq.question} (rascunho ${Date.now()})`
  try {
    const saved = await request.patch(`/api/faqs/${faq.id}?locale=pt&draft=true`, {
      data: { question: draftQuestion },
      headers: adminHeaders(token),
    })
    expect(saved.status()).toBe(200)
    await page.context().addCookies([{ name: 'payload-token', value: token, url: 'http://localhost:3100' }])
    await page.goto(`/api/preview?collection=faqs&id=${faq.id}&locale=pt`)
    await expect(page.getByText(draftQuestion)).toBeVisible()
    const opened = new URL(page.url()).pathname
    expect(
      (await rawGet(opened, { headers: { connection: 'close' } })).body,
      'visitors still see the published FAQ',
    ).not.toContain(draftQuestion)
  } finally {
    await request.patch(`/api/faqs/${faq.id}?locale=pt`, {
      data: { question: faq.question, _status: 'published' },
      headers: adminHeaders(token),
    })
  }
})
