import type { Locator, Page } from '@playwright/test'
import { expectReachable, UI } from './support/chrome'
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
 * removes every popover's `position-area`. Each case also runs as Chromium itself places the panels.
 * Then each open panel must be inside the window, its items clickable where they are drawn (scrolled
 * to inside the panel where the window is too short for all of them, as at 400 % zoom), and its button
 * still visible and tappable, so it can be closed.
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

/**
 * The open panel lies inside the window; each of its items, once the visitor has scrolled the panel to
 * it where the window is too short for all of them, is what a tap at its centre reaches; and its button
 * is too, so the panel can be closed where it was opened.
 */
async function expectUsable(page: Page, opener: Locator) {
  const panel = await popoverOf(page, opener)
  await expect(panel).toBeVisible()
  const inside = await panel.evaluate((el) => {
    const box = el.getBoundingClientRect()
    return box.top >= 0 && box.left >= 0 && box.bottom <= window.innerHeight && box.right <= window.innerWidth
  })
  expect(inside, 'the open panel lies inside the window').toBe(true)
  for (const item of await panel.getByRole('link').all()) {
    await item.evaluate((el) => el.scrollIntoView({ block: 'nearest' }))
    await expectReachable(item)
  }
  await expectReachable(opener)
}

/** Each case runs as Chromium places popovers, and as a browser without anchor positioning would. */
const PLACEMENTS = [
  { how: 'with anchor positioning', apply: async () => {} },
  { how: 'without anchor positioning', apply: withoutAnchorPositioning },
]

const VIEWPORTS = [
  // 400 % zoom of a 1280 × 1024 window, and 200 %.
  { width: 320, height: 256 },
  { width: 360, height: 640 },
  { width: 640, height: 512 },
  { width: 1440, height: 900 },
]

for (const viewport of VIEWPORTS) {
  for (const { how, apply } of PLACEMENTS) {
    test(`${viewport.width}×${viewport.height}: ${how} the country list and the contact panel open inside the window, clear of their buttons`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto(siteUrl('ao', 'pt', '/'))
      await apply(page)
      const country = page.getByRole('button', { name: `${ui.chooseCountry}: Angola` })
      await country.click()
      await expectUsable(page, country)
      await page.keyboard.press('Escape')
      const contact = page.getByRole('button', { name: ui.widget, exact: true })
      await contact.click()
      await expectUsable(page, contact)
    })
  }
}

const fibreBarToggle = (page: Page) =>
  page.getByRole('navigation', { name: 'Menu da secção' }).getByRole('button', { name: 'Submenu de Wi-Fi' })

const MENU_BARS = [
  {
    what: 'a header menu section',
    viewport: { width: 1280, height: 800 },
    path: '/',
    toggle: (page: Page) => page.getByRole('banner').getByRole('button', { name: /Satélite/ }),
  },
  {
    what: 'the fibre section bar’s Wi-Fi panel',
    viewport: { width: 360, height: 640 },
    path: '/zap-fibra/pacotes-tv-net',
    toggle: fibreBarToggle,
  },
  {
    what: 'the fibre section bar’s Wi-Fi panel',
    viewport: { width: 320, height: 256 },
    path: '/zap-fibra/pacotes-tv-net',
    toggle: fibreBarToggle,
  },
]

for (const { what, viewport, path, toggle } of MENU_BARS) {
  for (const { how, apply } of PLACEMENTS) {
    test(`${viewport.width}×${viewport.height}: ${how} ${what} opens inside the window, clear of its button`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto(siteUrl('ao', 'pt', path))
      await apply(page)
      await toggle(page).click()
      await expectUsable(page, toggle(page))
    })
  }
}
