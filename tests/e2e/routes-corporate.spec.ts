import { ARTICLE, CORPORATE_ROUTES, NEWS } from './support/corporate-routes'
import { expect, h1Texts, HOST, siteUrl, test, titleOf } from './support/fixtures'
import { rawGet } from './support/raw-http'
import { checkPage, publicPath, walkRoutes } from './support/route-walk'

/**
 * The corporate route table in both countries and languages (see walkRoutes), plus each country's
 * news articles: every article the first news page lists opens as its own page, titled with the article.
 * The article's h1 and title are read from the server's HTML in all four combinations; the browser
 * opens it in two (Angola in Portuguese, Mozambique in English), for what only scripts can break.
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

  test('a news article has its title as the h1 and in the page title', async () => {
    const { slug, title } = ARTICLE[country]
    const article = await checkPage(country, publicPath(locale, `${NEWS[locale].path}/${slug}`))
    expect(h1Texts(article.body), 'the h1 (server HTML)').toEqual([title[locale]])
    expect(titleOf(article.body), 'the page title (server HTML)').toBe(`${title[locale]} · ZAP`)
  })

  if ((country === 'ao' && locale === 'pt') || (country === 'mz' && locale === 'en')) {
    test('a news article opens in the browser with its title as the h1', async ({ page }) => {
      const { slug, title } = ARTICLE[country]
      const response = await page.goto(siteUrl(country, locale, `${NEWS[locale].path}/${slug}`))
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title[locale])
      await expect(page).toHaveTitle(`${title[locale]} · ZAP`)
    })
  }
})
