import type { Page } from '@playwright/test'
import { addDays, dayKey } from '@/blocks/tv-guide/guide-days'
import { channelsFor, packagesCarrying } from '@/cms/seed/data/channels'
import { dayPlan } from '@/cms/seed/data/programmes'
import { seriousViolations } from './support/axe'
import { type Country, expect, type Locale, siteUrl, test } from './support/fixtures'

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

for (const country of ['ao', 'mz'] as const) {
  for (const locale of ['pt', 'en'] as const) {
    const ui = UI[locale]

    test.describe(`${country} ${locale}: TV guide`, () => {
      test('today is rendered by the server, with what is on air on each channel', async ({
        browser,
        consoleGuard,
      }) => {
        // Without JavaScript: what is there came in the HTML.
        const context = await browser.newContext({ javaScriptEnabled: false, locale: 'pt-PT' })
        consoleGuard.watch(context)
        const page = await context.newPage()
        const response = await page.goto(siteUrl(country, locale, GUIDE))
        expect(response?.status()).toBe(200)
        const today = dayKey(new Date(), country)
        await expect(page.getByRole('heading', { level: 1, name: ui.guide })).toBeVisible()
        await expect(page.getByRole('tab', { selected: true })).toContainText(ui.today)
        await expect(novelas(page, locale)).toHaveCount(titles(country, 'zap-novelas', today).length)
        for (const title of titles(country, 'zap-novelas', today))
          await expect(novelas(page, locale).filter({ hasText: title })).toHaveCount(1)
        const thirdChannel = country === 'ao' ? 'TPA 1' : 'RTP África'
        await expect(page.getByRole('region', { name: ui.schedule(thirdChannel) })).toBeVisible()
        await expect(page.getByRole('region', { name: /^Programação de|schedule$/ })).toHaveCount(8)
        await context.close()
      })

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

      test('the own-channels page lists ZAP’s channels with their descriptions', async ({ page }) => {
        await page.goto(siteUrl(country, locale, OWN))
        await expect(page.getByRole('heading', { level: 1, name: ui.own })).toBeVisible()
        const own = channels.filter((channel) => channel.own)
        await expect(page.getByRole('list', { name: ui.list }).getByRole('heading')).toHaveText(
          own.map((channel) => channel.name),
        )
        const novelasDescription =
          own.find((channel) => channel.key === 'zap-novelas')?.description?.[locale === 'pt' ? 0 : 1] ?? ''
        await expect(page.getByText(novelasDescription)).toBeVisible()
        await expect(page.getByRole('combobox')).toHaveCount(0)
      })
    })
  }
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

test('the TV pages answer in both countries', async ({ page }) => {
  for (const country of ['ao', 'mz'] as const) {
    for (const path of ['/tv/destaques', GUIDE, LISTING, '/tv/stars-on-stage', OWN]) {
      for (const locale of ['pt', 'en'] as const) {
        const response = await page.goto(siteUrl(country, locale, path))
        expect(response?.status(), `${country} ${locale} ${path}`).toBe(200)
        await expect(page.locator('h1')).toHaveCount(1)
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
