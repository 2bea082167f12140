import type { Locator, Page } from '@playwright/test'
import {
  GATED_IN_MOZAMBIQUE,
  mainNav,
  menuFor,
  sectionExpanded,
  sectionPanel,
  sectionToggle,
  sectionToggles,
  topLevelLinks,
  topNav,
  UI,
} from './support/chrome'
import { chromePage } from './support/chrome-server'
import { type Country, expect, HOST, type Locale, ORIGIN, siteUrl, test } from './support/fixtures'
import type { ServerPage } from './support/server-dom'
import { hrefsOf, textsOf } from './support/server-dom'

/**
 * The header menus (components/chrome/Header.tsx, MainNav.tsx, MobileMenu.tsx) as seeded by
 * cms/seed/data/settings.ts: what each country shows in each language, on a desktop (≥ 992 px, a
 * disclosure bar) and on a 320 px phone (an off-canvas modal <dialog>); the Mozambique redirects of
 * lib/routing/country-gates.ts. How the menus behave is chrome-menu-behaviour.spec.ts.
 *
 * Both menus are in the server's HTML (the drawer is a closed <dialog>), so what each country shows in
 * each language is read there, without a browser. Opening them is the same code everywhere: the
 * browser opens every section of both menus in Angola in Portuguese and in Mozambique in English.
 */

const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 320, height: 720 }

const hrefs = (links: Locator) => links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))

/** The top bar's links: Particulares, Empresas (Angola only, new tab) and A ZAP, with their addresses. */
const topBarLinks = (country: Country, locale: Locale) => {
  const ui = UI[locale]
  const home = locale === 'pt' ? '/' : '/en'
  const aZap = locale === 'pt' ? '/a-zap' : '/en/the-zap'
  return country === 'ao'
    ? {
        texts: [ui.particulares, `${ui.empresas} ${ui.newTab}`, ui.aZap],
        hrefs: [home, 'https://empresas.example.co.ao', aZap],
      }
    : { texts: [ui.particulares, ui.aZap], hrefs: [home, aZap] }
}

/** The top bar in a browser: shown, with the links of the server HTML check below. */
async function expectTopBar(page: Page, country: Country, locale: Locale) {
  const nav = topNav(page, locale)
  await expect(nav, 'the top bar').toBeVisible()
  const links = nav.getByRole('link')
  const expected = topBarLinks(country, locale)
  await expect(links, 'top bar links').toHaveText(expected.texts)
  expect(await hrefs(links), 'top bar addresses').toEqual(expected.hrefs)
}

/** The sections of a main menu (bar or off-canvas) and, section by section, their sub-items, opened one by one. */
async function expectMainMenu(nav: Locator, country: Country, locale: Locale) {
  const ui = UI[locale]
  const sections = menuFor(country)
  await expect(topLevelLinks(nav)).toHaveText(sections.map((s) => s.label[locale]))
  expect(await hrefs(topLevelLinks(nav))).toEqual(sections.map((s) => s.href[locale]))
  // A toggle only for sections with sub-items (ZAP ON and Débito directo have none), all closed.
  const withItems = sections.filter((s) => s.items.length > 0)
  await expect(sectionToggles(nav)).toHaveCount(withItems.length)
  for (const section of withItems) {
    const toggle = sectionToggle(nav, ui.submenu(section.label[locale]))
    expect(await sectionExpanded(toggle), `${section.label[locale]} starts closed`).toBe(false)
    const panel = await sectionPanel(toggle)
    await expect(panel).toBeHidden()
    await toggle.click()
    await expect.poll(() => sectionExpanded(toggle), `${section.label[locale]} opened`).toBe(true)
    await expect(panel).toBeVisible()
    const subLinks = panel.getByRole('link')
    await expect(subLinks, `sub-items of ${section.label[locale]}`).toHaveText(
      section.items.map((i) => i.label[locale]),
    )
    expect(await hrefs(subLinks), `sub-item addresses of ${section.label[locale]}`).toEqual(
      section.items.map((i) => i.href[locale]),
    )
    await toggle.click()
    await expect.poll(() => sectionExpanded(toggle), `${section.label[locale]} closed`).toBe(false)
    await expect(panel).toBeHidden()
  }
}

/**
 * The same, read from the server HTML: every section closed with its sub-items inside. In the menu bar a
 * section's toggle is a button that opens a popover; in the phone menu the <summary> of a closed
 * <details>.
 */
function expectServerMainMenu(page: ServerPage, nav: Element, country: Country, locale: Locale, where: string) {
  const ui = UI[locale]
  const sections = menuFor(country)
  const top = [...nav.querySelectorAll(':scope > ul > li > div > a, :scope > ul > li > div > span')]
  expect(textsOf(top), `${where}: sections`).toEqual(sections.map((s) => s.label[locale]))
  expect(hrefsOf(top), `${where}: section addresses`).toEqual(sections.map((s) => s.href[locale]))
  const withItems = sections.filter((s) => s.items.length > 0)
  const toggles = [...nav.querySelectorAll('button, summary')]
  expect(toggles, `${where}: toggles`).toHaveLength(withItems.length)
  for (const section of withItems) {
    const label = section.label[locale]
    const toggle = toggles.find((element) => element.getAttribute('aria-label') === ui.submenu(label))
    expect(toggle, `${where}: the toggle of ${label}`).toBeDefined()
    const disclosure = toggle!.tagName === 'SUMMARY' ? toggle!.parentElement : null
    const panel = disclosure
      ? disclosure.querySelector<HTMLElement>(':scope > ul')
      : page.document.getElementById(toggle!.getAttribute('popovertarget') ?? '')
    expect(panel, `${where}: the panel of ${label}`).not.toBeNull()
    expect(nav.contains(panel), `${where}: the panel of ${label} is inside the menu`).toBe(true)
    if (disclosure) expect(disclosure.hasAttribute('open'), `${where}: ${label} starts closed`).toBe(false)
    // A popover is closed until its button opens it.
    else expect(panel!.getAttribute('popover'), `${where}: the panel of ${label} is a popover`).toBe('auto')
    const subLinks = page.within(panel!).queryAllByRole('link', { hidden: true })
    expect(textsOf(subLinks), `${where}: sub-items of ${label}`).toEqual(section.items.map((i) => i.label[locale]))
    expect(hrefsOf(subLinks), `${where}: sub-item addresses of ${label}`).toEqual(
      section.items.map((i) => i.href[locale]),
    )
  }
}

/** A CSS selector for links into a section that Mozambique does not have. */
const GATED_LINKS = GATED_IN_MOZAMBIQUE.flatMap((p) => [
  `a[href="${p}"]`,
  `a[href^="${p}/"]`,
  `a[href="/en${p}"]`,
  `a[href^="/en${p}/"]`,
]).join(', ')

/** Mozambique: nothing on the page links to a section that does not exist there. */
async function expectNoGatedLinks(page: Page) {
  expect(
    await page
      .locator(GATED_LINKS)
      .evaluateAll((els) => els.map((el) => `${el.textContent} -> ${el.getAttribute('href')}`)),
  ).toEqual([])
}

for (const country of ['ao', 'mz'] as const) {
  for (const locale of ['pt', 'en'] as const) {
    const url = siteUrl(country, locale, '/')
    const ui = UI[locale]

    test(`${country} ${locale}: the server HTML's top bar, main menu bar and off-canvas menu show this country’s sections and sub-items (${url})`, async () => {
      const page = await chromePage(country, locale, '/')
      expect(page.status, url).toBe(200)
      const top = page.screen.getByRole('navigation', { name: ui.segments, hidden: true })
      const links = page.within(top).getAllByRole('link', { hidden: true })
      const expected = topBarLinks(country, locale)
      expect(textsOf(links), 'top bar links').toEqual(expected.texts)
      expect(hrefsOf(links), 'top bar addresses').toEqual(expected.hrefs)
      if (country === 'ao') {
        const empresas = page.within(top).getByRole('link', { name: new RegExp(`^${ui.empresas}`), hidden: true })
        expect(empresas.getAttribute('target'), 'Empresas opens a new tab').toBe('_blank')
        expect(empresas.getAttribute('rel'), 'Empresas rel').toMatch(/\bnoopener\b/)
      } else {
        expect(
          page.screen.queryAllByRole('link', { name: new RegExp(`^${ui.empresas}\\b`), hidden: true }),
          'an Empresas link',
        ).toHaveLength(0)
        expect(page.document.querySelectorAll('a[href*="empresas."]'), 'a link to the Empresas site').toHaveLength(0)
      }

      const banner = page.screen.getByRole('banner', { hidden: true })
      const bar = page.within(banner).getAllByRole('navigation', { name: ui.mainMenu, hidden: true })
      const drawer = page.document.querySelector('dialog')
      expect(drawer, 'the off-canvas menu <dialog>').not.toBeNull()
      expect(drawer!.hasAttribute('open'), 'the off-canvas menu starts closed').toBe(false)
      expect(page.within(drawer!).getByRole('heading', { name: ui.mainMenu, hidden: true }), 'its title').toBeTruthy()
      const inDrawer = page.within(drawer!).getByRole('navigation', { name: ui.mainMenu, hidden: true })
      const desktop = bar.filter((nav) => !drawer!.contains(nav))
      expect(desktop, 'one main menu bar outside the drawer').toHaveLength(1)
      expectServerMainMenu(page, desktop[0]!, country, locale, 'menu bar')
      expectServerMainMenu(page, inDrawer, country, locale, 'off-canvas menu')
      if (country === 'mz')
        expect(
          [...page.document.querySelectorAll(GATED_LINKS)].map(
            (el) => `${el.textContent} -> ${el.getAttribute('href')}`,
          ),
          'links to sections Mozambique does not have',
        ).toEqual([])
    })
  }
}

// Opening the menus is the same code in every country and language: one combination per country,
// one per language.
for (const [country, locale] of [
  ['ao', 'pt'],
  ['mz', 'en'],
] as const) {
  const url = siteUrl(country, locale, '/')
  const ui = UI[locale]

  test(`${country} ${locale}: the desktop bar opens each section; at 320 px the ☰ button opens the same menu off-canvas and the bar is hidden (${url})`, async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP)
    await page.goto(url)

    await test.step('desktop, 1280 px: top bar and main menu bar', async () => {
      await expectTopBar(page, country, locale)
      const nav = mainNav(page, locale)
      await expect(nav).toBeVisible()
      await expect(page.getByRole('button', { name: ui.openMenu })).toBeHidden()
      await expectMainMenu(nav, country, locale)
      if (country === 'mz') await expectNoGatedLinks(page)
    })

    await test.step('phone, 320 px: the ☰ button opens the same menu off-canvas; the bar is hidden', async () => {
      await page.setViewportSize(PHONE)
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
