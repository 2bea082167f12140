import type { Locator, Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { appPopup, CORPORATE, UI as APP_UI } from './support/popups'

/**
 * A short window: a 1280×1024 screen zoomed to 200 % (640×512) or 400 % (320×256), or a phone on its
 * side. Fixed things must never hide the content or each other: the header scrolls away with the page,
 * and every button of the first-visit prompts (the country question, then the app popup) can be
 * pressed, on a first visit as it really happens.
 */
test.use({ popups: 'shown' })

const COUNTRY_CLOSE = 'Fechar a escolha de país'

/** True when a pointer at the middle of `target` would reach it, not something drawn over it. */
const reachable = (target: Locator) =>
  target.evaluate((element) => {
    const box = element.getBoundingClientRect()
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
    return hit !== null && (hit === element || element.contains(hit))
  })

/** The part of the window, in px from its top, that no fixed or sticky element covers. */
const uncoveredHeight = (page: Page) =>
  page.evaluate(() => {
    const height = window.innerHeight
    let free = 0
    for (let y = 0; y < height; y++) {
      const hit = document.elementFromPoint(window.innerWidth / 2, y)
      if (hit && document.getElementById('main')?.contains(hit)) free++
    }
    return free
  })

for (const { width, height, zoom } of [
  { width: 640, height: 512, zoom: '200 %' },
  { width: 320, height: 256, zoom: '400 %' },
]) {
  test.describe(`${width}×${height} (${zoom})`, () => {
    test.use({ viewport: { width, height } })

    test('the header scrolls away, and a choice can be made in both prompts by pointer with content still in view', async ({
      page,
    }) => {
      await page.goto(CORPORATE.pt)
      const header = page.getByRole('banner')
      expect(
        await header.evaluate((element) => getComputedStyle(element).position),
        'the header is not fixed',
      ).not.toBe('fixed')

      const question = page.getByRole('dialog', { name: 'Está em Angola?' })
      await expect(question).toBeVisible()
      // Content is readable beside the prompt: once the page is scrolled past the header, a third of the
      // window at least shows the page itself.
      await page.evaluate(() => window.scrollTo(0, 200))
      expect(await uncoveredHeight(page), 'rows of the window that show the page').toBeGreaterThanOrEqual(height / 3)

      const close = question.getByRole('button', { name: COUNTRY_CLOSE })
      await close.scrollIntoViewIfNeeded()
      expect(await reachable(close), 'the country question’s × is not under anything').toBe(true)
      const stay = question.getByRole('button', { name: /^Angola/ })
      await stay.scrollIntoViewIfNeeded()
      expect(await reachable(stay), 'the country question’s Angola button is not under anything').toBe(true)
      await stay.click()
      await expect(question).toHaveCount(0)

      const app = appPopup(page, 'pt')
      await expect(app).toBeVisible()
      for (const name of [APP_UI.pt.close, APP_UI.pt.appStore, APP_UI.pt.googlePlay]) {
        const control = app.getByRole(name === APP_UI.pt.close ? 'button' : 'link', { name })
        await control.scrollIntoViewIfNeeded()
        expect(await reachable(control), `the app popup's "${name}" is not under anything`).toBe(true)
      }
      await app.getByRole('button', { name: APP_UI.pt.close }).click()
      await expect(app).toBeHidden()

      // With the choices made in the prompts, the page's own heading scrolled to the top of the window is in view,
      // not under the header.
      const heading = page.getByRole('main').getByRole('heading', { level: 1 })
      await heading.evaluate((element) => element.scrollIntoView({ block: 'start' }))
      expect(await reachable(heading), 'the page’s heading at the top of the window').toBe(true)
    })
  })
}
