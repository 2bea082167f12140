import type { Locator, Page } from '@playwright/test'
import { methodAnchors } from '@/blocks/payment-methods/anchors'
import { seedNewsData, type SeedNews } from '@/cms/seed/data/news'
import { seedPages } from '@/cms/seed/data/pages'
import type { BlockOf, LayoutBlock } from '@/registry/types'
import { NEWS } from './support/corporate-routes'
import { type Country, expect, hydrated, type Locale, siteUrl, test } from './support/fixtures'
import { serverPage, textOf, textsOf } from './support/server-dom'

/**
 * "How do I pay with M-Pesa?" on a 360 px phone: on each payments page (satellite in both countries,
 * fibre in Angola) and in both languages, every method's tab shows all of its steps at once, its
 * numbers copy to the clipboard, the news about a payment method links to that method's tab (which
 * the link opens), and without JavaScript every method's steps are in the page and shown. What is
 * expected comes from the seed the site was made from (cms/seed/data/pages-*.ts and news.ts).
 */

test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true })

const SATELLITE = '/zap-satelite/carregamentos-e-pagamentos'
const FIBRE = '/zap-fibra/carregamentos-e-pagamentos'
const PAGES: { country: Country; path: string }[] = [
  { country: 'ao', path: SATELLITE },
  { country: 'ao', path: FIBRE },
  { country: 'mz', path: SATELLITE },
]
const LOCALES = ['pt', 'en'] as const

const UI = {
  pt: { tabs: 'Métodos de pagamento', steps: 'Passos', copy: 'Copiar', copied: 'Copiado' },
  en: { tabs: 'Payment methods', steps: 'Steps', copy: 'Copy', copied: 'Copied' },
} as const

type Method = NonNullable<BlockOf<'paymentMethods'>['methods']>[number]
type SeededMethod = Method & { anchor: string }

// Layout functions only need ids for the media, packages and channels they name.
const refs = { media: () => 1, pkg: () => 1, channel: () => 1 }

/** The payment methods a page was seeded with in a language, each with the anchor its tab responds to. */
function seededMethods(country: Country, locale: Locale, path: string): SeededMethod[] {
  const page = seedPages(country).find((p) => p.pt.path === path)
  if (!page) throw new Error(`${country} ${path}: not in the seed`)
  const layout = page[locale].layout(refs) as LayoutBlock[]
  const block = layout.find((b): b is BlockOf<'paymentMethods'> => b.blockType === 'paymentMethods')
  if (!block) throw new Error(`${country} ${path}: no payment methods block`)
  const anchors = methodAnchors(block.methods)
  return block.methods.map((method, index) => ({ ...method, anchor: anchors[index]! }))
}

/** What the Copy button puts in the clipboard: the number without its spaces (blocks/payment-methods/CopyCode.tsx). */
const copied = (value: string) => value.replace(/\s+/g, '')

/** The steps of a panel: the items of its list of steps, not of the lists inside a step. */
const stepsOf = (panel: Locator) => panel.locator(':scope > ol > li')

/** A step's title, whatever its level (one below the method's name). */
const titleOf = (step: Locator) => step.locator(':scope > :is(h2, h3, h4, h5, h6)')

/** Opens a payments page and waits until its tabs respond to clicks. */
async function openPayments(page: Page, country: Country, locale: Locale, path: string) {
  expect((await page.goto(siteUrl(country, locale, path)))?.status(), `${country} ${locale} ${path}`).toBe(200)
  const tablist = page.getByRole('tablist', { name: UI[locale].tabs })
  await hydrated(tablist)
  return tablist
}

for (const { country, path } of PAGES) {
  for (const locale of LOCALES) {
    const ui = UI[locale]
    const methods = seededMethods(country, locale, path)

    test.describe(`${country} ${locale} ${path}`, () => {
      test('every method’s tab shows all of its steps at once, none folded away', async ({ page }) => {
        test.setTimeout(90_000)
        const tablist = await openPayments(page, country, locale, path)
        await expect(tablist.getByRole('tab')).toHaveText(methods.map((m) => m.name))
        for (const method of methods) {
          const tab = tablist.getByRole('tab', { name: method.name, exact: true })
          await tab.click()
          await expect(tab, method.name).toHaveAttribute('aria-selected', 'true')
          const panel = page.getByRole('tabpanel', { name: method.name, exact: true })
          await expect(panel, method.name).toBeVisible()
          // Only the chosen method shows.
          await expect(page.getByRole('tabpanel'), `${method.name}: one panel shown`).toHaveCount(1)
          const steps = stepsOf(panel)
          await expect(steps, `${method.name}: steps`).toHaveCount(method.steps.length)
          await expect(titleOf(steps), `${method.name}: step titles`).toHaveText(method.steps.map((s) => s.title))
          for (const [index, step] of method.steps.entries()) {
            const item = steps.nth(index)
            await expect(item, `${method.name} step ${index + 1}`).toBeVisible()
            await item.scrollIntoViewIfNeeded()
            await expect(item, `${method.name} step ${index + 1} (${step.title})`).toBeInViewport()
          }
          // Nothing in the panel is collapsed: no disclosure closed, no step hidden.
          await expect(panel.locator('[aria-expanded="false"], details:not([open])')).toHaveCount(0)
          await expect(panel.locator(':scope > ol > li[hidden], :scope > ol > li [hidden]')).toHaveCount(0)
          // The address names the chosen method, so it can be shared.
          expect(new URL(page.url()).hash, `${method.name}: address`).toBe(`#${method.anchor}`)
        }
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
          'page scrolls sideways at 360 px',
        ).toBe(false)
      })

      const withCodes = methods.filter((method) => (method.codes ?? []).length > 0)
      if (withCodes.length > 0) {
        test('each number’s Copy button puts it in the clipboard and says “copied”', async ({ page, context }) => {
          test.setTimeout(90_000)
          await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
            origin: new URL(siteUrl(country, locale, '/')).origin,
          })
          const tablist = await openPayments(page, country, locale, path)
          for (const method of withCodes) {
            await tablist.getByRole('tab', { name: method.name, exact: true }).click()
            const panel = page.getByRole('tabpanel', { name: method.name, exact: true })
            // The method's numbers, each under its label.
            await expect(panel.locator('dl dt'), `${method.name}: labels`).toHaveText(method.codes!.map((c) => c.label))
            for (const code of method.codes!) {
              const row = panel
                .locator('dl > div')
                .filter({ has: page.locator('dt').getByText(code.label, { exact: true }) })
              await expect(row.locator('dd'), `${method.name} ${code.label}`).toContainText(code.value)
              const button = row.getByRole('button', { name: `${ui.copy} ${code.label}`, exact: true })
              // A 44 px target.
              const box = await button.boundingBox()
              expect(box?.height ?? 0, `${code.label}: button height`).toBeGreaterThanOrEqual(44)
              await button.click()
              await expect(row.getByRole('status'), `${code.label}: confirmation`).toHaveText(ui.copied)
              await expect(row.getByRole('status')).toBeVisible()
              expect(await page.evaluate(() => navigator.clipboard.readText()), `${code.label}: clipboard`).toBe(
                copied(code.value),
              )
            }
          }
        })
      }

      test('without JavaScript every method’s steps are in the server HTML, under its anchor', async () => {
        const server = await serverPage(country, locale, path)
        expect(server.status).toBe(200)
        const panels = server.screen.getAllByRole('tabpanel', { hidden: true })
        expect(
          panels.map((panel) => panel.id),
          'a panel per method, named by its anchor',
        ).toEqual(methods.map((m) => m.anchor))
        for (const [index, method] of methods.entries()) {
          const panel = panels[index]!
          expect(
            textOf(panel.querySelector(':scope > h2, :scope > h3')),
            `${method.name}: its name above its steps`,
          ).toBe(method.name)
          const titles = [...panel.querySelectorAll(':scope > ol > li')].map((li) =>
            textOf(li.querySelector(':scope > h3, :scope > h4, :scope > h5, :scope > h6')),
          )
          expect(titles, `${method.name}: every step`).toEqual(method.steps.map((s) => s.title))
          expect(textsOf(panel.querySelectorAll('dl dt')), `${method.name}: numbers`).toEqual(
            (method.codes ?? []).map((c) => c.label),
          )
          for (const code of method.codes ?? [])
            expect(textOf(panel.querySelector('dl')), code.label).toContain(code.value)
        }
      })
    })
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const { country, path } of PAGES) {
    test(`${country} ${path}: every method and every step shows, one under another`, async ({ page }) => {
      const methods = seededMethods(country, 'pt', path)
      await page.goto(siteUrl(country, 'pt', path))
      // The tabs cannot switch without scripts: they give way to the methods themselves.
      await expect(page.getByRole('tablist')).toBeHidden()
      for (const method of methods) {
        const panel = page.locator(`[role="tabpanel"][id="${method.anchor}"]`)
        await expect(panel.getByRole('heading', { name: method.name, exact: true }), method.name).toBeVisible()
        const steps = stepsOf(panel)
        await expect(steps, `${method.name}: steps`).toHaveCount(method.steps.length)
        for (const step of await steps.all()) await expect(step).toBeVisible()
      }
    })
  }
})

/** The news articles that link to a payments page's tab, with those links, per language. */
function paymentNews(country: Country): { article: SeedNews; links: Record<Locale, string[]> }[] {
  const urls = (node: unknown): string[] => {
    if (!node || typeof node !== 'object') return []
    const { fields, children } = node as { fields?: { url?: unknown }; children?: unknown[] }
    const own = typeof fields?.url === 'string' ? [fields.url] : []
    return [...own, ...(children ?? []).flatMap(urls)]
  }
  const toPayments = (url: string) => /\/carregamentos-e-pagamentos#[a-z]/.test(url)
  return seedNewsData(country)
    .map((article) => ({
      article,
      links: {
        pt: urls(article.pt.body?.root).filter(toPayments),
        en: urls(article.en.body?.root).filter(toPayments),
      },
    }))
    .filter(({ links }) => links.pt.length > 0 || links.en.length > 0)
}

test.describe('news about a payment method links to its tab', () => {
  test('the seeded M-Pesa article links to the satellite payments page’s M-Pesa tab in both languages', () => {
    const news = paymentNews('mz')
    const mpesa = news.find(({ article }) => /M-Pesa/.test(article.pt.title))
    expect(mpesa, 'the M-Pesa article links to the payments page').toBeDefined()
    expect(mpesa!.links.pt).toContain(`${SATELLITE}#m-pesa`)
    expect(mpesa!.links.en).toContain(`/en${SATELLITE}#m-pesa`)
    // Every such article links in both languages, each to its own language's page.
    for (const { article, links } of [...news, ...paymentNews('ao')]) {
      expect(links.pt.length, `${article.slug} (pt)`).toBeGreaterThan(0)
      expect(links.en.length, `${article.slug} (en)`).toBe(links.pt.length)
      for (const url of links.pt) expect(url, `${article.slug} (pt)`).not.toMatch(/^\/en\//)
      for (const url of links.en) expect(url, `${article.slug} (en)`).toMatch(/^\/en\//)
    }
  })

  for (const country of ['ao', 'mz'] as const) {
    for (const locale of LOCALES) {
      for (const { article, links } of paymentNews(country)) {
        const articlePath = `${NEWS[locale].path}/${article.slug}`

        test(`${country} ${locale}: ${article.slug} links to the tabs in the server HTML`, async () => {
          const server = await serverPage(country, locale, articlePath)
          expect(server.status).toBe(200)
          const hrefs = [...server.document.querySelectorAll('main a[href]')].map((a) => a.getAttribute('href'))
          for (const url of links[locale]) expect(hrefs, url).toContain(url)
        })

        test(`${country} ${locale}: each link of ${article.slug} opens the payments page on its method’s tab`, async ({
          page,
        }) => {
          test.setTimeout(90_000)
          for (const url of links[locale]) {
            const [target, anchor] = url.split('#') as [string, string]
            const pagePath = locale === 'pt' ? target : target.replace(/^\/en/, '')
            const method = seededMethods(country, locale, pagePath).find((m) => m.anchor === anchor)
            expect(method, `${url}: a method of the page has this anchor`).toBeDefined()

            await page.goto(siteUrl(country, locale, articlePath))
            await page.locator(`main a[href="${url}"]`).first().click()
            await page.waitForURL((address) => address.pathname === target && address.hash === `#${anchor}`)
            const tab = page.getByRole('tab', { name: method!.name, exact: true })
            await expect(tab, `${url}: its tab selected`).toHaveAttribute('aria-selected', 'true')
            const panel = page.getByRole('tabpanel', { name: method!.name, exact: true })
            await expect(panel).toBeVisible()
            // Brought into view: the chosen method's name, atop its panel, on the phone's screen.
            await expect(panel.getByRole('heading', { name: method!.name, exact: true })).toBeInViewport()
            await expect(titleOf(stepsOf(panel)).first()).toBeVisible()
            await expect(stepsOf(panel)).toHaveCount(method!.steps.length)
          }
        })
      }
    }
  }
})
