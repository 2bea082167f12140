import type { Locator, Page } from '@playwright/test'
import { UI } from './support/chrome'
import { expect, siteUrl, test } from './support/fixtures'
import { popoverOf } from './support/popover'

/**
 * The header's country list, the contact panel and the menu bars' panels are native popovers placed
 * under (or above) their button by CSS anchor positioning; a browser without anchor positioning (an
 * older Chrome or WebView that has popovers) gets the `@supports not (position-area: …)` rules: the
 * country list under the top bar, the floating contact panel above its corner button, the others in
 * the middle of the window. Chromium cannot switch anchor positioning off,
 * so each test plays that browser: it takes the rules inside those `@supports not` blocks out of the
 * page's own stylesheets (inside their media queries, as written), applies them as they are, and
 * removes every popover's `position-area`. Then each open panel must be inside the window, its items
 * clickable where they are drawn, and its button still visible and tappable, so it can be closed.
 */

const ui = UI.pt

/** Applies the page's fallback rules for browsers without anchor positioning, as such a browser would. */
async function withoutAnchorPositioning(page: Page) {
  const applied = await page.evaluate(() => {
    const fallbacks: string[] = []
    const visit = (rules: CSSRuleList, wrap: (css: string) => string) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSSupportsRule && /not\s*\(\s*position-area/.test(rule.conditionText)) {
          fallbacks.push(wrap(Array.from(rule.cssRules, (inner) => inner.cssText).join('\n')))
        } else if (rule instanceof CSSMediaRule) {
          visit(rule.cssRules, (css) => wrap(`@media ${rule.conditionText} {\n${css}\n}`))
        } else if ('cssRules' in rule && rule instanceof CSSStyleRule && rule.cssRules.length > 0) {
          // A nested rule (`.panel { @supports not … { … } }`): its children are relative to it.
          visit(rule.cssRules, (css) => wrap(`${rule.selectorText} {\n${css}\n}`))
        }
      }
    }
    for (const sheet of Array.from(document.styleSheets)) {
      try {
        visit(sheet.cssRules, (css) => css)
      } catch {
        // A sheet from another origin cannot be read; the site has none.
      }
    }
    const style = document.createElement('style')
    style.textContent = `[popover]:popover-open { position-area: none !important; position-try-fallbacks: none !important; }\n${fallbacks.join('\n')}`
    document.head.append(style)
    return fallbacks.length
  })
  expect(applied, 'the stylesheets hold fallback rules for browsers without anchor positioning').toBeGreaterThan(0)
}

/** The open panel is inside the window, its first link is what a tap at its centre reaches, its button is not covered. */
async function expectUsable(page: Page, opener: Locator) {
  const panel = await popoverOf(page, opener)
  await expect(panel).toBeVisible()
  const where = await panel.evaluate(
    (el, openerId) => {
      const box = el.getBoundingClientRect()
      const link = el.querySelector('a')!
      const at = link.getBoundingClientRect()
      const hit = document.elementFromPoint(at.left + at.width / 2, at.top + at.height / 2)
      const button = document.querySelector(`[data-fallback-opener="${openerId}"]`)!
      const place = button.getBoundingClientRect()
      const onButton = document.elementFromPoint(place.left + place.width / 2, place.top + place.height / 2)
      return {
        inside: box.left >= 0 && box.top >= 0 && box.right <= innerWidth && box.bottom <= innerHeight,
        linkReached: hit === link || link.contains(hit),
        buttonReached: button === onButton || button.contains(onButton),
      }
    },
    await markOpener(opener),
  )
  expect(where).toEqual({ inside: true, linkReached: true, buttonReached: true })
}

let openers = 0
async function markOpener(opener: Locator): Promise<string> {
  const id = String(++openers)
  await opener.evaluate((el, value) => el.setAttribute('data-fallback-opener', value), id)
  return id
}

for (const viewport of [
  { width: 360, height: 640 },
  { width: 640, height: 512 },
  { width: 1440, height: 900 },
]) {
  test(`${viewport.width} px: without anchor positioning the country list and the contact panel open inside the window, clear of their buttons`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto(siteUrl('ao', 'pt', '/'))
    await withoutAnchorPositioning(page)
    const country = page.getByRole('button', { name: `${ui.chooseCountry}: Angola` })
    await country.click()
    await expectUsable(page, country)
    await page.keyboard.press('Escape')
    const contact = page.getByRole('button', { name: ui.widget, exact: true })
    await contact.click()
    await expectUsable(page, contact)
  })
}

test('1280 px: without anchor positioning a header menu section opens inside the window, clear of its button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(siteUrl('ao', 'pt', '/'))
  await withoutAnchorPositioning(page)
  const toggle = page.getByRole('banner').getByRole('button', { name: /Satélite/ })
  await toggle.click()
  await expectUsable(page, toggle)
})

test('360 px: without anchor positioning the fibre section bar’s Wi-Fi panel opens inside the window, clear of its button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 640 })
  await page.goto(siteUrl('ao', 'pt', '/zap-fibra/pacotes-tv-net'))
  await withoutAnchorPositioning(page)
  const toggle = page
    .getByRole('navigation', { name: 'Menu da secção' })
    .getByRole('button', { name: 'Submenu de Wi-Fi' })
  await toggle.click()
  await expectUsable(page, toggle)
})
