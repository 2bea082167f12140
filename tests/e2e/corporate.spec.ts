import type { Page } from '@playwright/test'
import { seriousViolations } from './support/axe'
import { UI } from './support/chrome'
import { ARTICLE, NEWS } from './support/corporate-routes'
import { type Country, expect, HOST, type Locale, NOT_FOUND, siteUrl, test } from './support/fixtures'
import { rawGet } from './support/raw-http'
import { hrefsOf, serverPage, textOf } from './support/server-dom'
import { publicPath } from './support/route-walk'

/**
 * The corporate area (/a-zap, /the-zap): news pagination and articles, the 404s of unknown
 * articles and list pages, Vida ZAP's anchors below the fixed header, the job list's links to the
 * application page, phones at 320 px and axe.
 */

const PAGINATION = {
  pt: {
    nav: 'Páginas de notícias',
    next: 'Página seguinte',
    previous: 'Página anterior',
    page: (n: number) => `Página ${n}`,
  },
  en: { nav: 'News pages', next: 'Next page', previous: 'Previous page', page: (n: number) => `Page ${n}` },
} as const

/** The article links of the news list on the page (not the pagination's or the menus'). */
async function articleLinks(page: Page, locale: Locale): Promise<string[]> {
  const prefix = publicPath(locale, `${NEWS[locale].path}/`)
  const hrefs = await page
    .getByRole('main')
    .getByRole('article')
    .getByRole('link')
    .evaluateAll((els) => els.map((el) => el.getAttribute('href') ?? ''))
  return hrefs.filter((href) => href.startsWith(prefix))
}

for (const [country, locale, axe] of [
  ['ao', 'pt', false],
  ['mz', 'en', true],
] as [Country, Locale, boolean][]) {
  const ui = PAGINATION[locale]
  test.describe(`${country} ${locale}: news`, () => {
    // One page load: the list's pagination by its links, then an article opened from the list and
    // its way back (client-side navigations from the first load).
    test('next and previous move between list pages; an article opened from the list leads back to it', async ({
      page,
    }) => {
      await page.goto(siteUrl(country, locale, NEWS[locale].path))
      // Scanned here, on its first load, rather than in a test of its own (one load less).
      if (axe) {
        await expect(page.getByRole('heading', { level: 1 }), 'one h1').toHaveCount(1)
        expect(await seriousViolations(page), `axe ${NEWS[locale].path}`).toEqual([])
      }
      const first = await articleLinks(page, locale)
      expect(first, 'articles on page 1').toHaveLength(9)
      const nav = page.getByRole('navigation', { name: ui.nav })
      await expect(nav.getByRole('link', { name: ui.page(1), exact: true })).toHaveAttribute('aria-current', 'page')
      await expect(nav.getByRole('link', { name: ui.previous })).toHaveCount(0)

      await nav.getByRole('link', { name: ui.next }).click()
      await expect(page).toHaveURL(siteUrl(country, locale, NEWS[locale].page(2)))
      await expect(
        page.getByRole('navigation', { name: ui.nav }).getByRole('link', { name: ui.page(2), exact: true }),
      ).toHaveAttribute('aria-current', 'page')
      const second = await articleLinks(page, locale)
      expect(second.length).toBeGreaterThan(0)
      expect(
        second.filter((href) => first.includes(href)),
        'articles on both pages',
      ).toEqual([])
      await expect(page).toHaveTitle(locale === 'pt' ? 'Notícias · página 2 · ZAP' : 'News · page 2 · ZAP')

      await page.getByRole('navigation', { name: ui.nav }).getByRole('link', { name: ui.previous }).click()
      await expect(page).toHaveURL(siteUrl(country, locale, NEWS[locale].path))
      expect(await articleLinks(page, locale)).toEqual(first)

      // An article opened from the list: its title is the h1 and the <title>, and it leads back.
      const card = page.getByRole('main').getByRole('article').first()
      const title = (await card.getByRole('link').textContent())?.trim() ?? ''
      await card.getByRole('link').click()
      await expect(page.getByRole('heading', { level: 1 }), 'article h1').toHaveText(title)
      await expect(page, 'article <title>').toHaveTitle(`${title} · ZAP`)
      await page
        .getByRole('main')
        .getByRole('link', { name: locale === 'pt' ? 'Todas as notícias' : 'All news', exact: true })
        .click()
      await expect(page).toHaveURL(siteUrl(country, locale, NEWS[locale].path))
    })
  })
}

test.describe('news 404s', () => {
  const notFound = async (country: Country, locale: Locale, path: string) => {
    const response = await rawGet(publicPath(locale, path), { host: HOST[country] })
    expect(response.status, `${country} ${locale} ${path}`).toBe(404)
  }

  test('an unknown slug, a list page past the last one, and another country’s article are 404', async () => {
    for (const country of ['ao', 'mz'] as const) {
      for (const locale of ['pt', 'en'] as const) {
        await notFound(country, locale, `${NEWS[locale].path}/noticia-que-nao-existe`)
        await notFound(country, locale, NEWS[locale].page(99))
      }
    }
    // Each country's articles are its own.
    await notFound('mz', 'pt', `${NEWS.pt.path}/${ARTICLE.ao.slug}`)
    await notFound('ao', 'en', `${NEWS.en.path}/${ARTICLE.mz.slug}`)
  })

  // The not-found page itself opens in the browser in not-found.spec.ts; here, what the server sends.
  test('the server sends the not-found page for /pagina-99', async () => {
    const page = await serverPage('ao', 'pt', NEWS.pt.page(99))
    expect(page.status).toBe(404)
    expect(page.screen.getAllByRole('heading', { level: 1, hidden: true }).map(textOf), 'the not-found h1').toEqual([
      NOT_FOUND.pt.heading,
    ])
  })
})

test.describe('Vida ZAP anchors', () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  /** The section is on screen, below the fixed header (not hidden under it). */
  async function expectBelowHeader(page: Page, anchor: string) {
    const header = await page.locator('header').first().boundingBox()
    expect(header).not.toBeNull()
    const viewport = page.viewportSize()!
    // The scroll may be smooth: wait until it settles where it should.
    await expect
      .poll(
        async () => {
          const box = await page.locator(`[id="${anchor}"]`).boundingBox()
          return box ? box.y >= header!.height - 1 && box.y < viewport.height : false
        },
        { message: `#${anchor} below the ${header!.height}px header and on screen` },
      )
      .toBe(true)
    const box = (await page.locator(`[id="${anchor}"]`).boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(header!.height - 1)
    expect(box.y).toBeLessThan(viewport.height)
    // It did scroll: the page is not at its top.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)
  }

  test('"Our causes" in the corporate menu opens /en/the-zap/zap-life#nossas-causas below the header', async ({
    page,
  }) => {
    await page.goto(siteUrl('mz', 'en', '/the-zap'))
    const nav = page.getByRole('navigation', { name: UI.en.mainMenu })
    await nav.getByRole('button', { name: UI.en.submenu('About ZAP'), exact: true }).click()
    await nav.getByRole('link', { name: 'Our causes' }).click()
    await expect(page).toHaveURL(siteUrl('mz', 'en', '/the-zap/zap-life#nossas-causas'))
    await expect(page.locator('#nossas-causas').getByRole('heading', { name: 'Our causes' })).toBeVisible()
    await expectBelowHeader(page, 'nossas-causas')
  })

  test('each anchor of the menu exists once and scrolls its section into view below the header', async ({ page }) => {
    // #nossas-causas first: a load that starts with the anchor in the address (the visitor arriving
    // from a link elsewhere); the next anchors are changes of the address's #fragment on the page.
    for (const anchor of ['nossas-causas', 'sobre', 'nossos-parceiros', 'noticias']) {
      await page.goto(siteUrl('ao', 'pt', `/a-zap/vida-zap#${anchor}`))
      await expect(page.locator(`[id="${anchor}"]`), `#${anchor} once`).toHaveCount(1)
      if (anchor === 'nossas-causas')
        await expect(
          page.locator('#nossas-causas').getByRole('heading', { level: 2, name: 'As nossas causas' }),
        ).toBeVisible()
      await expectBelowHeader(page, anchor)
    }
  })

  test('the Vida ZAP news links to articles on the news page (server HTML)', async () => {
    const page = await serverPage('ao', 'pt', '/a-zap/vida-zap')
    const section = page.document.getElementById('noticias')
    expect(section, '#noticias').not.toBeNull()
    const hrefs = hrefsOf(
      page
        .within(section!)
        .queryAllByRole('article', { hidden: true })
        .flatMap((article) => page.within(article).queryAllByRole('link', { hidden: true })),
    )
    expect(hrefs.length, 'news links in #noticias').toBeGreaterThan(0)
    for (const href of hrefs) expect(href).toMatch(/^\/a-zap\/noticias\/[a-z0-9-]+$/)
  })
})

const JOBS = {
  pt: { career: '/a-zap/carreira-zap', apply: '/a-zap/candidatura/', heading: 'Candidatura' },
  en: { career: '/the-zap/career', apply: '/en/the-zap/work-at-zap/', heading: 'Job application' },
} as const
const jobsList = (locale: Locale) => (locale === 'pt' ? 'Vagas abertas' : 'Open positions')
const applyName = (locale: Locale) => (locale === 'pt' ? /^Candidatar-me/ : /^Apply/)

test.describe('job list', () => {
  // Every country and language: each job links to its application page, which names the job, as the
  // server sends them. The click itself is the browser's (below), in one combination.
  for (const country of ['ao', 'mz'] as const) {
    for (const locale of ['pt', 'en'] as const) {
      test(`${country} ${locale}: each job links to its application page, which names the job (server HTML)`, async () => {
        const { career, apply, heading } = JOBS[locale]
        const page = await serverPage(country, locale, career)
        const main = page.screen.getByRole('main', { hidden: true })
        const list = page.within(main).getByRole('list', { name: jobsList(locale), hidden: true })
        const jobs = page.within(list).getAllByRole('article', { hidden: true })
        expect(jobs.length, 'jobs').toBeGreaterThan(0)
        const links = jobs.flatMap((job) =>
          page.within(job).queryAllByRole('link', { name: applyName(locale), hidden: true }),
        )
        expect(links.length, 'apply links').toBe(jobs.length)
        for (const href of hrefsOf(links)) expect(href).toMatch(new RegExp(`^${apply}\\d+$`))
        const title = textOf(page.within(jobs[0]!).getAllByRole('heading', { hidden: true })[0])
        // The href is the public path already (with /en in English): fetched as is.
        const application = await serverPage(country, 'pt', links[0]!.getAttribute('href')!)
        expect(application.status, 'application page').toBe(200)
        expect(
          application.screen.getAllByRole('heading', { level: 1, hidden: true }).map(textOf),
          'application h1',
        ).toEqual([heading])
        const applicationMain = application.screen.getByRole('main', { hidden: true })
        expect(
          application.within(applicationMain).getAllByRole('heading', { name: title, hidden: true }),
          `the job "${title}" named`,
        ).toHaveLength(1)
      })
    }
  }

  test('ao en: the first job’s link opens its application page, which names the job', async ({ page }) => {
    const { career, apply, heading } = JOBS.en
    await page.goto(siteUrl('ao', 'en', career))
    // Scanned on this load rather than in a test of its own.
    await expect(page.getByRole('heading', { level: 1 }), 'one h1').toHaveCount(1)
    expect(await seriousViolations(page), `axe ${career}`).toEqual([])
    const jobs = page
      .getByRole('main')
      .getByRole('list', { name: jobsList('en') })
      .getByRole('article')
    const title = (await jobs.first().getByRole('heading').textContent())?.trim() ?? ''
    await jobs
      .first()
      .getByRole('link', { name: applyName('en') })
      .click()
    await expect(page).toHaveURL(new RegExp(`${apply}\\d+$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page.getByRole('main').getByRole('heading', { name: title, exact: true })).toBeVisible()
  })
})

test.describe('phones, 320 px', () => {
  test.use({ viewport: { width: 320, height: 720 } })

  /** Pages also scanned by axe: at 1280 px, on the same load, after the 320 px check. */
  const SCANNED = ['/a-zap/vida-zap', `/a-zap/noticias/${ARTICLE.ao.slug}`, '/a-zap/marcos-zap']

  test('corporate pages do not scroll sideways; three of them have no serious WCAG A/AA violation', async ({
    page,
  }) => {
    test.setTimeout(150_000)
    const paths = [
      '/a-zap',
      '/a-zap/vida-zap',
      '/a-zap/noticias',
      `/a-zap/noticias/${ARTICLE.ao.slug}`,
      '/a-zap/marcos-zap',
      '/a-zap/quem-somos/administracao',
      '/a-zap/carreira-zap',
      '/a-zap/ser-agente-zap',
    ]
    for (const path of paths) {
      await page.setViewportSize({ width: 320, height: 720 })
      await page.goto(siteUrl('ao', 'pt', path))
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, `${path} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0)
      if (SCANNED.includes(path)) {
        await page.setViewportSize({ width: 1280, height: 720 })
        await expect(page.getByRole('heading', { level: 1 }), `${path}: one h1`).toHaveCount(1)
        expect(await seriousViolations(page), `axe ${path}`).toEqual([])
      }
    }
  })
})

// The other scanned pages: /the-zap/news (mz en) in the news test, /the-zap/career (ao en) in the
// job list's, and the three Angola pages above in the phones' test.
test.describe('accessibility (axe)', () => {
  test('mz pt /a-zap/quem-somos/administracao: no serious WCAG A/AA violation', async ({ page }) => {
    await page.goto(siteUrl('mz', 'pt', '/a-zap/quem-somos/administracao'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    expect(await seriousViolations(page)).toEqual([])
  })
})
