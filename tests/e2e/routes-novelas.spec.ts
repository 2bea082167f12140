import { expect, h1Texts, HOST, siteUrl, test, titleOf } from './support/fixtures'
import { NOVELAS, NOVELAS_ROUTES, isNovelaHref, NOVELA_LINK } from './support/novelas-routes'
import { rawGet } from './support/raw-http'
import { checkPage, publicPath, walkRoutes } from './support/route-walk'
import { serverPage } from './support/server-dom'

/**
 * The ZAP Novelas pages in both countries and languages (see walkRoutes), plus one novela's own
 * page found from the list: titled and headed with the novela, not the list page. The list's links
 * are server-rendered, so they are read from the server's HTML (the walk opens the list in the browser).
 */
walkRoutes('novelas', NOVELAS_ROUTES, (country, locale) => {
  test('a novela from the list opens as its own page', async () => {
    const list = await serverPage(country, locale, `${NOVELAS}/novels`)
    expect(list.status, 'the novela list: 200').toBe(200)
    const hrefs = [...list.document.querySelectorAll(NOVELA_LINK)]
      .map((a) => a.getAttribute('href'))
      .filter(isNovelaHref)
    expect(hrefs.length, 'novelas listed').toBeGreaterThanOrEqual(6)
    const href = hrefs[0] as string
    const name = list.document.querySelector(`main a[href="${href}"]`)?.textContent?.trim() ?? ''
    expect(href.startsWith(publicPath(locale, `${NOVELAS}/`))).toBe(true)
    const detail = await checkPage(country, href)
    expect(h1Texts(detail.body)).toEqual([name])
    expect(titleOf(detail.body)).toBe(`${name} · ZAP Novelas`)
    const listTitle = titleOf((await rawGet(publicPath(locale, NOVELAS), { host: HOST[country] })).body)
    expect(titleOf(detail.body)).not.toBe(listTitle)
    // The other language's address of the same novela keeps the id.
    const other = locale === 'pt' ? 'en' : 'pt'
    expect(detail.body).toContain(`href="${siteUrl(country, other, `${NOVELAS}/${href.split('/').pop()}`)}"`)
  })
})
