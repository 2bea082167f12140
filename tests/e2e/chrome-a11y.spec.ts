import { CONSENT_COOKIE } from '@/lib/consent/cookie'
import { seriousViolations } from './support/axe'
import { mainNav, pageStatus, UI } from './support/chrome'
import { expect, ORIGIN, test } from './support/fixtures'

/**
 * axe-core (WCAG 2.0/2.1 A and AA rules) finds no serious or critical violation on one Angola page
 * of each page frame (layouts/Frame.tsx) in Portuguese, in a 1280 px and a 320 px window, nor with
 * the chrome's menus and dialogs open. Frames whose page is not published yet are skipped.
 */

const FRAMES = [
  { frame: 'default', path: '/' },
  { frame: 'corporate', path: '/a-zap' },
  { frame: 'service', path: '/zap-fibra/pacotes-tv-net' },
  { frame: 'novelas', path: '/tv/zap-channels/novelas' },
] as const

const VIEWPORTS = [
  { name: '1280 px', viewport: { width: 1280, height: 800 } },
  { name: '320 px', viewport: { width: 320, height: 720 } },
] as const

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`axe, ${name}`, () => {
    test.use({ viewport })

    for (const { frame, path } of FRAMES) {
      test(`${frame} frame (${path}): no serious or critical violations`, async ({ page, request }) => {
        const status = await pageStatus(request, 'ao', path)
        test.skip(status !== 200, `${path} answers ${status}: no published page for the ${frame} frame yet`)
        await page.goto(path)
        await expect(page.locator(`[data-frame="${frame}"]`)).toHaveCount(1)
        await page.waitForLoadState('networkidle')
        expect(await seriousViolations(page), `${path} at ${name}`).toEqual([])
      })
    }
  })
}

test.describe('axe, chrome states', () => {
  const ui = UI.pt

  test.describe('1280 px', () => {
    test.use({ viewport: { width: 1280, height: 800 } })

    test('a main-menu section and the country list open', async ({ page }) => {
      await page.goto('/')
      await mainNav(page, 'pt')
        .getByRole('button', { name: ui.submenu('A ZAP') })
        .click()
      await page.getByRole('button', { name: `${ui.chooseCountry}: Angola` }).click()
      await expect(page.getByRole('link', { name: 'Moçambique' })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })

    test('the contact widget and the call-back dialog open', async ({ page }) => {
      await page.goto('/')
      const toggle = page.getByRole('button', { name: ui.widget, exact: true })
      await toggle.click()
      expect(await seriousViolations(page), 'widget open').toEqual([])
      await page.getByRole('button', { name: new RegExp(`^${ui.callMe}`) }).click()
      await expect(page.getByRole('dialog', { name: ui.modalTitle })).toBeVisible()
      expect(await seriousViolations(page), 'call-back dialog open').toEqual([])
    })

    test('the consent banner (first visit) and the cookie settings dialog', async ({ page, context }) => {
      await context.clearCookies({ name: CONSENT_COOKIE })
      await page.goto('/')
      await expect(page.getByRole('region', { name: 'A sua privacidade' })).toBeVisible()
      // The banner is in the server's HTML, so it shows before the page has settled: wait as the frame
      // tests do, or axe reads the hero's text while it is still fading in.
      await page.waitForLoadState('networkidle')
      expect(await seriousViolations(page), 'consent banner').toEqual([])
      await page.getByRole('contentinfo').getByRole('button', { name: ui.cookieSettings }).click()
      await expect(page.getByRole('dialog', { name: ui.cookieSettings })).toBeVisible()
      expect(await seriousViolations(page), 'cookie settings dialog').toEqual([])
    })
  })

  test.describe('320 px', () => {
    test.use({ viewport: { width: 320, height: 720 } })

    test('the off-canvas menu open with a section expanded', async ({ page }) => {
      await page.goto('/')
      await page.getByRole('button', { name: ui.openMenu }).click()
      const dialog = page.getByRole('dialog', { name: ui.mainMenu })
      await dialog.getByRole('button', { name: ui.submenu('Satélite') }).click()
      await expect(dialog.getByRole('link', { name: 'Pacotes de canais' })).toBeVisible()
      expect(await seriousViolations(page)).toEqual([])
    })

    test('Mozambique home', async ({ page }) => {
      await page.goto(`${ORIGIN.mz}/`)
      await page.waitForLoadState('networkidle')
      expect(await seriousViolations(page)).toEqual([])
    })
  })
})
