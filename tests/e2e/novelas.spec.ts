import type { Page } from '@playwright/test'
import { guideDays } from '@/blocks/tv-guide/guide-days'
import { seriousViolations } from './support/axe'
import { UI } from './support/chrome'
import { type Country, expect, HOST, type Locale, NOT_FOUND, siteUrl, test } from './support/fixtures'
import { isNovelaHref, NOVELA_LINK, NOVELAS } from './support/novelas-routes'
import { rawGet } from './support/raw-http'
import { publicPath } from './support/route-walk'
import { hrefsOf, serverPage, textOf } from './support/server-dom'

/**
 * ZAP Novelas: the frame's off-canvas menu, the "who we are" anchor below the 44 px
 * bar, a novela's own page, 404s for ids that name nothing, and the week's programming (the
 * channel's programmes, the TV guide's) as a table on wide screens and a per-day list on phones.
 */

const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 320, height: 720 }
const MENU = {
  pt: {
    title: 'ZAP Novelas',
    links: ['Início', 'Quem somos', 'Novelas', 'Programação'],
    whoWeAre: 'Quem somos',
    today: 'Hoje',
    days: ['Segunda', 'Terça', 'Quarta', 'Quinta', 'Sexta', 'Sábado', 'Domingo'],
  },
  en: {
    title: 'ZAP Novelas',
    links: ['Home', 'Who we are', 'Novelas', 'Programming'],
    whoWeAre: 'Who we are',
    today: 'Today',
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  },
} as const
const TIME_ZONE: Record<Country, string> = { ao: 'Africa/Luanda', mz: 'Africa/Maputo' }
const weekdayNow = (country: Country) =>
  ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(
    new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: TIME_ZONE[country] }).format(new Date()),
  ) + 1

/** A programme's novela: its title without the markers the page writes around it (Portuguese). */
const novelaTitle = (text: string) =>
  text
    .replace(/^Maratona: /, '')
    .replace(/ \(repetição\)$/, '')
    .replace(/, episódio \d+$/, '')

const menuHrefs = (locale: Locale) =>
  [NOVELAS, `${NOVELAS}#who-we-are`, `${NOVELAS}/novels`, `${NOVELAS}/programming`].map((p) => publicPath(locale, p))
const menuButton = (page: Page, locale: Locale) =>
  page.getByRole('banner').getByRole('button', { name: UI[locale].openMenu })

/** The links to novela pages on the novela list, as the server sends it. */
async function novelaLinks(country: Country, locale: Locale): Promise<string[]> {
  const page = await serverPage(country, locale, `${NOVELAS}/novels`)
  return hrefsOf(page.document.querySelectorAll(NOVELA_LINK)).filter(isNovelaHref) as string[]
}

test.describe('the novelas frame menu', () => {
  test.use({ viewport: DESKTOP })

  // The keyboard, the dialog and the focus are the same code in both languages: in the browser in
  // Portuguese; the words and links of both languages are read from the server's HTML below.
  test('pt: opens by keyboard with four links; Escape closes it and returns focus', async ({ page }) => {
    const locale = 'pt'
    await page.goto(siteUrl('ao', locale, `${NOVELAS}/programming`))
    await expect(page.locator('[data-frame="novelas"]')).toHaveCount(1)
    const button = menuButton(page, locale)
    // Keyboard only: Tab from the top of the page reaches the menu button after the skip link.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(button).toBeFocused()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: MENU[locale].title })
    await expect(dialog).toBeVisible()
    const links = dialog.getByRole('navigation').getByRole('link')
    await expect(links).toHaveText([...MENU[locale].links])
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual(menuHrefs(locale))
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
  })

  for (const locale of ['pt', 'en'] as const) {
    test(`${locale}: the menu button and the menu's four links (server HTML)`, async () => {
      const page = await serverPage('ao', locale, `${NOVELAS}/programming`)
      expect(page.document.querySelectorAll('[data-frame="novelas"]'), 'the novelas frame').toHaveLength(1)
      const banner = page.screen.getByRole('banner', { hidden: true })
      expect(page.within(banner).getAllByRole('button', { name: UI[locale].openMenu, hidden: true })).toHaveLength(1)
      // Closed, the <dialog> is display: none, and Testing Library then computes no name for it: its
      // name is read from the element its aria-labelledby points to.
      const dialogs = page.screen
        .getAllByRole('dialog', { hidden: true })
        .filter(
          (d) => textOf(page.document.getElementById(d.getAttribute('aria-labelledby') ?? '')) === MENU[locale].title,
        )
      expect(dialogs, `the "${MENU[locale].title}" dialog`).toHaveLength(1)
      const dialog = dialogs[0]!
      const links = page.within(page.within(dialog).getByRole('navigation', { hidden: true })).getAllByRole('link', {
        hidden: true,
      })
      expect(links.map(textOf), 'link texts').toEqual([...MENU[locale].links])
      expect(hrefsOf(links), 'link addresses').toEqual(menuHrefs(locale))
    })
  }

  for (const viewport of [DESKTOP, PHONE]) {
    test(`"who we are" scrolls its section into view below the 44 px bar (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await page.goto(siteUrl('ao', 'pt', NOVELAS))
      await menuButton(page, 'pt').click()
      await page.getByRole('dialog').getByRole('link', { name: MENU.pt.whoWeAre }).click()
      await expect(page.getByRole('dialog')).toBeHidden()
      await expect(page).toHaveURL(/\/tv\/zap-channels\/novelas#who-we-are$/)
      const section = page.locator('#who-we-are')
      await expect(section.getByRole('heading', { level: 2, name: MENU.pt.whoWeAre })).toBeInViewport()
      // The page scrolled, and the section starts below the fixed bar (not under it).
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
      await expect.poll(async () => (await section.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(44)
      const bar = await page.getByRole('banner').boundingBox()
      expect(bar?.height).toBe(44)
    })
  }
})

test.describe('a novela page', () => {
  test.use({ viewport: DESKTOP })

  test('a card on the home opens the novela: its title as <title> and h1, without the home hero', async ({ page }) => {
    await page.goto(siteUrl('ao', 'pt', NOVELAS))
    await expect(page.getByRole('heading', { level: 1, name: 'ZAP Novelas' })).toBeVisible()
    const list = page.getByRole('list', { name: 'As nossas novelas' })
    const card = list.getByRole('article').first()
    const name = (await card.getByRole('heading').textContent())?.trim() ?? ''
    expect(name.length).toBeGreaterThan(0)
    await card.getByRole('link', { name }).click()
    await expect(page).toHaveURL(new RegExp(`${NOVELAS}/\\d+$`))
    await expect(page).toHaveTitle(`${name} · ZAP Novelas`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText([name])
    await expect(page.getByRole('heading', { name: 'ZAP Novelas' })).toHaveCount(0)
    await expect(page.locator('#who-we-are')).toHaveCount(0)
    await expect(page.getByRole('list', { name: 'As nossas novelas' })).toHaveCount(0)
    // Its weekly slots, and the way back to the list.
    await expect(page.getByRole('region', { name: 'Ficha da novela' })).toContainText(/ às \d\d:\d\d/)
    await page.getByRole('link', { name: /Todas as novelas/ }).click()
    await expect(page).toHaveURL(new RegExp(`${NOVELAS}/novels$`))
  })

  // The not-found page itself opens in the browser in not-found.spec.ts; here, what the server sends.
  test('an unknown id, a non-numeric one and a novela of the other country are 404 (server HTML)', async () => {
    const [mzNovela] = await novelaLinks('mz', 'pt')
    const aoIds = (await novelaLinks('ao', 'pt')).map((href) => href.split('/').pop())
    const mzId = mzNovela?.split('/').pop() ?? ''
    expect(mzId).toMatch(/^\d+$/)
    expect(aoIds).not.toContain(mzId)
    for (const target of [`${NOVELAS}/999999`, `${NOVELAS}/abc`, `${NOVELAS}/${mzId}`, `/en${NOVELAS}/abc`]) {
      expect((await rawGet(target, { host: HOST.ao })).status, target).toBe(404)
    }
    const page = await serverPage('ao', 'pt', `${NOVELAS}/abc`)
    expect(page.status).toBe(404)
    expect(page.screen.getAllByRole('heading', { level: 1, hidden: true }).map(textOf), 'h1').toEqual([
      NOT_FOUND.pt.heading,
    ])
  })
})

test.describe('the weekly programming', () => {
  for (const [country, locale] of [
    ['ao', 'pt'],
    ['mz', 'en'],
  ] as const) {
    test(`${country} ${locale}: a table with today and the next six days as columns, today marked in words (desktop)${country === 'ao' ? '; phones (320 px): one list per day, no table and no sideways scroll' : ''}`, async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP)
      await page.goto(siteUrl(country, locale, `${NOVELAS}/programming`))
      const table = page.getByRole('table')
      await expect(table).toBeVisible()
      await expect(table.locator('caption')).toContainText(country === 'ao' ? 'Luanda' : 'Maputo')
      const days = table.locator('thead th[data-day]')
      await expect(days).toHaveCount(7)
      const week = guideDays(new Date(), country, locale)
      expect(await days.evaluateAll((ths) => ths.map((th) => th.getAttribute('data-day')))).toEqual(
        week.map((d) => d.key),
      )
      const today = weekdayNow(country)
      // The mark is set in the browser (pages are cached across days): the first column, today.
      const current = table.locator('thead th[aria-current="date"]')
      await expect(current).toHaveCount(1)
      await expect(current).toHaveAttribute('data-day', week[0]?.key ?? '')
      await expect(current).toContainText(MENU[locale].days[today - 1] ?? '')
      await expect(current).toContainText(MENU[locale].today)
      const names = await days.evaluateAll((ths) => ths.map((th) => th.querySelector('span')?.textContent))
      expect(names).toEqual(week.map((_, i) => MENU[locale].days[(today - 1 + i) % 7]))
      // Rows are times, earliest first; every link opens a novela.
      const times = await table.locator('tbody th[scope="row"]').allTextContents()
      expect(times.length).toBeGreaterThan(3)
      expect([...times].sort()).toEqual(times)
      const hrefs = await table.locator('tbody a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
      expect(hrefs.length).toBeGreaterThan(20)
      expect(hrefs.every(isNovelaHref)).toBe(true)
      await expect(page.locator('[data-view="days"]')).toBeHidden()
      if (country === 'ao') await phoneView(page)
    })
  }
})

/**
 * Phones (320 px): one list per day, no table and no sideways scroll. Checked on the desktop test's
 * load (Angola, Portuguese) after narrowing the window: the switch is CSS (both views are in the HTML).
 */
async function phoneView(page: Page) {
  await page.setViewportSize(PHONE)
  await expect(page.getByRole('table'), 'phone: no table').toBeHidden()
  const days = page.locator('[data-view="days"]')
  await expect(days).toBeVisible()
  await expect(days.getByRole('heading', { level: 2 })).toHaveCount(7)
  const today = MENU.pt.days[weekdayNow('ao') - 1] ?? ''
  await expect(days.getByRole('heading', { level: 2 }).first()).toContainText(today)
  await expect(days.locator('[aria-current="date"]')).toContainText(MENU.pt.today)
  const first = days.getByRole('list').first().getByRole('link').first()
  await expect(first).toBeVisible()
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0)
  // A tap opens the novela: its page's heading is the novela's title (the link says the episode too).
  const name = (await first.textContent())?.trim() ?? ''
  await first.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText([novelaTitle(name)])
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0)
}

test.describe('accessibility (axe, WCAG A/AA)', () => {
  // One load per page, scanned at both widths (the window narrowed after the desktop scan).
  test('the novelas pages and a novela page have no serious violations (1280 px and 320 px)', async ({ page }) => {
    test.setTimeout(120_000)
    const [novela] = await novelaLinks('ao', 'pt')
    expect(novela).toBeDefined()
    for (const path of [NOVELAS, `${NOVELAS}/novels`, `${NOVELAS}/programming`, novela as string]) {
      await page.setViewportSize(DESKTOP)
      await page.goto(siteUrl('ao', 'pt', path))
      expect(await seriousViolations(page), `${path} at ${DESKTOP.width} px`).toEqual([])
      await page.setViewportSize(PHONE)
      expect(await seriousViolations(page), `${path} at ${PHONE.width} px`).toEqual([])
    }
  })
})
