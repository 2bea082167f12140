import type { Locator, Page } from '@playwright/test'
import { seriousViolations } from './support/axe'
import { followRedirects, htmlLang } from './support/commercial-server'
import { expect, h1Texts, type Locale, ORIGIN, siteUrl, test, titleOf } from './support/fixtures'
import { serverPage, textOf, textsOf } from './support/server-dom'

/**
 * The ZAP Fibra area (cms/seed/data/pages-fibre.ts and /zap-fibra/pacotes-tv-net in pages.ts):
 * Angola only, in both languages; its feature grids, image-and-text blocks and accredited sellers.
 * What the server renders is read from its HTML; a browser opens a page only for what needs one
 * (the redirect as a visitor meets it, the sellers' filter, layout at two widths).
 */

/** Each fibre page's path (the same in both languages) and the heading of its first block (the page's h1). */
const PAGES: [path: string, h1: Record<Locale, string>][] = [
  ['/zap-fibra/pacotes-tv-net', { pt: 'Pacotes ZAP Fibra TV + Net', en: 'ZAP Fibra TV + Net packages' }],
  ['/zap-fibra/funcionalidades', { pt: 'Funcionalidades da ZAP Fibra', en: 'ZAP Fibra features' }],
  [
    '/zap-fibra/mesh-wifi',
    { pt: 'Wi-Fi Mesh: rede forte em toda a casa', en: 'Mesh Wi-Fi: a strong network in every room' },
  ],
  ['/zap-fibra/wifi-6', { pt: 'Wi-Fi 6: mais aparelhos, menos esperas', en: 'Wi-Fi 6: more devices, less waiting' }],
  ['/zap-fibra/videoclube', { pt: 'Videoclube', en: 'Video club' }],
  ['/zap-fibra/comerciais-credenciados', { pt: 'Comerciais credenciados', en: 'Accredited sellers' }],
  ['/zap-fibra/campanhas', { pt: 'Campanhas ZAP Fibra', en: 'ZAP Fibra campaigns' }],
  ['/zap-fibra/carregamentos-e-pagamentos', { pt: 'Carregamentos e pagamentos', en: 'Top-ups and payments' }],
  [
    '/zap-fibra/condicoes-gerais-do-servico',
    { pt: 'Condições gerais do serviço ZAP Fibra', en: 'ZAP Fibra general conditions of service' },
  ],
]

const LOCALES = ['pt', 'en'] as const

test.describe('Angola: every fibre page responds in both languages', () => {
  for (const locale of LOCALES) {
    test(`${locale}: 200, one h1 (the first block's heading) and a title`, async ({ request }) => {
      for (const [path, h1] of PAGES) {
        const url = siteUrl('ao', locale, path)
        const response = await request.get(url, { maxRedirects: 0 })
        expect(response.status(), url).toBe(200)
        const html = await response.text()
        expect(h1Texts(html), url).toEqual([h1[locale]])
        expect(titleOf(html), url).toBeTruthy()
      }
    })
  }
})

test.describe('Mozambique: the fibre pages redirect to the home page', () => {
  for (const locale of LOCALES) {
    const home = `${ORIGIN.mz}${locale === 'pt' ? '/' : '/en'}`
    test(`${locale}: every page ends on ${locale === 'pt' ? '/' : '/en'} of the Mozambique site (server, redirects followed)`, async () => {
      for (const [path] of PAGES) {
        const { url, response } = await followRedirects('mz', locale, path)
        expect(url, path).toBe(home)
        expect(response.status, `${path}: the home page responds`).toBe(200)
        expect(htmlLang(response.body), `${path}: lang`).toBe(`${locale}-MZ`)
      }
    })

    // The same redirect as a browser meets it, once per language (a different page in each).
    const [path] = PAGES[locale === 'pt' ? 0 : PAGES.length - 1]!
    test(`${locale}: a browser opening ${path} ends on the home page`, async ({ page }) => {
      await page.goto(siteUrl('mz', locale, path))
      expect(page.url(), path).toBe(home)
      await expect(page.locator('html')).toHaveAttribute('lang', `${locale}-MZ`)
    })
  }
})

const SELLERS = {
  path: '/zap-fibra/comerciais-credenciados',
  /** The capital's province first, then alphabetically (lib/stores/group-stores.ts). */
  provinces: ['Luanda', 'Benguela', 'Cabinda', 'Huambo', 'Huíla'],
  luanda: ['Kilamba Digital', 'Kianda Conecta', 'Talatona Net Serviços'],
  benguela: ['Benguela Fibra Comercial', 'Restinga Telecom'],
  /** Shops and agents of cms/seed/data/stores.ts, which this page must not list. */
  shops: ['Loja ZAP Kinaxixi', 'Agente Viana Comércio', 'Loja ZAP Lubango'],
} as const
const SELLER_UI = {
  pt: {
    search: 'Pesquisar',
    list: 'Comerciais credenciados',
    kind: 'Comercial credenciado',
    count: (n: number) => (n === 1 ? '1 comercial credenciado encontrado' : `${n} comerciais credenciados encontrados`),
  },
  en: {
    search: 'Search',
    list: 'Accredited sellers',
    kind: 'Accredited seller',
    count: (n: number) => (n === 1 ? '1 accredited seller found' : `${n} accredited sellers found`),
  },
} as const

test.describe('accredited sellers', () => {
  for (const locale of LOCALES) {
    const ui = SELLER_UI[locale]
    test(`${locale}: lists only sellers, worded for them, under their provinces (server HTML)`, async () => {
      const sellers = await serverPage('ao', locale, SELLERS.path)
      expect(sellers.status, 'status').toBe(200)
      const main = sellers.screen.getByRole('main', { hidden: true })
      const inMain = sellers.within(main)
      const list = inMain.getByRole('list', { name: ui.list, hidden: true })
      expect(inMain.getAllByRole('status', { hidden: true }).map(textOf), 'count').toContain(ui.count(8))
      expect(sellers.within(list).getAllByRole('heading', { level: 3, hidden: true }), 'seller cards').toHaveLength(8)
      // Every card is a seller; no shop or agent is listed.
      const kinds = sellers.within(list).queryAllByText(ui.kind, { exact: true })
      expect(kinds, 'cards worded as sellers').toHaveLength(8)
      for (const shop of SELLERS.shops) expect(textOf(main), shop).not.toContain(shop)
      expect(textsOf(sellers.within(list).getAllByRole('heading', { level: 2, hidden: true })), 'provinces').toEqual([
        ...SELLERS.provinces,
      ])
    })

    test(`${locale}: a province typed in the search narrows the list and goes into the address`, async ({ page }) => {
      await page.goto(siteUrl('ao', locale, SELLERS.path))
      const main = page.getByRole('main')
      const names = main.getByRole('list', { name: ui.list }).getByRole('heading', { level: 3 })
      await expect(main.getByRole('status')).toHaveText(ui.count(8))
      await expect(names).toHaveCount(8)
      const search = main.getByRole('searchbox', { name: ui.search })
      // Disabled in the server's HTML, enabled once the island runs.
      await expect(search).toBeEnabled()
      await search.fill('Luanda')
      await expect(names).toHaveText([...SELLERS.luanda])
      await expect(main.getByRole('status')).toHaveText(ui.count(3))
      await search.fill('benguela')
      await expect(names).toHaveText([...SELLERS.benguela])
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('benguela')
    })
  }

  test('the store search of the support area still lists no seller (server HTML)', async () => {
    const stores = await serverPage('ao', 'pt', '/apoio-ao-cliente/encontrar-lojas')
    expect(stores.status, 'status').toBe(200)
    const main = stores.screen.getByRole('main', { hidden: true })
    const list = stores.within(main).getByRole('list', { name: 'Lojas e agentes', hidden: true })
    expect(stores.within(list).getAllByRole('heading', { hidden: true }).length, 'stores listed').toBeGreaterThan(0)
    expect(textOf(main), 'a seller').not.toContain('Kianda Conecta')
    expect(textOf(main), 'the sellers’ wording').not.toContain('Comercial credenciado')
  })
})

/** The items of the feature grid whose heading is given. */
const featureItems = (page: Page, heading: string): Locator =>
  page
    .locator('section', { has: page.getByRole('heading', { name: heading, exact: true }) })
    .last()
    .getByRole('listitem')

async function columnsOf(items: Locator): Promise<number> {
  const lefts = await items.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)))
  return new Set(lefts).size
}

const noHorizontalScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0)

test.describe('feature grid', () => {
  test('one column on a 320 px phone, with no horizontal scroll; four on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 720 })
    await page.goto(siteUrl('ao', 'pt', '/zap-fibra/funcionalidades'))
    const items = featureItems(page, 'Funcionalidades da ZAP Fibra')
    await expect(items).toHaveCount(8)
    expect(await columnsOf(items)).toBe(1)
    await noHorizontalScroll(page)
    for (const item of await items.all()) expect((await item.boundingBox())?.width).toBeLessThanOrEqual(320)
    const cta = page.getByRole('link', { name: 'Ver pacotes TV + Net' })
    expect((await cta.boundingBox())?.height).toBeGreaterThanOrEqual(44)

    await page.setViewportSize({ width: 700, height: 900 })
    expect(await columnsOf(items)).toBe(2)
    await page.setViewportSize({ width: 1440, height: 900 })
    expect(await columnsOf(items)).toBe(4)
    expect(await seriousViolations(page, (b) => b.include('main'))).toEqual([])
  })
})

test.describe('image and text', () => {
  // Mesh Wi-Fi has its image on the right on wide screens, Wi-Fi 6 on the left.
  const CASES = [
    {
      path: '/zap-fibra/mesh-wifi',
      side: 'right',
      heading: { pt: 'Wi-Fi Mesh: rede forte em toda a casa', en: 'Mesh Wi-Fi: a strong network in every room' },
    },
    {
      path: '/zap-fibra/wifi-6',
      side: 'left',
      heading: { pt: 'Wi-Fi 6: mais aparelhos, menos esperas', en: 'Wi-Fi 6: more devices, less waiting' },
    },
  ] as const

  for (const { path, side, heading } of CASES) {
    test(`${path}: image above the text on a phone, on the ${side} on a wide screen`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 720 })
      await page.goto(siteUrl('ao', 'en', path))
      const h1 = page.getByRole('heading', { level: 1, name: heading.en })
      const section = page.locator('section', { has: h1 }).last()
      const image = section.getByRole('img')
      await expect(image).toHaveAttribute('alt', /Wi-Fi/)
      // The image really loads (seeded upload served by the CMS).
      await expect
        .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true)
      const [img, text] = [await image.boundingBox(), await h1.boundingBox()]
      expect(img && text, 'boxes').toBeTruthy()
      expect(img!.y + img!.height).toBeLessThanOrEqual(text!.y)
      expect(img!.width).toBeLessThanOrEqual(320)
      await noHorizontalScroll(page)

      await page.setViewportSize({ width: 1280, height: 800 })
      const [wideImg, wideText] = [await image.boundingBox(), await h1.boundingBox()]
      if (side === 'right') expect(wideImg!.x).toBeGreaterThan(wideText!.x + wideText!.width - 1)
      else expect(wideImg!.x + wideImg!.width).toBeLessThan(wideText!.x + 1)
    })
  }
})
