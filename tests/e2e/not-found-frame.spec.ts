import { ARTICLE, NEWS } from './support/corporate-routes'
import { FOOTER, mainNav, menuFor, topLevelLinks, UI } from './support/chrome'
import {
  chooseConsent,
  type Country,
  expect,
  h1Texts,
  HOST,
  type Locale,
  NOT_FOUND,
  ORIGIN,
  siteUrl,
  test,
} from './support/fixtures'

/**
 * An unknown address gets a 404 inside the site's frame (header with the country's menus, footer,
 * contact widget), rendered by the server: the HTML itself carries the frame and the not-found text,
 * so it works with JavaScript off. not-found.spec.ts covers the same pages with JavaScript on.
 */
const cases: { country: Country; locale: Locale; path: string }[] = [
  { country: 'ao', locale: 'pt', path: '/nao-existe' },
  { country: 'ao', locale: 'en', path: '/does-not-exist' },
  { country: 'mz', locale: 'pt', path: '/nao-existe' },
  { country: 'mz', locale: 'en', path: '/does-not-exist' },
]

const publicPathOf = (country: Country, locale: Locale, path: string) =>
  new URL(siteUrl(country, locale, path)).pathname
const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const sectionOf = (html: string, tag: 'header' | 'footer' | 'main') =>
  new RegExp(`<${tag}\\b[\\s\\S]*?</${tag}>`).exec(html)?.[0] ?? ''
const attr = (text: string) => text.replace(/&/g, '&amp;')

for (const { country, locale, path } of cases) {
  const address = publicPathOf(country, locale, path)
  const home = locale === 'pt' ? '/' : '/en'
  const sections = menuFor(country)

  test(`${country} ${address}: the server sends 404 with the whole frame`, async ({ request }) => {
    const response = await request.get(address, { maxRedirects: 0, headers: { host: HOST[country] } })
    expect(response.status()).toBe(404)
    // Never cached as a page: a 404 must not be kept by a shared cache for a page published later.
    expect(response.headers()['cache-control'] ?? '').not.toMatch(/s-maxage|public/)
    const html = await response.text()

    expect(html).toMatch(new RegExp(`<html[^>]* lang="${locale}-${country.toUpperCase()}"`))
    expect(h1Texts(html)).toEqual([NOT_FOUND[locale].heading])
    const main = sectionOf(html, 'main')
    expect(main, 'the not-found text and a link home in <main>').toMatch(
      new RegExp(`<a [^>]*href="${escapeRe(home)}"[^>]*>${escapeRe(NOT_FOUND[locale].home)}</a>`),
    )

    // The header with this country's main menu, in this language.
    const header = sectionOf(html, 'header')
    expect(header).toContain(`aria-label="${UI[locale].mainMenu}"`)
    for (const section of sections)
      expect(header, `menu link ${section.href[locale]}`).toContain(`href="${attr(section.href[locale])}"`)
    if (country === 'mz')
      expect(header, 'no Angola-only section in Mozambique').not.toContain(
        'href="' + (locale === 'en' ? '/en' : '') + '/zap-fibra/pacotes-tv-net"',
      )

    // The footer of this country, and the contact widget.
    const footer = sectionOf(html, 'footer')
    expect(footer).toContain(attr(FOOTER[country].address[locale]))
    expect(html).toContain(`href="${FOOTER[country].whatsapp}"`)
  })

  test(`${country} ${address}: with JavaScript off the menu is there and its links work`, async ({
    browser,
    consoleGuard,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      locale: 'pt-PT',
      viewport: { width: 1280, height: 800 },
    })
    consoleGuard.watch(context)
    await chooseConsent(context, [new URL(ORIGIN[country]).hostname])
    const page = await context.newPage()
    const response = await page.goto(siteUrl(country, locale, path))
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND[locale].heading)
    await expect(page.getByRole('contentinfo')).toContainText(FOOTER[country].address[locale])

    const links = topLevelLinks(mainNav(page, locale))
    await expect(links).toHaveText(sections.map((s) => s.label[locale]))
    const target = sections.at(-1)!
    const link = mainNav(page, locale).getByRole('link', { name: target.label[locale], exact: true }).first()
    await expect(link).toBeVisible()
    const [landed] = await Promise.all([page.waitForNavigation(), link.click()])
    expect(landed?.status()).toBe(200)
    await expect(page).toHaveURL(ORIGIN[country] + target.href[locale])
    await context.close()
  })
}

test('an unknown first segment gets the framed 404; an unknown host gets no country at all (421)', async ({
  request,
}) => {
  for (const [host, address, locale] of [
    [HOST.ao, '/xx/nao-existe', 'pt'],
    [HOST.mz, '/en/xx/does-not-exist', 'en'],
  ] as const) {
    const response = await request.get(address, { maxRedirects: 0, headers: { host } })
    expect(response.status(), `${host}${address}`).toBe(404)
    const html = await response.text()
    expect(h1Texts(html), `${host}${address}`).toEqual([NOT_FOUND[locale].heading])
    expect(sectionOf(html, 'header'), `${host}${address}`).toContain(`aria-label="${UI[locale].mainMenu}"`)
    expect(sectionOf(html, 'footer'), `${host}${address}`).toContain(
      attr(FOOTER[host === HOST.mz ? 'mz' : 'ao'].address[locale]),
    )
  }
  const unknown = await request.get('/nao-existe', { maxRedirects: 0, headers: { host: 'unknown.example:3100' } })
  expect(unknown.status()).toBe(421)
  expect(sectionOf(await unknown.text(), 'footer')).toBe('')
})

/**
 * Under a page that serves /path/{id}, an id that names nothing (an article, a campaign, a job, a
 * video club shelf that does not exist, a news page past the last) gets the same framed 404 from the
 * server; an id that names something is the page, cached as before.
 */
test('an id that names nothing under a page that takes one: the framed 404; a real id: the page', async ({
  request,
}) => {
  const missing: [Country, Locale, string][] = [
    ['ao', 'pt', `${NEWS.pt.path}/artigo-que-nao-existe`],
    ['mz', 'en', `${NEWS.en.path}/no-such-article`],
    ['ao', 'pt', NEWS.pt.page(999)],
    ['mz', 'pt', `${NEWS.pt.path}/${ARTICLE.ao.slug}`],
    ['ao', 'pt', '/a-zap/candidatura/999999'],
    ['ao', 'pt', '/zap-cinemas/campanhas/999999'],
    ['ao', 'en', '/zap-cinemas/campanhas/abc'],
    ['ao', 'pt', '/zap-fibra/videoclube/nao-existe'],
  ]
  for (const [country, locale, path] of missing) {
    const address = publicPathOf(country, locale, path)
    const response = await request.get(address, { maxRedirects: 0, headers: { host: HOST[country] } })
    expect(response.status(), `${country} ${address}`).toBe(404)
    expect(response.headers()['cache-control'] ?? '', `${country} ${address}`).not.toMatch(/s-maxage|public/)
    const html = await response.text()
    expect(h1Texts(html), `${country} ${address}`).toEqual([NOT_FOUND[locale].heading])
    expect(sectionOf(html, 'header'), `${country} ${address}`).toContain(`aria-label="${UI[locale].mainMenu}"`)
    expect(sectionOf(html, 'footer'), `${country} ${address}`).toContain(attr(FOOTER[country].address[locale]))
  }
  const found: [Country, Locale, string][] = [
    ['ao', 'pt', `${NEWS.pt.path}/${ARTICLE.ao.slug}`],
    ['mz', 'en', `${NEWS.en.path}/${ARTICLE.mz.slug}`],
    ['ao', 'pt', '/zap-fibra/videoclube/series'],
  ]
  for (const [country, locale, path] of found) {
    const address = publicPathOf(country, locale, path)
    const response = await request.get(address, { maxRedirects: 0, headers: { host: HOST[country] } })
    expect(response.status(), `${country} ${address}`).toBe(200)
  }
})
