import type { Page } from '@playwright/test'
import { UI } from './support/chrome'
import { gotoBeforeHydration } from './support/before-hydration'
import { expect, siteUrl, test } from './support/fixtures'
import { axExpanded, popoverOf, popoverOpen } from './support/popover'

/**
 * The header's country list and the contact button's panel work from the first tap: each is a native
 * popover its button opens (components/chrome/CountrySelector.tsx, ContactWidget.tsx), so a slow phone
 * need not wait for the bundles; the browser closes it on Escape (focus back on its button) and on a
 * tap elsewhere, opening one closes the other, and the accessibility tree says whether it is expanded.
 * Checked with every bundle held back and on the hydrated page, where each sits beside its button.
 */
const ui = UI.pt
const countryButton = (page: Page) => page.getByRole('button', { name: `${ui.chooseCountry}: Angola` })
const contactToggle = (page: Page) => page.getByRole('button', { name: ui.widget, exact: true })

async function checkPopovers(page: Page) {
  const country = countryButton(page)
  const contact = contactToggle(page)
  const header = page.getByRole('banner')

  // The country list opens at the first tap, and says so to a screen reader.
  await expect(header.getByRole('link', { name: 'Moçambique' })).toBeHidden()
  expect(await axExpanded(page, country), 'collapsed in the accessibility tree').toBe(false)
  await country.tap()
  await expect(header.getByRole('link', { name: 'Moçambique' }), 'the first tap opened the list').toBeVisible()
  const countries = await popoverOf(page, country)
  await expect(countries.getByRole('link')).toHaveText(['Angola (país atual)', 'Moçambique'])
  expect(await axExpanded(page, country), 'expanded in the accessibility tree').toBe(true)
  // Escape closes it and gives the focus back to its button.
  await country.focus()
  await page.keyboard.press('Tab')
  await expect(countries.getByRole('link', { name: /Angola/ })).toBeFocused()
  await page.keyboard.press('Escape')
  expect(await popoverOpen(countries)).toBe(false)
  await expect(country).toBeFocused()

  // A tap elsewhere closes it.
  await country.tap()
  expect(await popoverOpen(countries)).toBe(true)
  await page.locator('main h1').first().tap()
  expect(await popoverOpen(countries), 'closed by a tap elsewhere').toBe(false)

  // The contact panel opens at the first tap; opening the country list closes it.
  await contact.tap()
  await expect(header.getByRole('link', { name: 'WhatsApp' }), 'the first tap opened the panel').toBeVisible()
  const panel = await popoverOf(page, contact)
  expect(await axExpanded(page, contact)).toBe(true)
  await country.tap()
  expect(await popoverOpen(countries)).toBe(true)
  expect(await popoverOpen(panel), 'the contact panel closed as the country list opened').toBe(false)
  await page.keyboard.press('Escape')

  // A country's link is followed.
  await country.tap()
  await countries.getByRole('link', { name: 'Moçambique' }).tap()
  await expect(page).toHaveURL(siteUrl('mz', 'pt', '/'))
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true })

  test('before the bundles run (a slow phone’s first taps): the country list and the contact panel open, close and lead on', async ({
    page,
  }) => {
    await gotoBeforeHydration(page, siteUrl('ao', 'pt', '/'))
    await checkPopovers(page)
  })

  test('on the hydrated page: the same, each under its button and inside the window', async ({ page }) => {
    await page.goto(siteUrl('ao', 'pt', '/'))
    const country = countryButton(page)
    await country.tap()
    const countries = await popoverOf(page, country)
    const button = (await country.boundingBox())!
    const list = (await countries.boundingBox())!
    expect(Math.round(list.y), 'the list starts at its button’s bottom edge').toBe(Math.round(button.y + button.height))
    expect(Math.round(list.x + list.width), 'right edges aligned').toBe(Math.round(button.x + button.width))
    expect(list.x, 'inside the window').toBeGreaterThanOrEqual(0)
    await page.keyboard.press('Escape')

    const contact = contactToggle(page)
    await contact.tap()
    const panel = await popoverOf(page, contact)
    const toggle = (await contact.boundingBox())!
    const actions = (await panel.boundingBox())!
    // The panel's box starts at the toggle's bottom edge; its padding (room for the actions' shadows) is the gap.
    expect(actions.y, 'the panel drops below the toggle in the header').toBeGreaterThanOrEqual(
      Math.floor(toggle.y + toggle.height),
    )
    expect(actions.x, 'inside the window').toBeGreaterThanOrEqual(0)
    expect(actions.x + actions.width).toBeLessThanOrEqual(360)
    await page.keyboard.press('Escape')
    await checkPopovers(page)
  })
})

test('on a wide screen the contact panel opens above the floating button, right edges aligned', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.goto(siteUrl('ao', 'pt', '/'))
  const contact = contactToggle(page)
  await contact.click()
  const panel = await popoverOf(page, contact)
  await expect(panel.getByRole('link', { name: 'WhatsApp' })).toBeVisible()
  const toggle = (await contact.boundingBox())!
  const actions = (await panel.boundingBox())!
  expect(actions.y + actions.height, 'above the toggle').toBeLessThanOrEqual(toggle.y)
  expect(Math.round(actions.x + actions.width), 'right edges aligned').toBe(Math.round(toggle.x + toggle.width))
})
