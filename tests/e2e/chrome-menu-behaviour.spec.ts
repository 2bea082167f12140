import type { Locator } from '@playwright/test'
import { expectSection, mainNav, menuFor, sectionPanel, sectionToggle, topNav, UI } from './support/chrome'
import { expect, hydrated, ORIGIN, test } from './support/fixtures'

/**
 * How the header menus behave (components/chrome/MainNav.tsx, MobileMenu.tsx): the desktop disclosure
 * menu, the phone off-canvas dialog and keyboard-only use. What each country shows is chrome-menu.spec.ts.
 *
 * Each browser test opens the page once and goes through the behaviours one step after the other
 * (each step leaves the menus closed, or says what it leaves open), instead of opening it once per
 * behaviour: a page load costs seconds of CPU, a step only its clicks.
 */

const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 320, height: 720 }

test.describe('desktop main menu: skip link and disclosure behaviour', () => {
  test.use({ viewport: DESKTOP })
  const ui = UI.pt

  test('skip link; a button opens its section, another closes it, Escape and outside clicks close it, inside clicks do not', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.goto('/')
    await test.step('the skip link is the first stop, shows when focused and moves focus to the content', async () => {
      await page.keyboard.press('Tab')
      const skip = page.getByRole('link', { name: ui.skip })
      await expect(skip).toBeFocused()
      await expect(skip).toBeInViewport()
      await page.keyboard.press('Enter')
      await expect(page.locator('main#main')).toBeFocused()
      expect(new URL(page.url()).hash).toBe('#main')
    })
    await test.step('a button opens its section; opening another closes the first; clicking again closes', async () => {
      const nav = mainNav(page, 'pt')
      const satellite = nav.getByRole('button', { name: ui.submenu('Satélite') })
      const tv = nav.getByRole('button', { name: ui.submenu('TV') })
      // A click before React has hydrated the button is lost on a busy machine.
      await hydrated(satellite)
      await satellite.click()
      await expectSection(satellite, true)
      await expect(nav.getByRole('link', { name: 'Pacotes de canais' })).toBeVisible()
      await tv.click()
      await expectSection(tv, true)
      await expectSection(satellite, false)
      await expect(nav.getByRole('link', { name: 'Pacotes de canais' })).toBeHidden()
      await expect(nav.getByRole('link', { name: 'Guia TV' })).toBeVisible()
      await tv.click()
      await expectSection(tv, false)
      await expect(nav.getByRole('link', { name: 'Guia TV' })).toBeHidden()
    })
    await test.step('Escape closes the open section and returns focus to its button', async () => {
      const nav = mainNav(page, 'pt')
      const toggle = nav.getByRole('button', { name: ui.submenu('A ZAP') })
      await toggle.focus()
      await page.keyboard.press('Enter')
      await expectSection(toggle, true)
      // Into the sub-items, then Escape from there.
      await page.keyboard.press('Tab')
      await expect(nav.getByRole('link', { name: 'Quem somos' })).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(nav.getByRole('link', { name: 'Marcos ZAP' })).toBeFocused()
      await page.keyboard.press('Escape')
      await expectSection(toggle, false)
      await expect(nav.getByRole('link', { name: 'Quem somos' })).toBeHidden()
      await expect(toggle).toBeFocused()
      // Escape on the button itself, too.
      await page.keyboard.press('Space')
      await expectSection(toggle, true)
      await page.keyboard.press('Escape')
      await expectSection(toggle, false)
      await expect(toggle).toBeFocused()
    })
    await test.step('a click outside the menu closes the open section', async () => {
      const nav = mainNav(page, 'pt')
      const toggle = nav.getByRole('button', { name: ui.submenu('Apoio ao cliente') })
      await toggle.click()
      await expectSection(toggle, true)
      await expect(nav.getByRole('link', { name: 'Encontrar lojas' })).toBeVisible()
      await page.getByRole('contentinfo').getByText(ui.rights).click()
      await expectSection(toggle, false)
      await expect(nav.getByRole('link', { name: 'Encontrar lojas' })).toBeHidden()
    })
    await test.step('a click inside the open section does not close it', async () => {
      const nav = mainNav(page, 'pt')
      const toggle = nav.getByRole('button', { name: ui.submenu('Satélite') })
      await toggle.click()
      const panel = await sectionPanel(toggle)
      await expect(panel).toBeVisible()
      await panel.click({ position: { x: 2, y: 2 } })
      await expectSection(toggle, true)
    })
  })
})

test.describe('phone off-canvas menu (320 px)', () => {
  test.use({ viewport: PHONE })
  const ui = UI.pt

  test('focus trap, Escape, ×, backdrop, a section inside, the page behind hidden from assistive technology, a sub-item followed', async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.goto('/')
    await test.step('focus is trapped inside; Escape closes it and focus returns to ☰', async () => {
      const button = page.getByRole('button', { name: ui.openMenu })
      // A key pressed before React has hydrated the button is lost on a busy machine.
      await hydrated(button)
      await button.focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: ui.mainMenu })
      await expect(dialog).toBeVisible()
      const inside = () => dialog.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== el)

      await expect.poll(inside, 'focus moves into the drawer').toBe(true)
      const seen = new Set<string>()
      // More presses than the drawer has focusable elements: focus must wrap around, never leave.
      for (let i = 0; i < 20; i++) {
        await page.keyboard.press('Tab')
        expect(await inside(), `after Tab #${i + 1}`).toBe(true)
        seen.add(
          await page.evaluate(() => {
            const el = document.activeElement as HTMLElement
            return `${el.tagName}:${el.getAttribute('aria-label') ?? el.textContent}`
          }),
        )
      }
      for (let i = 0; i < 20; i++) {
        await page.keyboard.press('Shift+Tab')
        expect(await inside(), `after Shift+Tab #${i + 1}`).toBe(true)
      }
      // Every stop of the drawer is reached: its close button, the Angola sections and their toggles
      // (each the <summary> of a native disclosure).
      const expected = [
        `BUTTON:${ui.closeMenu}`,
        ...menuFor('ao').flatMap((s) => [
          `A:${s.label.pt}`,
          ...(s.items.length ? [`SUMMARY:${ui.submenu(s.label.pt)}`] : []),
        ]),
      ]
      expect([...seen].sort(), 'distinct elements reached by Tab').toEqual(expected.sort())

      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(button).toBeFocused()
    })
    await test.step('the × button closes it and focus returns to ☰', async () => {
      const button = page.getByRole('button', { name: ui.openMenu })
      await button.click()
      const dialog = page.getByRole('dialog', { name: ui.mainMenu })
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: ui.closeMenu }).click()
      await expect(dialog).toBeHidden()
      await expect(button).toBeFocused()
    })
    await test.step('a click on the dimmed page beside the drawer closes it, and focus returns to ☰', async () => {
      const button = page.getByRole('button', { name: ui.openMenu })
      await button.click()
      const dialog = page.getByRole('dialog', { name: ui.mainMenu })
      await expect(dialog).toBeVisible()
      // A click inside the drawer (on its title) leaves it open; beside it (the backdrop) closes it.
      await dialog.getByRole('heading', { name: ui.mainMenu }).click()
      await expect(dialog).toBeVisible()
      const box = await dialog.boundingBox()
      await page.mouse.click(box!.x + box!.width + 20, PHONE.height / 2)
      await expect(dialog).toBeHidden()
      await expect(button).toBeFocused()
    })
    await test.step('Escape with a section open inside the drawer closes the drawer and focus returns to ☰', async () => {
      const button = page.getByRole('button', { name: ui.openMenu })
      await button.click()
      const dialog = page.getByRole('dialog', { name: ui.mainMenu })
      await expect(dialog).toBeVisible()
      const toggle = sectionToggle(dialog, ui.submenu('TV'))
      await toggle.click()
      await expect(dialog.getByRole('link', { name: 'Guia TV' })).toBeVisible()
      await dialog.getByRole('link', { name: 'Guia TV' }).focus()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(button).toBeFocused()
    })
    await test.step('the page behind the open drawer is hidden from assistive technology, also once the carousel runs', async () => {
      // Let the carousels' script run first (it marks each carousel data-ready once hydrated, and its
      // buttons then show inside <main>), then back to the top where the ☰ button is.
      await page.getByRole('tabpanel').scrollIntoViewIfNeeded()
      await expect(page.locator('main [data-carousel][data-ready]').first(), 'the carousel has started').toBeAttached()
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.getByRole('button', { name: ui.openMenu }).click()
      const dialog = page.getByRole('dialog', { name: ui.mainMenu })
      await expect(dialog).toBeVisible()
      // What a screen reader gets: Chromium's accessibility tree, in which a modal <dialog> leaves
      // nothing of the page behind it (no main landmark, no footer), only the dialog.
      const cdp = await page.context().newCDPSession(page)
      const { nodes } = await cdp.send('Accessibility.getFullAXTree')
      const exposed = (role: string) => nodes.filter((node) => !node.ignored && node.role?.value === role).length
      expect(exposed('main'), '<main> exposed to screen readers behind the open drawer').toBe(0)
      expect(exposed('contentinfo'), 'footer exposed behind the open drawer').toBe(0)
      expect(exposed('dialog'), 'the drawer itself is exposed').toBe(1)
      // Closed again for the next step.
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
    })
    await test.step('a sub-item can be opened and followed inside the drawer (last: it leaves the page)', async () => {
      await page.getByRole('button', { name: ui.openMenu }).click()
      const dialog = page.getByRole('dialog', { name: ui.mainMenu })
      await expect(dialog).toBeVisible()
      const toggle = sectionToggle(dialog, ui.submenu('Satélite'))
      await toggle.click()
      await expectSection(toggle, true)
      await dialog.getByRole('link', { name: 'Pacotes de canais' }).click()
      await expect(page).toHaveURL(`${ORIGIN.ao}/zap-satelite/pacotes-de-canais`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pacotes de canais')
      await expect(page.getByRole('dialog')).toHaveCount(0)
    })
  })
})

test.describe('keyboard only (desktop)', () => {
  test.use({ viewport: DESKTOP })
  const ui = UI.pt

  test('Tab from the skip link through the top bar and the menu, then Enter opens and follows a sub-item', async ({
    page,
  }) => {
    await page.goto('/')
    const top = topNav(page, 'pt')
    const nav = mainNav(page, 'pt')
    const stops: [string, Locator][] = [
      ['skip link', page.getByRole('link', { name: ui.skip })],
      ['Particulares', top.getByRole('link', { name: ui.particulares })],
      ['Empresas', top.getByRole('link', { name: /^Empresas/ })],
      ['A ZAP (top bar)', top.getByRole('link', { name: ui.aZap })],
      ['country button', page.getByRole('button', { name: `${ui.chooseCountry}: Angola` })],
      ['language link', page.getByRole('link', { name: ui.languageLink, exact: true })],
      ['logo', page.getByRole('link', { name: ui.home })],
      ['Satélite', nav.getByRole('link', { name: 'Satélite', exact: true })],
      ['Satélite toggle', nav.getByRole('button', { name: ui.submenu('Satélite') })],
      ['Fibra', nav.getByRole('link', { name: 'Fibra', exact: true })],
    ]
    // Enter on the toggle (below) is lost if it comes before React has hydrated it.
    await hydrated(nav.getByRole('button', { name: ui.submenu('Satélite') }))
    for (const [name, locator] of stops) {
      await page.keyboard.press('Tab')
      await expect(locator, `Tab stop: ${name}`).toBeFocused()
    }
    // Back to the Satélite toggle, open it with Enter; its first sub-item is the next stop.
    await page.keyboard.press('Shift+Tab')
    const toggle = nav.getByRole('button', { name: ui.submenu('Satélite') })
    await expect(toggle).toBeFocused()
    await page.keyboard.press('Enter')
    await expectSection(toggle, true)
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'Pacotes de canais' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link', { name: 'ZAP Facilita' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await Promise.all([page.waitForURL(`${ORIGIN.ao}/zap-satelite/pacotes-de-canais`), page.keyboard.press('Enter')])
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pacotes de canais')
  })
})
