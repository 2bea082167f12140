import { COMMERCIAL_ROUTES } from './support/commercial-routes'
import { expect, HOST, test, titleOf } from './support/fixtures'
import { rawGet } from './support/raw-http'
import { checkPage, publicPath, walkRoutes } from './support/route-walk'
import { serverPage } from './support/server-dom'

/**
 * The commercial areas' route table (home, satellite, fibre, TV, movies, zap-on, direct debit) in both
 * countries and languages (see walkRoutes), plus a campaign detail
 * page of each service, titled with the campaign rather than the list page. The campaign links are
 * server-rendered, so they are read from the server's HTML (the list pages are opened in the browser
 * by the walk).
 */
walkRoutes('commercial', COMMERCIAL_ROUTES, (country, locale) => {
  test('campaign pages: each listed campaign opens as its own page', async () => {
    const services = country === 'ao' ? ['zap-satelite', 'zap-fibra'] : ['zap-satelite']
    for (const service of services) {
      const listPath = publicPath(locale, `/${service}/campanhas`)
      const list = await serverPage(country, locale, `/${service}/campanhas`)
      expect(list.status, `${listPath}: 200`).toBe(200)
      const links = [...list.document.querySelectorAll(`main a[href*="/${service}/campanhas/"]`)]
      expect(links.length, `${service} campaigns listed`).toBeGreaterThan(0)
      const href = links[0]!.getAttribute('href')!
      const detail = await checkPage(country, href)
      const listTitle = titleOf((await rawGet(listPath, { host: HOST[country] })).body)
      expect(titleOf(detail.body), `${href}: its own title`).not.toBe(listTitle)
    }
  })
})
