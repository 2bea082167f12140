import type { Locator, Page } from '@playwright/test'
import { GATED_IN_MOZAMBIQUE, mainNav, menuFor, topLevelLinks, topNav, UI } from './support/chrome'
import { type Country, expect, HOST, type Locale, ORIGIN, siteUrl, test } from './support/fixtures'

/**
 * The header menus (layouts/chrome/Header.tsx, MainNav.tsx, MobileMenu.tsx) as seeded by
 * cms/seed/data/settings.ts: what each country shows in each language, on a desktop (≥ 992 px, a
 * disclosure bar) and on a 320 px phone (an off-canvas Radix dialog); the Mozambique redirects of
 * lib/routing/country-gates.ts; and keyboard use.
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
    expect(await hrefs(links)).toEqual([locale === 'pt' ? '/' : '/en', 'https://empresas.example.co.ao', locale === 'pt' ? '/a-zap' : '/en/the-zap'])
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
    await expect(subLinks, `sub-items of ${section.label[locale]}`).toHaveText(section.items.map((i) => i.label[locale]))
    expect(await hrefs(subLinks), `sub-item addresses of ${section.label[locale]}`).toEqual(section.items.map((i) => i.href[locale]))
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(panel).toBeHidden()
  }
}

/** Mozambique: nothing on the page links to a section that does not exist there. */
async function expectNoGatedLinks(page: Page) {
  const selector = GATED_IN_MOZAMBIQUE.flatMap((p) => [`a[href="${p}"]`, `a[href^="${p}/"]`, `a[href="/en${p}"]`, `a[href^="/en${p}/"]`]).join(', ')
  expect(await page.locator(selector).evaluateAll((els) => els.map((el) => `${el.textContent} -> ${el.getAttribute('href')}`))).toEqual([])
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
    const response = await request.get(`${ORIGIN.ao}/zap-on?utm_source=x`, { headers: { host: HOST.mz }, maxRedirects: 0 })
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
    for (const path of ['/zap-satelite/pacotes-de-canais', '/a-zap', '/zap-online', '/zap-satelite/zap-facilitar', '/zap-fibras']) {
      const response = await request.get(ORIGIN.ao + path, { headers: { host: HOST.mz }, maxRedirects: 0 })
      expect(response.status(), `mz ${path}`).not.toBe(307)
      expect(response.status(), `mz ${path}`).not.toBe(308)
    }
  })

  test('Angola serves the same paths without redirecting', async ({ request }) => {
    for (const path of ['/zap-fibra/pacotes-tv-net', '/zap-on', '/debito-directo', '/zap-satelite/zap-facilita', '/en/zap-cinemas/em-exibicao']) {
      const response = await request.get(ORIGIN.ao + path, { headers: { host: HOST.ao }, maxRedirects: 0 })
      expect(response.headers()['location'], `ao ${path} location`).toBeUndefined()
      expect([200, 404], `ao ${path} status`).toContain(response.status())
    }
  })
})

test.describe('desktop main menu: disclosure behaviour', () => {
  test.use({ viewport: DESKTOP })
  const ui = UI.pt

  test('a button opens its section; opening another closes the first; clicking again closes', async ({ page }) => {
    await page.goto('/')
    const nav = mainNav(page, 'pt')
    const satellite = nav.getByRole('button', { name: ui.submenu('Satélite') })
    const tv = nav.getByRole('button', { name: ui.submenu('TV') })
    await satellite.click()
    await expect(satellite).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Pacotes de canais' })).toBeVisible()
    await tv.click()
    await expect(tv).toHaveAttribute('aria-expanded', 'true')
    await expect(satellite).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Pacotes de canais' })).toBeHidden()
    await expect(nav.getByRole('link', { name: 'Guia TV' })).toBeVisible()
    await tv.click()
    await expect(tv).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Guia TV' })).toBeHidden()
  })

  test('Escape closes the open section and returns focus to its button', async ({ page }) => {
    await page.goto('/')
    const nav = mainNav(page, 'pt')
    const toggle = nav.getByRole('button', { name: ui.submenu('A ZAP') })
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    // Into the sub-items, then Escape from there.
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Quem somos' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Marcos ZAP' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Quem somos' })).toBeHidden()
    await expect(toggle).toBeFocused()
    // Escape on the button itself, too.
    await page.keyboard.press('Space')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
  })

  test('a click outside the menu closes the open section', async ({ page }) => {
    await page.goto('/')
    const nav = mainNav(page, 'pt')
    const toggle = nav.getByRole('button', { name: ui.submenu('Apoio ao cliente') })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'Encontrar lojas' })).toBeVisible()
    await page.getByRole('contentinfo').getByText(ui.rights).click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(nav.getByRole('link', { name: 'Encontrar lojas' })).toBeHidden()
  })

  test('a click inside the open section does not close it', async ({ page }) => {
    await page.goto('/')
    const nav = mainNav(page, 'pt')
    const toggle = nav.getByRole('button', { name: ui.submenu('Satélite') })
    await toggle.click()
    const panel = nav.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
    await expect(panel).toBeVisible()
    await panel.click({ position: { x: 2, y: 2 } })
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  })
})

test.describe('phone off-canvas menu (320 px)', () => {
  test.use({ viewport: PHONE })
  const ui = UI.pt

  test('focus is trapped inside; Escape closes it and focus returns to ☰', async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: ui.openMenu })
    await button.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: ui.mainMenu })
    await expect(dialog).toBeVisible()
    const inside = () => dialog.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== el)

    await expect.poll(inside, 'focus moves into the drawer').toBe(true)
    const seen = new Set<string>()
    // More presses than the drawer has focusable elements: focus must wrap around, never leave.
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Tab')
      expect(await inside(), `after Tab #${i + 1}`).toBe(true)
      seen.add(await page.evaluate(() => { const el = document.activeElement as HTMLElement; return `${el.tagName}:${el.getAttribute('aria-label') ?? el.textContent}` }))
    }
    for (let i = 0; i < 20; i++) {
      await page.keyboard.press('Shift+Tab')
      expect(await inside(), `after Shift+Tab #${i + 1}`).toBe(true)
    }
    // Every stop of the drawer is reached: its close button, the Angola sections and their toggles.
    const expected = [
      `BUTTON:${ui.closeMenu}`,
      ...menuFor('ao').flatMap((s) => [`A:${s.label.pt}`, ...(s.items.length ? [`BUTTON:${ui.submenu(s.label.pt)}`] : [])]),
    ]
    expect([...seen].sort(), 'distinct elements reached by Tab').toEqual(expected.sort())

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('the page behind the open drawer is hidden from assistive technology, also once the carousel runs', async ({ page }) => {
    await page.goto('/')
    // Let the package carousel upgrade to Swiper first (it does when scrolled into view; Swiper adds
    // aria-live regions inside <main>), then back to the top where the ☰ button is.
    await page.getByRole('tabpanel').scrollIntoViewIfNeeded()
    await expect(page.locator('main .swiper-initialized').first(), 'the carousel has started').toBeAttached()
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.getByRole('button', { name: ui.openMenu }).click()
    const dialog = page.getByRole('dialog', { name: ui.mainMenu })
    await expect(dialog).toBeVisible()
    // Either the dialog is announced as modal, or everything else is aria-hidden (what Radix intends).
    if ((await dialog.getAttribute('aria-modal')) !== 'true') {
      await expect(page.getByRole('main'), '<main> exposed to screen readers behind the open drawer').toHaveCount(0)
      await expect(page.getByRole('contentinfo'), 'footer exposed behind the open drawer').toHaveCount(0)
    }
  })

  test('the × button closes it and focus returns to ☰', async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: ui.openMenu })
    await button.click()
    // While the drawer is open the rest of the page is aria-hidden, so find ☰ by CSS.
    await expect(page.locator(`button[aria-label="${ui.openMenu}"]`)).toHaveAttribute('aria-expanded', 'true')
    const dialog = page.getByRole('dialog', { name: ui.mainMenu })
    await dialog.getByRole('button', { name: ui.closeMenu }).click()
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
  })

  test('Escape with a section open inside the drawer still ends with the drawer closed and focus on ☰', async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: ui.openMenu })
    await button.click()
    const dialog = page.getByRole('dialog', { name: ui.mainMenu })
    const toggle = dialog.getByRole('button', { name: ui.submenu('TV') })
    await toggle.click()
    await expect(dialog.getByRole('link', { name: 'Guia TV' })).toBeVisible()
    await dialog.getByRole('link', { name: 'Guia TV' }).focus()
    await page.keyboard.press('Escape')
    // Either the section closes first (drawer still open, focus on its toggle) or the whole drawer closes.
    if (await dialog.isVisible()) {
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(toggle).toBeFocused()
      await page.keyboard.press('Escape')
    }
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
  })

  test('a sub-item can be opened and followed inside the drawer', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: ui.openMenu }).click()
    const dialog = page.getByRole('dialog', { name: ui.mainMenu })
    const toggle = dialog.getByRole('button', { name: ui.submenu('Satélite') })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await dialog.getByRole('link', { name: 'Pacotes de canais' }).click()
    await expect(page).toHaveURL(`${ORIGIN.ao}/zap-satelite/pacotes-de-canais`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pacotes de canais')
    await expect(page.getByRole('dialog')).toHaveCount(0)
  })
})

test.describe('keyboard only (desktop)', () => {
  test.use({ viewport: DESKTOP })
  const ui = UI.pt

  test('the skip link is the first stop, shows when focused and moves focus to the content', async ({ page }) => {
    await page.goto('/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: ui.skip })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('main#main')).toBeFocused()
    expect(new URL(page.url()).hash).toBe('#main')
  })

  test('Tab from the skip link through the top bar and the menu, then Enter opens and follows a sub-item', async ({ page }) => {
    await page.goto('/')
    const top = topNav(page, 'pt')
    const nav = mainNav(page, 'pt')
    const stops: [string, Locator][] = [
      ['skip link', page.getByRole('link', { name: ui.skip })],
      ['Particulares', top.getByRole('link', { name: ui.particulares })],
      ['Empresas', top.getByRole('link', { name: /^Empresas/ })],
      ['A ZAP (top bar)', top.getByRole('link', { name: ui.aZap })],
      ['country button', page.getByRole('button', { name: `${ui.chooseCountry}: Angola` })],
      ['language link', page.getByRole('link', { name: ui.languageLink, exact: true })],
      ['logo', page.getByRole('link', { name: ui.home })],
      ['Satélite', nav.getByRole('link', { name: 'Satélite', exact: true })],
      ['Satélite toggle', nav.getByRole('button', { name: ui.submenu('Satélite') })],
      ['Fibra', nav.getByRole('link', { name: 'Fibra', exact: true })],
    ]
    for (const [name, locator] of stops) {
      await page.keyboard.press('Tab')
      await expect(locator, `Tab stop: ${name}`).toBeFocused()
    }
    // Back to the Satélite toggle, open it with Enter; its first sub-item is the next stop.
    await page.keyboard.press('Shift+Tab')
    const toggle = nav.getByRole('button', { name: ui.submenu('Satélite') })
    await expect(toggle).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Pacotes de canais' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'ZAP Facilita' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await Promise.all([page.waitForURL(`${ORIGIN.ao}/zap-satelite/pacotes-de-canais`), page.keyboard.press('Enter')])
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pacotes de canais')
  })
})
