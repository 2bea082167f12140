import { seedCampaignData } from '@/cms/seed/data/campaigns'
import { CINEMA_ROUTES } from './support/cinema-routes'
import { expect, h1Texts, HOST, siteUrl, test, titleOf } from './support/fixtures'
import { rawGet } from './support/raw-http'
import { checkPage, publicPath, walkRoutes } from './support/route-walk'
import { serverPage } from './support/server-dom'

const cinemaCampaigns = seedCampaignData.ao.filter((campaign) => campaign.service === 'cinema')

/**
 * The ZAP Cinemas pages in both countries and languages (see walkRoutes): Angola serves them,
 * Mozambique redirects them home. In Angola each cinema campaign also opens as its own page,
 * titled with the campaign, and an id that names no cinema campaign is a 404. The campaign links
 * and pages are read from the server's HTML in both languages; the click from the list to a
 * campaign (the same client navigation in both languages) is made in the browser in Portuguese.
 */
walkRoutes('cinema', CINEMA_ROUTES, (country, locale) => {
  if (country !== 'ao') return
  test('campaign pages: each cinema campaign opens as its own page', async () => {
    const listPath = publicPath(locale, '/zap-cinemas/campanhas')
    const list = await serverPage(country, locale, '/zap-cinemas/campanhas')
    expect(list.status, `${listPath}: 200`).toBe(200)
    const hrefs = [...list.document.querySelectorAll('main a[href*="/zap-cinemas/campanhas/"]')].map(
      (a) => a.getAttribute('href') ?? '',
    )
    expect(hrefs, 'one link per cinema campaign').toHaveLength(cinemaCampaigns.length)
    const listTitle = titleOf(list.body)
    for (const href of hrefs) {
      const detail = await checkPage(country, href)
      expect(titleOf(detail.body), `${href}: its own title`).not.toBe(listTitle)
    }
    // The first campaign's link leads to a page headed with its title, at /campanhas/{id}.
    const first = cinemaCampaigns[0]!
    const title = locale === 'pt' ? first.pt.title : first.en.title
    const link = [...list.document.querySelectorAll('main a[href*="/zap-cinemas/campanhas/"]')].find((a) =>
      a.textContent?.includes(title),
    )
    const href = link?.getAttribute('href') ?? ''
    expect(href, `the link of "${title}"`).toMatch(new RegExp(`^${listPath}/\\d+$`))
    expect(h1Texts((await rawGet(href, { host: HOST[country] })).body), `${href}: headed with the campaign`).toEqual([
      title,
    ])
  })

  if (locale === 'pt') {
    test('campaign pages: a click on a campaign in the list opens its page in the browser', async ({ page }) => {
      const listPath = publicPath(locale, '/zap-cinemas/campanhas')
      await page.goto(siteUrl(country, locale, '/zap-cinemas/campanhas'))
      const links = page.locator('main a[href*="/zap-cinemas/campanhas/"]')
      await expect(links).toHaveCount(cinemaCampaigns.length)
      const first = cinemaCampaigns[0]!
      await links.filter({ hasText: first.pt.title }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.pt.title)
      expect(new URL(page.url()).pathname).toMatch(new RegExp(`^${listPath}/\\d+$`))
    })
  }

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
