import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { formatDistance } from '@/lib/stores/distance'
import { type Country, expect, HOST, type Locale, ORIGIN, siteUrl, test } from './support/fixtures'
import { serverPage, textOf, textsOf } from './support/server-dom'

/**
 * "Where is the nearest store?" on a 360 px phone, in both countries and languages: the store finder
 * (blocks/store-search) lists the stores under their provinces, the capital's first; a search reads
 * city, province and neighbourhood ("Maputo" finds Matola and Boane, in Maputo province); "Perto de
 * mim" orders them by distance from the browser's location; every store has directions to its
 * coordinates; the search and the first store are on the first screen. What is expected comes from
 * the site's own REST API (each store's province, city and coordinates), not from the seed.
 */

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

const PATH = { pt: '/apoio-ao-cliente/encontrar-lojas', en: '/help/find-stores' } as const

const UI = {
  pt: {
    h1: 'Encontrar lojas',
    list: 'Lojas e agentes',
    search: 'Pesquisar',
    nearMe: 'Perto de mim',
    nearest: 'Mais perto de si',
    sorted: /Ordenado pela distância/,
    count: (n: number) => (n === 1 ? '1 loja encontrada' : `${n} lojas encontradas`),
    distance: (km: number) => `a ${formatDistance(km, 'pt')}`,
    directions: (name: string) => `Direções para ${name} (abre num novo separador)`,
    noScript: 'precisam de JavaScript',
  },
  en: {
    h1: 'Find stores',
    list: 'Stores and agents',
    search: 'Search',
    nearMe: 'Near me',
    nearest: 'Nearest to you',
    sorted: /Sorted by how far away you are/,
    count: (n: number) => (n === 1 ? '1 store found' : `${n} stores found`),
    distance: (km: number) => `${formatDistance(km, 'en')} away`,
    directions: (name: string) => `Directions to ${name} (opens in a new tab)`,
    noScript: 'need JavaScript',
  },
} as const

/**
 * Per country: the capital's province (listed first), a search for the capital's name and the
 * provinces it must find (the capital's and the province around it), and where the visitor stands
 * (odd decimals, so the test can tell them in any request the page makes).
 */
const CASES = {
  ao: {
    capital: 'Luanda',
    query: 'Luanda',
    provinces: ['Luanda'],
    cities: ['Talatona', 'Viana'],
    visitor: { latitude: -12.3917, longitude: 13.5473 },
  },
  mz: {
    capital: 'Maputo Cidade',
    query: 'Maputo',
    provinces: ['Maputo Cidade', 'Maputo Província'],
    cities: ['Matola', 'Boane'],
    visitor: { latitude: -25.9713, longitude: 32.4471 },
  },
} as const

type ApiStore = {
  id: number
  name: string
  kind: 'loja' | 'agente' | 'comercial'
  province: string
  city: string
  latitude?: number | null
  longitude?: number | null
}

/** The country's published shops and agents (what the page lists), as its REST API gives them to anyone. */
async function storesOf(request: APIRequestContext, country: Country): Promise<ApiStore[]> {
  const all: ApiStore[] = []
  // The public API returns at most 50 documents a page: read every page.
  for (let page = 1; page <= 20; page++) {
    // Node cannot resolve mz.localhost: the country's Host header on the loopback address.
    const response = await request.get(
      `${ORIGIN.ao}/api/stores?where[country.code][equals]=${country}&depth=0&limit=50&page=${page}`,
      { headers: { host: HOST[country] } },
    )
    expect(response.status(), 'GET /api/stores').toBe(200)
    const body = (await response.json()) as { docs: ApiStore[]; hasNextPage: boolean }
    all.push(...body.docs)
    if (!body.hasNextPage) {
      const listed = all.filter((store) => store.kind === 'loja' || store.kind === 'agente')
      expect(listed.length, `${country}: stores to find`).toBeGreaterThan(3)
      return listed
    }
  }
  throw new Error('/api/stores: more than 20 pages')
}

const collator = new Intl.Collator('pt', { sensitivity: 'base' })

/** Provinces as the page lists them: the capital's first, then alphabetically. */
const provinceOrder = (stores: ApiStore[], capital: string) =>
  [...new Set(stores.map((store) => store.province))].sort((a, b) =>
    a === capital ? -1 : b === capital ? 1 : collator.compare(a, b),
  )

/** Great-circle distance in km (haversine, the Earth's mean radius), computed here from the API's coordinates. */
function haversineKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(rad(b.longitude - a.longitude) / 2) ** 2
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(h)))
}

const placeOf = (store: ApiStore) =>
  typeof store.latitude === 'number' && typeof store.longitude === 'number'
    ? { latitude: store.latitude, longitude: store.longitude }
    : null

/** The list of stores (under their provinces, or nearest first). */
const storeList = (page: Page, locale: Locale) => page.getByRole('list', { name: UI[locale].list })
const storeNames = (list: Locator) => list.getByRole('heading', { level: 3 })

for (const country of ['ao', 'mz'] as const) {
  const data = CASES[country]

  test(`${country}: every shop and agent has coordinates in the REST API (what the other tests measure from)`, async ({
    request,
  }) => {
    for (const store of await storesOf(request, country)) {
      const place = placeOf(store)
      expect(place, `${store.name}: latitude and longitude`).not.toBeNull()
      expect(Math.abs(place!.latitude), store.name).toBeLessThanOrEqual(90)
      expect(Math.abs(place!.longitude), store.name).toBeLessThanOrEqual(180)
    }
  })

  for (const locale of ['pt', 'en'] as const) {
    const ui = UI[locale]
    const url = siteUrl(country, locale, PATH[locale])

    test.describe(`${country} ${locale}`, () => {
      test('on a phone the search and the first store are on the first screen, and a search scrolls nothing away', async ({
        page,
      }) => {
        await page.goto(url)
        const search = page.getByRole('searchbox', { name: ui.search })
        await expect(search).toBeEnabled()
        const first = storeNames(storeList(page, locale)).first()
        await expect(search).toBeInViewport({ ratio: 1 })
        await expect(first).toBeInViewport({ ratio: 1 })
        await expect(page.getByRole('button', { name: ui.nearMe })).toBeInViewport({ ratio: 1 })
        expect(await page.evaluate(() => window.scrollY), 'scrolled on load').toBe(0)

        await search.tap()
        await search.fill(data.query)
        await expect(storeNames(storeList(page, locale)).first()).toBeInViewport()
        await expect(search).toBeInViewport({ ratio: 1 })
        expect(await page.evaluate(() => window.scrollY), 'scrolled by the search').toBe(0)
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
          'sideways scroll',
        ).toBeLessThanOrEqual(0)
      })

      test(`"${data.query}" finds the stores of ${data.provinces.join(' and ')}, ${data.cities.join(' and ')} among them, under their provinces`, async ({
        page,
        request,
      }) => {
        const stores = await storesOf(request, country)
        const expected = stores.filter((store) => (data.provinces as readonly string[]).includes(store.province))
        expect(expected.map((store) => store.city)).toEqual(expect.arrayContaining([...data.cities]))

        await page.goto(url)
        const search = page.getByRole('searchbox', { name: ui.search })
        await expect(search).toBeEnabled()
        await search.fill(data.query)
        const list = storeList(page, locale)
        await expect(list.getByRole('heading', { level: 2 })).toHaveText(provinceOrder(expected, data.capital))
        await expect(storeNames(list)).toHaveCount(expected.length)
        expect((await storeNames(list).allTextContents()).sort()).toEqual(expected.map((store) => store.name).sort())
        await expect(page.getByRole('main').getByRole('status')).toHaveText(ui.count(expected.length))
        await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(data.query)

        // Accents and case do not matter: the province typed without its accent, in capitals.
        const province = data.provinces.at(-1)!
        const plain = province
          .normalize('NFD')
          .replace(/\p{Diacritic}/gu, '')
          .toUpperCase()
        await search.fill(plain)
        await expect(list.getByRole('heading', { level: 2 })).toHaveText([province])
        await expect(storeNames(list)).toHaveCount(stores.filter((store) => store.province === province).length)
      })

      test('"Perto de mim" orders the stores by their distance from the browser’s location, which no request carries', async ({
        page,
        context,
        request,
      }) => {
        const stores = await storesOf(request, country)
        const ranked = stores
          .map((store) => ({ store, km: placeOf(store) ? haversineKm(data.visitor, placeOf(store)!) : Infinity }))
          .sort((a, b) => a.km - b.km)
        // Distinct distances, so the order is one.
        expect(new Set(ranked.map(({ km }) => km.toFixed(3))).size).toBe(ranked.length)

        await context.grantPermissions(['geolocation'], { origin: ORIGIN[country] })
        await context.setGeolocation(data.visitor)
        const sent: string[] = []
        page.on('request', (req) => sent.push(`${req.url()} ${req.postData() ?? ''}`))

        await page.goto(url)
        const nearMe = page.getByRole('button', { name: ui.nearMe })
        await expect(nearMe).toBeEnabled()
        await expect(nearMe).toHaveAttribute('aria-pressed', 'false')
        await nearMe.tap()
        await expect(nearMe).toHaveAttribute('aria-pressed', 'true')
        await expect(page.getByText(ui.sorted)).toBeVisible()

        const list = storeList(page, locale)
        await expect(list.getByRole('heading', { level: 2 })).toHaveText([ui.nearest])
        await expect(storeNames(list)).toHaveText(ranked.map(({ store }) => store.name))
        // The store's own card: the innermost item holding its name (the group's item holds it too).
        const nearest = list
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: ranked[0]!.store.name, exact: true }) })
          .last()
        await expect(nearest.getByText(ui.distance(ranked[0]!.km), { exact: true })).toBeVisible()
        await expect(storeNames(list).first()).toBeInViewport()

        // The visitor's place stays in the page: no address or body the page sent carries it.
        for (const value of [data.visitor.latitude, data.visitor.longitude]) {
          expect(
            sent.filter((line) => line.includes(String(Math.abs(value)))),
            `requests carrying ${value}`,
          ).toEqual([])
        }

        // Pressed again: back to the provinces.
        await nearMe.tap()
        await expect(nearMe).toHaveAttribute('aria-pressed', 'false')
        await expect(list.getByRole('heading', { level: 2 }).first()).toHaveText(data.capital)
      })

      test('without JavaScript the whole list is there under its province headings, and every store has directions (server HTML)', async ({
        request,
      }) => {
        const stores = await storesOf(request, country)
        const html = await serverPage(country, locale, PATH[locale])
        expect(html.status).toBe(200)
        expect(html.screen.getAllByRole('heading', { level: 1, name: ui.h1, hidden: true }), 'h1').toHaveLength(1)
        const list = html.screen.getByRole('list', { name: ui.list, hidden: true })
        expect(textsOf(html.within(list).getAllByRole('heading', { level: 2, hidden: true })), 'provinces').toEqual(
          provinceOrder(stores, data.capital),
        )
        expect(html.within(list).getAllByRole('heading', { level: 3, hidden: true }), 'stores').toHaveLength(
          stores.length,
        )
        // Each province's stores are under its own heading.
        for (const heading of html.within(list).getAllByRole('heading', { level: 2, hidden: true })) {
          const province = textOf(heading)
          const own = html.within(html.screen.getByRole('list', { name: province, hidden: true }))
          expect(textsOf(own.getAllByRole('heading', { level: 3, hidden: true })).sort(), province).toEqual(
            stores
              .filter((store) => store.province === province)
              .map((store) => store.name)
              .sort(),
          )
        }
        const main = html.screen.getByRole('main', { hidden: true })
        expect(html.within(main).getAllByRole('status', { hidden: true }).map(textOf), 'the count').toEqual([
          ui.count(stores.length),
        ])
        // The controls wait for the script, and say so.
        const nearMe = html.screen.getByRole('button', { name: ui.nearMe, hidden: true })
        expect(nearMe.closest('fieldset')?.hasAttribute('disabled'), '"Perto de mim" disabled').toBe(true)
        expect(html.document.querySelector('main noscript')?.textContent ?? '').toContain(ui.noScript)

        // "Direções": each store's coordinates, in a new tab, the link named for the store.
        for (const store of stores) {
          const link = html.screen.getByRole('link', { name: ui.directions(store.name), hidden: true })
          const href = new URL(link.getAttribute('href') ?? '')
          expect(`${href.origin}${href.pathname}`, store.name).toBe('https://www.google.com/maps/dir/')
          expect(href.searchParams.get('api'), store.name).toBe('1')
          const [lat, lng] = (href.searchParams.get('destination') ?? '').split(',').map(Number)
          expect(lat, `${store.name}: latitude`).toBeCloseTo(store.latitude!, 6)
          expect(lng, `${store.name}: longitude`).toBeCloseTo(store.longitude!, 6)
          expect(link.getAttribute('target'), store.name).toBe('_blank')
          expect(link.getAttribute('rel') ?? '', store.name).toMatch(/\bnoopener\b/)
        }
      })
    })
  }
}
