import type { Browser, Locator, Page } from '@playwright/test'
import { CONSENT_COOKIE } from '@/lib/consent/cookie'
import { UI } from './support/chrome'
import { type ConsoleGuard, type Country, expect, type Locale, ORIGIN, siteUrl, test } from './support/fixtures'
import { serverPage, textOf } from './support/server-dom'

/**
 * A first visit (fresh browser context: no cookie, no stored country, no closed popup) meets up to two
 * prompts: the country question ("Está em Angola?") and, on the corporate frame, the app popup. It
 * meets no cookie consent banner: the site uses no optional cookie category (CONSENT_USES in
 * lib/consent/categories.ts), so there is nothing to ask, and the cookie policy says so. The prompts
 * take turns, one at a time, and none of them ever covers the floating contact button: a click on it
 * opens the contact panel, whatever shows. Checked at a small phone and a large desktop, on a page
 * without the app popup (home) and the corporate page that has it. The prompts' order and layout are
 * the same code in every country and language, so each size × page runs in one country × language,
 * spread so that each combination runs once and each size and each page meets both countries and both
 * languages; that no consent is asked, and what the policy says, is read from the server's HTML in all
 * four.
 */

const SIZES = [
  { width: 320, height: 640 },
  { width: 1920, height: 1080 },
] as const
const PAGES = [
  { name: 'home', path: { pt: '/', en: '/' }, appPopup: false },
  { name: 'corporate', path: { pt: '/a-zap', en: '/the-zap' }, appPopup: true },
] as const
const APP_TITLE: Record<Locale, string> = { pt: 'Descarregue a app ZAP', en: 'Get the ZAP app' }
/** The country's name may be worded per language ("Mozambique" in English). */
const COUNTRY_TITLE: Record<Locale, RegExp> = {
  pt: /^Está em (Angola|Moçambique)\?$/,
  en: /^Are you in (Angola|Mozambique|Moçambique)\?$/,
}
/** What a consent banner would be named and offer (consent.* in locales/*), were the site to ask. */
const CONSENT_ASK: Record<Locale, { banner: string; buttons: string[] }> = {
  pt: { banner: UI.pt.consentBanner, buttons: ['Aceitar todos', 'Rejeitar não essenciais'] },
  en: { banner: UI.en.consentBanner, buttons: ['Accept all', 'Reject non-essential'] },
}
/** Any wording that asks for, or offers, analytics or marketing cookies. */
const OPTIONAL_COOKIES = /cookies (de )?(análise|marketing)|(analytics|marketing)( and marketing)? cookies/i

type Prompts = { consent: Locator; country: Locator; app: Locator }

const promptsOf = (page: Page, locale: Locale): Prompts => ({
  consent: page.getByRole('region', { name: CONSENT_ASK[locale].banner }),
  country: page.getByRole('dialog', { name: COUNTRY_TITLE[locale] }),
  app: page.getByRole('dialog', { name: APP_TITLE[locale] }),
})

/**
 * Records, from inside the page and on every DOM change, each moment at which more than one prompt is
 * visible, so "one at a time" holds between the test's own looks too. A prompt is recognised by the
 * text of the element that labels it (aria-labelledby), as assistive technology names it.
 */
async function watchPromptOverlap(page: Page, locale: Locale) {
  await page.addInitScript(
    ({ consentTitle, appTitle, countryTitle }) => {
      const countryPattern = new RegExp(countryTitle)
      const seen: string[] = []
      ;(window as unknown as { promptOverlaps: string[] }).promptOverlaps = seen
      const check = () => {
        const visible = [...document.querySelectorAll('[aria-labelledby]')].filter((element) => {
          const label =
            document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() ?? ''
          const isPrompt = label === consentTitle || label === appTitle || countryPattern.test(label)
          return isPrompt && element.checkVisibility() && element.getBoundingClientRect().height > 0
        })
        if (visible.length > 1) {
          const names = visible
            .map((element) =>
              document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent?.trim(),
            )
            .join(' + ')
          if (!seen.includes(names)) seen.push(names)
        }
      }
      new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true })
    },
    {
      consentTitle: CONSENT_ASK[locale].banner,
      appTitle: APP_TITLE[locale],
      countryTitle: COUNTRY_TITLE[locale].source,
    },
  )
}

/** React has hydrated and mount effects had a moment: a prompt that is "not there" now stays away. */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    const main = document.getElementById('main')
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'))
  })
  await page.waitForTimeout(500)
}

/** Which prompts are visible now (never more than one), with no two boxes overlapping. */
async function visiblePrompts(prompts: Prompts): Promise<string[]> {
  const shown: string[] = []
  for (const [name, locator] of Object.entries(prompts)) if (await locator.isVisible()) shown.push(name)
  return shown
}

/** The element at the centre of `locator` is it or inside it: nothing covers it there. */
async function centreHits(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return hit !== null && element.contains(hit)
  })
}

/** Entirely inside the window (a prompt's button half off screen cannot be read or pressed reliably). */
async function fullyInWindow(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox()
  const size = page.viewportSize()
  if (!box || !size) return false
  return box.x >= 0 && box.y >= 0 && box.x + box.width <= size.width + 0.5 && box.y + box.height <= size.height + 0.5
}

/**
 * The floating contact button is the topmost element at its centre, and a click there opens the
 * contact panel ("Ligue-me"), not the cookie settings or anything a prompt holds. Closes it again.
 */
async function contactButtonWorks(page: Page, locale: Locale, when: string) {
  const toggle = page.getByRole('button', { name: UI[locale].widget, exact: true })
  await expect(toggle, `contact button shown (${when})`).toBeVisible()
  expect(await centreHits(toggle), `nothing covers the contact button's centre (${when})`).toBe(true)
  expect(await fullyInWindow(page, toggle), `contact button inside the window (${when})`).toBe(true)
  const box = (await toggle.boundingBox())!
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  const callMe = page.getByRole('button', { name: new RegExp(`^${UI[locale].callMe}`) })
  await expect(callMe, `the click opened the contact panel (${when})`).toBeVisible()
  expect(await centreHits(callMe), `nothing covers "${UI[locale].callMe}" in the open panel (${when})`).toBe(true)
  await expect(
    page.getByRole('dialog', { name: UI[locale].cookieSettings }),
    `not the cookie settings (${when})`,
  ).toHaveCount(0)
  await toggle.click()
  await expect(callMe, `the second click closed the contact panel (${when})`).toBeHidden()
}

/** Every button and link of a prompt is entirely on screen and the topmost thing at its centre. */
async function controlsReachable(page: Page, prompt: Locator, what: string) {
  const controls = prompt.locator('button, a[href]')
  const count = await controls.count()
  expect(count, `${what} has controls`).toBeGreaterThan(0)
  for (let i = 0; i < count; i++) {
    const control = controls.nth(i)
    const label = (await control.getAttribute('aria-label')) ?? (await control.innerText()).trim()
    expect(await fullyInWindow(page, control), `${what}: "${label}" fully visible`).toBe(true)
    expect(await centreHits(control), `${what}: "${label}" not covered`).toBe(true)
  }
}

async function firstVisit(
  browser: Browser,
  consoleGuard: ConsoleGuard,
  size: { width: number; height: number },
  locale: Locale,
) {
  const context = await browser.newContext({
    viewport: size,
    locale: locale === 'pt' ? 'pt-PT' : 'en-GB',
    isMobile: size.width < 768,
    hasTouch: size.width < 768,
  })
  consoleGuard.watch(context)
  return context
}

/** Which country and language each size × page is walked in (see the comment at the top). */
const RUNS: { size: (typeof SIZES)[number]; where: (typeof PAGES)[number]; country: Country; locale: Locale }[] = [
  { size: SIZES[0], where: PAGES[0], country: 'ao', locale: 'pt' },
  { size: SIZES[0], where: PAGES[1], country: 'mz', locale: 'en' },
  { size: SIZES[1], where: PAGES[0], country: 'mz', locale: 'pt' },
  { size: SIZES[1], where: PAGES[1], country: 'ao', locale: 'en' },
]

for (const country of ['ao', 'mz'] as Country[]) {
  for (const locale of ['pt', 'en'] as Locale[]) {
    for (const where of PAGES) {
      test(`${country} ${locale} ${where.name}: a first visit's HTML asks no cookie consent (no banner, no analytics or marketing choice) and has the contact button`, async () => {
        const page = await serverPage(country, locale, where.path[locale])
        expect(page.status, 'status').toBe(200)
        expect(
          page.screen.queryAllByRole('region', { name: CONSENT_ASK[locale].banner, hidden: true }),
          'no consent banner',
        ).toHaveLength(0)
        for (const name of CONSENT_ASK[locale].buttons)
          expect(page.screen.queryAllByRole('button', { name, hidden: true }), `no "${name}" button`).toHaveLength(0)
        // The page's own content may talk about marketing; nothing around it asks for such cookies. (The
        // scripts go too: they carry the footer's cookie-settings statement, which says none are used.)
        const chrome = page.document.body.cloneNode(true) as HTMLElement
        chrome.querySelectorAll('main, script, template').forEach((element) => element.remove())
        expect(textOf(chrome), 'no wording that offers analytics or marketing cookies').not.toMatch(OPTIONAL_COOKIES)
        expect(
          page.screen.getAllByRole('button', { name: UI[locale].widget, hidden: true }),
          'the contact button',
        ).toHaveLength(1)
      })
    }
  }
}

for (const { size, where, country, locale } of RUNS) {
  test(`${size.width}x${size.height} ${country} ${locale} ${where.name}: no consent banner; one prompt at a time, in order, the contact button always usable`, async ({
    browser,
    consoleGuard,
  }) => {
    const context = await firstVisit(browser, consoleGuard, size, locale)
    const page = await context.newPage()
    await watchPromptOverlap(page, locale)
    const prompts = promptsOf(page, locale)
    await page.goto(siteUrl(country, locale, where.path[locale]))
    await settled(page)

    // 1. Nothing optional to ask, so no consent banner: the country question comes first.
    await expect(prompts.consent, 'no consent banner').toHaveCount(0)
    await expect(prompts.country, 'the country question comes first').toBeVisible()
    expect(await visiblePrompts(prompts), 'only the country question').toEqual(['country'])
    await controlsReachable(page, prompts.country, 'country question')
    await contactButtonWorks(page, locale, 'country question showing')

    // 2. Then the app popup, where the page has one.
    await prompts.country
      .getByRole('button', { name: new RegExp(`^${country === 'ao' ? 'Angola' : 'Mo[çz]ambique'}`) })
      .click()
    await expect(prompts.country).toHaveCount(0)
    if (where.appPopup) {
      await expect(prompts.app, 'the app popup follows the country question').toBeVisible()
      expect(await visiblePrompts(prompts), 'only the app popup').toEqual(['app'])
      await controlsReachable(page, prompts.app, 'app popup')
      await contactButtonWorks(page, locale, 'app popup showing')
      await prompts.app
        .getByRole('button', {
          name: locale === 'pt' ? 'Fechar a promoção da aplicação' : 'Close the app promotion',
        })
        .click()
      await expect(prompts.app).toHaveCount(0)
    } else {
      await settled(page)
      expect(await visiblePrompts(prompts), 'no prompt left').toEqual([])
    }
    await contactButtonWorks(page, locale, 'no prompt left')
    await expect(prompts.consent, 'still no consent banner').toHaveCount(0)

    expect(
      await page.evaluate(() => (window as unknown as { promptOverlaps: string[] }).promptOverlaps),
      'never two prompts at once',
    ).toEqual([])
    await context.close()
  })
}

test('keyboard: the prompts come one after another, Escape closes the non-modal ones and hands focus on', async ({
  browser,
  consoleGuard,
}) => {
  const context = await firstVisit(browser, consoleGuard, { width: 1280, height: 800 }, 'pt')
  const page = await context.newPage()
  const prompts = promptsOf(page, 'pt')
  await page.goto(siteUrl('ao', 'pt', '/a-zap'))
  await settled(page)
  await expect(prompts.consent).toHaveCount(0)
  await expect(prompts.country).toBeVisible()
  // A keyboard user in the country question chooses with Escape ("stay in this country").
  await prompts.country.getByRole('button', { name: /^Angola/ }).focus()
  await page.keyboard.press('Escape')
  await expect(prompts.country).toHaveCount(0)
  // Focus is not dropped to the document: it continues into the prompt that took the question's turn.
  await expect(prompts.app).toBeVisible()
  expect(
    await prompts.app.evaluate((element) => element.contains(document.activeElement)),
    'focus moved on to the app popup',
  ).toBe(true)
  await page.keyboard.press('Escape')
  await expect(prompts.app).toHaveCount(0)
  await expect(page.locator('#main')).toBeFocused()
  await context.close()
})

test.describe('no banner in the cached HTML', () => {
  const PHONE = { width: 360, height: 740 }

  test('a first visit has no prompt to tap before any script has run', async ({ browser, consoleGuard }) => {
    const context = await firstVisit(browser, consoleGuard, PHONE, 'pt')
    const page = await context.newPage()
    // Every bundle comes back empty: nothing hydrates, what shows is the server's HTML alone.
    await page.route('**/_next/static/**/*.js*', (route) =>
      route.fulfill({ status: 200, contentType: 'application/javascript', body: '' }),
    )
    const prompts = promptsOf(page, 'pt')
    await page.goto(siteUrl('mz', 'pt', '/zap-satelite/pacotes-de-canais'), { waitUntil: 'domcontentloaded' })
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect(prompts.consent).toHaveCount(0)
    for (const name of CONSENT_ASK.pt.buttons) await expect(page.getByRole('button', { name })).toHaveCount(0)
    await context.close()
  })

  test('a visitor who chose in the former banner sees none, and the choice it stored is removed', async ({
    browser,
    consoleGuard,
  }) => {
    const context = await firstVisit(browser, consoleGuard, PHONE, 'pt')
    // What the former banner (policy revision 1, which asked for analytics and marketing) stored.
    const former = encodeURIComponent(
      JSON.stringify({
        categories: ['necessary', 'analytics', 'marketing'],
        revision: 1,
        timestamp: new Date().toISOString(),
      }),
    )
    // Host-only, as the banner's script wrote it.
    await context.addCookies(Object.values(ORIGIN).map((url) => ({ name: CONSENT_COOKIE, value: former, url })))
    const page = await context.newPage()
    for (const country of ['ao', 'mz'] as Country[]) {
      await page.goto(siteUrl(country, 'pt', '/zap-satelite/pacotes-de-canais'))
      await settled(page)
      await expect(promptsOf(page, 'pt').consent, `${country}: no consent banner`).toHaveCount(0)
      await expect
        .poll(async () => (await context.cookies(siteUrl(country, 'pt', '/'))).map((cookie) => cookie.name), {
          message: `${country}: the stored choice is gone`,
        })
        .not.toContain(CONSENT_COOKIE)
    }
    await context.close()
  })
})

for (const country of ['ao', 'mz'] as Country[]) {
  for (const locale of ['pt', 'en'] as Locale[]) {
    test(`${country} ${locale}: the cookie policy says what is stored and that no analytics or marketing cookies are used`, async () => {
      const page = await serverPage(country, locale, locale === 'pt' ? '/politica-de-cookies' : '/cookie-policy')
      expect(page.status, 'status').toBe(200)
      const main = page.document.querySelector('main')
      expect(main, 'the page content').not.toBeNull()
      const text = textOf(main)
      expect(text).toContain(
        locale === 'pt' ? 'Não usamos cookies de análise nem de marketing' : 'We use no analytics or marketing cookies',
      )
      // Each thing the site keeps in the browser is named.
      for (const name of [
        'i18n_redirected',
        'selectedCountry',
        'zap.visit-campaign',
        'zap-popup-closed',
        'payload-token',
      ])
        expect(text, `names ${name}`).toContain(name)
      // No category it does not use is offered or described as used.
      expect(text).not.toMatch(locale === 'pt' ? /Análise \(opcionais\)|Marketing \(opcionais\)/ : /\(optional\)/)
    })
  }
}
