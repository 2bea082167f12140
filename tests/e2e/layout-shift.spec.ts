import type { Page } from '@playwright/test'
import { chooseConsent, type Country, expect, siteUrl, test } from './support/fixtures'
import { gotoBeforeHydration } from './support/before-hydration'

/**
 * A first visit must not shift the layout: the first-visit prompts (the country question and the app
 * popup; a cookie consent banner too, in the server's HTML, if the site ever uses an optional cookie
 * category) and the floating contact button, which sits above whichever prompt shares its column, are
 * where they belong from the first paint. A button that first paints at the bottom and then jumps
 * above a prompt once scripts have measured it is exactly what Lighthouse reports as cumulative layout
 * shift.
 *
 * Chromium's own `layout-shift` entries are read (buffered, from the document's start), leaving out
 * those that follow a click or key press as the metric does, once the page has hydrated and the
 * prompts had time to appear. Checked on a phone and a large desktop, in both countries, on the home
 * page and the TV guide, in a fresh context (no consent cookie, no stored country, no closed popup).
 */

const SIZES = [
  { width: 360, height: 640 },
  { width: 1920, height: 1080 },
] as const
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'TV guide', path: '/tv/guia-tv' },
] as const

/** Below this the shift is invisible; Lighthouse rates up to 0.1 as good, but nothing here should move. */
const MAX_SHIFT = 0.01

type Shift = { value: number; at: number; sources: string[]; promptOrButton: boolean }

/**
 * Records every layout shift from the document's start. Each moved element is described (tag,
 * classes, what it is) while it is still in the document, since a prompt may be gone by the time
 * the test reads the list.
 */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Shift[] = []
    ;(window as unknown as { layoutShifts: Shift[] }).layoutShifts = shifts
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }
    type LayoutShift = PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Source[] }
    /** The contact button's box, or a prompt (a dialog, or the banner's labelled region outside <main>). */
    const kindOf = (element: Element): string | null => {
      if (element.closest('[data-contact-toggle]') || element.querySelector(':scope > [data-contact-toggle]'))
        return 'contact button'
      const prompt = element.closest('[role="dialog"], section[aria-labelledby]')
      return prompt && !prompt.closest('main') ? 'prompt' : null
    }
    const describe = (node: Node | null | undefined) => {
      if (!node) return { text: '(gone)', kind: null }
      const element = node instanceof Element ? node : node.parentElement
      if (!element) return { text: node.nodeName, kind: null }
      const classes = [...element.classList].join('.')
      const kind = kindOf(element)
      return {
        text: `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}>${kind ? ` (${kind})` : ''}`,
        kind,
      }
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShift[]) {
        if (entry.hadRecentInput) continue
        const rect = ({ x, y, width, height }: DOMRectReadOnly) => `${x},${y} ${width}x${height}`
        const sources = entry.sources.map((source) => {
          const described = describe(source.node)
          // Where it was and where it went, so a failure says what moved how.
          const text = `${described.text} ${rect(source.previousRect)} -> ${rect(source.currentRect)}`
          return { text, kind: described.kind }
        })
        shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: sources.map((source) => source.text),
          promptOrButton: sources.some((source) => source.kind !== null),
        })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/** React has hydrated, the prompts' mount effects ran, and whatever they move had time to settle. */
async function settled(page: Page) {
  await page.waitForFunction(() => {
    const main = document.getElementById('main')
    return main !== null && Object.keys(main).some((key) => key.startsWith('__reactFiber'))
  })
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1_500)
}

/** Fails on any shift of the contact button or a prompt, or a total from 0.01 up; prints the total. */
async function expectNoShift(page: Page, what: string) {
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: Shift[] }).layoutShifts)
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0)
  const report = shifts.map((shift) => `${shift.value.toFixed(4)} at ${shift.at} ms: ${shift.sources.join(', ')}`)
  // Printed so a run gives the figure, not only pass or fail.
  console.log(`CLS ${what}: ${total.toFixed(4)}`)
  expect(
    shifts.filter((shift) => shift.promptOrButton).map((shift) => report[shifts.indexOf(shift)]),
    'shifts that move the contact button or a prompt',
  ).toEqual([])
  expect(total, `cumulative layout shift; every shift:\n${report.join('\n')}`).toBeLessThan(MAX_SHIFT)
}

for (const size of SIZES) {
  for (const country of ['ao', 'mz'] as Country[]) {
    for (const where of PAGES) {
      test(`${size.width}x${size.height} ${country} ${where.name}: a first visit shifts nothing (contact button and first-visit prompts in place from the first paint)`, async ({
        browser,
        consoleGuard,
      }) => {
        const phone = size.width < 768
        const context = await browser.newContext({ viewport: size, isMobile: phone, hasTouch: phone, locale: 'pt-PT' })
        consoleGuard.watch(context)
        const page = await context.newPage()
        await recordShifts(page)
        const response = await page.goto(siteUrl(country, 'pt', where.path))
        expect(response?.status(), 'the page responds').toBe(200)
        await settled(page)
        // A first visit: the contact button and the first prompt (the country question, as no consent is
        // asked) are both showing while the shifts are read.
        await expect(page.getByRole('dialog', { name: /^Está em (Angola|Moçambique)\?$/ })).toBeVisible()
        await expect(page.getByRole('button', { name: 'Contacte-nos', exact: true })).toBeVisible()

        await expectNoShift(page, `${size.width}x${size.height} ${country} ${where.name}`)
        await context.close()
      })
    }
  }
}

/**
 * The popups appear after the first paint, from scripts. The one that can appear with no click or key
 * press before it is the app popup, for a visitor who made their choices in the other prompts on an earlier visit:
 * its phone sheet must not push the contact button up then (that would be a layout shift the metric
 * counts), it keeps the button's corner free instead.
 */
for (const country of ['ao', 'mz'] as Country[]) {
  test(`360x640 ${country} corporate page: the app popup appears without moving the contact button`, async ({
    browser,
    consoleGuard,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 640 },
      isMobile: true,
      hasTouch: true,
      locale: 'pt-PT',
    })
    consoleGuard.watch(context)
    // Consent chosen (where there is a banner) and country chosen before; the app popup not closed in this visit.
    await chooseConsent(context)
    await context.addInitScript((code) => {
      try {
        localStorage.setItem(
          'selectedCountry',
          JSON.stringify(code === 'mz' ? { name: 'Moçambique', code: 'mz' } : { name: 'Angola', code: 'ao' }),
        )
      } catch {
        // about:blank, where every new page starts, has no storage.
      }
    }, country)
    const page = await context.newPage()
    await recordShifts(page)
    await page.goto(siteUrl(country, 'pt', '/a-zap'))
    await settled(page)
    await expect(page.getByRole('dialog', { name: 'Descarregue a app ZAP' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Contacte-nos', exact: true })).toBeVisible()
    await expectNoShift(page, `360x640 ${country} corporate page, app popup`)
    await context.close()
  })
}

/**
 * A slow phone or a busy machine paints the header while its HTML is still arriving: what is already
 * there must not move when the rest comes in. Checked without depending on when the browser happens to
 * paint: the header as the HTML parser leaves it part-way (the menu's later sections and everything
 * after the menu not arrived yet) must place the logo and the menu's first sections where the whole
 * header does. A menu bar that spread its items over the width first painted its half at the right end.
 */
test('1920x1080: the header half-arrived places the logo and the first menu sections where the whole one does', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1920, height: 1080 })
  await page.goto(siteUrl('ao', 'pt', '/'))
  const placesOf = () =>
    page.evaluate(() => {
      // The header's menu bar: the nav whose sections open popovers (the top bar's has none, the phone
      // menu's are disclosures inside its dialog).
      const bar = document.querySelector('header nav:has(button[popovertarget])')?.parentElement
      const logo = bar?.querySelector(':scope > a')
      const nav = bar?.querySelector(':scope > nav')
      const first = nav?.querySelectorAll(':scope > ul > li')
      if (!logo || !nav || !first || first.length < 2) throw new Error('no logo, menu bar or sections in the header')
      const x = (element: Element) => Math.round(element.getBoundingClientRect().x)
      return { logo: x(logo), menu: x(nav), sections: [...first].slice(0, 2).map(x) }
    })
  const whole = await placesOf()
  await page.evaluate(() => {
    const nav = document.querySelector('header nav:has(button[popovertarget])')!
    // What the parser has not reached yet: the sections after the second, and whatever follows the menu.
    for (const later of [...nav.querySelectorAll(':scope > ul > li')].slice(2)) later.remove()
    while (nav.nextElementSibling) nav.nextElementSibling.remove()
  })
  expect(await placesOf(), 'logo, menu and its first two sections part-way through the header').toEqual(whole)
})

/**
 * The hero's previous/next buttons work only once its script runs, so they show only then; the dots
 * (links to each slide) work from the start. The buttons' room is kept from the first paint, so the dots
 * (and the pill around them on wider screens) stay where they are when the buttons show: before, the
 * buttons were added next to the dots at hydration and the dots jumped sideways (a layout shift Chromium
 * counted on every first visit, 0.0001 at 360 px, 0.0006 at 1280 px).
 */
for (const size of [
  { width: 360, height: 640 },
  { width: 1280, height: 800 },
]) {
  test(`${size.width}x${size.height} home: the hero's dots stay put when its previous and next buttons become usable`, async ({
    browser,
    consoleGuard,
  }) => {
    const phone = size.width < 768
    const dotsAndButtons = async (page: Page) => {
      const hero = page.getByRole('region', { name: 'Destaques' })
      const dots = hero.getByRole('link', { name: /^Destaque \d+ de \d+$/ })
      await expect(dots.first()).toBeVisible()
      const boxes = []
      for (const dot of await dots.all()) boxes.push(await dot.boundingBox())
      return {
        dots: boxes,
        buttons: await hero.getByRole('button', { name: /^Destaque (anterior|seguinte)$/ }).count(),
      }
    }
    const open = async (hydrate: boolean) => {
      const context = await browser.newContext({ viewport: size, isMobile: phone, hasTouch: phone, locale: 'pt-PT' })
      consoleGuard.watch(context)
      const page = await context.newPage()
      if (hydrate) {
        await page.goto(siteUrl('ao', 'pt', '/'))
        // The buttons come with the hero's own script, which may hydrate after the rest of the page.
        await expect(page.getByRole('button', { name: 'Destaque seguinte' })).toBeVisible()
      } else {
        await gotoBeforeHydration(page, siteUrl('ao', 'pt', '/'))
        // The stylesheets that load without blocking have arrived, as they have on a hydrated page.
        await page.waitForFunction(() =>
          [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
        )
      }
      const seen = await dotsAndButtons(page)
      await context.close()
      return seen
    }
    const before = await open(false)
    const after = await open(true)
    expect(before.buttons, 'no previous/next button offered before the script can run it').toBe(0)
    expect(after.buttons, 'previous and next once hydrated').toBe(2)
    expect(after.dots, 'the dots where they were before the buttons showed').toEqual(before.dots)
  })
}

/**
 * The same for the groups of controls at the right end of the header's bars: a control painted before
 * the ones after it have arrived would be pushed left by them. Part-way (the later controls not arrived
 * yet), the earlier one is either where it is on the whole page or not drawn at all. The top bar: the
 * country button, then the language link. The phone's main bar: the contact button, then the menu's.
 */
const RIGHT_ENDS = [
  { bar: 'top bar', control: /^Escolher país:/, later: 'header a[data-locale-switch]', widths: [412, 1920] },
  { bar: 'main bar', control: /^Contacte-nos$/, later: 'header [class*="mobileOnly"]', widths: [360, 412] },
] as const

for (const { bar, control, later, widths } of RIGHT_ENDS) {
  for (const width of widths) {
    test(`${width} px: the ${bar} half-arrived draws its first control at the right end where the whole one does, or not yet`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await gotoBeforeHydration(page, siteUrl('ao', 'pt', '/tv/guia-tv'))
      const first = page.getByRole('button', { name: control })
      await expect(first).toBeVisible()
      const whole = (await first.boundingBox())?.x
      // Held on to: once it is not drawn, a role query no longer finds it.
      const element = await first.elementHandle()
      if (!element) throw new Error(`no ${bar} control`)
      await page.evaluate((selector) => {
        // What the parser has not reached yet: the controls after it.
        const rest = document.querySelector(selector)
        if (!rest) throw new Error(`nothing matches ${selector}`)
        rest.remove()
      }, later)
      const drawn = await element.evaluate((button) => button.checkVisibility({ visibilityProperty: true }))
      const partWay = (await element.boundingBox())?.x
      expect(drawn ? partWay : whole, 'part-way: in place, or not drawn').toBe(whole)
    })
  }
}

/**
 * The same inside the page's content: a slow network can deliver the HTML in the middle of a block, and a row of
 * centred items painted with half of its items would move when the rest arrive. Part-way (the parser inside the
 * services' row on Angola's home at 1280 px: its later items, the blocks after it and the footer not there yet), its
 * first item is either where it is on the whole page or not drawn at all. The first block, which holds the first
 * screen, is drawn while it arrives, and every block of the whole page is drawn.
 */
test('1280 px: a block half-arrived draws its first item where the whole page does, or not yet; the first block is drawn', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await gotoBeforeHydration(page, siteUrl('ao', 'pt', '/'))
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
  )
  const blocks = page.locator('#main > :is(section, nav, article, div):not([class*="band"])')
  await expect(blocks.last(), 'the whole page draws its last block').toBeVisible()
  const first = page.locator('#main a[data-icon-name]').first()
  await expect(first).toBeVisible()
  const whole = (await first.boundingBox())?.x
  const element = await first.elementHandle()
  if (!element) throw new Error('no service icon')
  await element.evaluate((link) => {
    // What the parser has not reached yet: the row's later items, the blocks after it and all after <main>.
    const block = link.closest('#main > *')
    const main = document.getElementById('main')
    if (!block || !main) throw new Error('no block in <main>')
    while (block.nextElementSibling) block.nextElementSibling.remove()
    while (main.nextElementSibling) main.nextElementSibling.remove()
    const items = [...block.querySelectorAll('li')]
    for (const item of items.slice(Math.ceil(items.length / 2))) item.remove()
  })
  const drawn = await element.evaluate((link) => link.checkVisibility({ visibilityProperty: true }))
  const partWay = (await element.boundingBox())?.x
  expect(drawn ? partWay : whole, 'part-way: in place, or not drawn').toBe(whole)

  // Part-way through the first block (the hero), nothing after it yet: it is drawn as it arrives.
  await page.evaluate(() => {
    const main = document.getElementById('main')
    const hero = main?.querySelector(':scope > section')
    if (!main || !hero) throw new Error('no first block')
    while (hero.nextElementSibling) hero.nextElementSibling.remove()
  })
  await expect(page.locator('#main > section').first(), 'the first block, arriving').toBeVisible()
})
