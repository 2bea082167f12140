import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { adminToken } from './support/admin'
import { seriousViolations } from './support/axe'
import { chooseConsent, type Country, expect, HOST, type Locale, ORIGIN, siteUrl, test } from './support/fixtures'
import { appPopup, CORPORATE, UI } from './support/popups'
import { rawGet } from './support/raw-http'
import { publicPath } from './support/route-walk'

/**
 * The promotional app popup, a band at the top of the corporate pages' content, and its phone variant
 * (open by default, closed with the X; on a phone it closes itself `time` seconds after it came into
 * sight, once it is out of sight), with the seeded settings of cms/seed/data/settings-popup.ts: title
 * per language, App Store and Google Play links, time 10 s, standard QR image. Clicks on the store links
 * are counted per country and day (one record per month, a count per day), read back through the CMS API
 * as an administrator.
 */
test.use({ popups: 'shown' })

const STORE_HOSTS = /^https:\/\/(apps\.apple\.com|play\.google\.com)\//

/** A returning visitor: the country was chosen before, so only the app popup is in play. */
async function countryChosen(context: BrowserContext) {
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

/** The store pages are outside the test machine: serve them locally so the new tab loads cleanly. */
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
 * The props the server sends the popup in the page's RSC payload (the `self.__next_f.push([1, "…"])`
 * strings, one row per line as `id:json`): what the browser renders it from once hydrated.
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

/**
 * The band opens the page's content: under the header, above the page's heading, in the page's flow
 * (nothing fixed or floating), so it covers no part of the page.
 */
async function expectInFlowAtTop(page: Page, locale: Locale) {
  const popup = appPopup(page, locale)
  const band = page.locator('[data-slot="popup"]')
  expect(await band.evaluate((el) => getComputedStyle(el).position), 'in the page flow').toBe('static')
  expect(await popup.evaluate((el) => getComputedStyle(el).position), 'in the page flow').toBe('static')
  const header = (await page.getByRole('banner').boundingBox())!
  const box = (await popup.boundingBox())!
  const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!
  expect(box.y, 'under the header').toBeGreaterThanOrEqual(header.y + header.height - 1)
  expect(heading.y, "above the page's heading").toBeGreaterThanOrEqual(box.y + box.height - 1)
}

test.describe('app popup (desktop)', () => {
  test.beforeEach(async ({ context }) => countryChosen(context))

  for (const { country, locale } of BROWSER_RUNS) {
    test(`${country} ${CORPORATE[locale]}: open by default, at the top of the content covering nothing, with title, QR code and store links`, async ({
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
      await expectInFlowAtTop(page, locale)
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
    // visitor: consent chosen (where there is a banner) and country chosen before, or those
    // prompts would come first.
    const context = await browser.newContext({ locale: 'pt-PT' })
    consoleGuard.watch(context)
    await chooseConsent(context, ['localhost'])
    await countryChosen(context)
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

test.describe('app popup (phone 375 x 667)', () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true })
  test.beforeEach(async ({ context }) => countryChosen(context))

  test('a compact band with the store buttons and no QR code, that goes `time` (10 s) after it showed, once scrolled out of sight, moving nothing', async ({
    page,
  }) => {
    // Real time, not page.clock: a fake clock that keeps flowing while axe runs made this flaky. The
    // page's own clock (performance.now(), from the navigation) says when 10 s have passed.
    await page.addInitScript(() => {
      const shifts: number[] = []
      ;(window as unknown as { shifts: number[] }).shifts = shifts
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.push(entry.value)
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto('/a-zap/noticias')
    const band = appPopup(page, 'pt')
    await expect(band).toBeVisible()

    /** Scrolls so the band is out of sight, and says where the first news card is in the window. */
    const scrollPast = () =>
      page.evaluate(() => {
        const band = document.querySelector('[data-slot="popup"]')!.getBoundingClientRect()
        window.scrollTo(0, window.scrollY + band.bottom + 40)
        return document.querySelector('main article')!.getBoundingClientRect().top
      })
    const pageClock = () => page.evaluate(() => performance.now())

    // Out of sight before its seconds are up: it stays (a visitor scrolling back finds it).
    expect(await pageClock(), 'this step runs before the band’s seconds are up').toBeLessThan(9_000)
    await scrollPast()
    await page.waitForTimeout(1_000)
    await expect(band).toHaveCount(1)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(band).toBeInViewport()

    await expect(band.getByRole('img', { name: UI.pt.qr })).toBeHidden()
    for (const name of [UI.pt.appStore, UI.pt.googlePlay]) {
      const button = band.getByRole('link', { name: new RegExp(name) })
      await expect(button).toBeVisible()
      expect((await button.boundingBox())!.height, 'touch target').toBeGreaterThanOrEqual(44)
    }
    expect(await seriousViolations(page, (axe) => axe.include('[data-slot="popup"]')), 'axe on the band').toEqual([])
    const box = (await band.boundingBox())!
    expect(box.x).toBeLessThanOrEqual(1)
    expect(box.width).toBeGreaterThanOrEqual(373)
    await expectInFlowAtTop(page, 'pt')

    // Its seconds are up while it is in sight: it stays until it is out of sight, then goes at once.
    await expect.poll(pageClock, { timeout: 15_000, message: 'the page has been open 10.5 s' }).toBeGreaterThan(10_500)
    await expect(band).toBeVisible()
    const cardTop = await scrollPast()
    await expect(band).toHaveCount(0)
    // The browser keeps what the visitor reads where it was: nothing moved.
    const cardTopAfter = await page.evaluate(() => document.querySelector('main article')!.getBoundingClientRect().top)
    expect(
      Math.abs(cardTopAfter - cardTop),
      'the first news card stays where it was in the window',
    ).toBeLessThanOrEqual(1)
    expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts), 'layout shifts').toEqual([])

    // Closed for the visit, like the X.
    await page.goto('/a-zap')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('[data-slot="popup"] [role="dialog"]')).toHaveCount(0)
  })

  test('fits a 320 px wide window', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto('/a-zap')
    const band = appPopup(page, 'pt')
    await expect(band).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    const close = band.getByRole('button', { name: UI.pt.close })
    const box = (await close.boundingBox())!
    expect(box.width).toBeGreaterThanOrEqual(44)
    expect(box.x + box.width).toBeLessThanOrEqual(320)
  })
})
