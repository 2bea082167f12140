import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { CONSENT_COOKIE } from '@/lib/consent/cookie'
import { adminHeaders, adminToken, signInBrowser } from './support/admin'
import { UI } from './support/chrome'
import { tokenOf } from './support/editors'
import { expect, test } from './support/fixtures'

/**
 * Live Preview puts the editor's own browser in draft mode. Every public page then says so, in the
 * page's language, with a way out that ends draft mode and comes back to the same address showing
 * what visitors see; the preview itself shows the draft without the first-visit prompts over it; and
 * the live preview offers the site's own breakpoints, with the whole desktop width within reach.
 */
const PATH = '/apoio-ao-cliente/publicidade'
/** A page both countries have. */
const MZ_PATH = '/zap-satelite/pacotes-de-canais'
const DRAFT_COOKIES = ['__prerender_bypass', 'zap_preview_country']
const BAR = {
  pt: { name: 'Está a ver rascunhos', exit: 'Sair da pré-visualização' },
  en: { name: 'You are seeing drafts', exit: 'Leave preview' },
} as const
const password = 'editor-pass-123'

type Doc = { id: number; title: string; path?: string }

async function pageDoc(
  request: APIRequestContext,
  token: string,
  country: 'ao' | 'mz',
  path: string,
  locale: 'pt' | 'en' = 'pt',
): Promise<Doc> {
  const response = await request.get('/api/pages', {
    params: { 'where[path][equals]': path, 'where[country.code][equals]': country, locale, depth: 0 },
    headers: adminHeaders(token),
  })
  const doc = ((await response.json()) as { docs: Doc[] }).docs[0]
  expect(doc, `${country} page ${path}`).toBeTruthy()
  return doc!
}

/** Saves a draft title (visitors keep the published one) and returns the function that restores it. */
async function draftTitle(request: APIRequestContext, token: string, doc: Doc, locale: 'pt' | 'en', title: string) {
  const saved = await request.patch(`/api/pages/${doc.id}?locale=${locale}&draft=true`, {
    data: { title },
    headers: adminHeaders(token),
  })
  expect(saved.status(), 'draft saved').toBe(200)
  return async () => {
    // Publishing the original title again leaves no newer draft behind.
    await request.patch(`/api/pages/${doc.id}?locale=${locale}`, {
      data: { title: doc.title, _status: 'published' },
      headers: adminHeaders(token),
    })
  }
}

const draftCookies = async (context: BrowserContext) =>
  (await context.cookies()).filter((cookie) => DRAFT_COOKIES.includes(cookie.name)).map((cookie) => cookie.name)

/** Leaves preview by keyboard, as a screen-reader user would from the bar's landmark. */
async function leaveByKeyboard(page: Page, locale: 'pt' | 'en') {
  const bar = page.getByRole('region', { name: BAR[locale].name })
  await expect(bar).toBeVisible()
  const exit = bar.getByRole('link', { name: BAR[locale].exit })
  await exit.focus()
  await expect(exit).toBeFocused()
  await page.keyboard.press('Enter')
}

/** Opens Live Preview, unless Payload reopened it from the user's last visit (it remembers the choice). */
async function openLivePreview(page: Page) {
  const toggle = page.getByRole('button', { name: /^(Exit )?Live Preview$/ })
  await expect(toggle).toBeVisible({ timeout: 30_000 })
  if ((await page.getByRole('button', { name: 'Exit Live Preview', exact: true }).count()) === 0) await toggle.click()
}

/**
 * Closes Live Preview again: Payload keeps the choice in the user's preferences, and other tests
 * (tests/e2e/live-preview.spec.ts) open the edit view expecting it closed.
 */
async function closeLivePreview(page: Page) {
  // Waits for the preference to be stored rather than for an idle network, which the admin's own
  // polling may never give.
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

test.describe('leaving preview', () => {
  test('after Live Preview the public page says "drafts" and the way out returns to it, published (administrator, pt)', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    const token = await adminToken(request)
    const doc = await pageDoc(request, token, 'ao', PATH)
    const stamp = `rascunho ${Date.now()}`
    const restore = await draftTitle(request, token, doc, 'pt', `${doc.title} (${stamp})`)
    try {
      // Signed in by the REST login's token: the login form is not what this test reads.
      await signInBrowser(page.context(), token)
      await page.goto(`/admin/collections/pages/${doc.id}?locale=pt`)
      await openLivePreview(page)
      await expect(page.frameLocator('iframe').getByTestId('preview-title')).toContainText(stamp, { timeout: 30_000 })
      await closeLivePreview(page)

      // The editor's own browser, at the public address: drafts, and it says so.
      await page.goto(PATH)
      const bar = page.getByRole('region', { name: BAR.pt.name })
      await expect(bar).toBeVisible()
      await expect(bar).toContainText(stamp)
      expect(await draftCookies(page.context())).not.toEqual([])

      await leaveByKeyboard(page, 'pt')
      await expect(page).toHaveURL((url) => url.pathname === PATH)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached()
      await expect(page.getByTestId('preview-bar')).toHaveCount(0)
      expect(await page.content(), 'the published page, not the draft').not.toContain(stamp)
      expect(await draftCookies(page.context()), "Next's draft cookie and the preview country are gone").toEqual([])
    } finally {
      await restore()
    }
  })

  test('an English page in draft mode says so in English and leads back to its English address (administrator)', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request)
    const home = await pageDoc(request, token, 'ao', '/', 'en')
    await page.context().addCookies([{ name: 'payload-token', value: token, url: 'http://localhost:3100' }])
    await page.goto(`/api/preview?collection=pages&id=${home.id}&locale=en`)
    await expect(page).toHaveURL((url) => url.pathname === '/en')
    await leaveByKeyboard(page, 'en')
    await expect(page).toHaveURL((url) => url.pathname === '/en')
    await expect(page.getByTestId('preview-bar')).toHaveCount(0)
    expect(await draftCookies(page.context())).toEqual([])
  })

  test('an editor of Mozambique leaves the preview of a Mozambique page at its address, and the preview country goes too', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000)
    const admin = await adminToken(request)
    const mz = (
      (await (await request.get('/api/countries', { params: { 'where[code][equals]': 'mz', depth: 0 } })).json()) as {
        docs: { id: number }[]
      }
    ).docs[0]!.id
    const email = `editor-mz-preview-${Date.now()}@example.co.mz`
    const created = await request.post('/api/users', {
      data: { email, password, role: 'editor', country: mz },
      headers: adminHeaders(admin),
    })
    expect(created.status(), 'administrator creates an editor').toBe(201)
    const doc = await pageDoc(request, admin, 'mz', MZ_PATH)
    const stamp = `rascunho mz ${Date.now()}`
    const restore = await draftTitle(request, admin, doc, 'pt', `${doc.title} (${stamp})`)
    try {
      await signInBrowser(page.context(), await tokenOf(request, { email, password }))
      // Live preview runs on the admin's own address (Angola's host): the preview country cookie picks Mozambique.
      await page.goto(`/api/preview?collection=pages&id=${doc.id}&locale=pt`)
      await expect(page).toHaveURL((url) => url.pathname === MZ_PATH)
      await expect(page.getByRole('region', { name: BAR.pt.name })).toContainText(stamp)
      await leaveByKeyboard(page, 'pt')
      await expect(page).toHaveURL((url) => url.pathname === MZ_PATH)
      await expect(page.getByTestId('preview-bar')).toHaveCount(0)
      expect(await page.content()).not.toContain(stamp)
      expect(await draftCookies(page.context())).toEqual([])
    } finally {
      await restore()
    }
  })
})

test.describe('inside the preview', () => {
  // A first visit: no consent chosen, no country chosen, popups not closed.
  test.use({ popups: 'shown' })

  test('the preview frame shows no cookie banner and no country question; the desktop preview is not cut off', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await page.context().clearCookies({ name: CONSENT_COOKIE })
    const token = await adminToken(request)
    // The corporate frame, which also carries the app popup.
    const doc = await pageDoc(request, token, 'ao', '/a-zap')
    await signInBrowser(page.context(), token)
    await page.goto(`/admin/collections/pages/${doc.id}?locale=pt`)
    await openLivePreview(page)
    const frame = page.frameLocator('iframe')
    await expect(frame.locator('[data-frame]')).toHaveCount(1, { timeout: 30_000 })
    // Hydrated, and the prompts' own delays (the country question waits for the banner) have passed.
    await page.waitForTimeout(2_000)
    await expect(frame.getByRole('region', { name: UI.pt.consentBanner })).toHaveCount(0)
    await expect(frame.getByRole('dialog')).toHaveCount(0)
    await expect(frame.getByRole('region', { name: BAR.pt.name })).toBeVisible()

    // The site's own breakpoints are offered (styles/_breakpoints.scss), and every part of the desktop
    // frame can be brought into view: the editor scrolls the preview pane, nothing is cut off.
    await page.locator('.live-preview-toolbar-controls__breakpoint button').first().click()
    for (const name of ['Telemóvel · Phone (360)', 'Tablet (768)', 'Portátil · Laptop (992)', 'Desktop (1200)']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible()
    }
    await page.getByRole('button', { name: 'Desktop (1200)', exact: true }).click()
    const pane = page.locator('.live-preview-window__main')
    const iframe = page.locator('.live-preview-window__main iframe')
    // 1200 px, less the frame's own border where Payload draws one.
    await expect.poll(async () => Math.round((await iframe.boundingBox())?.width ?? 0)).toBeGreaterThanOrEqual(1196)
    const outer = (await pane.boundingBox())!
    // The wheel over the pane's margin, left of the frame: what an editor's trackpad does.
    await page.mouse.move(outer.x + 4, outer.y + outer.height / 2)
    await page.mouse.wheel(3_000, 0)
    await expect
      .poll(
        async () => {
          const [box, inner] = [await pane.boundingBox(), await iframe.boundingBox()]
          return box && inner ? Math.round(inner.x + inner.width - (box.x + box.width)) : null
        },
        { message: "the desktop frame's right edge comes into the pane" },
      )
      .toBeLessThanOrEqual(0)
    expect(await frame.locator('body').evaluate(() => window.innerWidth)).toBeGreaterThanOrEqual(1196)
    await closeLivePreview(page)
  })
})
