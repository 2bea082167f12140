import type { APIRequestContext } from '@playwright/test'
import { ADMIN, adminHeaders, adminToken, signInBrowser } from './support/admin'
import { tokenOf } from './support/editors'
import { expect, test } from './support/fixtures'

/**
 * Creating content in /admin, as an administrator and as an editor of each country: "Create New" is
 * offered on every collection they write (the permissions the admin reads, GET /api/access, for every
 * collection; in the browser on the pages list), a page made in the form is stored in the right country
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
  'coverage-areas',
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

/** A collection permission of GET /api/access: `true` when every operation is allowed, else one per operation. */
type CollectionAccess = true | { create?: boolean | { permission?: boolean } }

/** Whether /api/access lets its user create in a collection, as the admin reads it to offer "Create New". */
function mayCreate(access: CollectionAccess | undefined): boolean {
  if (access === true) return true
  const create = access?.create
  return create === true || (typeof create === 'object' && create?.permission === true)
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
  const tokens: Record<Who, string> = { admin: '', ao: '', mz: '' }
  let ids = { ao: 0, mz: 0 }
  let token = ''

  test.beforeAll(async ({ request }) => {
    token = await adminToken(request)
    tokens.admin = token
    ids = await countryIds(request)
    for (const code of ['ao', 'mz'] as const) {
      const email = `editor-create-${code}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.co.${code}`
      const created = await request.post('/api/users', {
        data: { email, password, role: 'editor', country: ids[code] },
        headers: adminHeaders(token),
      })
      expect(created.status(), `administrator creates an editor of ${code}`).toBe(201)
      accounts[code] = { email, password }
      tokens[code] = await tokenOf(request, accounts[code])
    }
  })

  // The admin offers "Create New" on a collection's list exactly when the user's permissions (the
  // ones GET /api/access returns) allow creating there: every collection of every role is checked
  // here in milliseconds, and the browser tests below click the offered button on the pages list.
  test('an administrator and an editor of each country may create in every collection they write (/api/access)', async ({
    request,
  }) => {
    for (const who of ['admin', 'ao', 'mz'] as const) {
      const response = await request.get('/api/access', { headers: adminHeaders(tokens[who]) })
      expect(response.status(), `GET /api/access as ${who}`).toBe(200)
      const { collections } = (await response.json()) as { collections: Record<string, CollectionAccess> }
      for (const slug of WRITABLE) expect(mayCreate(collections[slug]), `${who} may create in ${slug}`).toBe(true)
    }
  })

  for (const who of ['admin', 'ao', 'mz'] as const) {
    const label = who === 'admin' ? 'an administrator' : `an editor of ${who === 'ao' ? 'Angola' : 'Mozambique'}`

    if (who !== 'admin') {
      test(`${label} creating in the other country is refused with a message naming the country, and nothing is stored`, async ({
        request,
      }) => {
        const editor = tokens[who]
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

    // The form in the browser for an administrator (who picks Mozambique) and an editor of Angola
    // (whose page starts in Angola): each role and each country once. An editor of Mozambique runs
    // the same form code with the other country, which the checks above and the API cover.
    if (who !== 'mz')
      test.describe(() => {
        // The refused saves themselves get 400, by design.
        test.use({ failingRequests: ['/api/pages?'] })
        // One form, as an editor fills it: "Create New" from the pages list, two refused saves (each
        // checked for its message and for nothing stored), then a good path that is stored.
        test(`${label} opens the page form by "Create New"; a malformed or taken path is refused in the form with nothing stored; a good one is stored in the right country`, async ({
          page,
          request,
        }) => {
          test.setTimeout(120_000)
          const country = who === 'admin' ? 'mz' : who
          // The admin speaks English here (signInBrowser's language), so the messages must too.
          await signInBrowser(page.context(), tokens[who], 'en')
          await page.goto('/admin/collections/pages')
          const createNew = page.locator('a[href$="/admin/collections/pages/create"]').first()
          await expect(createNew, 'Create New on pages').toBeVisible()
          await createNew.click()
          await expect(page).toHaveURL(/\/admin\/collections\/pages\/create/)

          const title = `Criada por ${who} ${Date.now()}`
          await page.locator('input[name="title"]').fill(title)
          const countryField = page.locator('#field-country')
          if (who === 'admin') {
            // An administrator chooses the country; nothing is chosen for them.
            await countryField.locator('.rs__control').click()
            await page.locator('.rs__option', { hasText: 'Moçambique' }).click()
          } else {
            // An editor's page starts in their own country.
            await expect(countryField).toContainText(who === 'ao' ? 'Angola' : 'Moçambique')
          }
          const refusals = [
            { path: `/Caminho Errado ${who}/`, message: /Invalid path/ },
            // Seeded in both countries, in Portuguese.
            { path: '/a-zap', message: /already has the path \/a-zap/ },
          ]
          for (const { path, message } of refusals) {
            await page.locator('input[name="path"]').fill(path)
            await page.getByRole('button', { name: SAVE_DRAFT }).click()
            // The admin's notice on the form says what is wrong with the path, in the admin's language.
            await expect(page.getByText(message).first(), `the form says why ${path} is refused`).toBeVisible()
            await expect(page, `still creating after ${path}`).toHaveURL(/\/admin\/collections\/pages\/create/)
            const titled = await request.get('/api/pages', {
              params: { 'where[title][equals]': title, draft: 'true', depth: 0, locale: 'pt' },
              headers: adminHeaders(token),
            })
            expect(((await titled.json()) as { docs: Doc[] }).docs, `nothing stored for ${path}`).toEqual([])
          }

          const path = `/criado-no-admin-${who}-${Date.now()}`
          await page.locator('input[name="path"]').fill(path)
          await page.getByRole('button', { name: SAVE_DRAFT }).click()
          await expect(page).toHaveURL(/\/admin\/collections\/pages\/\d+/)
          const stored = await pagesAt(request, token, path)
          expect(stored.map(countryOf), 'stored once, in the right country').toEqual([ids[country]])
          for (const doc of stored) await request.delete(`/api/pages/${doc.id}`, { headers: adminHeaders(token) })
        })
      })
  }
})
