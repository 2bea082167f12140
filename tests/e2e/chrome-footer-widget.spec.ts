import type { Locator, Page } from '@playwright/test'
import { FOOTER, FOOTER_COLUMNS, pageStatus, UI } from './support/chrome'
import { expect, siteUrl, test } from './support/fixtures'

/**
 * The footer (components/chrome/Footer.tsx) with each country's seeded details, its cookie-settings
 * button (components/consent/CookieSettingsLink.tsx), and the contact widget with the call-back modal
 * (components/chrome/ContactWidget.tsx, CallbackModal.tsx).
 */

test.use({ viewport: { width: 1280, height: 800 } })

const YEAR = new Date().getFullYear()

for (const country of ['ao', 'mz'] as const) {
  const data = FOOTER[country]
  for (const locale of ['pt', 'en'] as const) {
    const ui = UI[locale]
    const url = siteUrl(country, locale, '/')

    test.describe(`${country} ${locale}: footer (${url})`, () => {
      test('five link columns, this country’s only', async ({ page }) => {
        await page.goto(url)
        const footer = page.getByRole('contentinfo')
        await expect(footer.getByRole('heading', { level: 2 })).toHaveText([...FOOTER_COLUMNS[locale]])
        const partners = footer.getByRole('region', { name: FOOTER_COLUMNS[locale][4] })
        const accredited = locale === 'pt' ? 'Comerciais credenciados' : 'Accredited sellers'
        const advertise = locale === 'pt' ? 'Anuncie na ZAP' : 'Advertise on ZAP'
        await expect(partners.getByRole('link')).toHaveText(country === 'ao' ? [accredited, advertise] : [advertise])
      })

      test('head office, company, support e-mail and contact centre of the country', async ({ page }) => {
        await page.goto(url)
        const address = page.getByRole('contentinfo').locator('address')
        await expect(address).toContainText(`${ui.headOffice}: ${data.address[locale]}`)
        if (data.showsCompanyName) await expect(address).toContainText(data.company)
        else await expect(address).not.toContainText(FOOTER.mz.company)
        await expect(address).not.toContainText(country === 'ao' ? 'Maputo' : 'Luanda')
        const email = address.getByRole('link', { name: data.email.default })
        await expect(email).toHaveAttribute('href', `mailto:${data.email.default}`)
        await expect(address).toContainText(`${ui.support}: ${data.email.default}`)
        await expect(address.getByRole('link', { name: data.callCentre.text })).toHaveAttribute(
          'href',
          data.callCentre.href,
        )
      })

      test('social links open in a new tab with noopener', async ({ page }) => {
        await page.goto(url)
        const social = page.getByRole('contentinfo').getByRole('list', { name: ui.follow })
        const links = social.getByRole('link')
        await expect(links).toHaveText(Object.keys(data.social).map((name) => `${name} ${ui.newTab}`))
        expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual(
          Object.values(data.social),
        )
        for (const link of await links.all()) {
          await expect(link).toHaveAttribute('target', '_blank')
          await expect(link).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/)
        }
      })

      test('legal links in the page’s language, the cookie-settings button and the copyright of this year', async ({
        page,
      }) => {
        await page.goto(url)
        const footer = page.getByRole('contentinfo')
        const legal = footer.getByRole('navigation', { name: ui.legal })
        const links = legal.getByRole('link')
        await expect(links).toHaveText([...ui.legalLinks])
        expect(await links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).toEqual(
          locale === 'pt'
            ? ['/termos-e-condicoes', '/politica-de-privacidade', '/politica-de-cookies']
            : ['/en/terms-and-conditions', '/en/privacy-policy', '/en/cookie-policy'],
        )
        await expect(legal.getByRole('button', { name: ui.cookieSettings })).toBeVisible()
        // The company's own final full stop ends the sentence ("ZAP Media, S.A. Todos…", never "S.A.. Todos").
        await expect(footer.getByText(`© ${YEAR} ${data.company.replace(/\.$/, '')}. ${ui.rights}`)).toBeVisible()
        await expect(footer).not.toContainText('..')
      })

      test('"cookie settings" opens the consent settings dialog; Escape closes it and focus returns', async ({
        page,
      }) => {
        await page.goto(url)
        const button = page.getByRole('contentinfo').getByRole('button', { name: ui.cookieSettings })
        await expect(button).toHaveAttribute('aria-haspopup', 'dialog')
        await button.click()
        const dialog = page.getByRole('dialog', { name: ui.cookieSettings })
        await expect(dialog).toBeVisible()
        // The stored choice (fixtures.ts: necessary only) is what the dialog starts from.
        const checkboxes = dialog.getByRole('checkbox')
        await expect(checkboxes).toHaveCount(3)
        await expect(checkboxes.nth(0)).toBeChecked()
        await expect(checkboxes.nth(0)).toBeDisabled()
        await expect(checkboxes.nth(1)).not.toBeChecked()
        await expect(checkboxes.nth(2)).not.toBeChecked()
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
        await expect(button).toBeFocused()
        // Its × button closes it as well.
        await button.click()
        await dialog.getByRole('button', { name: ui.consentClose }).click()
        await expect(dialog).toBeHidden()
        await expect(button).toBeFocused()
      })
    })
  }

  test(`${country}: support e-mail of the satellite section on its pages`, async ({ page }) => {
    await page.goto(siteUrl(country, 'pt', '/zap-satelite/pacotes-de-canais'))
    const email = page.getByRole('contentinfo').locator('address').getByRole('link', { name: data.email.satelite })
    await expect(email).toHaveAttribute('href', `mailto:${data.email.satelite}`)
  })
}

/** The round toggle of the contact widget, whatever its current label. */
async function widgetToggle(page: Page, locale: 'pt' | 'en') {
  const toggle = page.getByRole('button', { name: UI[locale].widget, exact: true })
  await expect(toggle).toBeVisible()
  const panelId = await toggle.getAttribute('aria-controls')
  expect(panelId, 'aria-controls of the widget toggle').toBeTruthy()
  return { toggle: page.locator(`button[aria-controls="${panelId}"]`), panel: page.locator(`[id="${panelId}"]`) }
}

/**
 * After the call-back dialog closes, focus goes back to what opened it: the "Ligue-me" button if it
 * is still shown, else the widget toggle (the widget collapses when the dialog opens). Never <body>.
 */
async function expectFocusBackOnWidget(page: Page, toggle: Locator, panel: Locator) {
  const callMe = panel.getByRole('button', {
    name: new RegExp(`^${UI.pt.callMe}|^${UI.en.callMe}`),
    includeHidden: true,
  })
  await expect
    .poll(
      async () => {
        const [onToggle, onCallMe] = await Promise.all([
          toggle.evaluate((el) => el === document.activeElement),
          callMe.evaluate((el) => el === document.activeElement),
        ])
        if (onToggle) return 'widget toggle'
        if (onCallMe) return (await callMe.isVisible()) ? 'Ligue-me button' : 'hidden Ligue-me button'
        return page.evaluate(() =>
          document.activeElement === document.body ? '<body>' : document.activeElement?.outerHTML.slice(0, 80),
        )
      },
      { message: 'where focus lands once the call-back dialog has closed' },
    )
    .toMatch(/^(widget toggle|Ligue-me button)$/)
}

for (const country of ['ao', 'mz'] as const) {
  const data = FOOTER[country]
  test.describe(`${country}: contact widget`, () => {
    const ui = UI.pt

    test('collapsed until pressed: the panel is hidden while aria-expanded is false', async ({ page }) => {
      await page.goto(siteUrl(country, 'pt', '/'))
      const { toggle, panel } = await widgetToggle(page, 'pt')
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(panel).toHaveAttribute('hidden', '')
      await expect(panel, 'the widget panel while collapsed').toBeHidden()
      await expect(page.getByRole('link', { name: 'WhatsApp' })).toBeHidden()
      await toggle.click()
      await expect(panel).toBeVisible()
      await toggle.click()
      await expect(panel, 'the widget panel once closed again').toBeHidden()
    })

    test('a 65 px round button at the bottom right reveals Ligue-me, WhatsApp and Messenger', async ({ page }) => {
      await page.goto(siteUrl(country, 'pt', '/'))
      const { toggle, panel } = await widgetToggle(page, 'pt')
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')

      const box = (await toggle.boundingBox())!
      expect(Math.round(box.width), 'width').toBe(65)
      expect(Math.round(box.height), 'height').toBe(65)
      const style = await toggle.evaluate((el) => {
        const s = getComputedStyle(el)
        return { radius: s.borderTopLeftRadius, position: getComputedStyle(el.parentElement!).position }
      })
      expect(style.radius === '50%' || parseFloat(style.radius) >= 32.5, `border-radius ${style.radius}`).toBe(true)
      const viewport = page.viewportSize()!
      expect(viewport.width - (box.x + box.width), 'distance from the right edge').toBeLessThan(60)
      expect(viewport.height - (box.y + box.height), 'distance from the bottom edge').toBeLessThan(60)
      expect(style.position, 'the widget stays in place while scrolling').toBe('fixed')

      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await expect(toggle).toHaveAccessibleName(ui.widgetClose)
      await expect(panel).toBeVisible()
      await expect(panel.getByRole('button', { name: new RegExp(`^${ui.callMe}`) })).toBeVisible()
      const whatsapp = panel.getByRole('link', { name: 'WhatsApp' })
      await expect(whatsapp).toHaveAttribute('href', data.whatsapp)
      await expect(whatsapp).toHaveAttribute('target', '_blank')
      await expect(whatsapp).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/)
      const messenger = panel.getByRole('link', { name: 'Messenger' })
      await expect(messenger).toHaveAttribute('href', data.messenger)
      expect(new URL((await messenger.getAttribute('href'))!).hostname).toBe('m.me')
      await expect(messenger).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/)

      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    })

    test('Ligue-me opens the call-back dialog; its × closes it and focus returns to the widget', async ({ page }) => {
      await page.goto(siteUrl(country, 'pt', '/'))
      const { toggle, panel } = await widgetToggle(page, 'pt')
      await toggle.click()
      await panel.getByRole('button', { name: new RegExp(`^${ui.callMe}`) }).click()
      const dialog = page.getByRole('dialog', { name: ui.modalTitle })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('link', { name: data.callCentre.text })).toHaveAttribute(
        'href',
        data.callCentre.href,
      )
      await dialog.getByRole('button', { name: ui.modalClose }).click()
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expectFocusBackOnWidget(page, toggle, panel)
    })

    test('keyboard: Enter opens the widget and the dialog; focus stays inside; Escape closes and focus returns', async ({
      page,
    }) => {
      await page.goto(siteUrl(country, 'pt', '/'))
      const { toggle, panel } = await widgetToggle(page, 'pt')
      await toggle.focus()
      await page.keyboard.press('Enter')
      await expect(panel).toBeVisible()
      // Escape on the open widget closes it.
      await page.keyboard.press('Escape')
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await expect(toggle).toBeFocused()
      await page.keyboard.press('Enter')
      const callMe = panel.getByRole('button', { name: new RegExp(`^${ui.callMe}`) })
      await callMe.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: ui.modalTitle })
      await expect(dialog).toBeVisible()
      const inside = () => dialog.evaluate((el) => el.contains(document.activeElement))
      await expect.poll(inside, 'focus moves into the dialog').toBe(true)
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab')
        expect(await inside(), `after Tab #${i + 1}`).toBe(true)
      }
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expectFocusBackOnWidget(page, toggle, panel)
    })
  })
}

test('en: the widget and its dialog speak English', async ({ page }) => {
  const ui = UI.en
  await page.goto(siteUrl('ao', 'en', '/'))
  const { toggle, panel } = await widgetToggle(page, 'en')
  await toggle.click()
  await panel.getByRole('button', { name: new RegExp(`^${ui.callMe}`) }).click()
  const dialog = page.getByRole('dialog', { name: ui.modalTitle })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: ui.modalClose }).click()
  await expect(dialog).toBeHidden()
})

test('the novelas frame has no contact widget (when the novelas page is published)', async ({ page, request }) => {
  const path = '/tv/zap-channels/novelas'
  test.skip((await pageStatus(request, 'ao', path)) !== 200, `${path} is not published in Angola (yet)`)
  await page.goto(path)
  await expect(page.locator('[data-frame="novelas"]')).toHaveCount(1)
  await expect(page.getByRole('contentinfo')).toBeVisible()
  await expect(page.getByRole('button', { name: UI.pt.widget, exact: true })).toHaveCount(0)
})
