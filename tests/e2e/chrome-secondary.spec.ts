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
