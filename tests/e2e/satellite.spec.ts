import type { Page } from '@playwright/test'
import { seriousViolations } from './support/axe'
import { seedCampaignData } from '@/cms/seed/data/campaigns'
import { channelsFor, packagesCarrying } from '@/cms/seed/data/channels'
import { seedPackages } from '@/cms/seed/data/packages'
import { formatMoney } from '@/lib/format/money'
import { type Country, expect, type Locale, NOT_FOUND, ORIGIN, siteUrl, test } from './support/fixtures'

/**
 * The ZAP Satélite area (cms/seed/data/pages-satellite.ts and the packages page in pages.ts) with
 * the blocks packageGrid, packageComparison, campaignList and paymentMethods, in both countries and
 * languages. Expected prices, channel counts and campaigns come from the seed data itself.
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

for (const country of ['ao', 'mz'] as const) {
  for (const locale of ['pt', 'en'] as const) {
    const ui = UI[locale]
    const url = (path: string) => siteUrl(country, locale, path)

    test.describe(`${country} ${locale}: satellite area`, () => {
      test('the package grid prices the country’s packages in its currency, with channel counts', async ({ page }) => {
        const response = await page.goto(url('/zap-satelite/pacotes-de-canais'))
        expect(response?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.packagesH1)
        const packages = satellitePackages(country)
        const cards = page.getByRole('main').getByRole('article')
        // The grid opens the page (h1), so each package is an h2: no skipped level.
        await expect(cards.getByRole('heading', { level: 2 })).toHaveText(packages.map((p) => p.name))
        for (const pkg of packages) {
          const card = page.getByRole('article', { name: pkg.name })
          await expect(card).toContainText(formatMoney(pkg.price, country))
          await expect(card).toContainText(ui.per)
          await expect(card).toContainText(ui.channels(channelCount(country, pkg.key)))
          if (pkg.highlighted) await expect(card).toContainText(ui.featured)
          else await expect(card).not.toContainText(ui.featured)
        }
        // The other country's money never shows.
        await expect(page.getByRole('main')).not.toContainText(country === 'ao' ? ' MT' : ' Kz')

        await page.getByRole('link', { name: ui.comparisonLink }).click()
        await expect(page).toHaveURL(url('/zap-satelite/comparacao-de-pacotes'))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.comparisonH1)
      })

      test('the comparison table is usable on a 320 px phone', async ({ page }) => {
        await page.setViewportSize({ width: 320, height: 720 })
        const response = await page.goto(url('/zap-satelite/comparacao-de-pacotes'))
        expect(response?.status()).toBe(200)
        const region = page.getByRole('region', { name: ui.region })
        const table = region.getByRole('table', { name: ui.caption })
        await expect(table).toBeVisible()
        const packages = satellitePackages(country)
        await expect(table.getByRole('columnheader')).toHaveCount(packages.length + 1)
        // ZAP Filmes 1 starts at the Plus package.
        const row = table.locator('tr').filter({ has: page.getByRole('rowheader', { name: /ZAP Filmes 1$/ }) })
        await expect(row.getByRole('cell')).toHaveText(
          packages.map((p) => (['plus', 'premium'].includes(p.key) ? ui.yes : ui.no)),
        )

        // The page never scrolls sideways; the table region does, from the keyboard too.
        expect(await pageOverflows(page)).toBe(false)
        const box = await region.evaluate((el) => ({
          scroll: el.scrollWidth,
          client: el.clientWidth,
          right: el.getBoundingClientRect().right,
        }))
        expect(box.scroll).toBeGreaterThan(box.client)
        expect(box.right).toBeLessThanOrEqual(320)
        await region.focus()
        await expect(region).toBeFocused()
        // Focus the region and press ArrowRight until it scrolls: a late hydration once took the
        // focus between the two steps in CI, which is not what this checks.
        await expect
          .poll(async () => {
            await region.focus()
            await page.keyboard.press('ArrowRight')
            return region.evaluate((el) => el.scrollLeft)
          })
          .toBeGreaterThan(0)
        // The channel column stays in view while the packages scroll under it.
        const viva = table.getByRole('rowheader', { name: /ZAP Viva$/ })
        const regionBox = await region.boundingBox()
        const vivaBox = await viva.boundingBox()
        expect(vivaBox && regionBox && vivaBox.x - regionBox.x).toBeLessThan(4)
        expect(await pageOverflows(page)).toBe(false)
      })

      test('a campaign card opens its page; an unknown id is a 404', async ({ page }) => {
        const list = url('/zap-satelite/campanhas')
        expect((await page.goto(list))?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.campaignsH1)
        const campaigns = satelliteCampaigns(country)
        const links = page.getByRole('main').getByRole('article').getByRole('link')
        await expect(links).toHaveText(campaigns.map((c) => c[locale].title))

        const first = campaigns[0]!
        const [response] = await Promise.all([
          page.waitForResponse(
            (r) => r.request().isNavigationRequest() && /\/zap-satelite\/campanhas\/\d+$/.test(r.url()),
          ),
          page.getByRole('link', { name: first[locale].title }).click(),
        ])
        expect(response.status()).toBe(200)
        expect(page.url()).toMatch(new RegExp(`^${list}/\\d+$`))
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(first[locale].title)
        await expect(page.getByRole('main')).toContainText(first[locale].summary)
        await expect(page.getByRole('main').getByRole('link', { name: first[locale].ctaLabel })).toBeVisible()
        await page.getByRole('link', { name: ui.back }).click()
        await expect(page).toHaveURL(list)

        for (const id of ['999999', 'nao-existe']) {
          expect((await page.goto(`${list}/${id}`))?.status(), id).toBe(404)
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND[locale].heading)
        }
      })

      test('payment tabs switch with the keyboard; each opens on its first step', async ({ page }) => {
        expect((await page.goto(url('/zap-satelite/carregamentos-e-pagamentos')))?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.paymentsH1)
        const names = PAYMENT_TABS[country][locale]
        const tabs = page.getByRole('tablist', { name: ui.tabs }).getByRole('tab')
        await expect(tabs).toHaveText(names)
        const [first, second] = names as [string, string]
        await expect(page.getByRole('tab', { name: first })).toHaveAttribute('aria-selected', 'true')
        const firstPanel = page.getByRole('tabpanel', { name: first })
        await expect(firstPanel.getByRole('button').first()).toHaveAttribute('aria-expanded', 'true')

        await page.getByRole('tab', { name: first }).focus()
        await page.keyboard.press('ArrowRight')
        await expect(page.getByRole('tab', { name: second })).toBeFocused()
        await expect(page.getByRole('tab', { name: second })).toHaveAttribute('aria-selected', 'true')
        await expect(firstPanel).toBeHidden()
        const panel = page.getByRole('tabpanel', { name: second })
        await expect(panel).toBeVisible()
        const steps = panel.getByRole('button')
        await expect(steps.first()).toHaveAttribute('aria-expanded', 'true')
        await expect(steps.nth(1)).toHaveAttribute('aria-expanded', 'false')
        // On a phone every tab is still reachable without the page scrolling sideways.
        await page.setViewportSize({ width: 320, height: 720 })
        expect(await pageOverflows(page)).toBe(false)
        for (const name of names) await expect(page.getByRole('tab', { name })).toBeInViewport()
      })

      if (country === 'ao') {
        test('ZAP Facilita explains the instalment plan', async ({ page }) => {
          expect((await page.goto(url('/zap-satelite/zap-facilita')))?.status()).toBe(200)
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.facilitaH1)
          await expect(page.getByRole('main').getByRole('button', { expanded: true })).toHaveCount(1)
        })
      } else {
        test('ZAP Facilita redirects to the home page', async ({ page }) => {
          await page.goto(url('/zap-satelite/zap-facilita'))
          expect(page.url()).toBe(locale === 'pt' ? `${ORIGIN.mz}/` : `${ORIGIN.mz}/en`)
        })
      }
    })
  }
}

test.describe('satellite pages pass axe (WCAG A/AA) in their main content', () => {
  for (const country of ['ao', 'mz'] as const) {
    test(`${country}: packages, comparison, campaigns, a campaign, payments, conditions`, async ({ page }) => {
      const paths = [
        '/zap-satelite/pacotes-de-canais',
        '/zap-satelite/comparacao-de-pacotes',
        '/zap-satelite/campanhas',
        '/zap-satelite/carregamentos-e-pagamentos',
        '/zap-satelite/condicoes-gerais-do-servico',
      ]
      for (const width of [320, 1280]) {
        await page.setViewportSize({ width, height: 800 })
        for (const path of paths) {
          await page.goto(siteUrl(country, 'pt', path))
          expect(await seriousViolations(page, (b) => b.include('main')), `${path} at ${width}px`).toEqual([])
        }
      }
      await page.goto(siteUrl(country, 'pt', '/zap-satelite/campanhas'))
      await page.getByRole('main').getByRole('article').getByRole('link').first().click()
      await expect(page).toHaveURL(/\/zap-satelite\/campanhas\/\d+$/)
      expect(await seriousViolations(page, (b) => b.include('main'))).toEqual([])
    })
  }
})

test.describe('campaign pages show only their own country’s and service’s campaigns', () => {
  test('a fibre campaign, or one of Mozambique, is a 404 on the Angolan satellite campaigns page', async ({
    page,
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
    expect((await page.goto(`${ORIGIN.ao}/zap-satelite/campanhas/${angola}`))?.status()).toBe(200)
    for (const id of [fibre, mozambique]) {
      expect((await page.goto(`${ORIGIN.ao}/zap-satelite/campanhas/${id}`))?.status(), String(id)).toBe(404)
    }
  })
})
