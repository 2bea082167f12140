import type { Locator, Page } from '@playwright/test'
import { GATED_IN_MOZAMBIQUE, mainNav, menuFor, topLevelLinks, topNav, UI } from './support/chrome'
import { type Country, expect, HOST, type Locale, ORIGIN, siteUrl, test } from './support/fixtures'

/**
 * The header menus (components/chrome/Header.tsx, MainNav.tsx, MobileMenu.tsx) as seeded by
 * cms/seed/data/settings.ts: what each country shows in each language, on a desktop (≥ 992 px, a
 * disclosure bar) and on a 320 px phone (an off-canvas Radix dialog); the Mozambique redirects of
 * lib/routing/country-gates.ts. How the menus behave is chrome-menu-behaviour.spec.ts.
 */

const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 320, height: 720 }

const hrefs = (links: Locator) => links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))

/** The top bar: Particulares, Empresas (Angola only, new tab) and A ZAP, with their addresses. */
async function expectTopBar(page: Page, country: Country, locale: Locale) {
  const ui = UI[locale]
  const nav = topNav(page, locale)
  await expect(nav).toBeVisible()
  const links = nav.getByRole('link')
  if (country === 'ao') {
    await expect(links).toHaveText([ui.particulares, `${ui.empresas} ${ui.newTab}`, ui.aZap])
    expect(await hrefs(links)).toEqual([
      locale === 'pt' ? '/' : '/en',
      'https://empresas.example.co.ao',
      locale === 'pt' ? '/a-zap' : '/en/the-zap',
    ])
    const empresas = nav.getByRole('link', { name: new RegExp(`^${ui.empresas}`) })
    await expect(empresas).toHaveAttribute('target', '_blank')
    await expect(empresas).toHaveAttribute('rel', /\bnoopener\b/)
  } else {
    await expect(links).toHaveText([ui.particulares, ui.aZap])
    expect(await hrefs(links)).toEqual([locale === 'pt' ? '/' : '/en', locale === 'pt' ? '/a-zap' : '/en/the-zap'])
    await expect(page.getByRole('link', { name: new RegExp(`^${ui.empresas}\\b`) })).toHaveCount(0)
    await expect(page.locator('a[href*="empresas."]')).toHaveCount(0)
  }
}

/** The sections of a main menu (bar or off-canvas) and, section by section, their sub-items. */
async function expectMainMenu(nav: Locator, country: Country, locale: Locale) {
  const ui = UI[locale]
  const sections = menuFor(country)
  await expect(topLevelLinks(nav)).toHaveText(sections.map((s) => s.label[locale]))
  expect(await hrefs(topLevelLinks(nav))).toEqual(sections.map((s) => s.href[locale]))
  // A toggle only for sections with sub-items (ZAP ON and Débito directo have none), all closed.
  const withItems = sections.filter((s) => s.items.length > 0)
  await expect(nav.getByRole('button')).toHaveCount(withItems.length)
  for (const section of withItems) {
    const toggle = nav.getByRole('button', { name: ui.submenu(section.label[locale]), exact: true })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const panel = nav.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
    await expect(panel).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toBeVisible()
    const subLinks = panel.getByRole('link')
    await expect(subLinks, `sub-items of ${section.label[locale]}`).toHaveText(
      section.items.map((i) => i.label[locale]),
    )
    expect(await hrefs(subLinks), `sub-item addresses of ${section.label[locale]}`).toEqual(
      section.items.map((i) => i.href[locale]),
    )
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()
  }
}

/** Mozambique: nothing on the page links to a section that does not exist there. */
async function expectNoGatedLinks(page: Page) {
  const selector = GATED_IN_MOZAMBIQUE.flatMap((p) => [
    `a[href="${p}"]`,
    `a[href^="${p}/"]`,
    `a[href="/en${p}"]`,
    `a[href^="/en${p}/"]`,
  ]).join(', ')
  expect(
    await page
      .locator(selector)
      .evaluateAll((els) => els.map((el) => `${el.textContent} -> ${el.getAttribute('href')}`)),
  ).toEqual([])
}

for (const country of ['ao', 'mz'] as const) {
  for (const locale of ['pt', 'en'] as const) {
    const url = siteUrl(country, locale, '/')
    const ui = UI[locale]

    test.describe(`${country} ${locale}: menus (${url})`, () => {
      test.describe('desktop, 1280 px', () => {
        test.use({ viewport: DESKTOP })

        test('top bar and main menu bar show this country’s sections and sub-items', async ({ page }) => {
          await page.goto(url)
          await expectTopBar(page, country, locale)
          const nav = mainNav(page, locale)
          await expect(nav).toBeVisible()
          await expect(page.getByRole('button', { name: ui.openMenu })).toBeHidden()
          await expectMainMenu(nav, country, locale)
          if (country === 'mz') await expectNoGatedLinks(page)
        })
      })

      test.describe('phone, 320 px', () => {
        test.use({ viewport: PHONE })

        test('the ☰ button opens the same menu off-canvas; the bar is hidden', async ({ page }) => {
          await page.goto(url)
          await expectTopBar(page, country, locale)
          await expect(mainNav(page, locale)).toBeHidden()
          const button = page.getByRole('button', { name: ui.openMenu })
          await expect(button).toBeVisible()
          await button.click()
          const dialog = page.getByRole('dialog', { name: ui.mainMenu })
          await expect(dialog).toBeVisible()
          const nav = dialog.getByRole('navigation', { name: ui.mainMenu })
          await expectMainMenu(nav, country, locale)
          // The drawer fits the phone: no part of it is off screen to the right.
          const box = await dialog.boundingBox()
          expect(box, 'drawer box').not.toBeNull()
          expect(box!.x + box!.width, 'drawer right edge').toBeLessThanOrEqual(PHONE.width + 0.5)
          if (country === 'mz') await expectNoGatedLinks(page)
        })
      })
    })
  }
}

test.describe('Mozambique: sections that do not exist there redirect home', () => {
  const gated = [
    '/zap-fibra/pacotes-tv-net',
    '/zap-fibra',
    '/zap-cinemas/em-exibicao',
    '/zap-on',
    '/debito-directo',
    '/zap-satelite/zap-facilita',
  ]

  for (const path of gated) {
    for (const locale of ['pt', 'en'] as const) {
      const publicPath = locale === 'pt' ? path : `/en${path}`
      test(`${publicPath} on the mz host: 307 to ${locale === 'pt' ? '/' : '/en'}`, async ({ request }) => {
        const response = await request.get(ORIGIN.ao + publicPath, { headers: { host: HOST.mz }, maxRedirects: 0 })
        expect(response.status()).toBe(307)
        const location = response.headers()['location']
        expect(location, 'location header').toBeTruthy()
        // Relative, or absolute on the Mozambique host itself (never Angola's).
        const target = new URL(location!, ORIGIN.mz)
        expect(target.origin).toBe(ORIGIN.mz)
        expect(target.pathname).toBe(locale === 'pt' ? '/' : '/en')
      })
    }
  }

  test('the query string is kept', async ({ request }) => {
    const response = await request.get(`${ORIGIN.ao}/zap-on?utm_source=x`, {
      headers: { host: HOST.mz },
      maxRedirects: 0,
    })
    expect(response.status()).toBe(307)
    const target = new URL(response.headers()['location']!, ORIGIN.mz)
    expect(target.pathname + target.search).toBe('/?utm_source=x')
  })

  test('a browser visiting them ends on the Mozambique home page', async ({ page }) => {
    await page.goto(`${ORIGIN.mz}/zap-cinemas/em-exibicao`)
    expect(page.url()).toBe(`${ORIGIN.mz}/`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-MZ')
    await page.goto(`${ORIGIN.mz}/en/zap-satelite/zap-facilita`)
    expect(page.url()).toBe(`${ORIGIN.mz}/en`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-MZ')
  })

  test('only those sections: lookalike paths and the rest of the site are not redirected', async ({ request }) => {
    for (const path of [
      '/zap-satelite/pacotes-de-canais',
      '/a-zap',
      '/zap-online',
      '/zap-satelite/zap-facilitar',
      '/zap-fibras',
    ]) {
      const response = await request.get(ORIGIN.ao + path, { headers: { host: HOST.mz }, maxRedirects: 0 })
      expect(response.status(), `mz ${path}`).not.toBe(307)
      expect(response.status(), `mz ${path}`).not.toBe(308)
    }
  })

  test('Angola serves the same paths without redirecting', async ({ request }) => {
    for (const path of [
      '/zap-fibra/pacotes-tv-net',
      '/zap-on',
      '/debito-directo',
      '/zap-satelite/zap-facilita',
      '/en/zap-cinemas/em-exibicao',
    ]) {
      const response = await request.get(ORIGIN.ao + path, { headers: { host: HOST.ao }, maxRedirects: 0 })
      expect(response.headers()['location'], `ao ${path} location`).toBeUndefined()
      expect([200, 404], `ao ${path} status`).toContain(response.status())
    }
  })
})
