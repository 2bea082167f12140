import type { Locator } from '@playwright/test'
import { type Country, expect, type Locale, siteUrl, test } from './support/fixtures'

/**
 * The header menu and the home hero across real screen widths: the desktop menu (992 px and up)
 * keeps every label on one line inside the fixed header, and the hero's headline uses the banner's
 * width on wide screens instead of stacking in a narrow column.
 *
 * Both depend on the words (each language's labels, each country's sections and hero), so every
 * country and language keeps its browser test; each opens its home page once and resizes the window.
 */

const COUNTRIES: Country[] = ['ao', 'mz']
const LOCALES: Locale[] = ['pt', 'en']

/** How many lines the element's text occupies: one client rect per line box of a range over it. */
function lineCount(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const range = document.createRange()
    range.selectNodeContents(el)
    const tops = new Set<number>()
    for (const rect of Array.from(range.getClientRects()))
      if (rect.width > 0 && rect.height > 0) tops.add(Math.round(rect.top))
    return tops.size
  })
}

for (const country of COUNTRIES) {
  for (const locale of LOCALES) {
    test(`${country} ${locale}: desktop menu one line per item and inside the header from 992 to 1920 px; home hero headline at most two lines at 1280 to 1920 px`, async ({
      page,
    }) => {
      await test.step('desktop menu: one line per item and inside the header from 992 to 1920 px', async () => {
        await page.setViewportSize({ width: 992, height: 800 })
        await page.goto(siteUrl(country, locale, '/'))
        // The desktop bar: the header's nav whose items are a link plus a toggle (the top bar's are bare links).
        const nav = page.locator('header nav:visible').filter({ has: page.locator(':scope > ul > li > div') })
        for (const width of [992, 1100, 1199, 1280, 1440, 1920]) {
          await page.setViewportSize({ width, height: 800 })
          await expect(nav).toBeVisible()
          const links = nav.locator(':scope > ul > li > div > :first-child')
          const labels = await links.allTextContents()
          expect(labels.length).toBeGreaterThan(3)
          for (let i = 0; i < labels.length; i++) {
            expect(await lineCount(links.nth(i)), `"${labels[i]}" at ${width} px`).toBe(1)
          }
          const fit = await nav.evaluate((el) => ({
            right: Math.round(el.getBoundingClientRect().right),
            overflow: el.scrollWidth - el.clientWidth,
            page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
            viewport: document.documentElement.clientWidth,
          }))
          expect(fit.overflow, `menu overflow at ${width} px`).toBeLessThanOrEqual(0)
          expect(fit.page, `page scrolls sideways at ${width} px`).toBeLessThanOrEqual(0)
          expect(fit.right, `menu inside the window at ${width} px`).toBeLessThanOrEqual(fit.viewport)
        }
      })
      await test.step('home hero headline: at most two lines at 1280 to 1920 px', async () => {
        await page.setViewportSize({ width: 1920, height: 1000 })
        const headline = page.getByRole('heading', { level: 1 })
        for (const width of [1920, 1440, 1280]) {
          await page.setViewportSize({ width, height: 1000 })
          await expect(headline).toBeVisible()
          expect(await lineCount(headline), `"${await headline.textContent()}" at ${width} px`).toBeLessThanOrEqual(2)
        }
      })
    })
  }
}
