import type { APIRequestContext } from '@playwright/test'
import { adminHeaders, adminToken, signInBrowser } from './support/admin'
import { expect, test } from './support/fixtures'
import { rawGet } from './support/raw-http'

/**
 * Translating a document in /admin: a page published in Portuguese only shows "English missing"
 * as its status in the English form (not Payload's "Draft" or "Changed"), with one obvious button
 * that starts the English version from the Portuguese one. The copy is an English draft: the
 * English address still answers 404 until someone publishes it. As the administrator on an
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

        // Content health lists it as English missing, its Portuguese version published.
        await page.goto('/admin/content-health')
        const row = page.locator('[data-kind="missing-english"]').getByRole('row').filter({ hasText: title })
        await expect(row).toHaveCount(1)
        await expect(row).toContainText('Published')
        await expect(row).toContainText('English missing: English title, English path, English content (layout)')

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
        await page.goto('/admin/content-health')
        const after = page.locator('[data-kind="missing-english"]').getByRole('row').filter({ hasText: title })
        await expect(after).toContainText('English missing: English content (layout)')
        await expect(after).not.toContainText('English title')
        // Its link opens the English form.
        await expect(after.getByRole('link', { name: title })).toHaveAttribute(
          'href',
          `/admin/collections/pages/${id}?locale=en`,
        )

        // Saved as an English draft, in the database, not only in the form.
        const english = await request.get(`/api/pages/${id}`, {
          params: { locale: 'en', draft: 'true', depth: 0 },
          headers: adminHeaders(admin),
        })
        expect(((await english.json()) as { title?: string }).title).toBe(title)
        // ...and not published: visitors of the English site still get a 404 at that address.
        expect((await rawGet(`/en${pagePath}`, { host, headers: { connection: 'close' } })).status).toBe(404)
      } finally {
        // Payload remembers the last locale a user opened; later tests expect the admin's Portuguese one.
        await page.goto('/admin/collections/pages?locale=pt').catch(() => undefined)
        await request.delete(`/api/pages/${id}`, { headers: adminHeaders(admin) })
        if (editorId) await request.delete(`/api/users/${editorId}`, { headers: adminHeaders(admin) })
      }
    })
  }
})
