import { expect, siteUrl, test } from './support/fixtures'

/**
 * The fixtures' page.goto returns once React has hydrated the page, so a test's first click is never
 * lost: on a loaded machine a click that lands while the first hydration is still under way takes
 * the focus and does nothing (the novelas menu then never opened, and the test timed out). A CPU
 * made 20 times slower stretches that window: with a wait for React's start alone, this click was
 * lost on every try (4 of 4); with the wait for the hydrated body, never.
 */
test.use({ viewport: { width: 320, height: 720 } })

test('a first click right after page.goto on a 20 times slower CPU opens the novelas menu', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 })
  await page.goto(siteUrl('ao', 'pt', '/tv/zap-channels/novelas'))
  await page.getByRole('banner').getByRole('button', { name: 'Abrir o menu' }).click()
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Quem somos' })).toBeVisible({ timeout: 15_000 })
})
