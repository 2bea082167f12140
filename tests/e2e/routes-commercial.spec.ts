import { rawGet } from './support/raw-http'
import { COMMERCIAL_ROUTES, shownIn } from './support/commercial-routes'
import { type Country, expect, h1Texts, HOST, type Locale, siteUrl, test, titleOf } from './support/fixtures'

/**
 * Issue 5's route table in both countries and languages: every page answers 200 with one h1, a
 * title and a description in its server-rendered HTML and opens in Chromium without a console
 * error; in Mozambique the Angola-only pages redirect home. Campaign detail pages are walked too.
 */
const publicPath = (locale: Locale, path: string) => (locale === 'pt' ? path : path === '/' ? '/en' : `/en${path}`)
const descriptionOf = (html: string) => /<meta\s+name="description"\s+content="([^"]*)"/i.exec(html)?.[1] ?? null

async function checkPage(country: Country, target: string) {
  const response = await rawGet(target, { host: HOST[country] })
  expect(response.status, `${country} ${target}`).toBe(200)
  expect(h1Texts(response.body), `${country} ${target}: one h1`).toHaveLength(1)
  expect(titleOf(response.body)?.length ?? 0, `${country} ${target}: title`).toBeGreaterThan(3)
  expect(descriptionOf(response.body)?.length ?? 0, `${country} ${target}: description`).toBeGreaterThan(20)
}

for (const country of ['ao', 'mz'] as const) {
  for (const locale of ['pt', 'en'] as const) {
    test.describe(`${country} ${locale}: commercial pages`, () => {
      const routes = COMMERCIAL_ROUTES.filter((r) => shownIn(r, country))
      test('every page: 200, one h1, a title and a description', async () => {
        for (const route of routes) await checkPage(country, publicPath(locale, route[locale]))
      })

      test('every page opens in the browser without a console error', async ({ page }) => {
        test.setTimeout(180_000)
        for (const route of routes) {
          const response = await page.goto(siteUrl(country, locale, route[locale]))
          expect(response?.status(), route[locale]).toBe(200)
          await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
        }
      })

      test('campaign pages: each listed campaign opens as its own page', async ({ page }) => {
        const services = country === 'ao' ? ['zap-satelite', 'zap-fibra'] : ['zap-satelite']
        for (const service of services) {
          await page.goto(siteUrl(country, locale, `/${service}/campanhas`))
          const links = page.locator(`main a[href*="/${service}/campanhas/"]`)
          expect(await links.count(), `${service} campaigns listed`).toBeGreaterThan(0)
          const href = (await links.first().getAttribute('href'))!
          await checkPage(country, href)
        }
      })

      if (country === 'mz') {
        test('Angola-only pages redirect home', async () => {
          for (const route of COMMERCIAL_ROUTES.filter((r) => r.aoOnly)) {
            const response = await rawGet(publicPath(locale, route[locale]), { host: HOST.mz })
            expect(response.status, route[locale]).toBe(307)
            expect(new URL(response.headers.location ?? '', 'http://mz.localhost:3100').pathname, route[locale]).toBe(locale === 'pt' ? '/' : '/en')
          }
        })
      }
    })
  }
}
