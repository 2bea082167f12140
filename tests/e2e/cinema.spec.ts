import { guideDays } from '@/blocks/tv-guide/guide-days'
import { seedCinemaFilmData } from '@/cms/seed/data/cinema-films'
import { makeConsent } from '@/lib/consent/categories'
import { CONSENT_COOKIE, serializeConsent } from '@/lib/consent/cookie'
import { seriousViolations } from './support/axe'
import { CINEMA_SERVICES } from './support/cinema-routes'
import { expect, test } from './support/fixtures'

/**
 * The ZAP Cinemas area (blocks/cinema-showtimes, price-list, subpage-nav; cms/seed/data/pages-cinema.ts)
 * with the seed's films (cms/seed/data/cinema-films.ts: a week of sessions from the day the e2e
 * database was seeded, at Luanda times). Angola only.
 */

const films = seedCinemaFilmData('ao')
const sessionsOf = (title: string) => films.find((film) => film.title === title)!.sessions(new Date())
/** Luanda wall-clock time of a session instant. */
const luandaTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Luanda',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso))
const luandaDay = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Luanda' }).format(new Date(iso))
/** Today and the next six days in Luanda, as the block labels them. */
const days = (locale: 'pt' | 'en' = 'pt') => guideDays(new Date(), 'ao', locale)
const MONEY = /^\d{1,3}(\.\d{3})*,\d{2}\u00a0Kz$/

test.describe('Em cartaz', () => {
  test('one link per Luanda day; following one shows that day’s sessions at its own address', async ({ page }) => {
    await page.goto('/zap-cinemas/em-exibicao')
    await expect(page.getByRole('heading', { level: 1, name: 'Em cartaz' })).toBeVisible()
    const links = page.getByRole('navigation', { name: 'Escolher o dia' }).getByRole('link')
    await expect(links).toHaveCount(7)
    const [today, tomorrow, third] = days()
    await expect(links.nth(0)).toHaveText(`Hoje ${today!.weekday} ${today!.date}`)
    await expect(links.nth(1)).toHaveText(`Amanhã ${tomorrow!.weekday} ${tomorrow!.date}`)
    await expect(links.nth(2)).toHaveText(`${third!.weekday} ${third!.date}`)
    await expect(links.nth(0)).toHaveAttribute('aria-current', 'page')
    await expect(links.nth(0)).toHaveAttribute('href', '/zap-cinemas/em-exibicao')

    // A Casa da Ilha opens on the third day; Kianda plays every day at 18:45 and 21:15.
    const panel = page.getByRole('region', { name: `Hoje, ${today!.weekday} ${today!.date}` })
    await expect(panel.getByRole('heading', { name: 'Kianda' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'A Casa da Ilha' })).toHaveCount(0)
    const kianda = panel.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Kianda' }) })
    const expected = sessionsOf('Kianda')
      .filter((s) => luandaDay(s.startsAt) === today!.key)
      .map((s) => luandaTime(s.startsAt))
    expect(expected).toEqual(['18:45', '21:15'])
    await expect(kianda.locator('time')).toHaveText(expected)

    await links.nth(2).click()
    await expect(page).toHaveURL(new RegExp(`/zap-cinemas/em-exibicao/${third!.key}$`))
    await expect(links.nth(2)).toHaveAttribute('aria-current', 'page')
    await expect(links.nth(0)).not.toHaveAttribute('aria-current')
    const thirdPanel = page.getByRole('region', { name: `${third!.weekday} ${third!.date}` })
    const casa = thirdPanel.getByRole('article').filter({ has: page.getByRole('heading', { name: 'A Casa da Ilha' }) })
    await expect(casa.locator('time')).toHaveText(['16:00', '21:15'])
    await expect(casa.locator('time').first()).toHaveAttribute(
      'datetime',
      sessionsOf('A Casa da Ilha').find((s) => luandaDay(s.startsAt) === third!.key)!.startsAt,
    )

    // Back to today through its link: the page's own address.
    await links.nth(0).click()
    await expect(page).toHaveURL(/\/zap-cinemas\/em-exibicao$/)
    await expect(page.getByRole('heading', { name: 'A Casa da Ilha' })).toHaveCount(0)
    for (const link of await links.all()) expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44)
  })

  test('in English, sessions keep Luanda times and formats', async ({ page }) => {
    await page.goto('/en/zap-cinemas/em-exibicao')
    const [today] = days('en')
    const current = page.getByRole('navigation', { name: 'Choose a day' }).locator('[aria-current="page"]')
    await expect(current).toHaveText(`Today ${today!.weekday} ${today!.date}`)
    const orbita = page
      .getByRole('region', { name: `Today, ${today!.weekday} ${today!.date}` })
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Órbita Zero' }) })
    await expect(orbita.getByRole('list', { name: 'Sessions of Órbita Zero' }).getByRole('listitem')).toHaveText([
      /16:00\s*IMAX\s*Format IMAX/,
      /18:45\s*Sala 5\s*Format 3D/,
      /21:15\s*IMAX\s*Format IMAX/,
    ])
  })

  test('without JavaScript every day’s sessions are readable at the day’s address', async ({
    browser,
    consoleGuard,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: 'http://localhost:3100' })
    consoleGuard.watch(context)
    // A visitor who already answered the cookie banner, as in the default context.
    await context.addCookies([
      { name: CONSENT_COOKIE, value: serializeConsent(makeConsent([])), domain: 'localhost', path: '/' },
    ])
    const page = await context.newPage()
    await page.goto('/zap-cinemas/em-exibicao')
    const links = page.getByRole('navigation', { name: 'Escolher o dia' }).getByRole('link')
    await expect(links).toHaveCount(7)
    for (const [index, day] of days().entries()) {
      const href = index === 0 ? '/zap-cinemas/em-exibicao' : `/zap-cinemas/em-exibicao/${day.key}`
      await expect(links.nth(index)).toHaveAttribute('href', href)
      await page.goto(href)
      const section = page.getByRole('region', { name: new RegExp(`${day.weekday} ${day.date}$`) })
      await expect(section.getByRole('heading', { level: 2 })).toContainText(`${day.weekday} ${day.date}`)
      // Kianda plays every day: its two sessions are there, for every day.
      await expect(section.getByRole('article').filter({ hasText: 'Kianda' }).locator('time')).toHaveText([
        '18:45',
        '21:15',
      ])
    }
    await context.close()
  })

  test('the IMAX page lists IMAX sessions only', async ({ page }) => {
    await page.goto('/zap-cinemas/imax')
    await expect(page.getByRole('heading', { level: 1, name: 'IMAX nos ZAP Cinemas' })).toBeVisible()
    const panel = page.getByRole('region', { name: new RegExp(`^Hoje, ${days()[0]!.weekday}`) })
    await expect(panel.getByRole('article').first()).toBeVisible()
    const formats = await panel.locator('[data-format]').allTextContents()
    expect(formats.length).toBeGreaterThan(0)
    expect(
      formats.every((format) => /IMAX$/.test(format.trim())),
      formats.join(', '),
    ).toBe(true)
    await expect(panel.getByRole('heading', { name: 'Kianda' })).toHaveCount(0)
  })

  test('the cinema menu’s logo leads to "Em cartaz"', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/zap-cinemas/precario')
    await expect(page.getByRole('link', { name: 'ZAP Cinemas — Página inicial' })).toHaveAttribute(
      'href',
      '/zap-cinemas/em-exibicao',
    )
    await page.goto('/en/zap-cinemas/precario')
    await expect(page.getByRole('link', { name: /^ZAP Cinemas — / })).toHaveAttribute(
      'href',
      '/en/zap-cinemas/em-exibicao',
    )
  })
})

test.describe('Cinema services', () => {
  test('the tab menu marks the current page, moves between services and the back link returns', async ({ page }) => {
    await page.goto('/zap-cinemas/servicos/birthday')
    const nav = page.getByRole('navigation', { name: 'Serviços ZAP Cinemas' })
    const tabs = nav.getByRole('listitem').getByRole('link')
    await expect(tabs).toHaveCount(CINEMA_SERVICES.length)
    await expect(nav.locator('[aria-current="page"]')).toHaveText('Aniversários')
    await nav.getByRole('link', { name: 'Cartão de pontos' }).click()
    await expect(page).toHaveURL(/\/zap-cinemas\/servicos\/points-card$/)
    await expect(
      page.getByRole('navigation', { name: 'Serviços ZAP Cinemas' }).locator('[aria-current="page"]'),
    ).toHaveText('Cartão de pontos')
    // The current tab is styled as such: the brand colour underline.
    const current = page.locator('[aria-current="page"]').filter({ hasText: 'Cartão de pontos' })
    expect(await current.evaluate((el) => getComputedStyle(el).borderBottomColor)).toBe('rgb(207, 9, 103)')

    const back = page
      .getByRole('navigation', { name: 'Serviços ZAP Cinemas' })
      .getByRole('link', { name: 'Todos os serviços' })
    await expect(back.locator('svg')).toHaveCount(1)
    await back.click()
    await expect(page).toHaveURL(/\/zap-cinemas\/servicos$/)
    await expect(page.getByRole('navigation', { name: 'Serviços ZAP Cinemas' }).locator('[aria-current]')).toHaveCount(
      0,
    )
    await expect(page.getByRole('link', { name: 'Todos os serviços' })).toHaveCount(0)
  })

  test('in English the menu links stay in English', async ({ page }) => {
    await page.goto('/en/zap-cinemas/servicos/zap-kiosk')
    const nav = page.getByRole('navigation', { name: 'ZAP Cinemas services' })
    await expect(nav.locator('[aria-current="page"]')).toHaveText('ZAP kiosk')
    await expect(nav.getByRole('link', { name: 'All services' })).toHaveAttribute('href', '/en/zap-cinemas/servicos')
    for (const href of await nav
      .getByRole('listitem')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^\/en\/zap-cinemas\/servicos\//)
    }
  })

  test('on a phone the tabs scroll sideways and bring the current one into view', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto('/zap-cinemas/servicos/zap-kiosk')
    const current = page.locator('[aria-current="page"]').filter({ hasText: 'Quiosque ZAP' })
    await expect(current).toBeInViewport()
    const list = page.getByRole('navigation', { name: 'Serviços ZAP Cinemas' }).getByRole('list')
    expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
  })
})

test('prices are in kwanzas with comma decimals and dot thousands', async ({ page }) => {
  await page.goto('/zap-cinemas/precario')
  await expect(page.getByRole('heading', { level: 1, name: 'Preçário' })).toBeVisible()
  const tickets = page.getByRole('table', { name: 'Bilhetes 2D' })
  const row = tickets
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Adulto, segunda a quinta' }) })
  await expect(row.getByRole('cell')).toHaveText('3.595,00\u00a0Kz')
  const prices = await page.locator('main td').allTextContents()
  expect(prices.length).toBeGreaterThan(10)
  for (const price of prices) expect(price).toMatch(MONEY)
  for (const name of ['Bilhetes 2D', 'Bilhetes 3D', 'IMAX', 'Menus do bar'])
    await expect(page.getByRole('table', { name })).toBeVisible()
})

test('at 320 px no cinema page scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  for (const path of [
    '/zap-cinemas/em-exibicao',
    '/zap-cinemas/imax',
    '/zap-cinemas/servicos/birthday',
    '/zap-cinemas/precario',
    '/zap-cinemas/salas',
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    expect(
      await page.evaluate(() => document.scrollingElement!.scrollWidth),
      `${path}: page width`,
    ).toBeLessThanOrEqual(320)
  }
})

test.describe('accessibility (axe, WCAG A/AA)', () => {
  for (const path of [
    '/zap-cinemas/em-exibicao',
    '/zap-cinemas/servicos',
    '/zap-cinemas/servicos/room-rental',
    '/zap-cinemas/precario',
  ]) {
    test(path, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      expect(await seriousViolations(page, (b) => b.include('main'))).toEqual([])
    })
  }
})
