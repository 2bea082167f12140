import type { Page } from '@playwright/test'
import { type Country, expect, type Locale, siteUrl, test } from './support/fixtures'
import { UI } from './support/chrome'

/**
 * On a first visit nothing floating covers a control of the page: neither the contact button nor the
 * country question. On phones, tablets and short windows (a page zoomed to 200 or 400 %) the contact
 * button sits in the header's bar beside the menu button; only on wide, tall windows does it float at
 * the bottom-right corner, where the content's margins leave room. The country question is a band at
 * the top of the content, in the page's flow, kept from the first paint. Checked on the pages whose
 * buttons were covered ("Carregar" and "19 canais em destaque" on the satellite packages, "Aderir" on
 * the fibre ones), the home page, and the news list, where the app promotion follows the question, at each size, with the page at rest at its top (the question
 * showing) and scrolled to its end: a pointer at the middle of every link, button and field in the
 * window reaches it, not something fixed drawn over it (the header's bar, which scrolled content
 * passes under by design, excepted).
 */
test.use({ popups: 'shown' })

const SIZES = [
  { width: 320, height: 640, floats: false },
  { width: 360, height: 640, floats: false },
  { width: 640, height: 512, floats: false },
  { width: 768, height: 1024, floats: false },
  { width: 1440, height: 900, floats: true },
  { width: 1920, height: 1080, floats: true },
] as const
/** `app`: the corporate frame's app promotion (its title), which takes its turn once the country is chosen. */
const PAGES: { country: Country; locale: Locale; path: string; question: RegExp; app?: string }[] = [
  { country: 'ao', locale: 'pt', path: '/zap-satelite/pacotes-de-canais', question: /^Está em Angola\?$/ },
  { country: 'ao', locale: 'pt', path: '/zap-fibra/pacotes-tv-net', question: /^Está em Angola\?$/ },
  { country: 'mz', locale: 'en', path: '/', question: /^Are you in (Mozambique|Moçambique)\?$/ },
  {
    country: 'ao',
    locale: 'pt',
    path: '/a-zap/noticias',
    question: /^Está em Angola\?$/,
    app: 'Descarregue a app ZAP',
  },
]

/** The controls in the window that a pointer at their middle would not reach, with what covers them. */
const coveredControls = (page: Page) =>
  page.evaluate(() => {
    const covered: string[] = []
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary',
    )
    for (const control of controls) {
      const box = control.getBoundingClientRect()
      const x = box.left + box.width / 2
      const y = box.top + box.height / 2
      if (box.width === 0 || box.height === 0 || x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue
      const hit = document.elementFromPoint(x, y)
      if (!hit || hit === control || control.contains(hit)) continue
      // What is drawn over it: the nearest fixed element around the hit, if any (clipping by a
      // scrolling row is no covering).
      let fixed: Element | null = hit
      while (fixed && getComputedStyle(fixed).position !== 'fixed') fixed = fixed.parentElement
      if (!fixed || fixed.tagName === 'HEADER' || fixed.contains(control)) continue
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)
      const by = fixed.querySelector('[data-contact-toggle]')
        ? 'the contact button'
        : `${fixed.tagName.toLowerCase()}${fixed.getAttribute('role') ? ` role=${fixed.getAttribute('role')}` : ''}`
      covered.push(`${control.tagName.toLowerCase()} "${name}" under ${by}`)
    }
    return covered
  })

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    for (const { country, locale, path, question, app } of PAGES) {
      const url = siteUrl(country, locale, path)
      test(`${url}: first visit, the contact button ${size.floats ? 'floats' : 'in the header'}, the country question above the content: no control covered, at the top or at the end`, async ({
        page,
      }) => {
        await page.goto(url)
        await expect(page.getByRole('dialog', { name: question })).toBeVisible()
        const toggle = page.getByRole('button', { name: UI[locale].widget, exact: true })
        await expect(toggle).toBeVisible()
        expect(await coveredControls(page), 'covered controls, page at rest').toEqual([])
        await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
        expect(await coveredControls(page), 'covered controls, page at its end').toEqual([])
        if (app) {
          // The app promotion comes next, in the question's place: it covers nothing either.
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
          await page.getByRole('dialog', { name: question }).locator('[data-country-stay]').first().click()
          await expect(page.getByRole('dialog', { name: app })).toBeVisible()
          expect(await coveredControls(page), 'covered controls, app promotion showing, page at rest').toEqual([])
          await page.evaluate(() =>
            window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
          )
          expect(await coveredControls(page), 'covered controls, app promotion showing, page at its end').toEqual([])
        }
        const position = await toggle.evaluate((element) => getComputedStyle(element.parentElement!).position)
        if (size.floats) expect(position, 'the contact button floats at the corner').toBe('fixed')
        else expect(position, 'the contact button stays in the header bar').not.toBe('fixed')
      })
    }
  })
}
