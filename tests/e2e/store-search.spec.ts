import type { Page } from '@playwright/test'
import { seriousViolations } from './support/axe'
import { expect, type Locale, siteUrl, test } from './support/fixtures'
import { hrefsOf, serverPage, textOf } from './support/server-dom'

/**
 * The store search (blocks/store-search) on /apoio-ao-cliente/encontrar-lojas and /en/help/find-stores,
 * with the stores of cms/seed/data/stores.ts.
 */

const PATH = { pt: '/apoio-ao-cliente/encontrar-lojas', en: '/help/find-stores' } as const
const UI = {
  pt: {
    h1: 'Encontrar lojas',
    province: 'Província',
    city: 'Cidade',
    search: 'Pesquisar',
    all: 'Todas as províncias',
    allCities: 'Todas as cidades',
    count: (n: number) => (n === 1 ? '1 loja encontrada' : `${n} lojas encontradas`),
    none: 'Nenhuma loja encontrada',
    clear: 'Limpar filtros',
    list: 'Lojas e agentes',
  },
  en: {
    h1: 'Find stores',
    province: 'Province',
    city: 'City',
    search: 'Search',
    all: 'All provinces',
    allCities: 'All cities',
    count: (n: number) => (n === 1 ? '1 store found' : `${n} stores found`),
    none: 'No stores found',
    clear: 'Clear filters',
    list: 'Stores and agents',
  },
} as const

const CASES = {
  ao: {
    total: 11,
    provinces: ['Benguela', 'Cabinda', 'Huambo', 'Huíla', 'Luanda', 'Namibe'],
    province: {
      name: 'Luanda',
      cities: ['Luanda', 'Talatona', 'Viana'],
      stores: ['Loja ZAP Kinaxixi', 'Loja ZAP Maianga', 'Loja ZAP Talatona Shopping', 'Agente Viana Comércio'],
    },
    city: { name: 'Viana', stores: ['Agente Viana Comércio'] },
    text: { query: 'MOCAMEDES', stores: ['Agente Moçâmedes Digital'] },
    phone: { name: 'Loja ZAP Lubango', text: '+244 900 000 008', href: 'tel:+244900000008' },
    shared: {
      query: '?provincia=Hu%C3%ADla',
      province: 'Huíla',
      stores: ['Loja ZAP Lubango', 'Agente Matala Eletrónica'],
    },
    absent: 'Beira',
  },
  mz: {
    total: 6,
    provinces: ['Maputo Cidade', 'Maputo Província', 'Nampula', 'Sofala'],
    province: {
      name: 'Maputo Província',
      cities: ['Boane', 'Matola'],
      stores: ['Agente Boane Electrónica', 'Loja ZAP Matola'],
    },
    city: { name: 'Matola', stores: ['Loja ZAP Matola'] },
    text: { query: 'eduardo mondlane', stores: ['Loja ZAP Beira'] },
    phone: { name: 'Loja ZAP Nampula', text: '+258 84 000 0006', href: 'tel:+258840000006' },
    shared: {
      query: '?provincia=Maputo+Cidade&q=nyerere',
      province: 'Maputo Cidade',
      stores: ['Loja ZAP Julius Nyerere'],
    },
    absent: 'Lubango',
  },
} as const

/** The result count (the page has other live regions: the connection notice). */
const count = (page: Page) => page.getByRole('main').getByRole('status')
const cardNames = (page: Page, locale: Locale) =>
  page.getByRole('list', { name: UI[locale].list }).getByRole('heading', { level: 2 })
/** The filters are enabled once the island has hydrated (they do nothing without JavaScript). */
const ready = (page: Page, locale: Locale) =>
  expect(page.getByRole('combobox', { name: UI[locale].province })).toBeEnabled()

// The words and each country's stores, as the server sends them (without JavaScript this is the page).
for (const country of ['ao', 'mz'] as const) {
  const data = CASES[country]
  for (const locale of ['pt', 'en'] as const) {
    const ui = UI[locale]

    test(`${country} ${locale}: store search lists the country’s stores, with phone links (server HTML)`, async () => {
      const page = await serverPage(country, locale, PATH[locale])
      expect(page.status).toBe(200)
      expect(page.screen.getAllByRole('heading', { level: 1, name: ui.h1, hidden: true }), 'h1').toHaveLength(1)
      const main = page.screen.getByRole('main', { hidden: true })
      expect(page.within(main).getAllByRole('status', { hidden: true }).map(textOf), 'the count').toContain(
        ui.count(data.total),
      )
      const list = page.screen.getByRole('list', { name: ui.list, hidden: true })
      expect(page.within(list).getAllByRole('heading', { level: 2, hidden: true }), 'cards').toHaveLength(data.total)
      expect(textOf(main), `no ${data.absent}`).not.toContain(data.absent)
      const card = page
        .within(list)
        .getAllByRole('listitem', { hidden: true })
        .filter((item) => page.within(item).queryAllByRole('heading', { name: data.phone.name, hidden: true }).length)
      expect(card, data.phone.name).toHaveLength(1)
      expect(
        hrefsOf(page.within(card[0]!).getAllByRole('link', { name: data.phone.text, hidden: true })),
        'phone link',
      ).toEqual([data.phone.href])
      const province = page.screen.getByRole('combobox', { name: ui.province, hidden: true })
      expect(page.within(province).getAllByRole('option', { hidden: true }).map(textOf), 'provinces').toEqual([
        ui.all,
        ...data.provinces,
      ])
    })
  }
}

// The filters are the same code in every language: in the browser for each country, in one language.
for (const [country, locale] of [
  ['ao', 'pt'],
  ['mz', 'en'],
] as const) {
  const data = CASES[country]
  const ui = UI[locale]
  const url = siteUrl(country, locale, PATH[locale])

  test(`${country} ${locale}: store search by text (empty state, clear), by province then city with the address in step, and a shared address`, async ({
    page,
  }) => {
    await page.goto(url)
    await ready(page, locale)
    await expect(count(page), 'the count').toHaveText(ui.count(data.total))

    // By text, the empty state and clear.
    const search = page.getByRole('searchbox', { name: ui.search })
    await search.fill(data.text.query)
    await expect(cardNames(page, locale)).toHaveText([...data.text.stores])
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(data.text.query)
    await search.fill('zzzz nada')
    await expect(count(page)).toHaveText(ui.none)
    await expect(cardNames(page, locale)).toHaveCount(0)
    await page.getByRole('button', { name: ui.clear }).click()
    await expect(cardNames(page, locale)).toHaveCount(data.total)
    await expect(search).toHaveValue('')
    await expect(search).toBeFocused()
    await expect.poll(() => new URL(page.url()).search).toBe('')

    // By province, then by city.
    await page.getByRole('combobox', { name: ui.province }).selectOption(data.province.name)
    await expect(cardNames(page, locale)).toHaveText([...data.province.stores])
    await expect(count(page)).toHaveText(ui.count(data.province.stores.length))
    await expect(page.getByRole('combobox', { name: ui.city }).getByRole('option')).toHaveText([
      ui.allCities,
      ...data.province.cities,
    ])
    await expect.poll(() => new URL(page.url()).searchParams.get('provincia')).toBe(data.province.name)
    await page.getByRole('combobox', { name: ui.city }).selectOption(data.city.name)
    await expect(cardNames(page, locale)).toHaveText([...data.city.stores])
    await expect.poll(() => new URL(page.url()).searchParams.get('cidade')).toBe(data.city.name)

    // A shared address opens with its filters (applied by the script: the server sends every store).
    await page.goto(url + data.shared.query)
    await ready(page, locale)
    await expect(page.getByRole('combobox', { name: ui.province })).toHaveValue(data.shared.province)
    await expect(cardNames(page, locale)).toHaveText([...data.shared.stores])
  })
}

test('without JavaScript the whole list is there (server HTML)', async () => {
  const page = await serverPage('ao', 'pt', PATH.pt)
  const list = page.screen.getByRole('list', { name: UI.pt.list, hidden: true })
  expect(page.within(list).getAllByRole('heading', { level: 2, hidden: true }), 'cards').toHaveLength(CASES.ao.total)
  const main = page.screen.getByRole('main', { hidden: true })
  expect(page.within(main).getAllByRole('status', { hidden: true }).map(textOf), 'the count').toEqual([
    UI.pt.count(CASES.ao.total),
  ])
})

test('fits a 320 px phone, with 44 px controls, and passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 })
  await page.goto(siteUrl('mz', 'en', PATH.en))
  await ready(page, 'en')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  for (const control of [
    page.getByRole('combobox', { name: UI.en.province }),
    page.getByRole('searchbox', { name: UI.en.search }),
  ]) {
    expect((await control.boundingBox())?.height).toBeGreaterThanOrEqual(44)
  }
  expect(await seriousViolations(page, (b) => b.include('main'))).toEqual([])
})
