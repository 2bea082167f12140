import type { Page } from '@playwright/test'
import { addDays, dayKey } from '@/blocks/tv-guide/guide-days'
import { channelsFor, packagesCarrying } from '@/cms/seed/data/channels'
import { dayPlan } from '@/cms/seed/data/programmes'
import { seriousViolations } from './support/axe'
import { type Country, expect, type Locale, siteUrl, test } from './support/fixtures'
import { serverPage, type ServerPage, textOf } from './support/server-dom'

/**
 * The TV area (blocks/tv-guide, blocks/channel-list, cms/seed/data/pages-tv.ts) with the seed's
 * programmes (cms/seed/data/programmes.ts, a week from the day the e2e database was seeded) and
 * channels (cms/seed/data/channels.ts). Titles are computed from the same plan the seed used.
 */

const GUIDE = '/tv/guia-tv'
const LISTING = '/tv/listagem-de-canais'
const OWN = '/tv/zap-channels'

const UI = {
  pt: {
    guide: 'Guia TV',
    days: 'Escolher o dia',
    today: 'Hoje',
    onAir: 'No ar',
    loading: 'A carregar a programação...',
    schedule: (channel: string) => `Programação de ${channel}`,
    error: 'Não foi possível carregar a programação deste dia',
    retry: 'Tentar novamente',
    listing: 'Listagem de canais',
    own: 'Canais ZAP',
    package: 'Pacote',
    genre: 'Género',
    allPackages: 'Todos os pacotes',
    sport: 'Desporto',
    kids: 'Infantil',
    count: (n: number) => (n === 0 ? 'Nenhum canal' : n === 1 ? '1 canal' : `${n} canais`),
    clear: 'Limpar filtros',
    list: 'Lista de canais',
  },
  en: {
    guide: 'TV guide',
    days: 'Choose the day',
    today: 'Today',
    onAir: 'On air',
    loading: 'Loading the schedule...',
    schedule: (channel: string) => `${channel} schedule`,
    error: 'The schedule for this day could not be loaded',
    retry: 'Try again',
    listing: 'Channel listing',
    own: 'ZAP channels',
    package: 'Package',
    genre: 'Genre',
    allPackages: 'All packages',
    sport: 'Sport',
    kids: 'Children',
    count: (n: number) => (n === 0 ? 'No channels' : n === 1 ? '1 channel' : `${n} channels`),
    clear: 'Clear filters',
    list: 'Channel list',
  },
} as const

/** The seeded titles of one channel on one day, in time order. */
const titles = (country: Country, channel: string, day: string) =>
  dayPlan(country, channel, day).map((programme) => programme.title)
const novelas = (page: Page, locale: Locale) =>
  page.getByRole('region', { name: UI[locale].schedule('ZAP Novelas') }).getByRole('listitem')
const isGraphql = (url: string) => new URL(url).pathname === '/api/graphql'

/** A region of the server's HTML by its accessible name. */
const serverRegions = (page: ServerPage, name: string | RegExp) =>
  page.screen.queryAllByRole('region', { name, hidden: true })

// What the server sends, in every country and language (no browser: it is the HTML, as a visitor
// without JavaScript gets it). The browser's part (another day, the filters) follows below.
for (const country of ['ao', 'mz'] as const) {
  for (const locale of ['pt', 'en'] as const) {
    const ui = UI[locale]
    const channels = channelsFor(country)

    test(`${country} ${locale}: the TV guide's today is rendered by the server, with what is on air on each channel (server HTML)`, async () => {
      const page = await serverPage(country, locale, GUIDE)
      expect(page.status).toBe(200)
      const today = dayKey(new Date(), country)
      expect(page.screen.getAllByRole('heading', { level: 1, name: ui.guide, hidden: true }), 'h1').toHaveLength(1)
      const selected = page.screen.getAllByRole('tab', { selected: true, hidden: true })
      expect(selected, 'one selected tab').toHaveLength(1)
      expect(textOf(selected[0]), 'the selected tab').toContain(ui.today)
      const [novelasRow] = serverRegions(page, ui.schedule('ZAP Novelas'))
      expect(novelasRow, 'ZAP Novelas row').toBeDefined()
      const items = page.within(novelasRow!).queryAllByRole('listitem', { hidden: true }).map(textOf)
      expect(items, 'ZAP Novelas programmes').toHaveLength(titles(country, 'zap-novelas', today).length)
      for (const title of titles(country, 'zap-novelas', today))
        expect(
          items.filter((item) => item.includes(title)),
          title,
        ).toHaveLength(1)
      const thirdChannel = country === 'ao' ? 'TPA 1' : 'RTP África'
      expect(serverRegions(page, ui.schedule(thirdChannel)), thirdChannel).toHaveLength(1)
      expect(serverRegions(page, /^Programação de|schedule$/), 'channel rows').toHaveLength(8)
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
    test('another day is fetched through /api/graphql and shown', async ({ page }) => {
      await page.goto(siteUrl(country, locale, GUIDE))
      const today = dayKey(new Date(), country)
      const tomorrow = addDays(today, 1)
      await expect(page.getByRole('tablist', { name: ui.days }).getByRole('tab')).toHaveCount(7)
      // Something is on air on every channel now (the seed covers each day from 00:00 to 24:00).
      await expect(page.locator('[aria-current="time"]')).toHaveCount(8)
      await expect(page.getByText(ui.onAir, { exact: true })).toHaveCount(8)

      const answer = page.waitForResponse((r) => isGraphql(r.url()) && r.request().method() === 'POST')
      await page.getByRole('tab').nth(1).click()
      const response = await answer
      expect(response.status()).toBe(200)
      const body = (await response.json()) as { data?: { Programmes?: { docs: { title: string }[] } } }
      expect(body.data?.Programmes?.docs.map((doc) => doc.title)).toEqual(
        expect.arrayContaining(titles(country, 'zap-novelas', tomorrow)),
      )

      await expect(page.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true')
      await expect(novelas(page, locale)).toHaveText(
        titles(country, 'zap-novelas', tomorrow).map((title) => new RegExp(escape(title))),
      )
      expect(titles(country, 'zap-novelas', tomorrow)).not.toEqual(titles(country, 'zap-novelas', today))
      await expect(page.locator('[aria-current="time"]')).toHaveCount(0)

      // Back to today: the server's day again, with no further request.
      let requests = 0
      page.on('request', (request) => {
        if (isGraphql(request.url())) requests += 1
      })
      await page.getByRole('tab').first().click()
      await expect(novelas(page, locale).first()).toContainText(titles(country, 'zap-novelas', today)[0] ?? '')
      expect(requests).toBe(0)
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

test.describe('a day that fails to load', () => {
  test.use({ failingRequests: ['/api/graphql'] })

  test('shows an error, and the retry fetches it again', async ({ page }) => {
    await page.goto(siteUrl('ao', 'pt', GUIDE))
    await expect(page.getByRole('tab')).toHaveCount(7)
    await page.route('**/api/graphql', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"errors":[{"message":"unavailable"}]}' }),
    )
    await page.getByRole('tab').nth(2).click()
    const alert = page.getByRole('alert').filter({ hasText: UI.pt.error })
    await expect(alert).toBeVisible()
    await page.unroute('**/api/graphql')
    const answer = page.waitForResponse((r) => isGraphql(r.url()))
    await alert.getByRole('button', { name: UI.pt.retry }).click()
    expect((await answer).status()).toBe(200)
    await expect(alert).toHaveCount(0)
    const day = addDays(dayKey(new Date(), 'ao'), 2)
    await expect(novelas(page, 'pt')).toHaveCount(titles('ao', 'zap-novelas', day).length)
  })
})

test('Apollo’s code comes only when another day is picked, not with the page', async ({ page }) => {
  // A string Apollo Client keeps through minification (the global its error messages are read from).
  const APOLLO = 'ApolloErrorMessageHandler'
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''))
  })
  const withApollo = async () => (await Promise.all(scripts)).filter((body) => body.includes(APOLLO)).length
  await page.goto(siteUrl('ao', 'pt', GUIDE))
  await expect(page.locator('[aria-current="time"]')).toHaveCount(8)
  await page.waitForLoadState('networkidle')
  expect(scripts.length, 'scripts of the first load').toBeGreaterThan(0)
  expect(await withApollo(), 'Apollo in the first load').toBe(0)

  await page.getByRole('tab').nth(1).click()
  const tomorrow = addDays(dayKey(new Date(), 'ao'), 1)
  await expect(novelas(page, 'pt')).toHaveCount(titles('ao', 'zap-novelas', tomorrow).length)
  expect(await withApollo(), 'Apollo once a day is fetched').toBeGreaterThan(0)
})

// Each of these pages opens in the browser, in every country and language, in routes-commercial.spec.ts.
test('the TV pages answer in both countries (server HTML)', async () => {
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

test('the guide fits a 320 px phone: channels scroll sideways inside themselves', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 })
  await page.goto(siteUrl('mz', 'en', GUIDE))
  await expect(page.locator('[aria-current="time"]')).toHaveCount(8)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  const row = page.getByRole('region', { name: UI.en.schedule('ZAP Novelas') })
  expect(await row.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true)
  // Keyboard: the row takes focus and arrows scroll it.
  await row.evaluate((element) => {
    element.scrollLeft = 0
  })
  await row.focus()
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0)
  for (const tab of await page.getByRole('tab').all())
    expect((await tab.boundingBox())?.height).toBeGreaterThanOrEqual(44)
  expect(await seriousViolations(page, (b) => b.include('main'))).toEqual([])
})

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
