import type { Page } from '@playwright/test'
import { seriousViolations } from './support/axe'
import { expectSection, mainNav, pageStatus, sectionToggle, UI } from './support/chrome'
import { expect, ORIGIN, test } from './support/fixtures'

/**
 * axe-core (WCAG 2.0/2.1 A and AA rules) finds no serious or critical violation on one Angola page
 * of each page frame (layouts/Frame.tsx) in Portuguese, in a 1280 px and a 320 px window, nor with
 * the chrome's menus and dialogs open. Frames whose page is not published yet are skipped.
 * Each test opens its page once and scans it in each state it goes through.
 */

const FRAMES = [
  { frame: 'default', path: '/' },
  { frame: 'corporate', path: '/a-zap' },
  { frame: 'service', path: '/zap-fibra/pacotes-tv-net' },
  { frame: 'novelas', path: '/tv/zap-channels/novelas' },
] as const

const WIDE = { width: 1280, height: 800 }
const PHONE = { width: 320, height: 720 }

/**
 * After a resize, what the new width shows has to be laid out and painted before axe reads colours
 * and sizes: fonts settled and two animation frames rendered.
 */
async function settleAfterResize(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))
  })
}

// One page load per frame: scanned at 1280 px, then the same document at 320 px (the site's layout
// switches by CSS media queries alone, so a resized window is laid out as a phone's).
test.describe('axe, 1280 px and 320 px', () => {
  for (const { frame, path } of FRAMES) {
    test(`${frame} frame (${path}): no serious or critical violations at 1280 px and 320 px`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000)
      const status = await pageStatus(request, 'ao', path)
      test.skip(status !== 200, `${path} responds with ${status}: no published page for the ${frame} frame yet`)
      await page.setViewportSize(WIDE)
      await page.goto(path)
      await expect(page.locator(`[data-frame="${frame}"]`)).toHaveCount(1)
      await page.waitForLoadState('networkidle')
      expect(await seriousViolations(page), `${path} at 1280 px`).toEqual([])
      if (frame === 'novelas') {
        // The novelas frame shows the footer but no contact widget (chrome-footer-widget.spec.ts reads
        // the same in the server HTML; only a browser sees the footer is shown).
        await expect(page.getByRole('contentinfo'), 'the novelas footer').toBeVisible()
        await expect(page.getByRole('button', { name: UI.pt.widget, exact: true })).toHaveCount(0)
      }

      await page.setViewportSize(PHONE)
      await settleAfterResize(page)
      await page.waitForLoadState('networkidle')
      expect(await seriousViolations(page), `${path} at 320 px`).toEqual([])

      if (frame === 'default') {
        await test.step('320 px: the off-canvas menu open with a section expanded', async () => {
          const ui = UI.pt
          await page.getByRole('button', { name: ui.openMenu }).click()
          const dialog = page.getByRole('dialog', { name: ui.mainMenu })
          await sectionToggle(dialog, ui.submenu('Satélite')).click()
          await expect(dialog.getByRole('link', { name: 'Pacotes de canais' })).toBeVisible()
          expect(await seriousViolations(page), 'off-canvas menu open').toEqual([])
        })
      }
    })
  }
})

test.describe('axe, chrome states', () => {
  const ui = UI.pt

  test.describe('1280 px', () => {
    test.use({ viewport: WIDE })

    test('a main-menu section and the country list open, then the contact widget and the call-back dialog', async ({
      page,
    }) => {
      test.setTimeout(120_000)
      await page.goto('/')
      const section = mainNav(page, 'pt').getByRole('button', { name: ui.submenu('A ZAP') })
      const country = page.getByRole('button', { name: `${ui.chooseCountry}: Angola` })

      await test.step('a main-menu section and the country list open', async () => {
        await section.click()
        await country.click()
        await expect(page.getByRole('link', { name: 'Moçambique' })).toBeVisible()
        expect(await seriousViolations(page)).toEqual([])
      })

      await test.step('the contact widget and the call-back dialog open', async () => {
        const toggle = page.getByRole('button', { name: ui.widget, exact: true })
        // The click on the widget is outside both menus: they close, as on a fresh page.
        await toggle.click()
        await expectSection(section, false, 'the menu section closed')
        await expect(page.getByRole('link', { name: 'Moçambique' }), 'the country list closed').toBeHidden()
        expect(await seriousViolations(page), 'widget open').toEqual([])
        await page.getByRole('button', { name: new RegExp(`^${ui.callMe}`) }).click()
        await expect(page.getByRole('dialog', { name: ui.modalTitle })).toBeVisible()
        expect(await seriousViolations(page), 'call-back dialog open').toEqual([])
      })
    })

    test('no consent banner on a first visit; the cookie settings dialog says only necessary storage is used', async ({
      page,
    }) => {
      await page.goto('/')
      // Wait as the frame tests do, or axe reads the hero's text while it is still fading in.
      await page.waitForLoadState('networkidle')
      await expect(page.getByRole('region', { name: ui.consentBanner }), 'nothing optional to ask').toHaveCount(0)
      await page.getByRole('contentinfo').getByRole('button', { name: ui.cookieSettings }).click()
      const dialog = page.getByRole('dialog', { name: ui.cookieSettings })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByText(ui.necessaryOnly)).toBeVisible()
      expect(await seriousViolations(page), 'cookie settings dialog').toEqual([])
    })
  })

  test.describe('320 px', () => {
    test.use({ viewport: PHONE })

    test('Mozambique home', async ({ page }) => {
      await page.goto(`${ORIGIN.mz}/`)
      await page.waitForLoadState('networkidle')
      expect(await seriousViolations(page)).toEqual([])
    })
  })
})
