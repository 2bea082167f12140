import type { Page } from '@playwright/test'
import { seriousViolations } from './support/axe'
import { UI } from './support/chrome'
import { ARTICLE, NEWS } from './support/corporate-routes'
import { type Country, expect, HOST, type Locale, NOT_FOUND, siteUrl, test } from './support/fixtures'
import { rawGet } from './support/raw-http'
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

for (const [country, locale] of [
  ['ao', 'pt'],
  ['mz', 'en'],
] as [Country, Locale][]) {
  const ui = PAGINATION[locale]
  test.describe(`${country} ${locale}: news`, () => {
    test('next and previous move between list pages; page 2 shows other articles', async ({ page }) => {
      await page.goto(siteUrl(country, locale, NEWS[locale].path))
      const first = await articleLinks(page, locale)
      expect(first).toHaveLength(9)
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
    })

    test('an article opened from the list has its title as the h1 and the <title>, and leads back to the list', async ({
      page,
    }) => {
      await page.goto(siteUrl(country, locale, NEWS[locale].path))
      const card = page.getByRole('main').getByRole('article').first()
      const title = (await card.getByRole('link').textContent())?.trim() ?? ''
      await card.getByRole('link').click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page).toHaveTitle(`${title} · ZAP`)
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

  test('the browser shows the not-found page for /pagina-99', async ({ page }) => {
    const response = await page.goto(siteUrl('ao', 'pt', NEWS.pt.page(99)))
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND.pt.heading)
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

  test('going to /a-zap/vida-zap#nossas-causas scrolls the causes into view below the header', async ({ page }) => {
    await page.goto(siteUrl('ao', 'pt', '/a-zap/vida-zap#nossas-causas'))
    await expect(
      page.locator('#nossas-causas').getByRole('heading', { level: 2, name: 'As nossas causas' }),
    ).toBeVisible()
    await expectBelowHeader(page, 'nossas-causas')
  })

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
    for (const anchor of ['sobre', 'nossas-causas', 'nossos-parceiros', 'noticias']) {
      await page.goto(siteUrl('ao', 'pt', `/a-zap/vida-zap#${anchor}`))
      await expect(page.locator(`[id="${anchor}"]`)).toHaveCount(1)
      await expectBelowHeader(page, anchor)
    }
    await page.goto(siteUrl('ao', 'pt', '/a-zap/vida-zap'))
    // The Vida ZAP news links to articles on the news page.
    const links = page.locator('#noticias').getByRole('article').getByRole('link')
    expect(await links.count()).toBeGreaterThan(0)
    for (const href of await links.evaluateAll((els) => els.map((el) => el.getAttribute('href'))))
      expect(href).toMatch(/^\/a-zap\/noticias\/[a-z0-9-]+$/)
  })
})

test.describe('job list', () => {
  for (const [country, locale, career, apply, heading] of [
    ['ao', 'pt', '/a-zap/carreira-zap', '/a-zap/candidatura/', 'Candidatura'],
    ['mz', 'en', '/the-zap/career', '/en/the-zap/work-at-zap/', 'Job application'],
  ] as [Country, Locale, string, string, string][]) {
    test(`${country} ${locale}: each job links to its application page, which names the job`, async ({ page }) => {
      await page.goto(siteUrl(country, locale, career))
      const jobs = page
        .getByRole('main')
        .getByRole('list', { name: locale === 'pt' ? 'Vagas abertas' : 'Open positions' })
        .getByRole('article')
      expect(await jobs.count()).toBeGreaterThan(0)
      const links = jobs.getByRole('link', { name: locale === 'pt' ? /^Candidatar-me/ : /^Apply/ })
      for (const href of await links.evaluateAll((els) => els.map((el) => el.getAttribute('href'))))
        expect(href).toMatch(new RegExp(`^${apply}\\d+$`))
      const title = (await jobs.first().getByRole('heading').textContent())?.trim() ?? ''
      await links.first().click()
      await expect(page).toHaveURL(new RegExp(`${apply}\\d+$`))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await expect(page.getByRole('main').getByRole('heading', { name: title, exact: true })).toBeVisible()
    })
  }
})

test.describe('phones, 320 px', () => {
  test.use({ viewport: { width: 320, height: 720 } })

  test('corporate pages do not scroll sideways', async ({ page }) => {
    test.setTimeout(120_000)
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
      await page.goto(siteUrl('ao', 'pt', path))
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      )
      expect(overflow, `${path} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0)
    }
  })
})

test.describe('accessibility (axe)', () => {
  for (const [country, locale, path] of [
    ['ao', 'pt', '/a-zap/vida-zap'],
    ['ao', 'pt', `/a-zap/noticias/${ARTICLE.ao.slug}`],
    ['mz', 'en', '/the-zap/news'],
    ['ao', 'pt', '/a-zap/marcos-zap'],
    ['mz', 'pt', '/a-zap/quem-somos/administracao'],
    ['ao', 'en', '/the-zap/career'],
  ] as [Country, Locale, string][]) {
    test(`${country} ${locale} ${path}: no serious WCAG A/AA violation`, async ({ page }) => {
      await page.goto(siteUrl(country, locale, path))
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
      expect(await seriousViolations(page)).toEqual([])
    })
  }
})
