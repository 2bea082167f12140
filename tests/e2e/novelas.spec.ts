import type { Page } from '@playwright/test'
import { seriousViolations } from './support/axe'
import { UI } from './support/chrome'
import { type Country, expect, HOST, type Locale, NOT_FOUND, siteUrl, test } from './support/fixtures'
import { isNovelaHref, NOVELA_LINK, NOVELAS } from './support/novelas-routes'
import { rawGet } from './support/raw-http'
import { publicPath } from './support/route-walk'

/**
 * ZAP Novelas: the frame's off-canvas menu, the "who we are" anchor below the 44 px
 * bar, a novela's own page, 404s for ids that name nothing, and the weekly programming as a table
 * on wide screens and a per-day list on phones.
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

const menuButton = (page: Page, locale: Locale) =>
  page.getByRole('banner').getByRole('button', { name: UI[locale].openMenu })

async function novelaLinks(page: Page, country: Country, locale: Locale) {
  await page.goto(siteUrl(country, locale, `${NOVELAS}/novels`))
  return (await page.locator(NOVELA_LINK).evaluateAll((links) => links.map((a) => a.getAttribute('href')))).filter(
    isNovelaHref,
  ) as string[]
}

test.describe('the novelas frame menu', () => {
  test.use({ viewport: DESKTOP })

  for (const locale of ['pt', 'en'] as const) {
    test(`${locale}: opens by keyboard with four links; Escape closes it and returns focus`, async ({ page }) => {
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
      expect(hrefs).toEqual(
        [NOVELAS, `${NOVELAS}#who-we-are`, `${NOVELAS}/novels`, `${NOVELAS}/programming`].map((p) =>
          publicPath(locale, p),
        ),
      )
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(button).toBeFocused()
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

  test('an unknown id, a non-numeric one and a novela of the other country are 404', async ({ page }) => {
    const [mzNovela] = await novelaLinks(page, 'mz', 'pt')
    const aoIds = (await novelaLinks(page, 'ao', 'pt')).map((href) => href.split('/').pop())
    const mzId = mzNovela?.split('/').pop() ?? ''
    expect(mzId).toMatch(/^\d+$/)
    expect(aoIds).not.toContain(mzId)
    for (const target of [`${NOVELAS}/999999`, `${NOVELAS}/abc`, `${NOVELAS}/${mzId}`, `/en${NOVELAS}/abc`]) {
      expect((await rawGet(target, { host: HOST.ao })).status, target).toBe(404)
    }
    const response = await page.goto(siteUrl('ao', 'pt', `${NOVELAS}/abc`))
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND.pt.heading)
  })
})

test.describe('the weekly programming', () => {
  for (const [country, locale] of [
    ['ao', 'pt'],
    ['mz', 'en'],
  ] as const) {
    test(`${country} ${locale}: a table with the 7 days as columns and today marked in words (desktop)`, async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP)
      await page.goto(siteUrl(country, locale, `${NOVELAS}/programming`))
      const table = page.getByRole('table')
      await expect(table).toBeVisible()
      await expect(table.locator('caption')).toContainText(country === 'ao' ? 'Luanda' : 'Maputo')
      const days = table.locator('thead th[data-day]')
      await expect(days).toHaveCount(7)
      const today = weekdayNow(country)
      // The mark is set in the browser (pages are cached across days).
      const current = table.locator('thead th[aria-current="date"]')
      await expect(current).toHaveCount(1)
      await expect(current).toHaveAttribute('data-day', String(today))
      await expect(current).toContainText(MENU[locale].days[today - 1] ?? '')
      await expect(current).toContainText(MENU[locale].today)
      const names = await days.evaluateAll((ths) => ths.map((th) => th.querySelector('span')?.textContent))
      expect(names).toEqual([...MENU[locale].days])
      // Rows are times, earliest first; every cell's link opens a novela.
      const times = await table.locator('tbody th[scope="row"]').allTextContents()
      expect(times.length).toBeGreaterThan(3)
      expect([...times].sort()).toEqual(times)
      const hrefs = await table.locator('tbody a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
      expect(hrefs.length).toBeGreaterThan(20)
      expect(hrefs.every(isNovelaHref)).toBe(true)
      await expect(page.locator('[data-view="days"]')).toBeHidden()
    })
  }

  test('phones (320 px): one list per day, no table and no sideways scroll', async ({ page }) => {
    await page.setViewportSize(PHONE)
    await page.goto(siteUrl('ao', 'pt', `${NOVELAS}/programming`))
    await expect(page.getByRole('table')).toBeHidden()
    const days = page.locator('[data-view="days"]')
    await expect(days).toBeVisible()
    await expect(days.getByRole('heading', { level: 2 })).toHaveCount(7)
    await expect(days.getByRole('heading', { level: 2 }).first()).toContainText('Segunda')
    await expect(days.locator('[aria-current="date"]')).toContainText(MENU.pt.today)
    await expect(days.getByRole('list', { name: 'Segunda' }).getByRole('link').first()).toBeVisible()
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0)
    // A tap opens the novela.
    const first = days.getByRole('list', { name: 'Segunda' }).getByRole('link').first()
    const name = (await first.textContent())?.trim() ?? ''
    await first.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText([name])
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0)
  })
})

test.describe('accessibility (axe, WCAG A/AA)', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`the novelas pages and a novela page have no serious violations (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport)
      const [novela] = await novelaLinks(page, 'ao', 'pt')
      expect(novela).toBeDefined()
      for (const path of [NOVELAS, `${NOVELAS}/novels`, `${NOVELAS}/programming`, novela as string]) {
        await page.goto(siteUrl('ao', 'pt', path))
        expect(await seriousViolations(page), path).toEqual([])
      }
    })
  }
})
