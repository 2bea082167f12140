import type { Page } from '@playwright/test'
import { gotoBeforeHydration } from './support/before-hydration'
import { expect, siteUrl, test } from './support/fixtures'

/**
 * A lead form sends its fields from script (components/forms/LeadFormShell.tsx). On a slow phone the
 * form is on screen before its script has run; a tap on "Enviar" or Enter in a field then must not
 * submit the form natively, which would be a GET to the page itself with the visitor's e-mail and
 * phone number in the address (and in the server's logs) and their input gone. The submit button
 * stays disabled until the page has hydrated, which also stops Enter's implicit submission.
 */
test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true })

const FORMS = [
  { name: 'job application', path: '/a-zap/candidatura', field: 'E-mail' },
  { name: 'fibre coverage survey', path: '/zap-fibra/pesquisa-de-cobertura', field: 'Telefone' },
  { name: 'sign-up request', path: '/adesao', field: 'Telefone' },
] as const

/** The page's lead form: the first form in <main> with a terms box. */
const leadForm = (page: Page) =>
  page
    .locator('main form')
    .filter({ has: page.getByRole('checkbox') })
    .first()

for (const { name, path, field } of FORMS) {
  test(`${name} (${path}): before the scripts run, Enter and the button send nothing and keep what was typed`, async ({
    page,
  }) => {
    const url = siteUrl('ao', 'pt', path)
    await gotoBeforeHydration(page, url)
    const form = leadForm(page)
    const input = form.getByRole('textbox', { name: new RegExp(`^${field}`) }).first()
    const submit = form.locator('button[type="submit"]')
    await input.fill('923456789')
    await input.press('Enter')
    await page.waitForTimeout(500)
    expect(page.url(), 'no native submission: the address carries nothing typed').toBe(url)
    await expect(input).toHaveValue('923456789')
    await expect(submit, 'shown as not ready yet').toBeDisabled()
  })
}

test('once hydrated, the lead form’s button is enabled', async ({ page }) => {
  await page.goto(siteUrl('ao', 'pt', '/a-zap/candidatura'))
  await expect(leadForm(page).locator('button[type="submit"]')).toBeEnabled()
})
