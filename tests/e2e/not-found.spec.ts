import { expect, HOST, NOT_FOUND, siteUrl, test } from './support/fixtures'

/**
 * Unknown pages: status 404 and "Oops! ..." in the page's language, with a working link home, in a
 * browser with JavaScript on. The frame and the page without JavaScript: not-found-frame.spec.ts.
 */
const cases = [
  {
    country: 'ao',
    locale: 'pt',
    path: '/esta-pagina-nao-existe',
    lang: 'pt-AO',
    homeH1: 'A melhor televisão, em sua casa',
  },
  { country: 'ao', locale: 'en', path: '/unknown', lang: 'en-AO', homeH1: 'The best TV, at home' },
  {
    country: 'mz',
    locale: 'pt',
    path: '/esta-pagina-nao-existe',
    lang: 'pt-MZ',
    homeH1: 'A melhor televisão, em sua casa',
  },
  { country: 'mz', locale: 'en', path: '/unknown', lang: 'en-MZ', homeH1: 'The best TV, at home' },
] as const

for (const { country, locale, path, lang, homeH1 } of cases) {
  const url = siteUrl(country, locale, path)
  const home = siteUrl(country, locale, '/')

  test(`${url}: 404 in ${locale}, and the link home works`, async ({ page, request }) => {
    // Status, without a browser (Node cannot resolve mz.localhost: the Host header picks the country).
    const direct = await request.get(new URL(url).pathname, { maxRedirects: 0, headers: { host: HOST[country] } })
    expect(direct.status(), `GET ${url}`).toBe(404)

    const response = await page.goto(url)
    expect(response?.status()).toBe(404)
    expect(page.url(), 'no redirect away from the unknown address').toBe(url)

    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText(NOT_FOUND[locale].heading)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    const other = locale === 'pt' ? 'en' : 'pt'
    await expect(page.getByText(NOT_FOUND[other].heading)).toHaveCount(0)

    const link = page.getByRole('link', { name: NOT_FOUND[locale].home })
    await expect(link).toBeVisible()
    const [homeResponse] = await Promise.all([
      page.waitForResponse((r) => r.url() === home && r.request().isNavigationRequest()),
      link.click(),
    ])
    expect(homeResponse.status()).toBe(200)
    await expect(page).toHaveURL(home)
    await expect(page.locator('h1')).toHaveText(homeH1)
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
  })
}
