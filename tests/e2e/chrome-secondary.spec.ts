import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { gotoBeforeHydration } from './support/before-hydration'
import { expectReachable, expectSection, mainNav, UI } from './support/chrome'
import { chromePage } from './support/chrome-server'
import { expect, test } from './support/fixtures'

/**
 * The section bar (components/chrome/SecondaryMenu.tsx) of the fibre and cinema sections (spec 2.6).
 * What it holds is in the server's HTML and is read there; each browser test opens one section page
 * at one width and goes through its behaviours in steps (the last one follows a link away).
 */

const MENU = 'Menu da secção'

// Spec 2.6 secondary menu, on the fibre section's page (Angola).
test.describe('fibre secondary menu in the server HTML', () => {
  test('shows the section logo and its configured items, dropdowns and new-tab links', async () => {
    const page = await chromePage('ao', 'pt', '/zap-fibra/pacotes-tv-net')
    expect(page.status).toBe(200)
    const menu = page.screen.getByRole('navigation', { name: MENU, hidden: true })
    const logo = page.screen.getByRole('link', { name: 'ZAP Fibra — Página inicial', hidden: true })
    expect(logo.getAttribute('href'), 'section logo link').toBe('/')
    const packages = page.within(menu).getByRole('link', { name: 'Pacotes TV + Net', hidden: true })
    expect(packages.getAttribute('href'), 'Pacotes TV + Net').toBe('/zap-fibra/pacotes-tv-net')
    const customer = page.within(menu).getByRole('link', { name: /Área de cliente/, hidden: true })
    expect(customer.getAttribute('target'), 'Área de cliente target').toBe('_blank')
    expect(customer.getAttribute('rel'), 'Área de cliente rel').toMatch(/noopener/)
    const wifi = page.within(menu).getByRole('button', { name: 'Submenu de Wi-Fi', hidden: true })
    const panel = page.document.getElementById(wifi.getAttribute('popovertarget') ?? '')
    expect(panel?.getAttribute('popover'), 'the Wi-Fi dropdown is a popover, closed until its button opens it').toBe(
      'auto',
    )
    expect(page.within(panel!).getByRole('link', { name: 'Mesh Wi-Fi', hidden: true }), 'Mesh Wi-Fi').toBeTruthy()
  })

  test('is not on pages outside the fibre and cinema sections', async () => {
    const page = await chromePage('ao', 'pt', '/zap-satelite/pacotes-de-canais')
    expect(page.status).toBe(200)
    expect(page.screen.queryAllByRole('navigation', { name: MENU, hidden: true })).toHaveLength(0)
  })
})

const DROPDOWNS = [
  {
    path: '/zap-fibra/pacotes-tv-net',
    toggle: 'Submenu de Wi-Fi',
    items: ['Wi-Fi 6', 'Mesh Wi-Fi'],
    follow: { name: 'Mesh Wi-Fi', url: /\/zap-fibra\/mesh-wifi$/ },
  },
  {
    path: '/zap-cinemas/em-exibicao',
    toggle: 'Submenu de Serviços',
    items: [
      'Aplicação ZAP Cinemas',
      'Aniversários',
      'Sessões exclusivas',
      'Cheques cinema',
      'Cartão de pontos',
      'Aluguer de salas',
      'Quiosque ZAP',
    ],
    follow: { name: 'Quiosque ZAP', url: /\/zap-cinemas\/servicos\/zap-kiosk$/ },
  },
] as const

type Dropdown = (typeof DROPDOWNS)[number]

/** A dropdown of the section bar, by pointer and by keyboard; ends by following one of its items. */
async function expectDropdown(page: Page, dropdown: Dropdown) {
  const menu = page.getByRole('navigation', { name: 'Menu da secção' })
  const toggle = menu.getByRole('button', { name: dropdown.toggle })

  // Pointer (a tap on phones): the panel opens below the bar with every item reachable.
  await toggle.click()
  await expectSection(toggle, true)
  for (const name of dropdown.items) await expectReachable(menu.getByRole('link', { name, exact: true }))
  await page.keyboard.press('Escape')
  await expect(menu.getByRole('link', { name: dropdown.items[0], exact: true })).toBeHidden()
  await expect(toggle).toBeFocused()

  // Keyboard: Space and Enter open it, Tab walks into its items, Escape closes it and returns to the button.
  await page.keyboard.press('Space')
  await expectSection(toggle, true)
  await page.keyboard.press('Tab')
  const first = menu.getByRole('link', { name: dropdown.items[0], exact: true })
  await expect(first).toBeFocused()
  await expectReachable(first)
  await page.keyboard.press('Escape')
  await expect(toggle).toBeFocused()
  await expectSection(toggle, false)
  await page.keyboard.press('Enter')
  await expectSection(toggle, true)
  // Tabbing on past its last item closes it: the panel never covers where focus went next.
  for (let i = 0; i <= dropdown.items.length; i++) await page.keyboard.press('Tab')
  await expectSection(toggle, false)

  await toggle.click()
  await menu.getByRole('link', { name: dropdown.follow.name, exact: true }).click()
  await expect(page).toHaveURL(dropdown.follow.url)
}

test.describe('before the bundles run (a slow phone’s first taps)', () => {
  test.use({ viewport: { width: 360, height: 640 } })

  test('a section bar’s toggle opens its panel at the first tap; on a wide screen, the header bar’s too', async ({
    page,
  }) => {
    const dropdown = DROPDOWNS[0]
    await gotoBeforeHydration(page, dropdown.path)
    const menu = page.getByRole('navigation', { name: MENU })
    const toggle = menu.getByRole('button', { name: dropdown.toggle })
    await toggle.click()
    await expect(
      menu.getByRole('link', { name: dropdown.items[0], exact: true }),
      'the first tap opened it',
    ).toBeVisible()
    await expectSection(toggle, true)
    for (const name of dropdown.items) await expectReachable(menu.getByRole('link', { name, exact: true }))
    await page.keyboard.press('Escape')
    await expectSection(toggle, false, 'Escape closed it')
    await expect(toggle).toBeFocused()

    await page.setViewportSize({ width: 1280, height: 720 })
    const nav = mainNav(page, 'pt')
    const satellite = nav.getByRole('button', { name: UI.pt.submenu('Satélite') })
    await satellite.click()
    await expect(nav.getByRole('link', { name: 'Pacotes de canais' }), 'the first click opened Satélite').toBeVisible()
    await nav.getByRole('button', { name: UI.pt.submenu('TV') }).click()
    await expect(nav.getByRole('link', { name: 'Pacotes de canais' }), 'opening TV closed Satélite').toBeHidden()
    await expect(nav.getByRole('link', { name: 'Guia TV' })).toBeVisible()
    await page.getByRole('heading', { level: 1 }).click()
    await expect(nav.getByRole('link', { name: 'Guia TV' }), 'a click elsewhere closed TV').toBeHidden()
    await satellite.click()
    await nav.getByRole('link', { name: 'Pacotes de canais' }).click()
    await expect(page).toHaveURL(/\/zap-satelite\/pacotes-de-canais$/)
  })
})

test.describe('fibre section bar at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 720 } })

  test('the Wi-Fi dropdown closes on Escape and on an outside click; every item shows and is followed, by pointer and by keyboard', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.goto(DROPDOWNS[0].path)
    const menu = page.getByRole('navigation', { name: MENU })
    await test.step('Escape and an outside click close the dropdown', async () => {
      await expect(menu).toBeVisible()
      const wifi = menu.getByRole('button', { name: 'Submenu de Wi-Fi' })
      await wifi.click()
      await expect(menu.getByRole('link', { name: 'Mesh Wi-Fi' })).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(menu.getByRole('link', { name: 'Mesh Wi-Fi' })).toBeHidden()
      await expect(wifi).toBeFocused()

      await wifi.click()
      await page.getByRole('heading', { level: 1 }).click()
      await expect(menu.getByRole('link', { name: 'Mesh Wi-Fi' })).toBeHidden()
    })
    await test.step(`${DROPDOWNS[0].toggle}: every item shows and is followed, by pointer and by keyboard`, () =>
      expectDropdown(page, DROPDOWNS[0]))
  })
})

test.describe('cinema section bar at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 720 } })

  test(`${DROPDOWNS[1].toggle} on ${DROPDOWNS[1].path}: every item shows and is followed, by pointer and by keyboard`, async ({
    page,
  }) => {
    await page.goto(DROPDOWNS[1].path)
    await expectDropdown(page, DROPDOWNS[1])
  })
})

test.describe('fibre section bar on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 720 } })

  test(`${DROPDOWNS[0].toggle} on ${DROPDOWNS[0].path}: every item shows and is followed, by pointer and by keyboard`, async ({
    page,
  }) => {
    await page.goto(DROPDOWNS[0].path)
    await expectDropdown(page, DROPDOWNS[0])
  })
})

test.describe('cinema section bar on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('one line per label, sideways scroll inside the bar, edge shadows; the Serviços dropdown shows and follows every item', async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await page.goto('/zap-cinemas/em-exibicao')
    await test.step('keeps every label on one line and scrolls sideways inside its own bar, not the page', async () => {
      const menu = page.getByRole('navigation', { name: 'Menu da secção' })
      const items = menu.locator(':scope > ul > li > div > :first-child')
      expect(await items.count()).toBeGreaterThan(4)
      // One line each: a wrapped label ("Em cartaz" over two lines) makes its item taller than the rest.
      const heights = await items.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height)))
      expect(Math.max(...heights) - Math.min(...heights), `item heights ${heights.join(', ')}`).toBeLessThanOrEqual(2)
      const nav = await menu.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }))
      expect(nav.scroll).toBeGreaterThan(nav.client)
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
      ).toBeLessThanOrEqual(0)
    })
    await test.step('shows a shadow at the edge where more items wait, and none where the bar ends', async () => {
      const menu = page.getByRole('navigation', { name: 'Menu da secção' })
      /** Brightness of the bar's top row (above the labels) at its left edge, middle and right edge. */
      const edges = async () => {
        const { data, info } = await sharp(await menu.screenshot({ animations: 'disabled' }))
          .raw()
          .toBuffer({ resolveWithObject: true })
        const at = (x: number) => {
          const i = (2 * info.width + x) * info.channels
          return ((data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0)) / 3
        }
        return { left: at(1), middle: at(Math.floor(info.width / 2)), right: at(info.width - 2) }
      }
      const start = await edges()
      expect(start.right, `right edge darker than the bar: ${JSON.stringify(start)}`).toBeLessThan(start.middle - 8)
      expect(
        Math.abs(start.left - start.middle),
        `no shadow at the start: ${JSON.stringify(start)}`,
      ).toBeLessThanOrEqual(2)

      await menu.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }))
      const end = await edges()
      expect(end.left, `left edge darker once scrolled: ${JSON.stringify(end)}`).toBeLessThan(end.middle - 8)
      expect(Math.abs(end.right - end.middle), `no shadow at the end: ${JSON.stringify(end)}`).toBeLessThanOrEqual(2)
      // Back to the start, as a fresh page shows it, for the dropdown.
      await menu.evaluate((el) => el.scrollTo({ left: 0, behavior: 'instant' }))
    })
    // The dropdown's seven items need the 720 px tall window they were checked in.
    await page.setViewportSize({ width: 320, height: 720 })
    await test.step(`${DROPDOWNS[1].toggle}: every item shows and is followed, by pointer and by keyboard`, () =>
      expectDropdown(page, DROPDOWNS[1]))
  })
})
