import { seedCampaignData } from '@/cms/seed/data/campaigns'
import { CINEMA_ROUTES } from './support/cinema-routes'
import { expect, HOST, siteUrl, test, titleOf } from './support/fixtures'
import { rawGet } from './support/raw-http'
import { checkPage, publicPath, walkRoutes } from './support/route-walk'

const cinemaCampaigns = seedCampaignData.ao.filter((campaign) => campaign.service === 'cinema')

/**
 * The ZAP Cinemas pages in both countries and languages (see walkRoutes): Angola answers them,
 * Mozambique redirects them home. In Angola each cinema campaign also opens as its own page,
 * titled with the campaign, and an id that names no cinema campaign is a 404.
 */
walkRoutes('cinema', CINEMA_ROUTES, (country, locale) => {
  if (country !== 'ao') return
  test('campaign pages: each cinema campaign opens as its own page', async ({ page }) => {
    const listPath = publicPath(locale, '/zap-cinemas/campanhas')
    await page.goto(siteUrl(country, locale, '/zap-cinemas/campanhas'))
    const links = page.locator('main a[href*="/zap-cinemas/campanhas/"]')
    await expect(links).toHaveCount(cinemaCampaigns.length)
    const listTitle = titleOf((await rawGet(listPath, { host: HOST[country] })).body)
    for (const href of await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''))) {
      const detail = await checkPage(country, href)
      expect(titleOf(detail.body), `${href}: its own title`).not.toBe(listTitle)
    }
    const first = cinemaCampaigns[0]!
    await links.filter({ hasText: locale === 'pt' ? first.pt.title : first.en.title }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale === 'pt' ? first.pt.title : first.en.title)
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^${listPath}/\\d+$`))
  })

  test('an id that names no cinema campaign is a 404', async () => {
    // A satellite campaign's id exists, but not as a cinema campaign.
    const satellite = await rawGet(publicPath(locale, '/zap-satelite/campanhas'), { host: HOST[country] })
    const id = /\/zap-satelite\/campanhas\/(\d+)/.exec(satellite.body)?.[1]
    expect(id, 'a satellite campaign id').toBeTruthy()
    for (const bad of [id, '999999', 'abc']) {
      expect(
        (await rawGet(publicPath(locale, `/zap-cinemas/campanhas/${bad}`), { host: HOST[country] })).status,
        String(bad),
      ).toBe(404)
    }
  })
})
