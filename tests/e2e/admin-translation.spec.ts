import type { APIRequestContext } from '@playwright/test'
import { adminHeaders, adminToken, signInBrowser } from './support/admin'
import { adminScreen, rowsWith } from './support/admin-html'
import { expect, test } from './support/fixtures'
import { rawGet } from './support/raw-http'
import { textOf } from './support/server-dom'

/**
 * Translating a document in /admin: a page published in Portuguese only shows "English missing"
 * as its status in the English form (not Payload's "Draft" or "Changed"), with one obvious button
 * that starts the English version from the Portuguese one. The copy is an English draft: the
 * English address still responds with 404 until someone publishes it. As the administrator on an
 * Angolan page and as an editor of Mozambique on a Mozambican one (the copy runs with the editor's
 * own access).
 */
type Country = 'ao' | 'mz'
const EDITOR_PASSWORD = 'editor-pass-123'

async function countryId(request: APIRequestContext, code: Country): Promise<number> {
  const response = await request.get('/api/countries', {
    params: { 'where[code][equals]': code, depth: 0 },
    headers: { connection: 'close' },
  })
  return ((await response.json()) as { docs: { id: number }[] }).docs[0]!.id
}

async function login(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/users/login', {
    data: { email, password },
    headers: { connection: 'close' },
  })
  expect(response.status(), `log in as ${email}`).toBe(200)
  return ((await response.json()) as { token: string }).token
}

test.describe('starting the English version from the Portuguese one', () => {
  test.use({ failingRequests: ['/api/pages/'] })

  for (const { who, country } of [
    { who: 'the administrator', country: 'ao' as const },
    { who: 'an editor of Mozambique', country: 'mz' as const },
  ]) {
    test(`${who}: "English missing", one button, the copy stays an English draft`, async ({ page, request }) => {
      test.setTimeout(120_000)
      const admin = await adminToken(request)
      const stamp = Date.now().toString(36)
      let token = admin
      let editorId: number | undefined
      if (country === 'mz') {
        const email = `editor-mz-${stamp}@example.co.mz`
        const created = await request.post('/api/users', {
          data: { email, password: EDITOR_PASSWORD, role: 'editor', country: await countryId(request, 'mz') },
          headers: adminHeaders(admin),
        })
        expect(created.status()).toBe(201)
        editorId = ((await created.json()) as { doc: { id: number } }).doc.id
        token = await login(request, email, EDITOR_PASSWORD)
      }
      const title = `Tradução e2e ${stamp}`
      const pagePath = `/traducao-e2e-${stamp}`
      const created = await request.post('/api/pages', {
        params: { locale: 'pt' },
        data: { title, path: pagePath, country: await countryId(request, country), _status: 'published' },
        headers: adminHeaders(token),
      })
      expect(created.status(), 'the page is created in Portuguese').toBe(201)
      const id = ((await created.json()) as { doc: { id: number } }).doc.id
      const host = country === 'ao' ? 'localhost:3100' : 'mz.localhost:3100'
      try {
        await signInBrowser(page.context(), token, 'en')

        // Portuguese: Payload's own status, no prompt.
        await page.goto(`/admin/collections/pages/${id}?locale=pt`)
        await expect(page.locator('input[name="title"]')).toHaveValue(title)
        await expect(page.locator('.doc-controls .status__value')).toHaveText('Published')
        await expect(page.getByText('English missing')).toHaveCount(0)
        await expect(
          page.getByRole('button', { name: 'Start the English version from the Portuguese one' }),
        ).toHaveCount(0)

        // Content health lists it as English missing, its Portuguese version published: read in the
        // view's server HTML (the same report, without the admin's scripts in the browser).
        const before = rowsWith(
          await adminScreen('/admin/content-health', token),
          '[data-kind="missing-english"]',
          title,
        )
        expect(before, 'one Content health row for the page').toHaveLength(1)
        expect(textOf(before[0]!), 'its Portuguese version published').toContain('Published')
        expect(textOf(before[0]!), 'what English misses').toContain(
          'English missing: English title, English path, English content (layout)',
        )

        // English: nobody wrote it, and the status says so instead of Payload's "Draft" or "Changed".
        await page.goto(`/admin/collections/pages/${id}?locale=en`)
        await expect(page.getByRole('status').filter({ hasText: 'Status: English missing' })).toBeVisible()
        await expect(page.locator('.doc-controls .status__value')).toBeHidden()
        await expect(page.locator('input[name="title"]')).toHaveValue('')
        await page.getByRole('button', { name: 'Start the English version from the Portuguese one' }).click()

        await expect(page.locator('input[name="title"]'), 'the English form now holds the Portuguese text').toHaveValue(
          title,
          { timeout: 20_000 },
        )
        await expect(page.getByText('English missing')).toHaveCount(0)
        await expect(page.locator('.doc-controls .status__value'), 'Payload’s own status is back').toBeVisible()
        await expect(
          page.getByRole('button', { name: 'Start the English version from the Portuguese one' }),
        ).toHaveCount(0)

        // Content health reads the latest version: the English draft now has a title and a path; its
        // content is still missing, as the Portuguese version has none either.
        const health = await adminScreen('/admin/content-health', token)
        const after = rowsWith(health, '[data-kind="missing-english"]', title)
        expect(after, 'still one Content health row for the page').toHaveLength(1)
        expect(textOf(after[0]!), 'what English still misses').toContain('English missing: English content (layout)')
        expect(textOf(after[0]!), 'the title no longer missing').not.toContain('English title')
        // Its link opens the English form.
        expect(
          health.within(after[0]!).getByRole('link', { name: title, hidden: true }).getAttribute('href'),
          'the row links to the English form',
        ).toBe(`/admin/collections/pages/${id}?locale=en`)

        // Saved as an English draft, in the database, not only in the form.
        const english = await request.get(`/api/pages/${id}`, {
          params: { locale: 'en', draft: 'true', depth: 0 },
          headers: adminHeaders(admin),
        })
        expect(((await english.json()) as { title?: string }).title).toBe(title)
        // ...and not published: visitors of the English site still get a 404 at that address.
        expect((await rawGet(`/en${pagePath}`, { host, headers: { connection: 'close' } })).status).toBe(404)
      } finally {
        // Payload remembers the last locale a user opened (its "locale" preference, which an admin
        // address with ?locale= sets); later tests expect the admin's Portuguese one.
        await request.post('/api/payload-preferences/locale', { data: { value: 'pt' }, headers: adminHeaders(token) })
        await request.delete(`/api/pages/${id}`, { headers: adminHeaders(admin) })
        if (editorId) await request.delete(`/api/users/${editorId}`, { headers: adminHeaders(admin) })
      }
    })
  }
})
