import type { APIRequestContext, Page } from '@playwright/test'
import { channelsFor } from '@/cms/seed/data/channels'
import { dayKey, guideDays } from '@/blocks/tv-guide/guide-days'
import { tonightWindow } from '@/blocks/tv-guide/guide-views'
import { type Country, expect, HOST, type Locale, ORIGIN, siteUrl, test } from './support/fixtures'
import { NOVELAS } from './support/novelas-routes'
import { serverPage, type ServerPage, textOf, textsOf } from './support/server-dom'

/**
 * "What's on tonight?" on a 360 px phone, in both countries and languages: the TV guide's views as
 * addresses of their own (/tv/guia-tv/esta-noite, /tv/guia-tv/agora, a day), "now" without
 * JavaScript, the channel search, and one schedule for ZAP Novelas on the guide and on its
 * programming page. What is expected comes from the site's own REST API (the programmes and channels
 * anyone may read, 50 a page) and, for the novelas, from the other page's HTML: never typed here.
 */

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

const GUIDE = '/tv/guia-tv'
const PROGRAMMING = `${NOVELAS}/programming`
const COUNTRIES = ['ao', 'mz'] as const
const LOCALES = ['pt', 'en'] as const

const UI = {
  pt: {
    views: 'O que ver',
    now: 'Agora',
    tonight: 'Esta noite',
    channels: 'Canais',
    row: (channel: string) => `Programação de ${channel}`,
    search: 'Procurar um canal',
    found: (n: number) => (n === 1 ? '1 canal encontrado' : `${n} canais encontrados`),
  },
  en: {
    views: 'What to watch',
    now: 'Now',
    tonight: 'Tonight',
    channels: 'Channels',
    row: (channel: string) => `${channel} schedule`,
    search: 'Find a channel',
    found: (n: number) => (n === 1 ? '1 channel found' : `${n} channels found`),
  },
} as const

/** A channel to find in each country, typed as a visitor might. */
const FIND: Record<Country, { query: string; name: string }> = {
  ao: { query: 'tpa 1', name: 'TPA 1' },
  mz: { query: 'rtp africa', name: 'RTP África' },
}

type ApiChannel = { id: number; name: string }
type ApiProgramme = { id: number; channel: number | { id: number }; startsAt: string; endsAt: string }

/** Every document a public REST query returns, read 50 at a time (the most the API gives). */
async function everyDoc<T>(request: APIRequestContext, country: Country, path: string): Promise<T[]> {
  const all: T[] = []
  for (let page = 1; page <= 40; page += 1) {
    // Node cannot resolve mz.localhost: the country's Host header on the loopback address.
    const response = await request.get(`${ORIGIN.ao}${path}&limit=50&page=${page}`, {
      headers: { host: HOST[country] },
    })
    expect(response.status(), path).toBe(200)
    const body = (await response.json()) as { docs: T[]; hasNextPage: boolean }
    all.push(...body.docs)
    if (!body.hasNextPage) return all
  }
  throw new Error(`${path}: more than 40 pages`)
}

/** The names of the channels with a programme between 20:00 and midnight today, in the country, per the REST API. */
async function tonightFromApi(request: APIRequestContext, country: Country): Promise<string[]> {
  const { spanFrom, spanTo } = tonightWindow(dayKey(new Date(), country), country)
  const where = [
    `where[and][0][country.code][equals]=${country}`,
    `where[and][1][startsAt][less_than]=${encodeURIComponent(spanTo)}`,
    `where[and][2][endsAt][greater_than]=${encodeURIComponent(spanFrom)}`,
    'depth=0',
  ].join('&')
  const [programmes, channels] = await Promise.all([
    everyDoc<ApiProgramme>(request, country, `/api/programmes?${where}`),
    everyDoc<ApiChannel>(request, country, `/api/channels?where[country.code][equals]=${country}&depth=0`),
  ])
  const withProgramme = new Set(programmes.map((p) => (typeof p.channel === 'number' ? p.channel : p.channel.id)))
  expect(withProgramme.size, 'channels with something on tonight').toBeGreaterThan(0)
  return channels.filter((channel) => withProgramme.has(channel.id)).map((channel) => channel.name)
}

/** The channel names of a view's list, in the server's HTML. */
const serverChannels = (page: ServerPage, locale: Locale) =>
  textsOf(
    page
      .within(page.screen.getByRole('list', { name: UI[locale].channels, hidden: true }))
      .getAllByRole('heading', { hidden: true }),
  )

/** Whether the page scrolls sideways (it must not: rows scroll inside themselves). */
const pageOverflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

for (const country of COUNTRIES) {
  for (const locale of LOCALES) {
    const ui = UI[locale]

    test(`${country} ${locale}: "tonight" lists every channel with something on between 20:00 and midnight, as the REST API says`, async ({
      page,
      request,
    }) => {
      const expected = await tonightFromApi(request, country)
      // Every channel of the seed has its evening.
      expect(expected.sort()).toEqual(
        channelsFor(country)
          .map((c) => c.name)
          .sort(),
      )

      // The server's HTML: what a visitor without JavaScript gets, the whole evening with times.
      const html = await serverPage(country, locale, `${GUIDE}/esta-noite`)
      expect(html.status).toBe(200)
      expect([...serverChannels(html, locale)].sort(), 'channels in the HTML').toEqual([...expected].sort())
      const { spanFrom, spanTo } = tonightWindow(dayKey(new Date(), country), country)
      for (const time of html.document.querySelectorAll('ol time')) {
        const start = time.getAttribute('datetime') ?? ''
        expect(start < spanTo, `${start} starts before midnight`).toBe(true)
      }
      expect(html.document.querySelectorAll('ol time').length).toBeGreaterThan(expected.length)

      // On the phone, from the view's link.
      await page.goto(siteUrl(country, locale, GUIDE))
      await page.getByRole('navigation', { name: ui.views }).getByRole('link', { name: ui.tonight }).tap()
      await expect(page).toHaveURL(new RegExp(`${GUIDE}/esta-noite$`))
      const names = page.getByRole('list', { name: ui.channels }).getByRole('heading')
      await expect(names).toHaveCount(expected.length)
      expect([...(await names.allTextContents())].map((n) => n.trim()).sort()).toEqual([...expected].sort())
      // Each row starts at 20:00 or before (what runs into the evening), never after midnight.
      const first = page
        .getByRole('region', { name: ui.row(FIND[country].name), exact: true })
        .locator('time')
        .first()
      expect(Date.parse((await first.getAttribute('datetime')) ?? '')).toBeLessThanOrEqual(Date.parse(spanFrom))
      expect(await pageOverflows(page)).toBe(false)
    })

    test(`${country} ${locale}: the channel search finds a channel in two taps at most`, async ({ page }) => {
      await page.goto(siteUrl(country, locale, GUIDE))
      const field = page.getByRole('searchbox', { name: ui.search })
      await expect(field).toBeEnabled()
      // Tap one: the field. Then the keyboard, and the phone's "go" key.
      await field.tap()
      await field.fill(FIND[country].query)
      const names = page.getByRole('list', { name: ui.channels }).getByRole('heading')
      await expect(names).toHaveText([FIND[country].name])
      await expect(page.getByText(ui.found(1))).toBeVisible()
      await page.keyboard.press('Enter')
      const row = page.getByRole('region', { name: ui.row(FIND[country].name), exact: true })
      await expect(row).toBeInViewport()
      // Written another way, accents and all, in the "now" view too.
      await page.getByRole('navigation', { name: ui.views }).getByRole('link', { name: ui.now }).tap()
      await expect(page).toHaveURL(new RegExp(`${GUIDE}/agora$`))
      const again = page.getByRole('searchbox', { name: ui.search })
      await expect(again).toBeEnabled()
      await again.tap()
      await again.fill(FIND[country].name.toUpperCase().replace(/ /g, ''))
      await expect(page.getByRole('list', { name: ui.channels }).getByRole('heading')).toHaveText([FIND[country].name])
      expect(await pageOverflows(page)).toBe(false)
    })

    test(`${country} ${locale}: the guide and ZAP Novelas' programming give the same schedule every day of the week (server HTML)`, async () => {
      const programming = await serverPage(country, locale, PROGRAMMING)
      expect(programming.status).toBe(200)
      const row = locale === 'pt' ? 'Programação de ZAP Novelas' : 'ZAP Novelas schedule'
      for (const day of guideDays(new Date(), country, locale)) {
        const guide = await serverPage(country, locale, `${GUIDE}/${day.key}`)
        expect(guide.status, day.key).toBe(200)
        const [novelas] = guide.screen.queryAllByRole('region', { name: row, hidden: true })
        expect(novelas, `${day.key}: the ZAP Novelas row`).toBeDefined()
        const inGuide = guide
          .within(novelas!)
          .queryAllByRole('listitem', { hidden: true })
          .map((li) => textOf(li))
        const onPage = textsOf(programming.document.querySelectorAll(`[data-view="days"] [data-day="${day.key}"] li`))
        expect(inGuide.length, `${day.key}: programmes`).toBeGreaterThan(5)
        // The guide writes the time and the title side by side; the programming page a space between.
        expect(
          onPage.map((text) => text.replace(/^(\d\d:\d\d) /, '$1')),
          day.key,
        ).toEqual(inGuide)
      }
    })
  }
}

test.describe('"now" without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const country of COUNTRIES) {
    for (const locale of LOCALES) {
      const ui = UI[locale]

      test(`${country} ${locale}: every channel shows, with its times, what is on now`, async ({ page }) => {
        await page.goto(siteUrl(country, locale, `${GUIDE}/agora`))
        const rows = page
          .getByRole('list', { name: ui.channels })
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading') })
        await expect(rows).toHaveCount(channelsFor(country).length)
        const now = Date.now()
        for (const channel of channelsFor(country)) {
          const items = page.getByRole('list', { name: ui.row(channel.name), exact: true }).getByRole('listitem')
          const spans = await items.evaluateAll((lis) =>
            lis.map((li) =>
              [...li.querySelectorAll('time')].map((time) => Date.parse(time.getAttribute('datetime') ?? '')),
            ),
          )
          // What was on when the page was made and the one after it, each with its start and end.
          expect(spans.length, channel.name).toBe(2)
          expect(
            spans.every((times) => times.length === 2 && times.every(Number.isFinite)),
            channel.name,
          ).toBe(true)
          expect(spans[1]?.[0], `${channel.name}: the second follows the first`).toBe(spans[0]?.[1])
          // The page may come from a cache up to a quarter of an hour old: what is on now is one of the two.
          const current = spans.findIndex(([start = 0, end = 0]) => start <= now && now < end)
          expect(current, `${channel.name}: on now`).toBeGreaterThanOrEqual(0)
        }
        // The views are plain links: "tonight" opens without JavaScript.
        await page.getByRole('navigation', { name: ui.views }).getByRole('link', { name: ui.tonight }).click()
        await expect(page).toHaveURL(new RegExp(`${GUIDE}/esta-noite$`))
        await expect(page.getByRole('list', { name: ui.channels }).getByRole('heading')).toHaveCount(
          channelsFor(country).length,
        )
        expect(await pageOverflows(page)).toBe(false)
      })
    }
  }
})
