import type { Page } from '@playwright/test'
import { sectionExpanded, sectionToggle, UI } from './support/chrome'
import { gotoBeforeHydration } from './support/before-hydration'
import { expect, siteUrl, test } from './support/fixtures'
import { axExpanded } from './support/popover'

/**
 * The phone menu (components/chrome/MobileMenu.tsx, NavAccordion.tsx, lib/ui/menu-script.mjs) works from
 * the first tap: a native dialog opened and closed by its buttons' invoker commands, closed by a click
 * on its backdrop, its sections native disclosures, with the page's inline script closing it on a link
 * and keeping Tab inside. Checked with
 * every bundle held back (a slow phone before its scripts arrive) and on the hydrated page.
 */
test.use({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true })

const ui = UI.pt
const openButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: ui.openMenu })
const menu = (page: Page) => page.getByRole('dialog', { name: ui.mainMenu })

async function checkMenu(page: Page) {
  // Opens at the first tap, focus inside.
  await openButton(page).tap()
  await expect(menu(page)).toBeVisible()
  const close = menu(page).getByRole('button', { name: ui.closeMenu })
  await expect(close).toBeFocused()
  // Tab stays inside: backwards from the first stop goes to the last, forwards from the last to the first.
  await page.keyboard.press('Shift+Tab')
  expect(
    await menu(page).evaluate((dialog) => {
      const stops = [...dialog.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), summary')].filter(
        (stop) => stop.checkVisibility(),
      )
      return stops.length > 2 && document.activeElement === stops.at(-1)
    }),
    'Shift+Tab from the first stop reaches the last',
  ).toBe(true)
  await page.keyboard.press('Tab')
  await expect(close).toBeFocused()
  // × closes it and gives the focus back to the menu button.
  await close.tap()
  await expect(menu(page)).toBeHidden()
  await expect(openButton(page)).toBeFocused()
  // Escape closes it.
  await openButton(page).tap()
  await expect(menu(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu(page)).toBeHidden()
  // A tap on the backdrop (right of the drawer) closes it.
  await openButton(page).tap()
  await expect(menu(page)).toBeVisible()
  await page.touchscreen.tap(350, 320)
  await expect(menu(page)).toBeHidden()
  // A section's toggle shows its sub-items at the first tap, and tells assistive technology so;
  // opening another section closes the first; a second tap closes it.
  await openButton(page).tap()
  const satellite = sectionToggle(menu(page), ui.submenu('Satélite'))
  const tv = sectionToggle(menu(page), ui.submenu('TV'))
  const packages = menu(page).getByRole('link', { name: 'Pacotes de canais' })
  const guide = menu(page).getByRole('link', { name: 'Guia TV' })
  await expect(packages).toBeHidden()
  await satellite.tap()
  await expect(packages, 'the first tap on a section opened it').toBeVisible()
  expect(await axExpanded(page, satellite), 'Satélite is expanded for a screen reader').toBe(true)
  await tv.tap()
  await expect(guide).toBeVisible()
  await expect(packages, 'opening TV closed Satélite').toBeHidden()
  expect(await sectionExpanded(satellite)).toBe(false)
  expect(await axExpanded(page, satellite), 'Satélite is collapsed for a screen reader').toBe(false)
  await tv.tap()
  await expect(guide).toBeHidden()
  // A sub-item is reached by keyboard too: Enter on a toggle opens it and Tab goes on into it.
  await satellite.focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await expect(packages).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu(page)).toBeHidden()
  // A link inside is followed.
  await openButton(page).tap()
  const link = menu(page).getByRole('link').first()
  const href = await link.getAttribute('href')
  expect(href).toMatch(/^\/[a-z]/)
  await link.tap()
  await expect(page).toHaveURL(siteUrl('ao', 'pt', href!))
}

test('before the bundles run (a slow phone’s first taps): the menu opens, keeps Tab inside, opens its sections, closes and leads on', async ({
  page,
}) => {
  await gotoBeforeHydration(page, siteUrl('ao', 'pt', '/'))
  await checkMenu(page)
})

test('on the hydrated page: the same', async ({ page }) => {
  await page.goto(siteUrl('ao', 'pt', '/'))
  await checkMenu(page)
})

test('the header holds only the menu’s button; the menu comes after the page’s content, so the parser reaches the first screen without it', async ({
  page,
}) => {
  await gotoBeforeHydration(page, siteUrl('ao', 'pt', '/'))
  await expect(openButton(page)).toBeVisible()
  await expect(page.getByRole('banner').locator('dialog')).toHaveCount(0)
  const after = await page.evaluate(() => {
    const main = document.getElementById('main')
    const dialog = document.getElementById('site-menu')
    return Boolean(main && dialog && main.compareDocumentPosition(dialog) & Node.DOCUMENT_POSITION_FOLLOWING)
  })
  expect(after, 'the menu’s dialog follows <main>').toBe(true)
})
