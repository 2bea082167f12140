import { expect, test } from './support/fixtures'

// Spec 2.6 secondary menu, on the fibre section's page (Angola).
test.describe('fibre secondary menu', () => {
  test.use({ viewport: { width: 1280, height: 900 } })

  test('shows the section logo and its configured items, dropdowns and new-tab links', async ({ page }) => {
    await page.goto('/zap-fibra/pacotes-tv-net')
    const menu = page.getByRole('navigation', { name: 'Menu da secção' })
    await expect(menu).toBeVisible()
    await expect(page.getByRole('link', { name: 'ZAP Fibra — Página inicial' })).toHaveAttribute('href', '/')
    await expect(menu.getByRole('link', { name: 'Pacotes TV + Net' })).toHaveAttribute('href', '/zap-fibra/pacotes-tv-net')
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
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
  })
})
