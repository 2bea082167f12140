import type { Page } from '@playwright/test'
import { seriousViolations } from './support/axe'
import { followRedirects } from './support/commercial-server'
import { seedCampaignData } from '@/cms/seed/data/campaigns'
import { channelsFor, packagesCarrying } from '@/cms/seed/data/channels'
import { seedPackages } from '@/cms/seed/data/packages'
import { formatMoney } from '@/lib/format/money'
import { type Country, expect, HOST, type Locale, NOT_FOUND, ORIGIN, siteUrl, test } from './support/fixtures'
import { rawGet } from './support/raw-http'
import { publicPath } from './support/route-walk'
import { normalized, serverPage, textOf, textsOf } from './support/server-dom'

/**
 * The ZAP Satélite area (cms/seed/data/pages-satellite.ts and the packages page in pages.ts) with
 * the blocks packageGrid, packageComparison, campaignList and paymentMethods, in both countries and
 * languages. Expected prices, channel counts and campaigns come from the seed data itself.
 *
 * What the server renders (words, prices, links, the tabs' and steps' first state) is read from its
 * HTML in all four country × language combinations, without a browser. What only a browser shows
 * (a click, the keyboard, layout at 320 px, axe) is the same code in the four, so it runs in two of
 * them that cover both countries and both languages; a page's axe scan is made in the test that
 * opens that page anyway.
 */

const UI = {
  pt: {
    packagesH1: 'Pacotes de canais',
    per: 'por 30 dias',
    featured: 'Mais escolhido',
    channels: (n: number) => `${n} canais em destaque`,
    comparisonLink: 'comparação de pacotes',
    comparisonH1: 'Comparação de pacotes',
    region: 'Tabela de comparação de pacotes',
    caption: 'Canais incluídos em cada pacote',
    yes: '✓incluído',
    no: '–não incluído',
    campaignsH1: 'Campanhas ZAP Satélite',
    back: 'Todas as campanhas',
    paymentsH1: 'Carregamentos e pagamentos',
    tabs: 'Métodos de pagamento',
    facilitaH1: 'ZAP Facilita: o seu kit ZAP em prestações',
  },
  en: {
    packagesH1: 'Channel packages',
    per: 'per 30 days',
    featured: 'Most popular',
    channels: (n: number) => `${n} featured channels`,
    comparisonLink: 'package comparison',
    comparisonH1: 'Package comparison',
    region: 'Package comparison table',
    caption: 'Channels included in each package',
    yes: '✓included',
    no: '–not included',
    campaignsH1: 'ZAP Satellite campaigns',
    back: 'All campaigns',
    paymentsH1: 'Top-ups and payments',
    tabs: 'Payment methods',
    facilitaH1: 'ZAP Facilita: your ZAP kit in instalments',
  },
} as const

/** The payment tabs each country seeds, in order. */
const PAYMENT_TABS: Record<Country, Record<Locale, string[]>> = {
  ao: {
    pt: ['Multicaixa Express', 'Caixa Multicaixa (ATM)', 'Referência bancária', 'App ZAP e USSD', 'Lojas e agentes'],
    en: ['Multicaixa Express', 'Multicaixa cash machine', 'Bank reference', 'ZAP app and USSD', 'Stores and agents'],
  },
  mz: {
    pt: ['M-Pesa', 'e-Mola', 'Banco', 'Lojas e agentes'],
    en: ['M-Pesa', 'e-Mola', 'Bank', 'Stores and agents'],
  },
}

const satellitePackages = (country: Country) =>
  seedPackages[country].filter((p) => p.service === 'satelite').sort((a, b) => a.price - b.price)
const channelCount = (country: Country, key: string) =>
  channelsFor(country).filter((c) => packagesCarrying(c, country).includes(key)).length
/** Satellite campaigns newest first, as the list shows them. */
const satelliteCampaigns = (country: Country) =>
  seedCampaignData[country].filter((c) => c.service === 'satelite').sort((a, b) => b.startsAt.localeCompare(a.startsAt))

/** Whether the page itself scrolls sideways (it must not, at any width). */
const pageOverflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)

/**
 * No serious WCAG A/AA violation in the page's main content at 320 px and then at 1280 px: the
 * layout follows the window, so one loaded page is scanned at both widths. Leaves the window at 1280 px.
 */
async function expectAxeAtBothWidths(page: Page, what: string) {
  await page.setViewportSize({ width: 320, height: 800 })
  expect(await seriousViolations(page, (b) => b.include('main')), `${what} at 320px (axe)`).toEqual([])
  await page.setViewportSize({ width: 1280, height: 800 })
  expect(await seriousViolations(page, (b) => b.include('main')), `${what} at 1280px (axe)`).toEqual([])
}

/** The browser checks run in two combinations: both countries, both languages, each once. */
const inBrowser = (country: Country, locale: Locale) =>
  (country === 'ao' && locale === 'pt') || (country === 'mz' && locale === 'en')
/** The payment tabs' keyboard and phone layout run in the other two, so the four each get some. */
const paymentsInBrowser = (country: Country, locale: Locale) => !inBrowser(country, locale)

for (const country of ['ao', 'mz'] as const) {
  for (const locale of ['pt', 'en'] as const) {
    const ui = UI[locale]
    const url = (path: string) => siteUrl(country, locale, path)

    test.describe(`${country} ${locale}: satellite area`, () => {
      test('the package grid prices the country’s packages in its currency, with channel counts (server HTML)', async () => {
        const grid = await serverPage(country, locale, '/zap-satelite/pacotes-de-canais')
        expect(grid.status, 'packages page status').toBe(200)
        expect(textsOf(grid.screen.getAllByRole('heading', { level: 1, hidden: true })), 'h1').toEqual([ui.packagesH1])
        const packages = satellitePackages(country)
        const main = grid.screen.getByRole('main', { hidden: true })
        const cards = grid.within(main).getAllByRole('article', { hidden: true })
        // The grid opens the page (h1), so each package is an h2: no skipped level.
        expect(
          cards.flatMap((card) => textsOf(grid.within(card).queryAllByRole('heading', { level: 2, hidden: true }))),
          'package cards’ h2',
        ).toEqual(packages.map((p) => p.name))
        for (const pkg of packages) {
          const card = textOf(grid.screen.getByRole('article', { name: pkg.name, hidden: true }))
          expect(card, `${pkg.name}: price`).toContain(normalized(formatMoney(pkg.price, country)))
          expect(card, `${pkg.name}: period`).toContain(ui.per)
          expect(card, `${pkg.name}: channel count`).toContain(ui.channels(channelCount(country, pkg.key)))
          if (pkg.highlighted) expect(card, `${pkg.name}: featured`).toContain(ui.featured)
          else expect(card, `${pkg.name}: not featured`).not.toContain(ui.featured)
        }
        // The other country's money never shows.
        expect(textOf(main), 'the other currency').not.toContain(country === 'ao' ? ' MT' : ' Kz')

        const link = grid.screen.getByRole('link', { name: ui.comparisonLink, hidden: true })
        expect(link.getAttribute('href'), 'comparison link').toBe(
          publicPath(locale, '/zap-satelite/comparacao-de-pacotes'),
        )
      })

      test('the comparison table: a column per package, ZAP Filmes 1 from Plus up (server HTML)', async () => {
        const comparison = await serverPage(country, locale, '/zap-satelite/comparacao-de-pacotes')
        expect(comparison.status, 'comparison page status').toBe(200)
        expect(textsOf(comparison.screen.getAllByRole('heading', { level: 1, hidden: true })), 'h1').toEqual([
          ui.comparisonH1,
        ])
        const region = comparison.screen.getByRole('region', { name: ui.region, hidden: true })
        const table = comparison.within(region).getByRole('table', { name: ui.caption, hidden: true })
        const packages = satellitePackages(country)
        expect(comparison.within(table).getAllByRole('columnheader', { hidden: true }), 'columns').toHaveLength(
          packages.length + 1,
        )
        // ZAP Filmes 1 starts at the Plus package.
        const row = comparison
          .within(table)
          .getByRole('rowheader', { name: /ZAP Filmes 1$/, hidden: true })
          .closest('tr')!
        expect(textsOf(comparison.within(row).getAllByRole('cell', { hidden: true })), 'ZAP Filmes 1 row').toEqual(
          packages.map((p) => (['plus', 'premium'].includes(p.key) ? ui.yes : ui.no)),
        )
      })

      test('the campaign list, a campaign’s page, its way back, and a 404 for an unknown id (server HTML)', async () => {
        const list = await serverPage(country, locale, '/zap-satelite/campanhas')
        expect(list.status, 'list status').toBe(200)
        expect(textsOf(list.screen.getAllByRole('heading', { level: 1, hidden: true })), 'list h1').toEqual([
          ui.campaignsH1,
        ])
        const campaigns = satelliteCampaigns(country)
        const main = list.screen.getByRole('main', { hidden: true })
        const links = list
          .within(main)
          .getAllByRole('article', { hidden: true })
          .flatMap((article) => list.within(article).getAllByRole('link', { hidden: true }))
        expect(textsOf(links), 'campaign links').toEqual(campaigns.map((c) => c[locale].title))

        const first = campaigns[0]!
        const href = list
          .within(main)
          .getByRole('link', { name: first[locale].title, hidden: true })
          .getAttribute('href')
        expect(href, 'first campaign link').toMatch(
          new RegExp(`^${publicPath(locale, '/zap-satelite/campanhas')}/\\d+$`),
        )
        // The href carries the language's prefix already, hence 'pt' (no prefix added).
        const page = await serverPage(country, 'pt', href!)
        expect(page.status, 'campaign page status').toBe(200)
        expect(textsOf(page.screen.getAllByRole('heading', { level: 1, hidden: true })), 'campaign h1').toEqual([
          first[locale].title,
        ])
        const campaignMain = page.screen.getByRole('main', { hidden: true })
        expect(textOf(campaignMain), 'campaign summary').toContain(normalized(first[locale].summary))
        expect(
          page.within(campaignMain).getByRole('link', { name: first[locale].ctaLabel, hidden: true }),
          'CTA',
        ).toBeTruthy()
        expect(page.screen.getByRole('link', { name: ui.back, hidden: true }).getAttribute('href'), 'back link').toBe(
          publicPath(locale, '/zap-satelite/campanhas'),
        )

        for (const id of ['999999', 'nao-existe']) {
          const missing = await serverPage(country, locale, `/zap-satelite/campanhas/${id}`)
          expect(missing.status, id).toBe(404)
          expect(textsOf(missing.screen.getAllByRole('heading', { level: 1, hidden: true })), `${id}: h1`).toEqual([
            NOT_FOUND[locale].heading,
          ])
        }
      })

      test('payment tabs: the country’s methods, the first selected, every method’s steps in a list (server HTML)', async () => {
        const payments = await serverPage(country, locale, '/zap-satelite/carregamentos-e-pagamentos')
        expect(payments.status, 'payments page status').toBe(200)
        expect(textsOf(payments.screen.getAllByRole('heading', { level: 1, hidden: true })), 'h1').toEqual([
          ui.paymentsH1,
        ])
        const names = PAYMENT_TABS[country][locale]
        const tablist = payments.screen.getByRole('tablist', { name: ui.tabs, hidden: true })
        expect(textsOf(payments.within(tablist).getAllByRole('tab', { hidden: true })), 'tabs').toEqual(names)
        const first = names[0]!
        expect(
          payments.screen.getByRole('tab', { name: first, hidden: true }).getAttribute('aria-selected'),
          first,
        ).toBe('true')
        // No step is folded away: each panel holds its method's steps as one numbered list
        // (payments-steps.spec.ts checks them against the seed, in a browser too).
        for (const name of names) {
          // The tab names its panel (aria-controls); a hidden panel's name is not computed in jsdom.
          const tab = payments.screen.getByRole('tab', { name, hidden: true })
          const panel = payments.document.getElementById(tab.getAttribute('aria-controls') ?? '')
          expect(panel?.getAttribute('role'), `${name}: its panel`).toBe('tabpanel')
          if (!panel) continue
          expect(panel.querySelectorAll(':scope > ol > li').length, `${name}: steps`).toBeGreaterThan(0)
          expect(panel.querySelector('[aria-expanded]'), `${name}: nothing to expand`).toBeNull()
        }
      })

      if (inBrowser(country, locale)) {
        test('the packages page passes axe; its comparison link opens a table usable on a 320 px phone that passes axe', async ({
          page,
        }) => {
          test.setTimeout(120_000)
          await page.setViewportSize({ width: 320, height: 800 })
          await page.goto(url('/zap-satelite/pacotes-de-canais'))
          await expectAxeAtBothWidths(page, 'packages page')
          await page.setViewportSize({ width: 320, height: 720 })
          await page.getByRole('link', { name: ui.comparisonLink }).click()
          await expect(page).toHaveURL(url('/zap-satelite/comparacao-de-pacotes'))
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.comparisonH1)
          const region = page.getByRole('region', { name: ui.region })
          const table = region.getByRole('table', { name: ui.caption })
          await expect(table).toBeVisible()

          // The whole table fits the phone in the page's own scroll: no box that scrolls sideways
          // inside the page, and the package headers stay in view while the rows scroll by.
          expect(await pageOverflows(page), 'page overflow').toBe(false)
          const box = await region.evaluate((el) => ({
            scroll: el.scrollWidth,
            client: el.clientWidth,
            right: el.getBoundingClientRect().right,
          }))
          expect(box.scroll, 'no sideways scroll inside the region').toBeLessThanOrEqual(box.client + 1)
          expect(box.right, 'the region fits the window').toBeLessThanOrEqual(320)
          const viva = table.getByRole('rowheader', { name: /ZAP Viva$/ })
          await expect(viva).toBeVisible()
          await table.getByRole('row').last().scrollIntoViewIfNeeded()
          const header = table.getByRole('columnheader').nth(1)
          const headerBox = await header.boundingBox()
          expect(headerBox && headerBox.y >= 0 && headerBox.y < 720, 'package headers stay in view').toBe(true)
          await expectAxeAtBothWidths(page, 'comparison page')
        })

        test('the campaign list and a campaign’s page pass axe; the card opens the page and comes back; an unknown id shows the 404 page', async ({
          page,
        }) => {
          test.setTimeout(120_000)
          const list = url('/zap-satelite/campanhas')
          await page.setViewportSize({ width: 320, height: 800 })
          expect((await page.goto(list))?.status()).toBe(200)
          await expectAxeAtBothWidths(page, 'campaign list')
          // The list's first card, as a visitor would pick it: its page is scanned at 1280 px below.
          const first = satelliteCampaigns(country)[0]!
          const [response] = await Promise.all([
            page.waitForResponse(
              (r) => r.request().isNavigationRequest() && /\/zap-satelite\/campanhas\/\d+$/.test(r.url()),
            ),
            page.getByRole('link', { name: first[locale].title }).click(),
          ])
          expect(response.status()).toBe(200)
          expect(page.url()).toMatch(new RegExp(`^${list}/\\d+$`))
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(first[locale].title)
          await expect(page.getByRole('main').getByRole('link', { name: first[locale].ctaLabel })).toBeVisible()
          expect(await seriousViolations(page, (b) => b.include('main')), 'campaign page at 1280 px (axe)').toEqual([])
          await page.getByRole('link', { name: ui.back }).click()
          await expect(page).toHaveURL(list)

          // Both unknown ids are checked in the server HTML; one opens here, for the browser's console.
          const id = country === 'ao' ? '999999' : 'nao-existe'
          expect((await page.goto(`${list}/${id}`))?.status(), id).toBe(404)
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND[locale].heading)
        })
      }

      if (paymentsInBrowser(country, locale)) {
        test('the payments page passes axe; its tabs switch with the keyboard; each shows all its steps', async ({
          page,
        }) => {
          test.setTimeout(120_000)
          await page.setViewportSize({ width: 320, height: 800 })
          expect((await page.goto(url('/zap-satelite/carregamentos-e-pagamentos')))?.status()).toBe(200)
          // Scanned as it opens (the first tab selected), at both widths; the keyboard part runs at 1280 px.
          await expectAxeAtBothWidths(page, 'payments page')
          const names = PAYMENT_TABS[country][locale]
          const [first, second] = names as [string, string]
          await expect(page.getByRole('tab', { name: first })).toHaveAttribute('aria-selected', 'true')
          const firstPanel = page.getByRole('tabpanel', { name: first })
          await expect(firstPanel).toBeVisible()

          await page.getByRole('tab', { name: first }).focus()
          await page.keyboard.press('ArrowRight')
          await expect(page.getByRole('tab', { name: second })).toBeFocused()
          await expect(page.getByRole('tab', { name: second })).toHaveAttribute('aria-selected', 'true')
          await expect(firstPanel).toBeHidden()
          const panel = page.getByRole('tabpanel', { name: second })
          await expect(panel).toBeVisible()
          const steps = panel.locator(':scope > ol > li')
          expect(await steps.count(), `${second}: steps`).toBeGreaterThan(0)
          for (const step of await steps.all()) await expect(step).toBeVisible()
          // On a phone every tab is still reachable without the page scrolling sideways.
          await page.setViewportSize({ width: 320, height: 720 })
          expect(await pageOverflows(page), 'page overflow at 320 px').toBe(false)
          for (const name of names) await expect(page.getByRole('tab', { name }), name).toBeInViewport()
        })
      }

      if (country === 'ao') {
        test('ZAP Facilita explains the instalment plan (server HTML)', async () => {
          const facilita = await serverPage(country, locale, '/zap-satelite/zap-facilita')
          expect(facilita.status, 'status').toBe(200)
          expect(textsOf(facilita.screen.getAllByRole('heading', { level: 1, hidden: true })), 'h1').toEqual([
            ui.facilitaH1,
          ])
          const main = facilita.screen.getByRole('main', { hidden: true })
          expect(
            facilita.within(main).getAllByRole('button', { expanded: true, hidden: true }),
            'open panels',
          ).toHaveLength(1)
        })
      } else {
        // fibre.spec.ts follows the same Angola-only redirect in a browser, in both languages.
        test('ZAP Facilita redirects to the home page (server, redirects followed)', async () => {
          const { url: end, response } = await followRedirects(country, locale, '/zap-satelite/zap-facilita')
          expect(end).toBe(locale === 'pt' ? `${ORIGIN.mz}/` : `${ORIGIN.mz}/en`)
          expect(response.status, 'the home page responds').toBe(200)
        })
      }
    })
  }
}

/**
 * The axe scans of the packages, comparison, campaign and payments pages run in the browser tests
 * above, on the page those tests open anyway (each page loaded once for both). The terms page has
 * no behaviour of its own, so it is opened here alone, in each country.
 */
test.describe('satellite pages pass axe (WCAG A/AA) in their main content', () => {
  for (const country of ['ao', 'mz'] as const) {
    const path = '/zap-satelite/condicoes-gerais-do-servico'
    test(`${country}: ${path} at 320 and 1280 px`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 })
      await page.goto(siteUrl(country, 'pt', path))
      await expectAxeAtBothWidths(page, path)
    })
  }
})

test.describe('campaign pages show only their own country’s and service’s campaigns', () => {
  test('a fibre campaign, or one of Mozambique, is a 404 on the Angolan satellite campaigns page (server)', async ({
    request,
  }) => {
    const find = async (where: string) => {
      const response = await request.get(`${ORIGIN.ao}/api/campaigns?${where}&limit=1&depth=0`)
      expect(response.ok()).toBe(true)
      const body = (await response.json()) as { docs: { id: number }[] }
      expect(body.docs.length, where).toBe(1)
      return body.docs[0]!.id
    }
    const fibre = await find('where[service][equals]=fibra&where[country.code][equals]=ao')
    const mozambique = await find('where[service][equals]=satelite&where[country.code][equals]=mz')
    const angola = await find('where[service][equals]=satelite&where[country.code][equals]=ao')
    expect((await rawGet(`/zap-satelite/campanhas/${angola}`, { host: HOST.ao })).status, String(angola)).toBe(200)
    for (const id of [fibre, mozambique]) {
      expect((await rawGet(`/zap-satelite/campanhas/${id}`, { host: HOST.ao })).status, String(id)).toBe(404)
    }
  })
})
