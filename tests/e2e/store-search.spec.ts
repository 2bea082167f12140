import type { Page } from '@playwright/test'
import { seriousViolations } from './support/axe'
import { expect, type Locale, siteUrl, test } from './support/fixtures'

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

for (const country of ['ao', 'mz'] as const) {
  const data = CASES[country]
  for (const locale of ['pt', 'en'] as const) {
    const ui = UI[locale]
    const url = siteUrl(country, locale, PATH[locale])

    test.describe(`${country} ${locale}: store search (${url})`, () => {
      test('lists the country’s stores, with phone links', async ({ page }) => {
        const response = await page.goto(url)
        expect(response?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1, name: ui.h1 })).toBeVisible()
        await expect(count(page)).toHaveText(ui.count(data.total))
        await expect(cardNames(page, locale)).toHaveCount(data.total)
        await expect(page.getByRole('main')).not.toContainText(data.absent)
        const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: data.phone.name }) })
        await expect(card.getByRole('link', { name: data.phone.text })).toHaveAttribute('href', data.phone.href)
        await ready(page, locale)
        const provinces = page.getByRole('combobox', { name: ui.province }).getByRole('option')
        await expect(provinces).toHaveText([ui.all, ...data.provinces])
      })

      test('filters by province, then by city, and keeps the address in step', async ({ page }) => {
        await page.goto(url)
        await ready(page, locale)
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
      })

      test('searches by text, shows the empty state and clears', async ({ page }) => {
        await page.goto(url)
        await ready(page, locale)
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
      })

      test('a shared address opens with its filters', async ({ page }) => {
        await page.goto(url + data.shared.query)
        await ready(page, locale)
        await expect(page.getByRole('combobox', { name: ui.province })).toHaveValue(data.shared.province)
        await expect(cardNames(page, locale)).toHaveText([...data.shared.stores])
      })
    })
  }
}

test('without JavaScript the whole list is there', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'pt-PT' })
  const page = await context.newPage()
  await page.goto(siteUrl('ao', 'pt', PATH.pt))
  await expect(cardNames(page, 'pt')).toHaveCount(CASES.ao.total)
  await expect(count(page)).toHaveText(UI.pt.count(CASES.ao.total))
  await context.close()
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
