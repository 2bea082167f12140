import type { Locator, Page } from '@playwright/test'
import { FOOTER, FOOTER_COLUMNS, UI } from './support/chrome'
import { chromePage, controlledBy } from './support/chrome-server'
import { expect, type Locale, siteUrl, test } from './support/fixtures'
import { hrefsOf, textOf, textsOf } from './support/server-dom'
import { axExpanded, popoverOf, popoverOpen } from './support/popover'

/**
 * The footer (components/chrome/Footer.tsx) with each country's seeded details, its cookie-settings
 * button (components/consent/CookieSettingsLink.tsx), and the contact widget with the call-back modal
 * (components/chrome/ContactWidget.tsx, CallbackModal.tsx).
 *
 * What they say and link to is server-rendered, so it is read from each country's and language's
 * server HTML (support/server-dom.ts, no browser). How they behave (dialogs, focus, keyboard, the
 * widget's size and place) is the same code in every country and language: it is tested in the
 * browser once in Angola in Portuguese and once in Mozambique in English, whose words and data differ.
 */

test.use({ viewport: { width: 1280, height: 800 } })

const YEAR = new Date().getFullYear()

/** The copyright line: the company's own final full stop ends the sentence ("S.A. Todos", never "S.A.. Todos"). */
const copyright = (country: 'ao' | 'mz', locale: Locale) =>
  `© ${YEAR} ${FOOTER[country].company.replace(/\.$/, '')}. ${UI[locale].rights}`

for (const country of ['ao', 'mz'] as const) {
  const data = FOOTER[country]
  for (const locale of ['pt', 'en'] as const) {
    const ui = UI[locale]
    const url = siteUrl(country, locale, '/')
    const footerOf = async () => {
      const page = await chromePage(country, locale, '/')
      expect(page.status, `${url} responds`).toBe(200)
      return { page, footer: page.screen.getByRole('contentinfo', { hidden: true }) }
    }

    test.describe(`${country} ${locale}: footer in the server HTML (${url})`, () => {
      test('five link columns, this country’s only', async () => {
        const { page, footer } = await footerOf()
        const headings = page.within(footer).getAllByRole('heading', { level: 2, hidden: true })
        expect(textsOf(headings), 'column headings').toEqual([...FOOTER_COLUMNS[locale]])
        const partners = page.within(footer).getByRole('region', { name: FOOTER_COLUMNS[locale][4], hidden: true })
        const accredited = locale === 'pt' ? 'Comerciais credenciados' : 'Accredited sellers'
        const advertise = locale === 'pt' ? 'Anuncie na ZAP' : 'Advertise on ZAP'
        expect(textsOf(page.within(partners).getAllByRole('link', { hidden: true })), 'partner links').toEqual(
          country === 'ao' ? [accredited, advertise] : [advertise],
        )
      })

      test('head office, company, support e-mail and contact centre of the country', async () => {
        const { page, footer } = await footerOf()
        const address = footer.querySelector('address')
        const text = textOf(address)
        expect(text, 'head office').toContain(`${ui.headOffice}: ${data.address[locale]}`)
        if (data.showsCompanyName) expect(text, 'company name').toContain(data.company)
        else expect(text, 'no other company name').not.toContain(FOOTER.mz.company)
        expect(text, 'no other country’s city').not.toContain(country === 'ao' ? 'Maputo' : 'Luanda')
        const email = page.within(address!).getByRole('link', { name: data.email.default, hidden: true })
        expect(email.getAttribute('href'), 'support e-mail link').toBe(`mailto:${data.email.default}`)
        expect(text, 'support e-mail line').toContain(`${ui.support}: ${data.email.default}`)
        const call = page.within(address!).getByRole('link', { name: data.callCentre.text, hidden: true })
        expect(call.getAttribute('href'), 'contact centre link').toBe(data.callCentre.href)
      })

      test('social links open in a new tab with noopener', async () => {
        const { page, footer } = await footerOf()
        const social = page.within(footer).getByRole('list', { name: ui.follow, hidden: true })
        const links = page.within(social).getAllByRole('link', { hidden: true })
        expect(textsOf(links), 'social link texts').toEqual(Object.keys(data.social).map((n) => `${n} ${ui.newTab}`))
        expect(hrefsOf(links), 'social link addresses').toEqual(Object.values(data.social))
        for (const link of links) {
          expect(link.getAttribute('target'), `${textOf(link)} target`).toBe('_blank')
          expect(link.getAttribute('rel'), `${textOf(link)} rel`).toMatch(/(^|\s)noopener(\s|$)/)
        }
      })

      test('legal links in the page’s language, the cookie-settings button and the copyright of this year', async () => {
        const { page, footer } = await footerOf()
        const legal = page.within(footer).getByRole('navigation', { name: ui.legal, hidden: true })
        const links = page.within(legal).getAllByRole('link', { hidden: true })
        expect(textsOf(links), 'legal link texts').toEqual([...ui.legalLinks])
        expect(hrefsOf(links), 'legal link addresses').toEqual(
          locale === 'pt'
            ? ['/termos-e-condicoes', '/politica-de-privacidade', '/politica-de-cookies']
            : ['/en/terms-and-conditions', '/en/privacy-policy', '/en/cookie-policy'],
        )
        const settings = page.within(legal).getByRole('button', { name: ui.cookieSettings, hidden: true })
        expect(settings.getAttribute('aria-haspopup'), 'cookie settings opens a dialog').toBe('dialog')
        expect(page.within(footer).getByText(copyright(country, locale)), 'copyright line').toBeTruthy()
        expect(textOf(footer), 'no doubled full stop').not.toContain('..')
      })
    })

    test(`${country} ${locale}: contact widget in the server HTML, collapsed, with this country’s links`, async () => {
      const page = await chromePage(country, locale, '/')
      const toggle = page.screen.getByRole('button', { name: ui.widget, hidden: true })
      const panel = controlledBy(page, toggle)
      expect(panel, 'aria-controls of the widget toggle names its panel').not.toBeNull()
      // A native popover the toggle opens: the browser keeps it hidden until then, with no script.
      expect(toggle.getAttribute('popovertarget'), 'the toggle opens the panel').toBe(panel!.id)
      expect(panel!.getAttribute('popover'), 'the panel is a popover, hidden until opened').toBe('auto')
      expect(
        page.within(panel!).getByRole('button', { name: new RegExp(`^${ui.callMe}`), hidden: true }),
        'Ligue-me',
      ).toBeTruthy()
      const whatsapp = page.within(panel!).getByRole('link', { name: 'WhatsApp', hidden: true })
      expect(whatsapp.getAttribute('href'), 'WhatsApp address').toBe(data.whatsapp)
      expect(whatsapp.getAttribute('target'), 'WhatsApp target').toBe('_blank')
      expect(whatsapp.getAttribute('rel'), 'WhatsApp rel').toMatch(/(^|\s)noopener(\s|$)/)
      const messenger = page.within(panel!).getByRole('link', { name: 'Messenger', hidden: true })
      expect(messenger.getAttribute('href'), 'Messenger address').toBe(data.messenger)
      expect(new URL(messenger.getAttribute('href')!).hostname, 'Messenger host').toBe('m.me')
      expect(messenger.getAttribute('rel'), 'Messenger rel').toMatch(/(^|\s)noopener(\s|$)/)
    })
  }

  test(`${country}: support e-mail of the satellite section on its pages`, async () => {
    const page = await chromePage(country, 'pt', '/zap-satelite/pacotes-de-canais')
    expect(page.status).toBe(200)
    const address = page.screen.getByRole('contentinfo', { hidden: true }).querySelector('address')!
    const email = page.within(address).getByRole('link', { name: data.email.satelite, hidden: true })
    expect(email.getAttribute('href')).toBe(`mailto:${data.email.satelite}`)
  })
}

/** The round toggle of the contact widget and the popover it opens. */
async function widgetToggle(page: Page, locale: Locale) {
  const toggle = page.getByRole('button', { name: UI[locale].widget, exact: true })
  await expect(toggle).toBeVisible()
  return { toggle, panel: await popoverOf(page, toggle) }
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

// The dialogs and the widget behave the same in every country and language: Angola in Portuguese and
// Mozambique in English cover both languages' words and both countries' call-centre numbers.
for (const [country, locale] of [
  ['ao', 'pt'],
  ['mz', 'en'],
] as const) {
  const data = FOOTER[country]
  const ui = UI[locale]
  const url = siteUrl(country, locale, '/')

  test(`${country} ${locale}: cookie settings dialog, contact widget and call-back dialog, by pointer and keyboard (${url})`, async ({
    page,
  }) => {
    await page.goto(url)
    const footer = page.getByRole('contentinfo')
    const button = footer.getByRole('button', { name: ui.cookieSettings })

    await test.step('the cookie-settings button and the copyright are shown', async () => {
      await expect(button).toBeVisible()
      await expect(footer.getByText(copyright(country, locale))).toBeVisible()
    })

    await test.step('"cookie settings" says that only necessary storage is used; Escape closes it and focus returns', async () => {
      await expect(button).toHaveAttribute('aria-haspopup', 'dialog')
      await button.click()
      const dialog = page.getByRole('dialog', { name: ui.cookieSettings })
      await expect(dialog).toBeVisible()
      // The site uses no optional cookie category: nothing to choose, the statement and the policy instead.
      await expect(dialog).toHaveAccessibleDescription(ui.necessaryOnly)
      await expect(dialog.getByRole('checkbox')).toHaveCount(0)
      await expect(dialog.getByRole('link', { name: ui.readPolicy })).toHaveAttribute(
        'href',
        locale === 'pt' ? '/politica-de-cookies' : '/en/cookie-policy',
      )
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(button).toBeFocused()
      // Its × button closes it as well.
      await button.click()
      await dialog.getByRole('button', { name: ui.consentClose }).click()
      await expect(dialog).toBeHidden()
      await expect(button).toBeFocused()
    })

    const { toggle, panel } = await widgetToggle(page, locale)

    await test.step('widget collapsed until pressed: the panel is hidden, and the accessibility tree says collapsed', async () => {
      expect(await axExpanded(page, toggle), 'collapsed for a screen reader').toBe(false)
      await expect(panel, 'the widget panel while collapsed').toBeHidden()
      await expect(page.getByRole('link', { name: 'WhatsApp' })).toBeHidden()
      await toggle.click()
      await expect(panel).toBeVisible()
      await toggle.click()
      await expect(panel, 'the widget panel once closed again').toBeHidden()
    })

    await test.step('a 65 px round button at the bottom right reveals Ligue-me, WhatsApp and Messenger', async () => {
      await expect.poll(() => popoverOpen(panel), 'the panel is closed').toBe(false)
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
      await expect.poll(() => popoverOpen(panel), 'the panel is open').toBe(true)
      expect(await axExpanded(page, toggle), 'expanded for a screen reader').toBe(true)
      // Its name stays: the expanded state says it is open.
      await expect(toggle).toHaveAccessibleName(ui.widget)
      await expect(panel).toBeVisible()
      await expect(panel.getByRole('button', { name: new RegExp(`^${ui.callMe}`) })).toBeVisible()
      const whatsapp = panel.getByRole('link', { name: 'WhatsApp' })
      await expect(whatsapp).toHaveAttribute('href', data.whatsapp)
      await expect(whatsapp).toHaveAttribute('target', '_blank')
      await expect(whatsapp).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/)
      const messenger = panel.getByRole('link', { name: 'Messenger' })
      await expect(messenger).toHaveAttribute('href', data.messenger)
      await expect(messenger).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/)
      await toggle.click()
      await expect.poll(() => popoverOpen(panel), 'the panel is closed').toBe(false)
    })

    await test.step('Ligue-me opens the call-back dialog; its × closes it and focus returns to the widget', async () => {
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

    await test.step('keyboard: Enter opens the widget and the dialog; focus stays inside; Escape closes and focus returns', async () => {
      // Ligue-me collapsed the widget when it opened the dialog.
      await expect.poll(() => popoverOpen(panel), 'the panel is closed').toBe(false)
      await toggle.focus()
      await page.keyboard.press('Enter')
      await expect(panel).toBeVisible()
      // Escape on the open widget closes it.
      await page.keyboard.press('Escape')
      await expect.poll(() => popoverOpen(panel), 'the panel is closed').toBe(false)
      await expect(toggle).toBeFocused()
      await page.keyboard.press('Enter')
      // Tab goes from the toggle into what it opened, one item after another, and not out of the page.
      const callMe = panel.getByRole('button', { name: new RegExp(`^${ui.callMe}`) })
      await page.keyboard.press('Tab')
      await expect(callMe).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(panel.getByRole('link', { name: 'WhatsApp' })).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(panel.getByRole('link', { name: 'Messenger' })).toBeFocused()
      await page.keyboard.press('Shift+Tab')
      await page.keyboard.press('Shift+Tab')
      await expect(callMe).toBeFocused()
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

test('the novelas frame has no contact widget (when the novelas page is published)', async () => {
  const path = '/tv/zap-channels/novelas'
  const page = await chromePage('ao', 'pt', path)
  test.skip(page.status !== 200, `${path} is not published in Angola (yet)`)
  expect(page.document.querySelectorAll('[data-frame="novelas"]'), 'the novelas frame').toHaveLength(1)
  expect(page.screen.queryAllByRole('contentinfo', { hidden: true }), 'its footer').toHaveLength(1)
  expect(page.screen.queryAllByRole('button', { name: UI.pt.widget, hidden: true }), 'contact widget').toHaveLength(0)
  expect(page.document.querySelectorAll('[data-contact-toggle]'), 'contact widget toggle').toHaveLength(0)
})
