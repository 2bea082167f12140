import type { Page } from '@playwright/test'
import { seriousViolations } from './support/axe'
import { expect, type Locale, siteUrl, test } from './support/fixtures'
import { hrefsOf, serverPage, textOf, textsOf } from './support/server-dom'

/**
 * The store search (blocks/store-search) on /apoio-ao-cliente/encontrar-lojas and /en/help/find-stores,
 * with the stores of cms/seed/data/stores.ts. "Perto de mim", directions and the phone's first screen:
 * stores-near-me.spec.ts.
 */

const PATH = { pt: '/apoio-ao-cliente/encontrar-lojas', en: '/help/find-stores' } as const
const UI = {
  pt: {
    h1: 'Encontrar lojas',
    search: 'Pesquisar',
    nearMe: 'Perto de mim',
    count: (n: number) => (n === 1 ? '1 loja encontrada' : `${n} lojas encontradas`),
    none: 'Nenhuma loja encontrada',
    empty: (query: string) => `Nenhuma loja encontrada para «${query}»`,
    clear: 'Limpar a pesquisa',
    list: 'Lojas e agentes',
  },
  en: {
    h1: 'Find stores',
    search: 'Search',
    nearMe: 'Near me',
    count: (n: number) => (n === 1 ? '1 store found' : `${n} stores found`),
    none: 'No stores found',
    empty: (query: string) => `No stores found for “${query}”`,
    clear: 'Clear the search',
    list: 'Stores and agents',
  },
} as const

const CASES = {
  ao: {
    total: 11,
    /** The capital's province first, then alphabetically. */
    provinces: ['Luanda', 'Benguela', 'Cabinda', 'Huambo', 'Huíla', 'Namibe'],
    first: ['Loja ZAP Kinaxixi', 'Loja ZAP Maianga', 'Loja ZAP Talatona Shopping', 'Agente Viana Comércio'],
    text: { query: 'MOCAMEDES', stores: ['Agente Moçâmedes Digital'] },
    neighbourhood: { query: 'maianga', stores: ['Loja ZAP Maianga'] },
    phone: { name: 'Loja ZAP Lubango', text: '+244 900 000 008', href: 'tel:+244900000008' },
    shared: { query: '?q=benguela', value: 'benguela', stores: ['Loja ZAP Benguela', 'Loja ZAP Lobito'] },
    /** An address shared before the search read provinces: its province becomes the search. */
    legacy: {
      query: '?provincia=Hu%C3%ADla',
      value: 'Huíla',
      stores: ['Loja ZAP Lubango', 'Agente Matala Eletrónica'],
    },
    absent: 'Beira',
  },
  mz: {
    total: 6,
    provinces: ['Maputo Cidade', 'Maputo Província', 'Nampula', 'Sofala'],
    first: ['Loja ZAP Baixa', 'Loja ZAP Julius Nyerere'],
    text: { query: 'eduardo mondlane', stores: ['Loja ZAP Beira'] },
    neighbourhood: { query: 'polana', stores: ['Loja ZAP Julius Nyerere'] },
    phone: { name: 'Loja ZAP Nampula', text: '+258 84 000 0006', href: 'tel:+258840000006' },
    shared: { query: '?q=matola', value: 'matola', stores: ['Loja ZAP Matola'] },
    legacy: { query: '?provincia=Maputo+Cidade&q=nyerere', value: 'nyerere', stores: ['Loja ZAP Julius Nyerere'] },
    absent: 'Lubango',
  },
} as const

/** The result count (the page has other live regions: the connection notice). */
const count = (page: Page) => page.getByRole('main').getByRole('status')
const cardNames = (page: Page, locale: Locale) =>
  page.getByRole('list', { name: UI[locale].list }).getByRole('heading', { level: 3 })
/** The search is enabled once the island has hydrated (it does nothing without JavaScript). */
const ready = (page: Page, locale: Locale) =>
  expect(page.getByRole('searchbox', { name: UI[locale].search })).toBeEnabled()

// The words and each country's stores, as the server sends them (without JavaScript this is the page).
for (const country of ['ao', 'mz'] as const) {
  const data = CASES[country]
  for (const locale of ['pt', 'en'] as const) {
    const ui = UI[locale]

    test(`${country} ${locale}: store search lists the country’s stores under their provinces, with phone links (server HTML)`, async () => {
      const page = await serverPage(country, locale, PATH[locale])
      expect(page.status).toBe(200)
      expect(page.screen.getAllByRole('heading', { level: 1, name: ui.h1, hidden: true }), 'h1').toHaveLength(1)
      const main = page.screen.getByRole('main', { hidden: true })
      expect(page.within(main).getAllByRole('status', { hidden: true }).map(textOf), 'the count').toContain(
        ui.count(data.total),
      )
      const list = page.screen.getByRole('list', { name: ui.list, hidden: true })
      expect(textsOf(page.within(list).getAllByRole('heading', { level: 2, hidden: true })), 'provinces').toEqual([
        ...data.provinces,
      ])
      const firstProvince = page.screen.getByRole('list', { name: data.provinces[0], hidden: true })
      expect(textsOf(page.within(firstProvince).getAllByRole('heading', { level: 3, hidden: true })), 'first').toEqual([
        ...data.first,
      ])
      expect(page.within(list).getAllByRole('heading', { level: 3, hidden: true }), 'cards').toHaveLength(data.total)
      expect(textOf(main), `no ${data.absent}`).not.toContain(data.absent)
      const card = page
        .within(list)
        .getByRole('heading', { level: 3, name: data.phone.name, hidden: true })
        .closest('li')
      expect(card, data.phone.name).not.toBeNull()
      expect(
        hrefsOf(page.within(card!).getAllByRole('link', { name: data.phone.text, hidden: true })),
        'phone link',
      ).toEqual([data.phone.href])
      expect(
        page.screen
          .getByRole('searchbox', { name: ui.search, hidden: true })
          .closest('fieldset')
          ?.hasAttribute('disabled'),
      ).toBe(true)
    })
  }
}

// The search is the same code in every language: in the browser for each country, in one language.
for (const [country, locale] of [
  ['ao', 'pt'],
  ['mz', 'en'],
] as const) {
  const data = CASES[country]
  const ui = UI[locale]
  const url = siteUrl(country, locale, PATH[locale])

  test(`${country} ${locale}: store search by text and neighbourhood, the empty state and clear, with the address in step, and shared addresses`, async ({
    page,
  }) => {
    await page.goto(url)
    await ready(page, locale)
    await expect(count(page), 'the count').toHaveText(ui.count(data.total))

    const search = page.getByRole('searchbox', { name: ui.search })
    await search.fill(data.text.query)
    await expect(cardNames(page, locale)).toHaveText([...data.text.stores])
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(data.text.query)
    await search.fill(data.neighbourhood.query)
    await expect(cardNames(page, locale)).toHaveText([...data.neighbourhood.stores])

    // Nothing found: said plainly; the button clears the search and puts focus back in the field.
    await search.fill('zzzz nada')
    await expect(count(page)).toHaveText(ui.none)
    await expect(page.getByText(ui.empty('zzzz nada'))).toBeVisible()
    await expect(cardNames(page, locale)).toHaveCount(0)
    await page.getByRole('button', { name: ui.clear }).click()
    await expect(cardNames(page, locale)).toHaveCount(data.total)
    await expect(search).toHaveValue('')
    await expect(search).toBeFocused()
    await expect.poll(() => new URL(page.url()).search).toBe('')

    // A shared address opens with its search (applied by the script: the server sends every store).
    for (const shared of [data.shared, data.legacy]) {
      await page.goto(url + shared.query)
      await ready(page, locale)
      await expect(search).toHaveValue(shared.value)
      await expect(cardNames(page, locale)).toHaveText([...shared.stores])
    }
  })
}

test('fits a 320 px phone, with 44 px controls, and passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 })
  await page.goto(siteUrl('mz', 'en', PATH.en))
  await ready(page, 'en')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
  for (const control of [
    page.getByRole('searchbox', { name: UI.en.search }),
    page.getByRole('button', { name: UI.en.nearMe }),
    page.getByRole('link', { name: /^Directions to / }).first(),
  ]) {
    expect((await control.boundingBox())?.height).toBeGreaterThanOrEqual(44)
  }
  expect(await seriousViolations(page, (b) => b.include('main'))).toEqual([])
})
