import type { APIRequestContext, Page } from '@playwright/test'
import { ADMIN, adminHeaders, adminToken } from './support/admin'
import { expect, test } from './support/fixtures'

/**
 * Creating content in /admin, as an administrator and as an editor of each country: "Create New" is
 * offered on every collection they write, a page made in the form is stored in the right country
 * (an editor's attempt at the other country is refused with a message naming the country field),
 * and a draft with a malformed or taken path is refused in the form, in the admin's language, with
 * nothing stored. Buttons and links are found by their address or by both languages' words, so the
 * checks hold whichever language the admin is shown in.
 */
const password = 'editor-pass-123'

/** Every collection an editor of a country writes (settings are made by administrators, one per country). */
const WRITABLE = [
  'pages',
  'news',
  'redirects',
  'faqs',
  'campaigns',
  'packages',
  'channels',
  'programmes',
  'movies',
  'cinema-films',
  'novels',
  'manuals',
  'jobs',
  'stores',
  'media',
  'documents',
] as const

type Who = 'admin' | 'ao' | 'mz'
type Doc = { id: number; country?: number | { id: number } | null; path?: string }

const SAVE_DRAFT = /^(Save Draft|Guardar rascunho|Salvar rascunho)$/i

async function countryIds(request: APIRequestContext): Promise<{ ao: number; mz: number }> {
  const response = await request.get('/api/countries', {
    params: { depth: 0, limit: 10 },
    headers: { connection: 'close' },
  })
  const docs = ((await response.json()) as { docs: { id: number; code: 'ao' | 'mz' }[] }).docs
  return { ao: docs.find((d) => d.code === 'ao')!.id, mz: docs.find((d) => d.code === 'mz')!.id }
}

async function logIn(page: Page, email: string, secret: string) {
  await page.goto('/admin/login')
  await page.locator('input[name="email"]').fill(email)
  await page.locator('input[name="password"]').fill(secret)
  await page.locator('button[type="submit"]').click()
  await expect(page).not.toHaveURL(/\/admin\/login/)
}

/** Pages with this path in either state, as the administrator reads them (drafts included). */
async function pagesAt(request: APIRequestContext, token: string, path: string): Promise<Doc[]> {
  const response = await request.get('/api/pages', {
    params: { 'where[path][equals]': path, draft: 'true', depth: 0, locale: 'pt', limit: 10 },
    headers: adminHeaders(token),
  })
  return ((await response.json()) as { docs: Doc[] }).docs
}

const countryOf = (doc: Doc) => (typeof doc.country === 'object' && doc.country ? doc.country.id : doc.country)

test.describe('creating in /admin', () => {
  const accounts: Record<Who, { email: string; password: string }> = {
    admin: ADMIN,
    ao: { email: '', password },
    mz: { email: '', password },
  }
  let ids = { ao: 0, mz: 0 }
  let token = ''

  test.beforeAll(async ({ request }) => {
    token = await adminToken(request)
    ids = await countryIds(request)
    for (const code of ['ao', 'mz'] as const) {
      const email = `editor-create-${code}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.co.${code}`
      const created = await request.post('/api/users', {
        data: { email, password, role: 'editor', country: ids[code] },
        headers: adminHeaders(token),
      })
      expect(created.status(), `administrator creates an editor of ${code}`).toBe(201)
      accounts[code] = { email, password }
    }
  })

  for (const who of ['admin', 'ao', 'mz'] as const) {
    const label = who === 'admin' ? 'an administrator' : `an editor of ${who === 'ao' ? 'Angola' : 'Mozambique'}`

    test(`${label} is offered "Create New" on every collection they write`, async ({ page }) => {
      test.setTimeout(180_000)
      await logIn(page, accounts[who].email, accounts[who].password)
      for (const slug of WRITABLE) {
        await page.goto(`/admin/collections/${slug}`)
        await expect(
          page.locator(`a[href$="/admin/collections/${slug}/create"]`).first(),
          `Create New on ${slug}`,
        ).toBeVisible()
      }
    })

    if (who !== 'admin') {
      test(`${label} creating in the other country is refused with a message naming the country, and nothing is stored`, async ({
        request,
      }) => {
        const login = await request.post('/api/users/login', { data: accounts[who], headers: { connection: 'close' } })
        const editor = ((await login.json()) as { token: string }).token
        const other = who === 'ao' ? 'mz' : 'ao'
        const question = `Pergunta de outro país ${who} ${Date.now()}`
        const refused = await request.post('/api/faqs?locale=pt', {
          data: {
            question,
            category: 'conta',
            country: ids[other],
            answer: { root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children: [] } },
          },
          headers: adminHeaders(editor),
        })
        expect(refused.status()).toBe(400)
        const body = (await refused.json()) as { errors: { data?: { errors?: { path: string; message: string }[] } }[] }
        expect(body.errors[0]?.data?.errors?.map((e) => [e.path, e.message])).toEqual([
          ['country', 'You may only save documents of your own country.'],
        ])
        const stored = await request.get('/api/faqs', {
          params: { 'where[question][equals]': question, draft: 'true', depth: 0, locale: 'pt' },
          headers: adminHeaders(token),
        })
        expect(((await stored.json()) as { docs: Doc[] }).docs).toEqual([])
      })
    }

    test(`${label} creates a page through the form and it is stored in the right country`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000)
      const country = who === 'admin' ? 'mz' : who
      const path = `/criado-no-admin-${who}-${Date.now()}`
      await logIn(page, accounts[who].email, accounts[who].password)
      await page.goto('/admin/collections/pages/create')
      await page.locator('input[name="title"]').fill(`Criada por ${who}`)
      await page.locator('input[name="path"]').fill(path)
      const countryField = page.locator('#field-country')
      if (who === 'admin') {
        // An administrator chooses the country; nothing is chosen for them.
        await countryField.locator('.rs__control').click()
        await page.locator('.rs__option', { hasText: 'Moçambique' }).click()
      } else {
        // An editor's page starts in their own country.
        await expect(countryField).toContainText(who === 'ao' ? 'Angola' : 'Moçambique')
      }
      await page.getByRole('button', { name: SAVE_DRAFT }).click()
      await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/)
      const stored = await pagesAt(request, token, path)
      expect(stored.map(countryOf)).toEqual([ids[country]])
    })

    test.describe(() => {
      // The refused save itself answers 400, by design.
      test.use({ failingRequests: ['/api/pages?'] })
      test(`${label} saving a draft with a malformed or taken path sees the error in the form and nothing is stored`, async ({
        page,
        request,
      }) => {
        test.setTimeout(120_000)
        // The admin speaks English here, so the message must too.
        await page.context().addCookies([{ name: 'payload-lng', value: 'en', domain: 'localhost', path: '/' }])
        await logIn(page, accounts[who].email, accounts[who].password)
        // Leaving the refused, unsaved form for the next case: confirm the browser's "leave the page?".
        page.on('dialog', (dialog) => void dialog.accept())
        const cases = [
          { path: `/Caminho Errado ${who}/`, message: /Invalid path/ },
          // Seeded in both countries, in Portuguese.
          { path: '/a-zap', message: /already has the path \/a-zap/ },
        ]
        for (const { path, message } of cases) {
          const title = `Rascunho recusado ${who} ${Date.now()}`
          await page.goto('/admin/collections/pages/create')
          await page.locator('input[name="title"]').fill(title)
          await page.locator('input[name="path"]').fill(path)
          if (who === 'admin') {
            await page.locator('#field-country .rs__control').click()
            await page.locator('.rs__option', { hasText: 'Angola' }).click()
          }
          await page.getByRole('button', { name: SAVE_DRAFT }).click()
          // The admin's notice on the form says what is wrong with the path, in the admin's language.
          await expect(page.getByText(message).first()).toBeVisible()
          await expect(page).toHaveURL(/\/admin\/collections\/pages\/create/)
          const titled = await request.get('/api/pages', {
            params: { 'where[title][equals]': title, draft: 'true', depth: 0, locale: 'pt' },
            headers: adminHeaders(token),
          })
          expect(((await titled.json()) as { docs: Doc[] }).docs, `nothing stored for ${path}`).toEqual([])
        }
      })
    })
  }
})
