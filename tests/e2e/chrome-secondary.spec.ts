import type { Locator } from '@playwright/test'
import sharp from 'sharp'
import { expect, test } from './support/fixtures'

// Spec 2.6 secondary menu, on the fibre section's page (Angola).
test.describe('fibre secondary menu', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('shows the section logo and its configured items, dropdowns and new-tab links', async ({ page }) => {
    await page.goto('/zap-fibra/pacotes-tv-net')
    const menu = page.getByRole('navigation', { name: 'Menu da secção' })
    await expect(menu).toBeVisible()
    await expect(page.getByRole('link', { name: 'ZAP Fibra — Página inicial' })).toHaveAttribute('href', '/')
    await expect(menu.getByRole('link', { name: 'Pacotes TV + Net' })).toHaveAttribute(
      'href',
      '/zap-fibra/pacotes-tv-net',
    )
    const customer = menu.getByRole('link', { name: /Área de cliente/ })
    await expect(customer).toHaveAttribute('target', '_blank')
    await expect(customer).toHaveAttribute('rel', /noopener/)

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

  test('is not on pages outside the fibre and cinema sections', async ({ page }) => {
    await page.goto('/zap-satelite/pacotes-de-canais')
    await expect(page.getByRole('navigation', { name: 'Menu da secção' })).toHaveCount(0)
  })
})

test.describe('cinema secondary menu on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('keeps every label on one line and scrolls sideways inside its own bar, not the page', async ({ page }) => {
    await page.goto('/zap-cinemas/em-exibicao')
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
})

/**
 * The item is on screen and is what a tap at its centre lands on: not clipped by the scrolling bar
 * and not covered by the page below it (Playwright's visibility alone ignores both).
 */
async function expectReachable(item: Locator) {
  await expect(item).toBeVisible()
  const where = await item.evaluate((el) => {
    const box = el.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    const inside =
      box.left >= 0 &&
      box.top >= 0 &&
      box.right <= document.documentElement.clientWidth &&
      box.bottom <= window.innerHeight
    return { inside, hit: hit === el || el.contains(hit) }
  })
  expect(where, `${await item.textContent()} reachable`).toEqual({ inside: true, hit: true })
}

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
]

for (const width of [1280, 320]) {
  test.describe(`section-bar dropdowns at ${width} px`, () => {
    test.use({ viewport: { width, height: 720 } })

    for (const dropdown of DROPDOWNS) {
      test(`${dropdown.toggle} on ${dropdown.path}: every item shows and is followed, by pointer and by keyboard`, async ({
        page,
      }) => {
        await page.goto(dropdown.path)
        const menu = page.getByRole('navigation', { name: 'Menu da secção' })
        const toggle = menu.getByRole('button', { name: dropdown.toggle })

        // Pointer (a tap on phones): the panel opens below the bar with every item reachable.
        await toggle.click()
        await expect(toggle).toHaveAttribute('aria-expanded', 'true')
        for (const name of dropdown.items) await expectReachable(menu.getByRole('link', { name, exact: true }))
        await page.keyboard.press('Escape')
        await expect(menu.getByRole('link', { name: dropdown.items[0], exact: true })).toBeHidden()
        await expect(toggle).toBeFocused()

        // Keyboard: Space and Enter open it, Tab walks into its items, Escape closes it and returns to the button.
        await page.keyboard.press('Space')
        await expect(toggle).toHaveAttribute('aria-expanded', 'true')
        await page.keyboard.press('Tab')
        const first = menu.getByRole('link', { name: dropdown.items[0], exact: true })
        await expect(first).toBeFocused()
        await expectReachable(first)
        await page.keyboard.press('Escape')
        await expect(toggle).toBeFocused()
        await expect(toggle).toHaveAttribute('aria-expanded', 'false')
        await page.keyboard.press('Enter')
        await expect(toggle).toHaveAttribute('aria-expanded', 'true')
        // Tabbing on past its last item closes it: the panel never covers where focus went next.
        for (let i = 0; i <= dropdown.items.length; i++) await page.keyboard.press('Tab')
        await expect(toggle).toHaveAttribute('aria-expanded', 'false')

        await toggle.click()
        await menu.getByRole('link', { name: dropdown.follow.name, exact: true }).click()
        await expect(page).toHaveURL(dropdown.follow.url)
      })
    }
  })
}

test.describe('section bar on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('shows a shadow at the edge where more items wait, and none where the bar ends', async ({ page }) => {
    await page.goto('/zap-cinemas/em-exibicao')
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
    expect(Math.abs(start.left - start.middle), `no shadow at the start: ${JSON.stringify(start)}`).toBeLessThanOrEqual(
      2,
    )

    await menu.evaluate((el) => el.scrollTo({ left: el.scrollWidth, behavior: 'instant' }))
    const end = await edges()
    expect(end.left, `left edge darker once scrolled: ${JSON.stringify(end)}`).toBeLessThan(end.middle - 8)
    expect(Math.abs(end.right - end.middle), `no shadow at the end: ${JSON.stringify(end)}`).toBeLessThanOrEqual(2)
  })
})
