import { addDays, dayKey } from '@/blocks/tv-guide/guide-days'
import { channelsFor, packagesCarrying } from '@/cms/seed/data/channels'
import { dayPlan } from '@/cms/seed/data/programmes'
import { expect, siteUrl, test } from './support/fixtures'
import { hrefsOf, normalized, serverPage, type ServerPage, textOf } from './support/server-dom'
import { at, GUIDE, isGraphql, LISTING, novelas, OWN, titles, UI } from './support/tv'

/**
 * The TV area (blocks/tv-guide, blocks/channel-list, cms/seed/data/pages-tv.ts) with the seed's
 * programmes (cms/seed/data/programmes.ts, a week from the day the e2e database was seeded) and
 * channels (cms/seed/data/channels.ts). Titles are computed from the same plan the seed used.
 */

/** A region of the server's HTML by its accessible name. */
const serverRegions = (page: ServerPage, name: string | RegExp) =>
  page.screen.queryAllByRole('region', { name, hidden: true })

/** The titles of a server-rendered row, each cell's text after its time. */
const rowTitles = (page: ServerPage, row: Element) =>
  page
    .within(row)
    .queryAllByRole('listitem', { hidden: true })
    .map((item) => normalized(item.querySelector('time')?.nextSibling?.textContent))

// What the server sends, in every country and language (no browser: it is the HTML, as a visitor
// without JavaScript gets it). The browser's part (the clock, the filters) follows below.
for (const country of ['ao', 'mz'] as const) {
  for (const locale of ['pt', 'en'] as const) {
    const ui = UI[locale]
    const channels = channelsFor(country)

    test(`${country} ${locale}: the TV guide's today is rendered by the server, a row for every channel, each day a link of its own (server HTML)`, async () => {
      const page = await serverPage(country, locale, GUIDE)
      expect(page.status).toBe(200)
      const today = dayKey(new Date(), country)
      expect(page.screen.getAllByRole('heading', { level: 1, name: ui.guide, hidden: true }), 'h1').toHaveLength(1)
      const days = page.within(page.screen.getByRole('navigation', { name: ui.days, hidden: true }))
      const links = days.getAllByRole('link', { hidden: true })
      expect(links, 'seven days').toHaveLength(7)
      expect(textOf(links[0]), 'the first day').toContain(ui.today)
      expect(links[0]?.getAttribute('aria-current'), 'today is the page').toBe('page')
      expect(hrefsOf(links).slice(1), 'each other day at its own address').toEqual(
        [1, 2, 3, 4, 5, 6].map((n) => `${locale === 'pt' ? '' : '/en'}${GUIDE}/${addDays(today, n)}`),
      )
      const [novelasRow] = serverRegions(page, ui.schedule('ZAP Novelas'))
      expect(novelasRow, 'ZAP Novelas row').toBeDefined()
      expect(rowTitles(page, novelasRow!), 'ZAP Novelas programmes').toEqual(
        titles(country, 'zap-novelas', today, locale),
      )
      const thirdChannel = country === 'ao' ? 'TPA 1' : 'RTP África'
      expect(serverRegions(page, ui.schedule(thirdChannel)), thirdChannel).toHaveLength(1)
      expect(serverRegions(page, /^Programação de|schedule$/), 'channel rows').toHaveLength(channels.length)
      // Nothing claims to be on air in a page that may be read from a cache later: the browser marks it.
      expect(page.document.querySelectorAll('[aria-current="time"]'), 'no on-air mark').toHaveLength(0)
    })

    test(`${country} ${locale}: another day is a page of its own, rendered by the server (server HTML)`, async () => {
      const tomorrow = addDays(dayKey(new Date(), country), 1)
      const page = await serverPage(country, locale, `${GUIDE}/${tomorrow}`)
      expect(page.status).toBe(200)
      const [novelasRow] = serverRegions(page, ui.schedule('ZAP Novelas'))
      expect(rowTitles(page, novelasRow!), 'tomorrow on ZAP Novelas').toEqual(
        titles(country, 'zap-novelas', tomorrow, locale),
      )
      const days = page.within(page.screen.getByRole('navigation', { name: ui.days, hidden: true }))
      expect(days.getAllByRole('link', { hidden: true })[1]?.getAttribute('aria-current')).toBe('page')
      // Search engines are pointed at the guide itself.
      expect(page.document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
        new RegExp(`${locale === 'pt' ? '' : '/en'}${GUIDE}$`),
      )
    })

    test(`${country} ${locale}: the channel list's words and channels (server HTML)`, async () => {
      const page = await serverPage(country, locale, LISTING)
      expect(page.screen.getAllByRole('heading', { level: 1, name: ui.listing, hidden: true }), 'h1').toHaveLength(1)
      const main = page.within(page.screen.getByRole('main', { hidden: true }))
      const count = main.getAllByRole('status', { hidden: true }).filter((status) => /can|chan/i.test(textOf(status)))
      expect(count.map(textOf), 'the count').toEqual([ui.count(channels.length)])
      const list = page.screen.getByRole('list', { name: ui.list, hidden: true })
      expect(page.within(list).getAllByRole('heading', { hidden: true }), 'channels').toHaveLength(channels.length)
      const pkg = page.screen.getByRole('combobox', { name: ui.package, hidden: true })
      expect(page.within(pkg).getAllByRole('option', { hidden: true }).map(textOf), 'packages').toEqual([
        ui.allPackages,
        'ZAP Mini',
        'ZAP Max',
        'ZAP Plus',
        'ZAP Premium',
      ])
    })

    test(`${country} ${locale}: the own-channels page lists ZAP’s channels with their descriptions (server HTML)`, async () => {
      const page = await serverPage(country, locale, OWN)
      expect(page.screen.getAllByRole('heading', { level: 1, name: ui.own, hidden: true }), 'h1').toHaveLength(1)
      const own = channels.filter((channel) => channel.own)
      const list = page.screen.getByRole('list', { name: ui.list, hidden: true })
      expect(page.within(list).getAllByRole('heading', { hidden: true }).map(textOf), 'own channels').toEqual(
        own.map((channel) => channel.name),
      )
      const novelasDescription =
        own.find((channel) => channel.key === 'zap-novelas')?.description?.[locale === 'pt' ? 0 : 1] ?? ''
      expect(page.screen.getAllByText(novelasDescription), 'ZAP Novelas description').toHaveLength(1)
      expect(page.screen.queryAllByRole('combobox', { hidden: true }), 'no filters').toHaveLength(0)
    })
  }
}

// Another day and the filters are the same code in every country and language: in the browser in
// Angola in Portuguese and Mozambique in English (each country's own data).
for (const [country, locale] of [
  ['ao', 'pt'],
  ['mz', 'en'],
] as const) {
  const ui = UI[locale]
  test.describe(`${country} ${locale}: TV guide`, () => {
    test('what is on air is marked by the browser; another day is a link; a page read after midnight moves on by itself through /api/graphql', async ({
      page,
    }) => {
      const channels = channelsFor(country).length
      await page.goto(siteUrl(country, locale, GUIDE))
      const today = dayKey(new Date(), country)
      const tomorrow = addDays(today, 1)
      const days = page.getByRole('navigation', { name: ui.days }).getByRole('link')
      await expect(days).toHaveCount(7)
      // Something is on air on every channel now (the seed covers each day from 00:00 to 24:00).
      await expect(page.locator('[aria-current="time"]')).toHaveCount(channels)
      await expect(page.getByText(ui.onAir, { exact: true })).toHaveCount(channels)

      let requests = 0
      page.on('request', (request) => {
        if (isGraphql(request.url())) requests += 1
      })
      await days.nth(1).click()
      await expect(page).toHaveURL(new RegExp(`${GUIDE}/${tomorrow}$`))
      await expect(novelas(page, locale)).toHaveText(
        titles(country, 'zap-novelas', tomorrow, locale).map((title) => new RegExp(`${escape(title)}$`)),
      )
      expect(titles(country, 'zap-novelas', tomorrow)).not.toEqual(titles(country, 'zap-novelas', today))
      await expect(page.locator('[aria-current="time"]')).toHaveCount(0)
      // A day is a page of its own: no request of the island's.
      expect(requests).toBe(0)

      // Today's page read at 00:30 the next day (a cached page, a tab left open): the browser's clock
      // says it is tomorrow, so the island asks for tomorrow and offers the new week.
      await page.clock.setFixedTime(at(country, tomorrow, 0))
      const graphqlResponse = page.waitForResponse((r) => isGraphql(r.url()) && r.request().method() === 'POST')
      await page.goto(siteUrl(country, locale, GUIDE))
      const response = await graphqlResponse
      expect(response.status()).toBe(200)
      const body = (await response.json()) as { data?: { Programmes?: { docs: { title: string }[] } } }
      expect(body.data?.Programmes?.docs.map((doc) => doc.title)).toEqual(
        expect.arrayContaining(dayPlan(country, 'zap-novelas', tomorrow).map((p) => p.title[locale])),
      )
      await expect(days.first()).toContainText(ui.today)
      await expect(days.first()).toHaveAttribute('href', `${locale === 'pt' ? '' : '/en'}${GUIDE}`)
      await expect(novelas(page, locale)).toHaveText(
        titles(country, 'zap-novelas', tomorrow, locale).map((title) => new RegExp(`${escape(title)}($|${ui.onAir}$)`)),
      )
      await expect(page.locator('[aria-current="time"]')).toHaveCount(channels)
    })
  })

  test.describe(`${country} ${locale}: channel list`, () => {
    const channels = channelsFor(country)
    const mini = channels.filter((channel) => packagesCarrying(channel, country).includes('mini'))
    const sport = channels.filter((channel) => channel.genre === 'desporto')
    const maxSport = sport.filter((channel) => packagesCarrying(channel, country).includes('max'))

    test('filters by package and genre, shows the empty state and clears', async ({ page }) => {
      await page.goto(siteUrl(country, locale, LISTING))
      await expect(page.getByRole('heading', { level: 1, name: ui.listing })).toBeVisible()
      const count = page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: /can|chan/i })
      await expect(count).toHaveText(ui.count(channels.length))
      const names = page.getByRole('list', { name: ui.list }).getByRole('heading')
      await expect(names).toHaveCount(channels.length)
      const pkg = page.getByRole('combobox', { name: ui.package })
      await expect(pkg).toBeEnabled()
      await expect(pkg.getByRole('option')).toHaveText([
        ui.allPackages,
        'ZAP Mini',
        'ZAP Max',
        'ZAP Plus',
        'ZAP Premium',
      ])

      await pkg.selectOption({ label: 'ZAP Mini' })
      await expect(count).toHaveText(ui.count(mini.length))
      await expect(names).toHaveText(mini.map((channel) => channel.name))

      await pkg.selectOption({ label: 'ZAP Max' })
      await page.getByRole('combobox', { name: ui.genre }).selectOption({ label: ui.sport })
      await expect(names).toHaveText(maxSport.map((channel) => channel.name))

      // No sport channel in the smallest package.
      await pkg.selectOption({ label: 'ZAP Mini' })
      await expect(count).toHaveText(ui.count(0))
      await expect(names).toHaveCount(0)
      await page.getByRole('button', { name: ui.clear }).click()
      await expect(count).toHaveText(ui.count(channels.length))
      await expect(pkg).toBeFocused()
    })
  })
}

test.describe('a page the browser finds out of date, and its request fails', () => {
  test.use({ failingRequests: ['/api/graphql'] })

  test('shows an error, and the retry asks again', async ({ page }) => {
    const tomorrow = addDays(dayKey(new Date(), 'ao'), 1)
    await page.clock.setFixedTime(at('ao', tomorrow, 0))
    await page.route('**/api/graphql', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"errors":[{"message":"unavailable"}]}' }),
    )
    await page.goto(siteUrl('ao', 'pt', GUIDE))
    const alert = page.getByRole('alert').filter({ hasText: UI.pt.error })
    await expect(alert).toBeVisible()
    await page.unroute('**/api/graphql')
    const graphqlResponse = page.waitForResponse((r) => isGraphql(r.url()))
    await alert.getByRole('button', { name: UI.pt.retry }).click()
    expect((await graphqlResponse).status()).toBe(200)
    await expect(alert).toHaveCount(0)
    await expect(novelas(page, 'pt')).toHaveCount(titles('ao', 'zap-novelas', tomorrow).length)
  })
})

test('Apollo’s code comes only when the page is out of date, not with the page', async ({ page }) => {
  // A string Apollo Client keeps through minification (the global its error messages are read from).
  const APOLLO = 'ApolloErrorMessageHandler'
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''))
  })
  const withApollo = async () => (await Promise.all(scripts)).filter((body) => body.includes(APOLLO)).length
  const channels = channelsFor('ao').length
  await page.goto(siteUrl('ao', 'pt', GUIDE))
  await expect(page.locator('[aria-current="time"]')).toHaveCount(channels)
  await page.waitForLoadState('networkidle')
  expect(scripts.length, 'scripts of the first load').toBeGreaterThan(0)
  expect(await withApollo(), 'Apollo in the first load').toBe(0)

  const tomorrow = addDays(dayKey(new Date(), 'ao'), 1)
  await page.clock.setFixedTime(at('ao', tomorrow, 0))
  // Apollo sends the query, so its code has arrived by then. Waited for: where today's and tomorrow's
  // novelas are as many, the checks below pass on today's rows before anything was asked.
  const graphqlResponse = page.waitForResponse((r) => isGraphql(r.url()) && r.request().method() === 'POST')
  // Back to the tab: the island's clock catches up and finds the page out of date.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
  expect((await graphqlResponse).status()).toBe(200)
  await expect(novelas(page, 'pt')).toHaveCount(titles('ao', 'zap-novelas', tomorrow).length)
  await expect(page.getByRole('navigation', { name: UI.pt.days }).getByRole('link').first()).toContainText(UI.pt.today)
  expect(await withApollo(), 'Apollo once the page is out of date').toBeGreaterThan(0)
})

// Each of these pages opens in the browser, in every country and language, in routes-commercial.spec.ts.
test('the TV pages respond in both countries (server HTML)', async () => {
  for (const country of ['ao', 'mz'] as const) {
    for (const path of ['/tv/destaques', GUIDE, LISTING, '/tv/stars-on-stage', OWN]) {
      for (const locale of ['pt', 'en'] as const) {
        const page = await serverPage(country, locale, path)
        expect(page.status, `${country} ${locale} ${path}`).toBe(200)
        expect(page.document.querySelectorAll('h1'), `${country} ${locale} ${path}: one h1`).toHaveLength(1)
      }
    }
  }
})

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
