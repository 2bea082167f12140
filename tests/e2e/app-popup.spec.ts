import type { APIRequestContext, BrowserContext } from '@playwright/test'
import { adminToken } from './support/admin'
import { seriousViolations } from './support/axe'
import { answerConsent, type Country, expect, HOST, type Locale, ORIGIN, siteUrl, test } from './support/fixtures'
import { appPopup, CORPORATE, UI } from './support/popups'
import { rawGet } from './support/raw-http'
import { publicPath } from './support/route-walk'

/**
 * The promotional app popup and its phone variant (open by default, closed with the X; the phone sheet
 * closes itself after `time` seconds), with the seeded settings of cms/seed/data/settings-popup.ts: title
 * per language, App Store and Google Play links, time 10 s, standard QR image. Clicks on the store links
 * are counted per country and day (one record per month, a count per day), read back through the CMS API
 * as an administrator.
 */
test.use({ popups: 'shown' })

const STORE_HOSTS = /^https:\/\/(apps\.apple\.com|play\.google\.com)\//

/** A returning visitor: the country question was answered before, so only the app popup is in play. */
async function countryAnswered(context: BrowserContext) {
  await context.addInitScript(() => {
    try {
      const mz = location.hostname.startsWith('mz.')
      if (!localStorage.getItem('selectedCountry'))
        localStorage.setItem(
          'selectedCountry',
          JSON.stringify(mz ? { name: 'Moçambique', code: 'mz' } : { name: 'Angola', code: 'ao' }),
        )
    } catch {
      // about:blank has no storage.
    }
  })
}

/** The store pages are outside the test machine: answer them locally so the new tab loads cleanly. */
async function fakeStores(context: BrowserContext) {
  await context.route(STORE_HOSTS, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Store</title><p>Store</p>' }),
  )
}

/** Every click counted so far for a country (all months and days), through the CMS API. */
async function clickTotal(request: APIRequestContext, country: Country): Promise<number> {
  const token = await adminToken(request)
  const headers = { Authorization: `JWT ${token}`, connection: 'close' }
  const records = await request.get('/api/popup-analytics', {
    headers,
    params: { 'where[country.code][equals]': country, depth: 0, limit: 100 },
  })
  expect(records.status(), 'GET /api/popup-analytics').toBe(200)
  const ids = ((await records.json()) as { docs: { id: number }[] }).docs.map((doc) => doc.id)
  if (ids.length === 0) return 0
  const days = await request.get('/api/popup-analytics-days', {
    headers,
    params: { 'where[record][in]': ids.join(','), depth: 0, limit: 1000 },
  })
  expect(days.status(), 'GET /api/popup-analytics-days').toBe(200)
  return ((await days.json()) as { docs: { clickCount: number }[] }).docs.reduce((sum, day) => sum + day.clickCount, 0)
}

/** What the server hands the popup component: its settings for the country, words for the language. */
type PopupProps = {
  popup: { title: string; linkApple: string; linkPlayStore: string; qrUrl: string }
  locale: string
  labels: { close: string; appStore: string; googlePlay: string; qrAlt: string }
}

/** The first object (depth first) in a parsed RSC row that carries the popup's props. */
function findPopupProps(value: unknown): PopupProps | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  if ('popup' in value && 'labels' in value) return value as PopupProps
  for (const child of Object.values(value)) {
    const found = findPopupProps(child)
    if (found) return found
  }
  return undefined
}

/**
 * The popup is rendered by scripts only (its server HTML is an empty placeholder), so the words and
 * links a page would show are read from the props the server sends it in the page's RSC payload
 * (the `self.__next_f.push([1, "…"])` strings, one row per line as `id:json`).
 */
async function popupPropsOf(country: Country, locale: Locale): Promise<PopupProps> {
  const target = publicPath(locale, CORPORATE[locale])
  const { status, body } = await rawGet(target, { host: HOST[country] })
  expect(status, `${country} ${target}`).toBe(200)
  const payload = [...body.matchAll(/self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g)]
    .map((match) => JSON.parse(match[1]!) as string)
    .join('')
  const row = payload.split('\n').find((line) => line.includes('"popup":{"title"'))
  expect(row, `${country} ${target}: the popup's props in the page's payload`).toBeDefined()
  const props = findPopupProps(JSON.parse(row!.slice(row!.indexOf(':') + 1)))
  expect(props, `${country} ${target}: the popup's props`).toBeDefined()
  return props!
}

test.describe('app popup (server payload)', () => {
  for (const country of ['ao', 'mz'] as const) {
    for (const locale of ['pt', 'en'] as const) {
      test(`${country} ${CORPORATE[locale]}: the page sends the popup its title, QR code and store links, in its language`, async () => {
        const { popup, locale: sent, labels } = await popupPropsOf(country, locale)
        expect(sent, 'language').toBe(locale)
        expect(popup.title, 'title').toBe(UI[locale].title)
        expect(popup.qrUrl, 'QR image').toBe('/images/qr-default.svg')
        expect(popup.linkApple, 'App Store link').toMatch(new RegExp(`^https://apps\\.apple\\.com/${country}/`))
        expect(popup.linkPlayStore, 'Google Play link').toMatch(
          /^https:\/\/play\.google\.com\/store\/apps\/details\?id=/,
        )
        expect(labels, 'button and image names').toEqual({
          ...labels,
          close: UI[locale].close,
          appStore: UI[locale].appStore,
          googlePlay: UI[locale].googlePlay,
          qrAlt: UI[locale].qr,
        })
      })
    }
  }
})

/**
 * In the browser, the popup's rendering, placement, focus and axe scan are the same code in every
 * country and language: Angola in Portuguese and Mozambique in English (the words and links of all
 * four come from the server payload, checked above).
 */
const BROWSER_RUNS = [
  { country: 'ao', locale: 'pt' },
  { country: 'mz', locale: 'en' },
] as const

test.describe('app popup (desktop)', () => {
  test.beforeEach(async ({ context }) => countryAnswered(context))

  for (const { country, locale } of BROWSER_RUNS) {
    test(`${country} ${CORPORATE[locale]}: open by default, bottom-left, with title, QR code and store links`, async ({
      page,
    }) => {
      await page.goto(siteUrl(country, locale, CORPORATE[locale]))
      const popup = appPopup(page, locale)
      await expect(popup).toBeVisible()
      await expect(popup).toHaveAttribute('aria-modal', 'false')
      await expect(popup.getByRole('heading', { name: UI[locale].title })).toBeVisible()
      // Non-modal and quiet: it does not take focus, and the page around it still works.
      expect(await popup.evaluate((el) => el.contains(document.activeElement))).toBe(false)
      const qr = popup.getByRole('img', { name: UI[locale].qr })
      await expect(qr).toBeVisible()
      await expect(qr).toHaveAttribute('src', '/images/qr-default.svg')
      // Visible comes before loaded: the popup shows its image element at once and the file arrives after.
      await expect
        .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
          message: 'the QR image loads',
        })
        .toBe(true)
      const apple = popup.getByRole('link', { name: new RegExp(UI[locale].appStore) })
      const play = popup.getByRole('link', { name: new RegExp(UI[locale].googlePlay) })
      await expect(apple).toHaveAttribute('href', new RegExp(`^https://apps\\.apple\\.com/${country}/`))
      await expect(play).toHaveAttribute('href', /^https:\/\/play\.google\.com\/store\/apps\/details\?id=/)
      for (const link of [apple, play]) {
        await expect(link).toHaveAttribute('target', '_blank')
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      }
      const box = (await popup.boundingBox())!
      const viewport = page.viewportSize()!
      expect(box.x, 'on the left').toBeLessThan(viewport.width / 2 - box.width / 2)
      expect(box.y + box.height, 'at the bottom').toBeGreaterThan(viewport.height - 80)
      // The header behind it stays usable.
      await expect(page.getByRole('banner')).toBeVisible()
      expect(await seriousViolations(page, (axe) => axe.include('[data-slot="popup"]')), 'axe on the popup').toEqual([])
    })
  }

  test('a popup closed earlier in the visit costs no download: its QR image is not fetched', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('zap-popup-closed', '1'))
    const qrRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/images/qr-default.svg')) qrRequests.push(request.url())
    })
    await page.goto('/a-zap')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(appPopup(page, 'pt')).toBeHidden()
    await page.waitForLoadState('networkidle')
    expect(qrRequests).toEqual([])
  })

  test('the X closes it for the rest of the visit (also after other pages)', async ({ page }) => {
    await page.goto('/a-zap')
    const popup = appPopup(page, 'pt')
    await expect(popup).toBeVisible()
    await popup.getByRole('button', { name: UI.pt.close }).click()
    await expect(popup).toHaveCount(0)
    expect(await page.evaluate(() => sessionStorage.getItem('zap-popup-closed'))).toBe('1')
    await page.goto('/')
    await page.goto('/a-zap')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('[data-slot="popup"] [role="dialog"]')).toHaveCount(0)
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('[data-slot="popup"] [role="dialog"]')).toHaveCount(0)
  })

  test('Escape closes it when focus is inside; keyboard users can tab past it', async ({ page }) => {
    await page.goto(siteUrl('mz', 'en', '/the-zap'))
    const popup = appPopup(page, 'en')
    await expect(popup).toBeVisible()
    await popup.getByRole('button', { name: UI.en.close }).focus()
    await page.keyboard.press('Escape')
    await expect(popup).toHaveCount(0)
    await expect(page.locator('#main')).toBeFocused()
  })

  test('a new visit (new tab session) shows it again', async ({ browser, consoleGuard }) => {
    // sessionStorage belongs to one tab's visit; a fresh context is a fresh visit. A returning
    // visitor: consent answered (where there is a banner) and country answered before, or those
    // prompts would come first.
    const context = await browser.newContext({ locale: 'pt-PT' })
    consoleGuard.watch(context)
    await answerConsent(context, ['localhost'])
    await countryAnswered(context)
    const page = await context.newPage()
    await page.goto(`${ORIGIN.ao}/a-zap`)
    await expect(appPopup(page, 'pt')).toBeVisible()
    await context.close()
  })

  for (const [country, store] of [
    ['ao', 'apple'],
    ['mz', 'play'],
  ] as const) {
    test(`${country}: a click on the ${store} link is counted exactly once and opens the store in a new tab`, async ({
      page,
      context,
      request,
    }) => {
      await fakeStores(context)
      const before = await clickTotal(request, country)
      await page.goto(siteUrl(country, 'pt', '/a-zap'))
      const popup = appPopup(page, 'pt')
      const beacon = page.waitForRequest(
        (req) => req.url() === `${ORIGIN[country]}/api/forms/popup-click?locale=pt` && req.method() === 'POST',
      )
      const newTab = context.waitForEvent('page')
      await popup.getByRole('link', { name: new RegExp(store === 'apple' ? UI.pt.appStore : UI.pt.googlePlay) }).click()
      const sent = await beacon
      expect(sent.postDataJSON()).toEqual({ store })
      expect(sent.headers()['content-type']).toContain('application/json')
      const storePage = await newTab
      await expect(storePage).toHaveURL(store === 'apple' ? /apps\.apple\.com/ : /play\.google\.com/)
      // The site tab was not navigated away.
      expect(page.url()).toBe(siteUrl(country, 'pt', '/a-zap'))
      await expect.poll(() => clickTotal(request, country), { timeout: 10_000 }).toBe(before + 1)
      await page.waitForTimeout(1_000) // nothing else (a second request) arrives late
      expect(await clickTotal(request, country)).toBe(before + 1)
    })
  }
})

/** When the phone sheet appeared and went, by the page's own clock (performance.now()). */
type SheetTimes = { shown?: number; gone?: number }

test.describe('app popup (phone 375 x 667)', () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true })
  test.beforeEach(async ({ context }) => countryAnswered(context))

  test('a compact bottom sheet with the store buttons and no QR code, that closes itself after `time` (10 s)', async ({
    page,
  }) => {
    // Real time, not page.clock: a fake clock that keeps flowing while axe runs made this flaky.
    // The page itself notes when the sheet appears and goes (a test-side clock starts late under load).
    await page.addInitScript(() => {
      const times: SheetTimes = {}
      ;(window as unknown as { sheetTimes: SheetTimes }).sheetTimes = times
      new MutationObserver(() => {
        const sheet = document.querySelector('[role="dialog"][data-variant="sheet"]:not([hidden])')
        if (sheet && times.shown === undefined) times.shown = performance.now()
        if (!sheet && times.shown !== undefined && times.gone === undefined) times.gone = performance.now()
      }).observe(document, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['hidden', 'data-variant'],
      })
    })
    await page.goto('/a-zap')
    const sheet = appPopup(page, 'pt')
    await expect(sheet).toBeVisible()
    await expect(sheet).toHaveAttribute('data-variant', 'sheet')
    await expect(sheet.getByRole('img', { name: UI.pt.qr })).toBeHidden()
    for (const name of [UI.pt.appStore, UI.pt.googlePlay]) {
      const button = sheet.getByRole('link', { name: new RegExp(name) })
      await expect(button).toBeVisible()
      expect((await button.boundingBox())!.height, 'touch target').toBeGreaterThanOrEqual(44)
    }
    expect(await seriousViolations(page, (axe) => axe.include('[data-slot="popup"]')), 'axe on the sheet').toEqual([])
    const box = (await sheet.boundingBox())!
    expect(box.x).toBeLessThanOrEqual(1)
    expect(box.width).toBeGreaterThanOrEqual(373)
    expect(box.y + box.height).toBeGreaterThanOrEqual(666)
    await expect(sheet).toHaveCount(0, { timeout: 20_000 })
    // Seeded `time` is 10 s, counted from the moment the sheet shows.
    const times = await page.evaluate(() => (window as unknown as { sheetTimes: SheetTimes }).sheetTimes)
    const open = (times.gone ?? 0) - (times.shown ?? Infinity)
    expect(open, 'closed itself after about 10 s').toBeGreaterThanOrEqual(9_900)
    expect(open, 'closed itself after about 10 s').toBeLessThan(12_000)
    // Closed for the visit, like the X.
    await page.goto('/a-zap')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('[data-slot="popup"] [role="dialog"]')).toHaveCount(0)
  })

  test('fits a 320 px wide window', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto('/a-zap')
    const sheet = appPopup(page, 'pt')
    await expect(sheet).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    const close = sheet.getByRole('button', { name: UI.pt.close })
    const box = (await close.boundingBox())!
    expect(box.width).toBeGreaterThanOrEqual(44)
    expect(box.x + box.width).toBeLessThanOrEqual(320)
  })
})
