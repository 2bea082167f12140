import { COMMERCIAL_ROUTES } from './support/commercial-routes'
import { expect, HOST, siteUrl, test, titleOf } from './support/fixtures'
import { rawGet } from './support/raw-http'
import { checkPage, publicPath, walkRoutes } from './support/route-walk'

/**
 * The commercial areas' route table (home, satellite, fibre, TV, movies, zap-on, direct debit) in both
 * countries and languages (see walkRoutes), plus a campaign detail
 * page of each service, titled with the campaign rather than the list page.
 */
walkRoutes('commercial', COMMERCIAL_ROUTES, (country, locale) => {
  test('campaign pages: each listed campaign opens as its own page', async ({ page }) => {
    const services = country === 'ao' ? ['zap-satelite', 'zap-fibra'] : ['zap-satelite']
    for (const service of services) {
      const listPath = publicPath(locale, `/${service}/campanhas`)
      await page.goto(siteUrl(country, locale, `/${service}/campanhas`))
      const links = page.locator(`main a[href*="/${service}/campanhas/"]`)
      expect(await links.count(), `${service} campaigns listed`).toBeGreaterThan(0)
      const href = (await links.first().getAttribute('href'))!
      const detail = await checkPage(country, href)
      const listTitle = titleOf((await rawGet(listPath, { host: HOST[country] })).body)
      expect(titleOf(detail.body), `${href}: its own title`).not.toBe(listTitle)
    }
  })
})
