import { readFileSync, rmSync } from 'node:fs'
import path from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import { doc, p } from '@/cms/seed/lexical'
import { adminHeaders, adminToken } from './support/admin'
import { expect, test } from './support/fixtures'
import { rawGet } from './support/raw-http'

/**
 * An image that is gone responds with 404, never 500: a file deleted from the disk (the original and each
 * of Payload's sizes), a media document deleted with its files, a name that never existed, and the
 * same through Next's image optimizer. A page whose block points to a deleted image still renders.
 * Content health lists the blocks that point to a missing image, with a link to the page, to the
 * editors of the page's country only.
 */
test.describe.configure({ mode: 'serial' })

const MEDIA_DIR = path.resolve('data/e2e/media')
const IMAGE = readFileSync(path.resolve('cms/seed/images/campaign-fibra-wifi.webp'))
const password = 'editor-pass-123'
const status = async (url: string) => (await rawGet(url, { headers: { connection: 'close' } })).status
const optimized = (url: string) => `/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`

type Media = {
  id: number
  filename: string
  url: string
  sizes: Record<string, { filename: string | null; url: string | null }>
}

async function countryId(request: APIRequestContext, code: 'ao' | 'mz'): Promise<number> {
  const response = await request.get('/api/countries', { params: { 'where[code][equals]': code, depth: 0 } })
  return ((await response.json()) as { docs: { id: number }[] }).docs[0]!.id
}

async function upload(request: APIRequestContext, token: string, name: string): Promise<Media> {
  const response = await request.post('/api/media?locale=pt', {
    headers: adminHeaders(token),
    multipart: {
      file: { name, mimeType: 'image/webp', buffer: IMAGE },
      _payload: JSON.stringify({ alt: `Imagem ${name}` }),
    },
  })
  expect(response.status(), `upload ${name}`).toBe(201)
  return ((await response.json()) as { doc: Media }).doc
}

async function pageWithImage(
  request: APIRequestContext,
  token: string,
  country: number,
  title: string,
  image: number,
): Promise<{ id: number; path: string }> {
  const pagePath = `/imagem-em-falta-${Date.now()}-${Math.round(Math.random() * 1e6)}`
  const created = await request.post('/api/pages?locale=pt', {
    headers: adminHeaders(token),
    data: {
      title,
      path: pagePath,
      country,
      _status: 'published',
      layout: [{ blockType: 'mediaText', heading: title, body: doc(p('Texto.')), image, imagePosition: 'right' }],
    },
  })
  expect(created.status(), `create ${title}`).toBe(201)
  return { id: ((await created.json()) as { doc: { id: number } }).doc.id, path: pagePath }
}

const state: {
  admin: string
  goneFile: Media | null
  goneDoc: Media | null
  pages: { id: number; path: string; title: string }[]
  editors: Record<'ao' | 'mz', { id: number; email: string }>
} = {
  admin: '',
  goneFile: null,
  goneDoc: null,
  pages: [],
  editors: {} as Record<'ao' | 'mz', { id: number; email: string }>,
}

test.beforeAll(async ({ request }) => {
  state.admin = await adminToken(request)
  const ao = await countryId(request, 'ao')
  const stamp = Date.now()
  state.goneFile = await upload(request, state.admin, `sem-ficheiro-${stamp}.webp`)
  state.goneDoc = await upload(request, state.admin, `apagada-${stamp}.webp`)
  const fileTitle = `Bloco com ficheiro em falta ${stamp}`
  const docTitle = `Bloco com imagem apagada ${stamp}`
  state.pages.push({
    ...(await pageWithImage(request, state.admin, ao, fileTitle, state.goneFile.id)),
    title: fileTitle,
  })
  state.pages.push({ ...(await pageWithImage(request, state.admin, ao, docTitle, state.goneDoc.id)), title: docTitle })
  for (const code of ['ao', 'mz'] as const) {
    const email = `editor-media-${code}-${stamp}@example.co.${code}`
    const user = await request.post('/api/users', {
      data: { email, password, role: 'editor', country: await countryId(request, code) },
      headers: adminHeaders(state.admin),
    })
    expect(user.status()).toBe(201)
    state.editors[code] = { id: ((await user.json()) as { doc: { id: number } }).doc.id, email }
  }

  // The one loses its files on the disk (original and every size), the other its media document.
  const goneFile = state.goneFile
  for (const name of [goneFile.filename, ...Object.values(goneFile.sizes).map((size) => size.filename)]) {
    if (name) rmSync(path.join(MEDIA_DIR, name))
  }
  const deleted = await request.delete(`/api/media/${state.goneDoc.id}`, { headers: adminHeaders(state.admin) })
  expect(deleted.status()).toBe(200)
})

test.afterAll(async ({ request }) => {
  const headers = adminHeaders(state.admin)
  for (const page of state.pages) await request.delete(`/api/pages/${page.id}`, { headers })
  if (state.goneFile) await request.delete(`/api/media/${state.goneFile.id}`, { headers })
  for (const editor of Object.values(state.editors)) await request.delete(`/api/users/${editor.id}`, { headers })
})

test('a file missing from the disk responds with 404, in every size and through the optimizer', async () => {
  const media = state.goneFile!
  expect(await status(media.url), media.url).toBe(404)
  for (const [size, { url }] of Object.entries(media.sizes))
    if (url) expect(await status(url), `size ${size}`).toBe(404)
  expect(await status(optimized(media.url)), 'through /_next/image').toBe(404)
})

test('a deleted media document and a name that never existed respond with 404, through the optimizer too', async () => {
  const media = state.goneDoc!
  expect(await status(media.url), media.url).toBe(404)
  for (const [size, { url }] of Object.entries(media.sizes))
    if (url) expect(await status(url), `size ${size}`).toBe(404)
  expect(await status(optimized(media.url)), 'through /_next/image').toBe(404)
  expect(await status('/api/media/file/nunca-existiu.webp')).toBe(404)
  expect(await status(optimized('/api/media/file/nunca-existiu.webp'))).toBe(404)
})

test('pages whose block points to a missing image still render', async () => {
  for (const page of state.pages) expect(await status(page.path), page.path).toBe(200)
})

for (const who of ['admin', 'ao', 'mz'] as const) {
  test(`content health lists the blocks with a missing image for ${who === 'admin' ? 'an administrator' : `an editor of ${who}`}`, async ({
    page,
    request,
    context,
  }) => {
    let token = state.admin
    if (who !== 'admin') {
      const login = await request.post('/api/users/login', {
        data: { email: state.editors[who].email, password },
        headers: { connection: 'close' },
      })
      expect(login.status()).toBe(200)
      token = ((await login.json()) as { token: string }).token
    }
    await context.addCookies([{ name: 'payload-token', value: token, url: 'http://localhost:3100' }])
    await page.goto('/admin/content-health')
    await expect(page.getByTestId('content-health')).toBeVisible()
    const rows = page.locator('[data-country="ao"] [data-kind="missing-images"]')
    if (who === 'mz') {
      // Angola's rows are not for a Mozambique editor, nor anything naming these pages.
      await expect(page.locator('[data-country="ao"]')).toHaveCount(0)
      for (const { title } of state.pages) await expect(page.getByText(title)).toHaveCount(0)
      return
    }
    for (const { id, title } of state.pages) {
      const link = rows.getByRole('link', { name: title })
      await expect(link, title).toHaveAttribute('href', `/admin/collections/pages/${id}`)
    }
    await expect(rows.getByText(state.goneFile!.filename)).toBeVisible()
  })
}
