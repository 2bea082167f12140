import { guideDays } from '@/blocks/tv-guide/guide-days'
import { seedCinemaFilmData } from '@/cms/seed/data/cinema-films'
import { seriousViolations } from './support/axe'
import { CINEMA_SERVICES } from './support/cinema-routes'
import { expect, test } from './support/fixtures'
import { hrefsOf, serverPage, textOf } from './support/server-dom'

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
    // The page's axe scan, on this load rather than in a test of its own.
    await expect(page.getByRole('heading', { level: 1 }), 'one h1').toHaveCount(1)
    expect(await seriousViolations(page, (b) => b.include('main')), 'axe /zap-cinemas/em-exibicao').toEqual([])
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

  // What the server sends (no browser): the words, the days' addresses and the sessions. The day
  // links themselves are followed in the browser in the first test.
  test('in English, sessions keep Luanda times and formats (server HTML)', async () => {
    const page = await serverPage('ao', 'en', '/zap-cinemas/em-exibicao')
    const [today] = days('en')
    const nav = page.screen.getByRole('navigation', { name: 'Choose a day', hidden: true })
    expect([...nav.querySelectorAll('[aria-current="page"]')].map(textOf), 'the current day').toEqual([
      `Today ${today!.weekday} ${today!.date}`,
    ])
    const region = page.screen.getByRole('region', { name: `Today, ${today!.weekday} ${today!.date}`, hidden: true })
    const orbita = page
      .within(region)
      .getAllByRole('article', { hidden: true })
      .filter((article) => page.within(article).queryAllByRole('heading', { name: 'Órbita Zero', hidden: true }).length)
    expect(orbita, 'Órbita Zero today').toHaveLength(1)
    const sessions = page.within(orbita[0]!).getByRole('list', { name: 'Sessions of Órbita Zero', hidden: true })
    const items = page.within(sessions).getAllByRole('listitem', { hidden: true }).map(textOf)
    expect(items, 'Órbita Zero sessions').toHaveLength(3)
    expect(items[0]).toMatch(/16:00\s*IMAX\s*Format IMAX/)
    expect(items[1]).toMatch(/18:45\s*Sala 5\s*Format 3D/)
    expect(items[2]).toMatch(/21:15\s*IMAX\s*Format IMAX/)
  })

  test('without JavaScript every day’s sessions are readable at the day’s address (server HTML)', async () => {
    const first = await serverPage('ao', 'pt', '/zap-cinemas/em-exibicao')
    const links = first.within(first.screen.getByRole('navigation', { name: 'Escolher o dia', hidden: true }))
    const hrefs = hrefsOf(links.getAllByRole('link', { hidden: true }))
    expect(hrefs, 'one link per day').toHaveLength(7)
    for (const [index, day] of days().entries()) {
      const href = index === 0 ? '/zap-cinemas/em-exibicao' : `/zap-cinemas/em-exibicao/${day.key}`
      expect(hrefs[index], `link of ${day.key}`).toBe(href)
      const page = await serverPage('ao', 'pt', href)
      expect(page.status, href).toBe(200)
      const section = page.screen.getByRole('region', { name: new RegExp(`${day.weekday} ${day.date}$`), hidden: true })
      expect(
        textOf(page.within(section).getAllByRole('heading', { level: 2, hidden: true })[0]),
        `${href}: the day's heading`,
      ).toContain(`${day.weekday} ${day.date}`)
      // Kianda plays every day: its two sessions are there, for every day.
      const kianda = page
        .within(section)
        .getAllByRole('article', { hidden: true })
        .filter((article) => textOf(article).includes('Kianda'))
      expect(kianda, `${href}: Kianda`).toHaveLength(1)
      expect([...kianda[0]!.querySelectorAll('time')].map(textOf), `${href}: Kianda's sessions`).toEqual([
        '18:45',
        '21:15',
      ])
    }
  })

  test('the IMAX page lists IMAX sessions only (server HTML)', async () => {
    const page = await serverPage('ao', 'pt', '/zap-cinemas/imax')
    expect(page.screen.getAllByRole('heading', { level: 1, hidden: true }).map(textOf), 'h1').toEqual([
      'IMAX nos ZAP Cinemas',
    ])
    const panel = page.screen.getByRole('region', { name: new RegExp(`^Hoje, ${days()[0]!.weekday}`), hidden: true })
    expect(page.within(panel).queryAllByRole('article', { hidden: true }).length, 'films today').toBeGreaterThan(0)
    const formats = [...panel.querySelectorAll('[data-format]')].map(textOf)
    expect(formats.length).toBeGreaterThan(0)
    expect(
      formats.every((format) => /IMAX$/.test(format)),
      formats.join(', '),
    ).toBe(true)
    expect(page.within(panel).queryAllByRole('heading', { name: 'Kianda', hidden: true }), 'Kianda').toHaveLength(0)
  })

  test('the cinema menu’s logo leads to "Em cartaz" (server HTML)', async () => {
    const pt = await serverPage('ao', 'pt', '/zap-cinemas/precario')
    expect(hrefsOf(pt.screen.getAllByRole('link', { name: 'ZAP Cinemas — Página inicial', hidden: true }))).toEqual([
      '/zap-cinemas/em-exibicao',
    ])
    const en = await serverPage('ao', 'en', '/zap-cinemas/precario')
    expect(hrefsOf(en.screen.getAllByRole('link', { name: /^ZAP Cinemas — /, hidden: true }))).toEqual([
      '/en/zap-cinemas/em-exibicao',
    ])
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
    // The services page's axe scan, here rather than on a load of its own.
    await expect(page.getByRole('heading', { level: 1 }), 'one h1').toHaveCount(1)
    expect(await seriousViolations(page, (b) => b.include('main')), 'axe /zap-cinemas/servicos').toEqual([])
  })

  test('in English the menu links stay in English (server HTML)', async () => {
    const page = await serverPage('ao', 'en', '/zap-cinemas/servicos/zap-kiosk')
    const nav = page.screen.getByRole('navigation', { name: 'ZAP Cinemas services', hidden: true })
    expect([...nav.querySelectorAll('[aria-current="page"]')].map(textOf), 'current tab').toEqual(['ZAP kiosk'])
    expect(hrefsOf(page.within(nav).getAllByRole('link', { name: 'All services', hidden: true }))).toEqual([
      '/en/zap-cinemas/servicos',
    ])
    const tabs = page
      .within(nav)
      .getAllByRole('listitem', { hidden: true })
      .flatMap((item) => page.within(item).queryAllByRole('link', { hidden: true }))
    expect(tabs.length, 'tabs').toBeGreaterThan(0)
    for (const href of hrefsOf(tabs)) expect(href).toMatch(/^\/en\/zap-cinemas\/servicos\//)
  })
})

test('prices are in kwanzas with comma decimals and dot thousands (server HTML)', async () => {
  const page = await serverPage('ao', 'pt', '/zap-cinemas/precario')
  expect(page.screen.getAllByRole('heading', { level: 1, hidden: true }).map(textOf), 'h1').toEqual(['Preçário'])
  const tickets = page.screen.getByRole('table', { name: 'Bilhetes 2D', hidden: true })
  const row = page
    .within(tickets)
    .getAllByRole('row', { hidden: true })
    .filter(
      (r) => page.within(r).queryAllByRole('rowheader', { name: 'Adulto, segunda a quinta', hidden: true }).length,
    )
  expect(row, 'the adult weekday row').toHaveLength(1)
  expect(
    page
      .within(row[0]!)
      .getAllByRole('cell', { hidden: true })
      .map((cell) => cell.textContent?.trim()),
  ).toEqual([
    // The no-break space itself (textOf would make it a plain one).
    '3.595,00\u00a0Kz',
  ])
  const prices = [...page.document.querySelectorAll('main td')].map((td) => td.textContent ?? '')
  expect(prices.length).toBeGreaterThan(10)
  for (const price of prices) expect(price).toMatch(MONEY)
  for (const name of ['Bilhetes 2D', 'Bilhetes 3D', 'IMAX', 'Menus do bar'])
    expect(page.screen.getAllByRole('table', { name, hidden: true }), `table ${name}`).toHaveLength(1)
})

test('at 320 px no cinema page scrolls sideways; the service tabs scroll inside themselves', async ({ page }) => {
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
  // On a phone the service tabs scroll sideways and bring the current one into view.
  await page.goto('/zap-cinemas/servicos/zap-kiosk')
  const current = page.locator('[aria-current="page"]').filter({ hasText: 'Quiosque ZAP' })
  await expect(current, 'current tab in view').toBeInViewport()
  const list = page.getByRole('navigation', { name: 'Serviços ZAP Cinemas' }).getByRole('list')
  expect(await list.evaluate((el) => el.scrollWidth > el.clientWidth), 'tabs scroll sideways').toBe(true)
})

test.describe('accessibility (axe, WCAG A/AA)', () => {
  for (const path of [
    // /zap-cinemas/em-exibicao and /zap-cinemas/servicos are scanned in the tests above, on their loads.
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
