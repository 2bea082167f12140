import { test } from './support/fixtures'
import { siteUrl } from './support/fixtures'
const shots: [string, string, number][] = [
  ['guide-desktop', '/tv/guia-tv', 1280], ['guide-phone', '/tv/guia-tv', 320], ['listing-desktop', '/tv/listagem-de-canais', 1280],
  ['own-desktop', '/tv/zap-channels', 1280], ['stars-desktop', '/tv/stars-on-stage', 1280], ['highlights-desktop', '/tv/destaques', 1280], ['listing-phone', '/tv/listagem-de-canais', 320],
]
for (const [name, path, width] of shots) {
  test(`shot ${name}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(siteUrl('ao', 'pt', path))
    await page.waitForTimeout(800)
    await page.screenshot({ path: `/tmp/tvscratch/${name}.png`, fullPage: true })
    if (name === 'guide-desktop') {
      await page.getByRole('tab').nth(1).click()
      await page.waitForTimeout(1200)
      await page.screenshot({ path: `/tmp/tvscratch/guide-tomorrow.png`, fullPage: false })
    }
  })
}
