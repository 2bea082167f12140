import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { pageStatus, UI } from './support/chrome'
import { gotoBeforeHydration } from './support/before-hydration'
import { chromePage } from './support/chrome-server'
import { popoverOpen } from './support/popover'
import { type Country, expect, HOST, type Locale, ORIGIN, siteUrl, test } from './support/fixtures'

/**
 * The header's language switcher (components/chrome/LanguageSwitcher.tsx: same page in the other
 * language, remembered in the i18n_redirected cookie), country selector (CountrySelector.tsx: same
 * page at the other country's address, or its home; choice kept in localStorage selectedCountry)
 * and the hreflang alternates of app/(site)/.../[[...path]]/page.tsx.
 *
 * Where the switches point is in the server's HTML and is read there; the browser tests follow them
 * (cookie, localStorage, keyboard, outside clicks), each opening its page once and going through
 * the behaviours in steps.
 */

const LOCALE_COOKIE = 'i18n_redirected'
const DAY = 24 * 60 * 60

test.use({ viewport: { width: 1280, height: 800 } })

async function localeCookie(context: BrowserContext, origin: string) {
  return (await context.cookies(origin)).find((cookie) => cookie.name === LOCALE_COOKIE)
}

async function expectLocaleCookie(context: BrowserContext, origin: string, value: Locale) {
  const cookie = await localeCookie(context, origin)
  expect(cookie, `${LOCALE_COOKIE} cookie on ${origin}`).toBeDefined()
  expect(cookie!.value).toBe(value)
  expect(cookie!.path).toBe('/')
  expect(cookie!.sameSite).toBe('Lax')
  const days = (cookie!.expires - Date.now() / 1000) / DAY
  expect(days, 'days until the cookie expires').toBeGreaterThan(364.9)
  expect(days, 'days until the cookie expires').toBeLessThan(365.1)
}

const selectedCountry = (page: Page) => page.evaluate(() => localStorage.getItem('selectedCountry'))
const countryButton = (page: Page, locale: Locale, current: string) =>
  page.getByRole('button', { name: `${UI[locale].chooseCountry}: ${current}` })

test.describe('language switcher', () => {
  test('from /a-zap to /en/the-zap and back: the same page in the other language, the cookie remembers it for a year; on a 320 px phone the short code', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width: 320, height: 720 })
    await page.goto('/a-zap')
    const toEnglish = page.getByRole('link', { name: UI.pt.languageLink, exact: true })

    await test.step('on a 320 px phone: shows the short code but keeps its full accessible name', async () => {
      await expect(toEnglish).toBeVisible()
      await expect(toEnglish).toHaveText(/EN/)
      const box = await toEnglish.boundingBox()
      expect(box!.height, 'touch target height').toBeGreaterThanOrEqual(24)
      expect(box!.x + box!.width, 'inside the window').toBeLessThanOrEqual(320)
      await page.setViewportSize({ width: 1280, height: 800 })
    })

    await test.step('from /a-zap to /en/the-zap: the same page in English, and the cookie remembers it for a year', async () => {
      expect(await localeCookie(context, ORIGIN.ao), 'no cookie before the switch').toBeUndefined()
      await expect(toEnglish).toHaveAttribute('href', '/en/the-zap')
      await expect(toEnglish).toHaveAttribute('hreflang', 'en')
      await expect(toEnglish).toHaveAttribute('lang', 'en')
      await toEnglish.click()
      await expect(page).toHaveURL(`${ORIGIN.ao}/en/the-zap`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-AO')
      await expect(page.locator('h1')).toHaveText('We are ZAP')
      await expectLocaleCookie(context, ORIGIN.ao, 'en')
    })

    await test.step('back from /en/the-zap to /a-zap sets the cookie to pt', async () => {
      const link = page.getByRole('link', { name: UI.en.languageLink, exact: true })
      await expect(link).toHaveAttribute('href', '/a-zap')
      await expect(link).toHaveAttribute('hreflang', 'pt')
      await link.click()
      await expect(page).toHaveURL(`${ORIGIN.ao}/a-zap`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-AO')
      await expect(page.locator('h1')).toHaveText('Somos a ZAP')
      await expectLocaleCookie(context, ORIGIN.ao, 'pt')
    })

    await test.step('English again: the remembered choice now decides "/"', async () => {
      await page.getByRole('link', { name: UI.pt.languageLink, exact: true }).click()
      await expect(page).toHaveURL(`${ORIGIN.ao}/en/the-zap`)
      await expectLocaleCookie(context, ORIGIN.ao, 'en')
      await page.goto('/')
      expect(page.url()).toBe(`${ORIGIN.ao}/en`)
    })
  })

  test('Mozambique: the switch stays on the Mozambique host', async ({ page, context }) => {
    await page.goto(`${ORIGIN.mz}/zap-satelite/pacotes-de-canais`)
    await page.getByRole('link', { name: UI.pt.languageLink, exact: true }).click()
    await expect(page).toHaveURL(`${ORIGIN.mz}/en/zap-satelite/pacotes-de-canais`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-MZ')
    await expectLocaleCookie(context, ORIGIN.mz, 'en')
    await page.getByRole('link', { name: UI.en.languageLink, exact: true }).click()
    await expect(page).toHaveURL(`${ORIGIN.mz}/zap-satelite/pacotes-de-canais`)
    await expectLocaleCookie(context, ORIGIN.mz, 'pt')
  })

  test('before the bundles run (a slow phone’s first tap): the switch still remembers the choice', async ({
    page,
    context,
  }) => {
    await gotoBeforeHydration(page, `${ORIGIN.mz}/zap-satelite/pacotes-de-canais`)
    await page.getByRole('link', { name: UI.pt.languageLink, exact: true }).click()
    await expect(page).toHaveURL(`${ORIGIN.mz}/en/zap-satelite/pacotes-de-canais`)
    await expectLocaleCookie(context, ORIGIN.mz, 'en')
    await page.getByRole('link', { name: UI.en.languageLink, exact: true }).click()
    await expect(page).toHaveURL(`${ORIGIN.mz}/zap-satelite/pacotes-de-canais`)
    await expectLocaleCookie(context, ORIGIN.mz, 'pt')
  })

  for (const [pt, en] of [
    ['/', '/en'],
    ['/zap-satelite/pacotes-de-canais', '/en/zap-satelite/pacotes-de-canais'],
  ] as const) {
    test(`links ${pt} and ${en} to each other (server HTML)`, async () => {
      const ptPage = await chromePage('ao', 'pt', pt)
      const toEnglish = ptPage.screen.getByRole('link', { name: UI.pt.languageLink, hidden: true })
      expect(toEnglish.getAttribute('href'), `the language link of ${pt}`).toBe(en)
      // siteUrl-style paths: chromePage adds the /en prefix itself.
      const enPage = await chromePage('ao', 'en', en === '/en' ? '/' : en.slice('/en'.length))
      const toPortuguese = enPage.screen.getByRole('link', { name: UI.en.languageLink, hidden: true })
      expect(toPortuguese.getAttribute('href'), `the language link of ${en}`).toBe(pt)
    })
  }
})

test.describe('country selector', () => {
  test('from Angola /a-zap to http://mz.localhost:3100/a-zap by keyboard, outside click and pointer; the click stores the country', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.goto('/a-zap')
    const button = countryButton(page, 'pt', 'Angola')
    const list = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`)

    await test.step('keyboard: Enter opens the list, Escape closes it and focus goes back to the button', async () => {
      await button.focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => popoverOpen(list), 'the list is open').toBe(true)
      await expect(list.getByRole('link')).toHaveText(['Angola (país atual)', 'Moçambique'])
      await page.keyboard.press('Tab')
      await expect(list.getByRole('link', { name: /Angola/ })).toBeFocused()
      await page.keyboard.press('Escape')
      await expect.poll(() => popoverOpen(list), 'the list is closed').toBe(false)
      await expect(list).toBeHidden()
      // The focused link has just been hidden: focus must not fall back to <body> (WCAG 2.4.3).
      await expect(button, 'focus returns to the country button').toBeFocused()
    })

    await test.step('an outside click closes the list', async () => {
      await button.click()
      await expect.poll(() => popoverOpen(list), 'the list is open').toBe(true)
      await page.locator('h1').click()
      await expect.poll(() => popoverOpen(list), 'the list is closed').toBe(false)
      await expect(page.getByRole('link', { name: 'Moçambique' })).toBeHidden()
    })

    await test.step('the click itself stores the chosen country before the page is left', async () => {
      await expect
        .poll(async () => JSON.parse((await selectedCountry(page)) ?? 'null'))
        .toEqual({ name: 'Angola', code: 'ao' })
      await button.click()
      // Keep the page: the site's own click handler still runs, only the navigation is cancelled.
      await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault(), { once: true }))
      await page.getByRole('link', { name: 'Moçambique' }).click()
      expect(page.url()).toBe(`${ORIGIN.ao}/a-zap`)
      expect(JSON.parse((await selectedCountry(page))!)).toEqual({ name: 'Moçambique', code: 'mz' })
      // Closed again for the next step.
      await page.locator('h1').click()
      await expect.poll(() => popoverOpen(list), 'the list is closed').toBe(false)
    })

    await test.step('to Mozambique: selectedCountry is Mozambique there', async () => {
      await expect.poll(() => popoverOpen(list), 'the list is closed').toBe(false)
      await expect(button.locator('img')).toHaveAttribute('src', '/flags/ao.svg')
      await button.click()
      await expect.poll(() => popoverOpen(list), 'the list is open').toBe(true)
      await expect(list).toBeVisible()
      await expect(list.getByRole('link', { name: /Angola/ })).toHaveAttribute('aria-current', 'true')
      // Portuguese pages keep the Portuguese name.
      const mozambique = list.getByRole('link', { name: 'Moçambique', exact: true })
      await expect(mozambique).toHaveAttribute('href', `${ORIGIN.mz}/a-zap`)
      await mozambique.click()

      await expect(page).toHaveURL(`${ORIGIN.mz}/a-zap`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-MZ')
      await expect(countryButton(page, 'pt', 'Moçambique')).toBeVisible()
      await expect.poll(() => selectedCountry(page)).not.toBeNull()
      expect(JSON.parse((await selectedCountry(page))!)).toEqual({ name: 'Moçambique', code: 'mz' })
    })
  })

  test('and back: Mozambique /en/the-zap to Angola /en/the-zap; the English selector says "Mozambique"; the browser sees the hreflang links', async ({
    page,
  }) => {
    await page.goto(`${ORIGIN.mz}/en/the-zap`)

    await test.step('the browser sees the same hreflang links in the rendered document', async () => {
      const links = await page
        .locator('head link[rel="alternate"][hreflang]')
        .evaluateAll((els) =>
          Object.fromEntries(els.map((el) => [el.getAttribute('hreflang'), (el as HTMLLinkElement).href])),
        )
      expect(links).toEqual(bothCountries({ pt: '/a-zap', en: '/the-zap' }))
    })

    await test.step('and back to Angola', async () => {
      const button = countryButton(page, 'en', 'Mozambique')
      await expect(button).toHaveText(/Mozambique$/)
      await button.click()
      const list = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`)
      await expect(list.getByRole('link', { name: /^Mozambique/ })).toHaveAttribute('aria-current', 'true')
      await expect(list).not.toContainText('Moçambique')
      const angola = page.getByRole('link', { name: 'Angola', exact: true })
      await expect(angola).toHaveAttribute('href', `${ORIGIN.ao}/en/the-zap`)
      await angola.click()
      await expect(page).toHaveURL(`${ORIGIN.ao}/en/the-zap`)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-AO')
      await expect
        .poll(async () => JSON.parse((await selectedCountry(page)) ?? 'null'))
        .toEqual({ name: 'Angola', code: 'ao' })
    })
  })

  test('a page the other country does not have links to that country’s home (server HTML)', async () => {
    const path = '/zap-fibra/pacotes-tv-net'
    const page = await chromePage('ao', 'pt', path)
    test.skip(page.status !== 200, `${path} is not published in Angola (yet)`)
    const button = page.screen.getByRole('button', { name: `${UI.pt.chooseCountry}: Angola`, hidden: true })
    const list = page.document.getElementById(button.getAttribute('aria-controls') ?? '')
    expect(list, 'the country list the button controls').not.toBeNull()
    const mozambique = page.within(list!).getByRole('link', { name: 'Moçambique', hidden: true })
    expect(mozambique.getAttribute('href')).toBe(`${ORIGIN.mz}/`)
  })
})

/** The <link rel="alternate" hreflang> and canonical of a page as served to a country's host. */
async function headLinks(request: APIRequestContext, country: Country, publicPath: string) {
  const response = await request.get(ORIGIN.ao + publicPath, {
    headers: { host: HOST[country], 'accept-language': 'pt-PT' },
    maxRedirects: 0,
  })
  expect(response.status(), `${country} ${publicPath}`).toBe(200)
  const html = await response.text()
  const head = html.slice(0, html.search(/<\/head>/i))
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]
  const alternates: Record<string, string> = {}
  for (const [tag] of head.matchAll(/<link\b[^>]*\brel="alternate"[^>]*>/gi)) {
    const lang = attr(tag, 'hreflang')
    if (lang) alternates[lang] = attr(tag, 'href')!.replace(/&amp;/g, '&')
  }
  const canonical = [...head.matchAll(/<link\b[^>]*\brel="canonical"[^>]*>/gi)].map(([tag]) => attr(tag, 'href'))
  return { alternates, canonical }
}

/**
 * The hreflang cluster of a page both countries publish (lib/seo/hreflang.ts): pt/en in both
 * countries, and the bare languages and x-default on Angola's (the default country's) copy.
 */
const bothCountries = (paths: { pt: string; en: string }) => ({
  'pt-AO': siteUrl('ao', 'pt', paths.pt),
  'en-AO': siteUrl('ao', 'en', paths.en),
  'pt-MZ': siteUrl('mz', 'pt', paths.pt),
  'en-MZ': siteUrl('mz', 'en', paths.en),
  pt: siteUrl('ao', 'pt', paths.pt),
  en: siteUrl('ao', 'en', paths.en),
  'x-default': siteUrl('ao', 'pt', paths.pt),
})

test.describe('hreflang alternates', () => {
  const pages: { pt: string; en: string }[] = [
    { pt: '/', en: '/' },
    { pt: '/a-zap', en: '/the-zap' },
    { pt: '/zap-satelite/pacotes-de-canais', en: '/zap-satelite/pacotes-de-canais' },
  ]
  for (const country of ['ao', 'mz'] as const) {
    for (const paths of pages) {
      for (const locale of ['pt', 'en'] as const) {
        const publicPath = new URL(siteUrl(country, locale, paths[locale])).pathname
        test(`${country} ${publicPath}: pt and en in both countries and x-default; canonical on the ${country} host`, async ({
          request,
        }) => {
          const { alternates, canonical } = await headLinks(request, country, publicPath)
          expect(alternates).toEqual(bothCountries(paths))
          expect(canonical).toEqual([siteUrl(country, locale, paths[locale])])
        })
      }
    }
  }

  test('novelas pages (when published): the same cluster from both countries', async ({ request }) => {
    const path = '/tv/zap-channels/novelas'
    for (const country of ['ao', 'mz'] as const) {
      const present =
        (await pageStatus(request, country, path)) === 200 && (await pageStatus(request, country, `/en${path}`)) === 200
      test.skip(!present, `${path} is not published in both languages in ${country} (yet)`)
    }
    for (const country of ['ao', 'mz'] as const) {
      const { alternates } = await headLinks(request, country, path)
      expect(alternates, `${country} ${path}`).toEqual(bothCountries({ pt: path, en: path }))
    }
  })
})
