import type { Page } from '@playwright/test'
import { expect } from './fixtures'

/**
 * Opens `url` as a slow phone has it before its scripts arrive: every script bundle is held, never
 * responded to, so nothing hydrates; the HTML, its inline scripts and the stylesheets (which load without
 * blocking, ahead of the scripts) are there. Fails if anything hydrated after all.
 */
export async function gotoBeforeHydration(page: Page, url: string) {
  await page.route(/\/_next\/static\/chunks\/[^?]+\.js(\?|$)/, () => undefined)
  await page.goto(url, { waitUntil: 'domcontentloaded' })
  expect(
    await page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith('__react'))),
    'nothing hydrated',
  ).toBe(false)
}
