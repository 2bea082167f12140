import type { APIRequestContext, Page } from '@playwright/test'
import { adminHeaders, adminToken, signInBrowser } from './support/admin'
import { releaseLocks, takeOverLockedDocuments } from './support/document-lock'
import { type CountryCode, countryIds, createEditor, tokenOf } from './support/editors'
import { expect, HOST, test } from './support/fixtures'
import { rawGet } from './support/raw-http'

/**
 * A country's menus are drafts until published, in /admin: Save Draft of a changed main-menu label
 * leaves the public home page as it was for visitors, the live preview shows the country's home
 * with the draft menu, and Publish changes shows it to visitors. As an administrator (Angola) and
 * as an editor of Mozambique (Mozambique, previewed from the admin's own address). A published menu
 * shows on every page of its country, so the `publish` project runs this file after every other
 * test; the original label is published again at the end.
 */
type MenuItem = { id?: string; label: string; [key: string]: unknown }
type SettingsDoc = { id: number; mainMenu: MenuItem[] }

async function settingsOf(request: APIRequestContext, token: string, code: CountryCode): Promise<SettingsDoc> {
  const found = await request.get('/api/settings', {
    params: { 'where[country.code][equals]': code, locale: 'pt', depth: 0 },
    headers: adminHeaders(token),
  })
  expect(found.status()).toBe(200)
  return ((await found.json()) as { docs: SettingsDoc[] }).docs[0]!
}

/** The country's home page as a visitor without cookies gets it. */
async function visitorHome(code: CountryCode): Promise<string> {
  const response = await rawGet('/', { host: HOST[code], headers: { connection: 'close', 'accept-language': 'pt-PT' } })
  expect(response.status, `GET / (${code})`).toBe(200)
  return response.body
}

/** Opens Live Preview, unless Payload reopened it from the user's last visit (it remembers the choice). */
async function openLivePreview(page: Page) {
  const toggle = page.getByRole('button', { name: /^(Exit )?Live Preview$/ })
  await expect(toggle).toBeVisible({ timeout: 30_000 })
  if ((await page.getByRole('button', { name: 'Exit Live Preview', exact: true }).count()) === 0) await toggle.click()
}

/** Closes it again: Payload keeps the choice in the user's preferences, and other tests expect it closed. */
async function closeLivePreview(page: Page) {
  const stored = page
    .waitForResponse(
      (response) => response.url().includes('/api/payload-preferences/') && response.request().method() === 'POST',
      { timeout: 15_000 },
    )
    .catch(() => null)
  await page.getByRole('button', { name: 'Exit Live Preview', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Live Preview', exact: true })).toBeVisible()
  await stored
}

const tab = (page: Page, name: string) =>
  page.locator('button.tabs-field__tab-button').filter({ hasText: new RegExp(`^${name}$`) })

for (const [who, code] of [
  ['admin', 'ao'],
  ['mz', 'mz'],
] as const) {
  const label = who === 'admin' ? 'an administrator' : 'an editor of Mozambique'

  test(`${label}: a draft menu label stays out of the public ${code} home, shows in the preview, and is public once published`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000)
    const admin = await adminToken(request)
    const token =
      who === 'admin'
        ? admin
        : await tokenOf(
            request,
            await createEditor(request, admin, code, (await countryIds(request))[code], 'editor-settings-publish'),
          )
    const original = await settingsOf(request, admin, code)
    const published = original.mainMenu[0]!.label
    const stamp = `${published} ${Date.now().toString(36)}`
    expect(await visitorHome(code)).toContain(`>${published}<`)
    try {
      await signInBrowser(page.context(), token)
      await takeOverLockedDocuments(page)
      await page.goto(`/admin/collections/settings/${original.id}?locale=pt`)
      await expect(page.locator('#field-title')).toBeVisible({ timeout: 30_000 })
      // The form remembers the last tab a user opened (a form without tabs shows the menu at once);
      // a click before the form has come to life does nothing, so click until Menus is open.
      if ((await tab(page, 'Menus').count()) > 0) {
        await expect(async () => {
          await tab(page, 'Menus').click()
          await expect(page.locator('#field-mainMenu__0__label')).toBeVisible({ timeout: 1_000 })
        }).toPass({ timeout: 20_000 })
      }
      // Save once the form has checked the edit with the server, as it does after each change: a
      // save racing that check can come back to the values the form was opened with (seen on a
      // busy machine), and the Publish after it would then publish those.
      const label = page.locator('#field-mainMenu__0__label')
      const checked = page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().includes(`/admin/collections/settings/${original.id}`),
      )
      await label.fill(stamp)
      await checked
      const saveDraft = page.getByRole('button', { name: 'Save Draft', exact: true })
      await expect(saveDraft, 'settings have drafts').toBeVisible()
      await saveDraft.click()
      await expect(page.getByText('Draft saved successfully.')).toBeVisible({ timeout: 30_000 })

      // Visitors keep the published menu: nothing of the draft, even a moment later.
      expect(await visitorHome(code), 'right after Save Draft').not.toContain(stamp)

      // The preview: the country's home page with the draft menu, and the bar that says these are drafts.
      await openLivePreview(page)
      const frame = page.frameLocator('iframe')
      await expect(frame.getByRole('banner')).toContainText(stamp, { timeout: 30_000 })
      await expect(frame.locator(`[data-frame][data-country="${code}"]`)).toHaveCount(1)
      await expect(frame.getByRole('region', { name: 'Está a ver rascunhos' })).toBeVisible()
      await closeLivePreview(page)
      expect(await visitorHome(code), 'after the preview').not.toContain(stamp)

      // What Publish sends is the form as it stands: still the draft.
      await expect(label).toHaveValue(stamp)
      await page.getByRole('button', { name: 'Publish changes', exact: true }).click()
      await expect
        .poll(async () => (await visitorHome(code)).includes(`>${stamp}<`), { timeout: 15_000, intervals: [200] })
        .toBe(true)
    } finally {
      // The seeded label again, published, with no newer draft left behind (the form's lock freed first).
      await releaseLocks(request, admin, 'settings')
      const restored = await request.patch(`/api/settings/${original.id}?locale=pt`, {
        data: { mainMenu: original.mainMenu, _status: 'published' },
        headers: adminHeaders(admin),
      })
      expect(restored.status()).toBe(200)
    }
    await expect.poll(async () => (await visitorHome(code)).includes(`>${published}<`), { timeout: 15_000 }).toBe(true)
  })
}
