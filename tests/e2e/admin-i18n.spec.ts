import type { APIRequestContext, Page } from '@playwright/test'
import { adminHeaders, adminToken } from './support/admin'
import { tokenOf } from './support/editors'
import { expect, test } from './support/fixtures'

/**
 * The admin speaks Portuguese to a browser that never chose a language, even one that asks for
 * English; English once the user picks it in Account. Our own labels, option labels and the path
 * error follow the admin's language.
 */
const password = 'editor-pass-123'
type Doc = { id: number }

async function countryId(request: APIRequestContext, code: 'ao' | 'mz'): Promise<number> {
  const response = await request.get('/api/countries', { params: { 'where[code][equals]': code, depth: 0 } })
  return ((await response.json()) as { docs: Doc[] }).docs[0]!.id
}

/**
 * Signs the browser in with a REST login's token, and nothing else: no admin language is chosen
 * (what these tests read), and the login form is not what they check.
 */
async function signIn(page: Page, token: string) {
  await page.context().addCookies([{ name: 'payload-token', value: token, domain: 'localhost', path: '/' }])
}

test.describe('the admin in Portuguese and English', () => {
  // A refused draft save (the path error) makes the admin's own refetch of the page get 400.
  test.use({ locale: 'en-US', adminLanguage: 'unchosen', failingRequests: ['/api/pages/'] })
  test.describe.configure({ mode: 'serial' })
  const pages: Record<'ao' | 'mz', number> = { ao: 0, mz: 0 }
  const editors: Record<'ao' | 'mz', string> = { ao: '', mz: '' }
  let faqId = 0

  test.beforeAll(async ({ request }) => {
    const admin = await adminToken(request)
    for (const code of ['ao', 'mz'] as const) {
      const country = await countryId(request, code)
      const created = await request.post('/api/pages?locale=pt', {
        data: { title: `Página i18n ${code}`, path: `/teste-i18n-${code}-${Date.now()}`, country, _status: 'draft' },
        headers: adminHeaders(admin),
      })
      expect(created.status(), `create a ${code} page`).toBe(201)
      pages[code] = ((await created.json()) as { doc: Doc }).doc.id
      editors[code] = `editor-i18n-${code}-${Date.now()}@example.co.${code}`
      const user = await request.post('/api/users', {
        data: { email: editors[code], password, role: 'editor', country },
        headers: adminHeaders(admin),
      })
      expect(user.status(), `create the ${code} editor`).toBe(201)
    }
    const faqs = await request.get('/api/faqs', {
      params: { 'where[category][equals]': 'satelite', limit: 1, depth: 0, draft: 'true' },
      headers: adminHeaders(admin),
    })
    faqId = ((await faqs.json()) as { docs: Doc[] }).docs[0]!.id
  })

  test('a browser asking for English gets the login in Portuguese', async ({ page }) => {
    await page.goto('/admin/login')
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt')
    await expect(page.getByText('Esqueceu a senha?')).toBeVisible()
  })

  test('the administrator: Portuguese labels and path error, then English after choosing it in Account', async ({
    page,
    request,
  }) => {
    await signIn(page, await adminToken(request))
    await page.goto(`/admin/collections/pages/${pages.ao}?locale=pt`)
    await expect(page.getByText('Pesquisa e partilha', { exact: true })).toBeVisible()
    await expect(page.getByText('Seo', { exact: true })).toHaveCount(0)
    await page.locator('input[name="path"]').fill('/Caminho Mau')
    await page.getByRole('button', { name: 'Salvar rascunho' }).click()
    await expect(page.getByText('Caminho inválido').first()).toBeVisible()

    // A select shows its option's label, not the stored value.
    await page.goto(`/admin/collections/faqs/${faqId}`)
    await expect(page.locator('#field-category')).toContainText('Satélite')
    await expect(page.locator('#field-category')).not.toContainText('satelite')

    await page.goto('/admin/account')
    await page.locator('#language-select').click()
    await page.getByRole('option', { name: 'English' }).click()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')

    await page.goto(`/admin/collections/pages/${pages.ao}?locale=pt`)
    await expect(page.getByText('Search and sharing', { exact: true })).toBeVisible()
    await page.locator('input[name="path"]').fill('/Bad Path')
    await page.getByRole('button', { name: 'Save Draft' }).click()
    await expect(page.getByText('Invalid path').first()).toBeVisible()
    await expect(page.getByText('Caminho inválido')).toHaveCount(0)
  })

  for (const code of ['ao', 'mz'] as const) {
    test(`the editor of ${code}: Portuguese by default in their page's edit view`, async ({ page, request }) => {
      await signIn(page, await tokenOf(request, { email: editors[code], password }))
      await page.goto(`/admin/collections/pages/${pages[code]}?locale=pt`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt')
      await expect(page.getByText('Pesquisa e partilha', { exact: true })).toBeVisible()
      // The field's name reads "Caminho * — Português" (label, required mark, the locale shown).
      await expect(page.getByRole('textbox', { name: /^Caminho\b/ })).toBeVisible()
    })
  }
})
