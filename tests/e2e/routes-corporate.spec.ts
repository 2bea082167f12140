import { ARTICLE, CORPORATE_ROUTES, NEWS } from './support/corporate-routes'
import { expect, HOST, siteUrl, test, titleOf } from './support/fixtures'
import { rawGet } from './support/raw-http'
import { checkPage, publicPath, walkRoutes } from './support/route-walk'

/**
 * The corporate route table in both countries and languages (see walkRoutes), plus each country's
 * news articles: every article the first news page lists opens as its own page, titled with the article.
 */
walkRoutes('corporate', CORPORATE_ROUTES, (country, locale) => {
  test('news articles: each listed article is its own page with its own title', async () => {
    const list = await rawGet(publicPath(locale, NEWS[locale].path), { host: HOST[country] })
    expect(list.status).toBe(200)
    const prefix = publicPath(locale, `${NEWS[locale].path}/`)
    const links = [...new Set([...list.body.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)].map((m) => m[1] as string))].filter(
      (href) => href.startsWith(prefix) && !/\/(pagina|page)-\d+$/.test(href),
    )
    expect(links.length, 'articles on the first page').toBe(9)
    const listTitle = titleOf(list.body)
    for (const href of links) {
      const article = await checkPage(country, href)
      expect(titleOf(article.body), href).not.toBe(listTitle)
      expect(titleOf(article.body), href).toMatch(/ · ZAP$/)
    }
  })

  test('a news article opens in the browser with its title as the h1', async ({ page }) => {
    const { slug, title } = ARTICLE[country]
    const response = await page.goto(siteUrl(country, locale, `${NEWS[locale].path}/${slug}`))
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title[locale])
    await expect(page).toHaveTitle(`${title[locale]} · ZAP`)
  })
})
