import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { channelsFor, packagesCarrying } from '@/cms/seed/data/channels'
import { seedPackages } from '@/cms/seed/data/packages'
import { formatMoney } from '@/lib/format/money'
import { SIGN_UP_PATH } from '@/lib/packages/sign-up-path'
import { type Country, expect, HOST, type Locale, ORIGIN, siteUrl, test } from './support/fixtures'
import { serverPage, textOf, textsOf } from './support/server-dom'

/**
 * Which package carries a channel, found on a 360 px phone in at most two taps (the search field,
 * then a package's sign-up link), on the channel listing and on the package comparison, in both
 * countries and languages; and a package card's channel count opening the listing filtered to that
 * package. What is expected comes from the site's own REST API (each channel's `packages`, the one
 * relation behind every count and mark), checked once against the seed it was made from.
 */

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

/** The seeded sign-up page, which takes a package's id, at the same path in both languages. */
const signUpAddress = (locale: Locale, packageId: number) =>
  `${locale === 'pt' ? '' : `/${locale}`}${SIGN_UP_PATH}/${packageId}`

const LISTING = '/tv/listagem-de-canais'
const COMPARISON = '/zap-satelite/comparacao-de-pacotes'
const PACKAGES_PAGES: Record<Country, string[]> = {
  ao: ['/zap-satelite/pacotes-de-canais', '/zap-fibra/pacotes-tv-net'],
  mz: ['/zap-satelite/pacotes-de-canais'],
}

const UI = {
  pt: {
    search: 'Procurar um canal',
    results: 'Canais encontrados',
    signUp: 'Aderir',
    found: (n: number) =>
      n === 0 ? 'Nenhum canal encontrado' : n === 1 ? '1 canal encontrado' : `${n} canais encontrados`,
    empty: (query: string) => `Nenhum canal tem «${query}» no nome.`,
    list: 'Lista de canais',
    count: (n: number) => (n === 1 ? '1 canal' : `${n} canais`),
    packageHeading: (name: string) => `Canais do pacote ${name}`,
    showAll: 'Ver todos os canais',
    chip: /canais? em destaque/,
    table: 'Canais incluídos em cada pacote',
    total: 'Total de canais',
    signUpRow: 'Adesão',
  },
  en: {
    search: 'Find a channel',
    results: 'Channels found',
    signUp: 'Sign up',
    found: (n: number) => (n === 0 ? 'No channels found' : n === 1 ? '1 channel found' : `${n} channels found`),
    empty: (query: string) => `No channel has “${query}” in its name.`,
    list: 'Channel list',
    count: (n: number) => (n === 1 ? '1 channel' : `${n} channels`),
    packageHeading: (name: string) => `Channels in ${name}`,
    showAll: 'Show all channels',
    chip: /featured channels?/,
    table: 'Channels included in each package',
    total: 'Total channels',
    signUpRow: 'Sign-up',
  },
} as const

type ApiPackage = { id: number; name: string; price: number; service: 'satelite' | 'fibra' }
type ApiChannel = {
  id: number
  name: string
  number: number
  genre: string
  packages?: (number | { id: number })[] | null
}
type LineUp = { packages: ApiPackage[]; channels: ApiChannel[] }

/** A country's published packages and channels, as its site's REST API gives them to anyone. */
async function lineUp(request: APIRequestContext, country: Country): Promise<LineUp> {
  // The public API returns at most 50 documents a page: read every page.
  const docs = async <T>(path: string): Promise<T[]> => {
    const all: T[] = []
    for (let page = 1; page <= 20; page++) {
      // Node cannot resolve mz.localhost: the country's Host header on the loopback address.
      const response = await request.get(`${ORIGIN.ao}${path}&limit=50&page=${page}`, {
        headers: { host: HOST[country] },
      })
      expect(response.status(), path).toBe(200)
      const body = (await response.json()) as { docs: T[]; hasNextPage: boolean }
      all.push(...body.docs)
      if (!body.hasNextPage) return all
    }
    throw new Error(`${path}: more than 20 pages`)
  }
  const where = `where[country.code][equals]=${country}&depth=0`
  const [packages, channels] = await Promise.all([
    docs<ApiPackage>(`/api/packages?${where}`),
    docs<ApiChannel>(`/api/channels?${where}`),
  ])
  return { packages, channels }
}

const idsOf = (channel: ApiChannel) => (channel.packages ?? []).map((p) => (typeof p === 'number' ? p : p.id))

/** The packages that carry a channel, cheapest first (then by name). */
const carriersOf = (data: LineUp, channel: ApiChannel, locale: Locale) =>
  data.packages
    .filter((pkg) => idsOf(channel).includes(pkg.id))
    .sort((a, b) => a.price - b.price || a.name.localeCompare(b.name, locale))

/** The channels a package carries, in line-up order. */
const channelsOf = (data: LineUp, packageId: number) =>
  data.channels
    .filter((channel) => idsOf(channel).includes(packageId))
    .sort((a, b) => a.number - b.number || a.name.localeCompare(b.name))
    .map((channel) => channel.name)

const channelNamed = (data: LineUp, name: string) => {
  const channel = data.channels.find((c) => c.name === name)
  expect(channel, `${name} in the line-up`).toBeDefined()
  return channel!
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A price as the page prints it, any space matching (the page writes a no-break space). */
const priceText = (price: number, country: Country) => escape(formatMoney(price, country, 0)).replace(/\u00a0/g, '\\s')

/** Whether the page itself scrolls sideways. */
const pageOverflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

/**
 * Elements inside `scope` that scroll sideways on their own (overflow-x auto or scroll) or stick out
 * of the page, form fields aside (a field scrolls its own text).
 */
const sidewaysScrollers = (scope: Locator) =>
  scope.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter((element) => !['INPUT', 'SELECT', 'TEXTAREA'].includes(element.tagName))
      .filter((element) => {
        const { overflowX } = getComputedStyle(element)
        const scrolls = (overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth
        return scrolls || element.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5
      })
      .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}`),
  )

/**
 * Tap 1: the search field; then typing. The matches show under the field, on screen, each package
 * with its sign-up link (tap 2). Returns the results list.
 */
async function search(page: Page, locale: Locale, query: string, typed = false) {
  const field = page.getByRole('searchbox', { name: UI[locale].search })
  await expect(field).toBeEnabled()
  await field.tap()
  await field.fill('')
  if (typed) await field.pressSequentially(query, { delay: 30 })
  else await field.fill(query)
  return page.getByRole('list', { name: UI[locale].results })
}

/** The found channel's result says exactly which packages carry it, cheapest first, each with its sign-up link. */
async function expectCarriers(results: Locator, data: LineUp, country: Country, locale: Locale, channelName: string) {
  const ui = UI[locale]
  const expected = carriersOf(data, channelNamed(data, channelName), locale)
  expect(expected.length, `${channelName} is carried by some package`).toBeGreaterThan(0)
  const item = results
    .getByRole('listitem')
    .filter({ has: results.page().getByRole('heading', { name: channelName, exact: true }) })
  await expect(item).toHaveCount(1)
  const links = item.getByRole('link')
  await expect(links).toHaveText(expected.map((pkg) => `${ui.signUp} ${pkg.name}`))
  expect(await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')))).toEqual(
    expected.map((pkg) => signUpAddress(locale, pkg.id)),
  )
  // Each package's line names its price in the country's money.
  await expect(item.getByRole('listitem')).toHaveText(
    expected.map((pkg) => new RegExp(`^${escape(pkg.name)}\\s+${priceText(pkg.price, country)}\\s`)),
  )
  // On screen without scrolling: the second tap is right there.
  await expect(links.first()).toBeInViewport()
}

for (const country of ['ao', 'mz'] as const) {
  test(`${country}: the REST API's line-up is the seeded one (what the other tests expect from)`, async ({
    request,
  }) => {
    const data = await lineUp(request, country)
    for (const seeded of channelsFor(country)) {
      const channel = channelNamed(data, seeded.name)
      const keys = packagesCarrying(seeded, country)
      const names = seedPackages[country].filter((p) => keys.includes(p.key)).map((p) => p.name)
      expect(
        carriersOf(data, channel, 'pt')
          .map((p) => p.name)
          .sort(),
        seeded.name,
      ).toEqual(names.sort())
    }
  })

  for (const locale of ['pt', 'en'] as const) {
    const ui = UI[locale]

    test.describe(`${country} ${locale}`, () => {
      test('the channel listing: a channel found as it is typed, accents, case and spaces ignored; its packages cheapest first', async ({
        page,
        request,
      }) => {
        const data = await lineUp(request, country)
        await page.goto(siteUrl(country, locale, LISTING))
        // Typed key by key, never submitted: the matches follow each key.
        let results = await search(page, locale, 'sport tv', true)
        await expect(results.getByRole('heading')).toHaveText(['SportTV África'])
        await expectCarriers(results, data, country, locale, 'SportTV África')
        await expect(page.getByText(ui.found(1), { exact: true })).toHaveAttribute('aria-live', 'polite')
        for (const query of ['SPORTTV', 'sporttv africa']) {
          results = await search(page, locale, query)
          await expect(results.getByRole('heading'), query).toHaveText(['SportTV África'])
        }

        // Angola's TPA Notícias; Mozambique has no such channel, and says so.
        results = await search(page, locale, 'noticias')
        if (country === 'ao') {
          await expect(results.getByRole('heading')).toHaveText(['TPA Notícias'])
          await expectCarriers(results, data, country, locale, 'TPA Notícias')
        } else {
          await expect(results).toHaveCount(0)
          await expect(page.getByText(ui.found(0), { exact: true })).toBeVisible()
          await expect(page.getByText(ui.empty('noticias'))).toBeVisible()
        }
        // The whole list is still below.
        await expect(page.getByRole('list', { name: ui.list }).getByRole('heading')).toHaveCount(data.channels.length)
        expect(await pageOverflows(page), 'page overflow').toBe(false)

        // Tap 2: the cheapest package's sign-up, with the package chosen.
        results = await search(page, locale, 'sport tv')
        const [cheapest] = carriersOf(data, channelNamed(data, 'SportTV África'), locale)
        await results.getByRole('link', { name: `${ui.signUp} ${cheapest!.name}` }).tap()
        await expect(page).toHaveURL(siteUrl(country, 'pt', signUpAddress(locale, cheapest!.id)))
      })

      test('the package comparison: the same matches above a table that fits the phone, with no sideways scroll box', async ({
        page,
        request,
      }) => {
        const data = await lineUp(request, country)
        await page.goto(siteUrl(country, locale, COMPARISON))
        const results = await search(page, locale, 'Sport TV')
        await expect(results.getByRole('heading')).toHaveText(['SportTV África'])
        await expectCarriers(results, data, country, locale, 'SportTV África')

        const table = page.getByRole('table', { name: ui.table })
        await expect(table).toBeVisible()
        const section = page.getByRole('main').locator('section', { has: table }).last()
        expect(await sidewaysScrollers(section), 'sideways scrollers at 360 px').toEqual([])
        expect(await pageOverflows(page), 'page overflow at 360 px').toBe(false)
        // Scrolled to the table (its top just below the site's fixed header), every package column is
        // in view, its short name whole.
        await table.evaluate((element) =>
          window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 130),
        )
        const headers = table.getByRole('columnheader')
        const satellite = data.packages.filter((p) => p.service === 'satelite')
        await expect(headers).toHaveCount(satellite.length + 1)
        for (const header of await headers.all()) {
          await expect(header).toBeInViewport({ ratio: 1 })
          expect(await header.evaluate((th) => th.scrollWidth <= th.clientWidth), 'header fits its column').toBe(true)
        }
        // Scrolled to the end of the line-up, the package names stay at the top, below the site's header.
        await table.getByRole('rowheader').last().scrollIntoViewIfNeeded()
        const stuck = await headers.nth(1).boundingBox()
        expect(stuck?.y, 'package names below the fixed header').toBeGreaterThanOrEqual(115)
        expect(stuck?.y, 'package names at the top of the screen').toBeLessThan(130)
      })
    })
  }
}

test.describe('the comparison at other sizes', () => {
  for (const [width, height] of [
    [320, 720],
    // 400 % zoom of a 1280 × 720 window.
    [320, 180],
    [1920, 1080],
  ] as const) {
    test(`${width} × ${height}: within the page, nothing scrolls sideways`, async ({ page }) => {
      await page.setViewportSize({ width, height })
      await page.goto(siteUrl('ao', 'pt', COMPARISON))
      const table = page.getByRole('table', { name: UI.pt.table })
      await expect(table).toBeVisible()
      const section = page.getByRole('main').locator('section', { has: table }).last()
      expect(await sidewaysScrollers(section), 'sideways scrollers').toEqual([])
      expect(await pageOverflows(page), 'page overflow').toBe(false)
      // Screen readers read the full name and price at every width.
      const premium = table.getByRole('columnheader', { name: /^ZAP Premium 14\.000\sKz$/ })
      const position = await premium.evaluate((th) => getComputedStyle(th).position)
      // A short window leaves the package names to scroll away rather than cover the little room left.
      expect(position).toBe(height < 480 ? 'static' : 'sticky')
      // On screen: the full name and the price from 576 px, the short name alone below.
      const shown = (text: string) =>
        premium.evaluate((th, wanted) => {
          const span = [...th.querySelectorAll('span')].find((s) => s.textContent?.trim() === wanted)
          return span ? span.getBoundingClientRect().width > 2 : null
        }, text)
      expect(await shown('ZAP'), 'the shared first word').toBe(width >= 576)
      expect(await shown(formatMoney(14000, 'ao', 0)), 'the price').toBe(width >= 576)
      await expect(premium).toContainText('Premium')
    })
  }
})

for (const country of ['ao', 'mz'] as const) {
  for (const locale of ['pt', 'en'] as const) {
    const ui = UI[locale]
    test(`${country} ${locale}: a package card's channel count opens the listing filtered to that package, and back to every channel`, async ({
      page,
      request,
    }) => {
      const data = await lineUp(request, country)
      for (const path of PACKAGES_PAGES[country]) {
        await page.goto(siteUrl(country, locale, path))
        const cards = page.getByRole('main').getByRole('article')
        const name = await cards.first().getAttribute('aria-label')
        const pkg = data.packages.find((p) => p.name === name)
        expect(pkg, `${name} is a package of ${country}`).toBeDefined()
        const chip = cards.first().getByRole('link', { name: ui.chip })
        await expect(chip).toHaveText(new RegExp(`^${channelsOf(data, pkg!.id).length}\\s`))
        await chip.tap()
        await expect(page).toHaveURL(`${siteUrl(country, locale, LISTING)}?pacote=${pkg!.id}`)
        await expect(page.getByRole('heading', { name: ui.packageHeading(pkg!.name) })).toBeVisible()
        const names = page.getByRole('list', { name: ui.list }).getByRole('heading')
        await expect(names).toHaveText(channelsOf(data, pkg!.id))
        const count = page
          .getByRole('main')
          .getByRole('status')
          .filter({ hasText: /can|chan/i })
        await expect(count).toHaveText(ui.count(channelsOf(data, pkg!.id).length))

        await page.getByRole('button', { name: ui.showAll }).tap()
        await expect(names).toHaveCount(data.channels.length)
        await expect(page.getByRole('heading', { name: ui.packageHeading(pkg!.name) })).toHaveCount(0)
        expect(new URL(page.url()).search).toBe('')
      }
    })
  }
}

/** The first number of a text ("19 canais em destaque" → 19). */
const leadingNumber = (text: string) => Number(/\d+/.exec(text)?.[0] ?? NaN)

for (const country of ['ao', 'mz'] as const) {
  test(`${country}: every package's channel count agrees on its card, in the comparison's total and in its own listing`, async ({
    page,
    request,
  }) => {
    const data = await lineUp(request, country)
    const ui = UI.pt
    const seen = new Map<number, { card?: number; table?: number; list?: number }>()
    const note = (id: number, part: 'card' | 'table' | 'list', count: number) =>
      seen.set(id, { ...seen.get(id), [part]: count })

    // The cards' chips (server HTML).
    for (const path of PACKAGES_PAGES[country]) {
      const grid = await serverPage(country, 'pt', path)
      for (const card of grid.screen.getAllByRole('article', { hidden: true })) {
        const pkg = data.packages.find((p) => p.name === card.getAttribute('aria-label'))
        expect(pkg, `card ${card.getAttribute('aria-label')} on ${path}`).toBeDefined()
        note(
          pkg!.id,
          'card',
          leadingNumber(textOf(grid.within(card).getByRole('link', { name: ui.chip, hidden: true }))),
        )
      }
    }

    // The comparison's totals, column by column (server HTML).
    const comparison = await serverPage(country, 'pt', COMPARISON)
    const table = comparison.screen.getByRole('table', { name: ui.table, hidden: true })
    const columns = comparison.within(table).getAllByRole('columnheader', { hidden: true }).slice(1)
    const totals = comparison.within(table).getByRole('row', { name: new RegExp(`^${ui.total}`), hidden: true })
    const cells = comparison.within(totals).getAllByRole('cell', { hidden: true })
    expect(cells).toHaveLength(columns.length)
    columns.forEach((column, i) => {
      // The longest name the header starts with ("ZAP Max" and not "ZAP", were there one).
      const pkg = data.packages
        .filter((p) => textOf(column).startsWith(`${p.name} `))
        .sort((a, b) => b.name.length - a.name.length)[0]
      expect(pkg, `column ${textOf(column)}`).toBeDefined()
      note(pkg!.id, 'table', leadingNumber(textOf(cells[i])))
    })

    // The listing filtered to each package, as a card's chip opens it (in the browser: the filter is a script's).
    for (const pkg of data.packages) {
      await page.goto(`${siteUrl(country, 'pt', LISTING)}?pacote=${pkg.id}`)
      await expect(page.getByRole('heading', { name: ui.packageHeading(pkg.name) })).toBeVisible()
      const count = page
        .getByRole('main')
        .getByRole('status')
        .filter({ hasText: /canal|canais/ })
      note(pkg.id, 'list', leadingNumber((await count.textContent()) ?? ''))
    }

    // Every package is counted where it is shown, and every count is its relation's.
    for (const pkg of data.packages) {
      const expected = channelsOf(data, pkg.id).length
      const shown = seen.get(pkg.id)
      expect(shown, pkg.name).toEqual({
        card: expected,
        list: expected,
        ...(pkg.service === 'satelite' ? { table: expected } : {}),
      })
    }
  })
}

test.describe('before the scripts run (server HTML)', () => {
  for (const country of ['ao', 'mz'] as const) {
    for (const locale of ['pt', 'en'] as const) {
      const ui = UI[locale]
      test(`${country} ${locale}: the whole list and table, the search field labelled, and the counts' links`, async ({
        request,
      }) => {
        const data = await lineUp(request, country)
        const listing = await serverPage(country, locale, LISTING)
        expect(listing.status).toBe(200)
        const field = listing.screen.getByRole('searchbox', { name: ui.search, hidden: true })
        expect(field.hasAttribute('disabled'), 'disabled until its script runs').toBe(true)
        const list = listing.screen.getByRole('list', { name: ui.list, hidden: true })
        expect(listing.within(list).getAllByRole('heading', { hidden: true })).toHaveLength(data.channels.length)

        const comparison = await serverPage(country, locale, COMPARISON)
        const table = comparison.screen.getByRole('table', { name: ui.table, hidden: true })
        const carried = data.channels.filter((c) =>
          idsOf(c).some((id) => data.packages.some((p) => p.id === id && p.service === 'satelite')),
        )
        // The header, a row per genre, a row per channel a satellite package carries, the totals, the sign-ups.
        expect(comparison.within(table).getAllByRole('row', { hidden: true })).toHaveLength(
          1 + new Set(carried.map((c) => c.genre)).size + carried.length + 1 + 1,
        )
        // Under each column, its package's sign-up.
        const signUps = comparison
          .within(table)
          .getByRole('row', { name: new RegExp(`^${ui.signUpRow}`), hidden: true })
        const satellite = data.packages.filter((p) => p.service === 'satelite').sort((a, b) => a.price - b.price)
        expect(
          comparison
            .within(signUps)
            .getAllByRole('link', { hidden: true })
            .map((link) => [textOf(link), link.getAttribute('href')]),
        ).toEqual(satellite.map((pkg) => [`${ui.signUp} ${pkg.name}`, signUpAddress(locale, pkg.id)]))
        expect(comparison.screen.getByRole('searchbox', { name: ui.search, hidden: true })).toBeTruthy()

        for (const path of PACKAGES_PAGES[country]) {
          const grid = await serverPage(country, locale, path)
          for (const card of grid.screen.getAllByRole('article', { hidden: true })) {
            const pkg = data.packages.find((p) => p.name === card.getAttribute('aria-label'))!
            const chip = grid.within(card).getByRole('link', { name: ui.chip, hidden: true })
            expect(chip.getAttribute('href'), `${pkg.name} on ${path}`).toBe(
              `${locale === 'en' ? '/en' : ''}${LISTING}?pacote=${pkg.id}`,
            )
            expect(textOf(chip)).toMatch(new RegExp(`^${channelsOf(data, pkg.id).length}\\s`))
          }
          expect(textsOf(grid.screen.getAllByRole('article', { hidden: true })).length, path).toBeGreaterThan(0)
        }
      })
    }
  }
})
