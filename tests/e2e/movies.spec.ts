import type { Page } from '@playwright/test'
import { currentMonth, monthLabel } from '@/blocks/movie-programme/month'
import { seedMovieData, SEED_TRAILER } from '@/cms/seed/data/movies'
import { seriousViolations } from './support/axe'
import { expect, HOST, type Locale, NOT_FOUND, ORIGIN, siteUrl, test } from './support/fixtures'

/**
 * Movies on demand (blocks/movie-programme) with the seed of cms/seed/data/movies.ts and the pages
 * of cms/seed/data/pages-movies.ts: the ZAP Filmes page in both countries, the fibre video club,
 * and the Angola-only /zap-on and /debito-directo.
 */

const FILMES = { pt: '/zap-satelite/zap-filmes', en: '/zap-satelite/zap-movies' } as const
const UI = {
  pt: {
    h1: 'ZAP Filmes: cinema em casa, todos os dias',
    synopsis: (title: string) => `Sinopse: ${title}`,
    trailer: (title: string) => `Ver trailer: ${title}`,
    trailerButtons: /^Ver trailer: /,
    dialog: (title: string) => `Trailer: ${title}`,
    close: 'Fechar',
    programmeOf: (month: string) => `Programação de ${month}`,
    table: (month: string) => `Filmes de ${month}`,
    shelves: 'Prateleiras do videoclube',
    tabs: { filmes: 'Filmes', series: 'Séries', infantil: 'Infantil', documentarios: 'Documentários' },
  },
  en: {
    h1: 'ZAP Filmes: cinema at home, every day',
    synopsis: (title: string) => `Synopsis: ${title}`,
    trailer: (title: string) => `Watch trailer: ${title}`,
    trailerButtons: /^Watch trailer: /,
    dialog: (title: string) => `Trailer: ${title}`,
    close: 'Close',
    programmeOf: (month: string) => `Programme for ${month}`,
    table: (month: string) => `Films in ${month}`,
    shelves: 'Video club shelves',
    tabs: { filmes: 'Films', series: 'Series', infantil: 'Kids', documentarios: 'Documentaries' },
  },
} as const

/** Films in both countries' programme this month: one without a trailer, one with. */
const PLAIN = 'A Receita da Avó Rosa'
const WITH_TRAILER = 'Sombras no Deserto'

const sorted = (values: readonly string[]) => [...values].sort((a, b) => a.localeCompare(b, 'pt'))
const cards = (page: Page) => page.locator('[data-block="movie-programme"][data-view="cards"]')
const monthly = (page: Page) => page.locator('[data-block="movie-programme"][data-view="monthly"]')

for (const country of ['ao', 'mz'] as const) {
  const films = seedMovieData[country].current
  const trailers = films.filter((film) => film.trailer).length
  for (const locale of ['pt', 'en'] as const) {
    const ui = UI[locale]
    const url = siteUrl(country, locale, FILMES[locale])
    const month = monthLabel(currentMonth(country), locale)

    test.describe(`${country} ${locale}: ZAP Filmes (${url})`, () => {
      test('shows this month’s films as cards and as a list', async ({ page }) => {
        const response = await page.goto(url)
        expect(response?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.h1)
        await expect(cards(page).getByText(ui.programmeOf(month))).toBeVisible()
        const titles = cards(page).getByRole('listitem').getByRole('heading', { level: 3 })
        expect(sorted(await titles.allTextContents())).toEqual(sorted(films.map((film) => film.title)))
        // Films without a trailer have no trailer button.
        await expect(cards(page).getByRole('button', { name: ui.trailerButtons })).toHaveCount(trailers)
        const plain = cards(page)
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: PLAIN }) })
        await expect(plain.getByRole('button', { name: ui.trailerButtons })).toHaveCount(0)

        const table = monthly(page).getByRole('table', { name: ui.table(month) })
        await expect(table).toBeVisible()
        expect(sorted(await table.getByRole('rowheader').allTextContents())).toEqual(
          sorted(films.map((film) => film.title)),
        )
        await expect(
          table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: WITH_TRAILER }) }),
        ).toContainText('ZAP Filmes 2')
      })

      test('a card’s synopsis expands and collapses', async ({ page }) => {
        await page.goto(url)
        const toggle = cards(page).getByRole('button', { name: ui.synopsis(PLAIN) })
        const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`)
        await expect(toggle).toHaveAttribute('aria-expanded', 'false')
        await expect(panel).toBeHidden()
        await toggle.click()
        await expect(toggle).toHaveAttribute('aria-expanded', 'true')
        await expect(panel).toBeVisible()
        await expect(panel).toContainText(locale === 'pt' ? 'restaurante da avó' : "grandmother's restaurant")
        // By keyboard too.
        await toggle.focus()
        await page.keyboard.press('Enter')
        await expect(toggle).toHaveAttribute('aria-expanded', 'false')
        await expect(panel).toBeHidden()
      })

      test('the trailer opens in a dialog, does not play by itself, and Escape gives focus back', async ({ page }) => {
        await page.goto(url)
        const trigger = cards(page).getByRole('button', { name: ui.trailer(WITH_TRAILER) })
        await trigger.click()
        const dialog = page.getByRole('dialog', { name: ui.dialog(WITH_TRAILER) })
        await expect(dialog).toBeVisible()
        await expect(dialog.getByRole('button', { name: ui.close })).toBeFocused()
        const video = dialog.locator('video')
        await expect(video).toHaveAttribute('src', SEED_TRAILER)
        await expect(video).toHaveAttribute('preload', 'none')
        await page.waitForTimeout(1000)
        expect(
          await video.evaluate((v: HTMLVideoElement) => ({
            paused: v.paused,
            autoplay: v.autoplay,
            time: v.currentTime,
          })),
        ).toEqual({ paused: true, autoplay: false, time: 0 })

        // Focus stays inside while tabbing.
        for (let i = 0; i < 4; i++) {
          await page.keyboard.press('Tab')
          expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true)
        }
        // The file is one Chromium can play (it reads its length), and loading it still plays nothing.
        const duration = await video.evaluate(
          (v: HTMLVideoElement) =>
            new Promise<number>((resolve, reject) => {
              v.addEventListener('loadedmetadata', () => resolve(v.duration), { once: true })
              v.addEventListener('error', () => reject(new Error(`video error ${v.error?.code}`)), { once: true })
              v.preload = 'metadata'
              v.load()
            }),
        )
        expect(duration).toBeGreaterThan(4)
        expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)

        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
        await expect(trigger).toBeFocused()
      })
    })
  }
}

test('ZAP Filmes: the blocks and the open trailer have no serious accessibility problems, and fit a 320 px phone', async ({
  page,
}) => {
  await page.goto(siteUrl('ao', 'pt', FILMES.pt))
  expect(await seriousViolations(page, (b) => b.include('[data-block="movie-programme"]'))).toEqual([])
  await cards(page)
    .getByRole('button', { name: UI.pt.trailer(WITH_TRAILER) })
    .click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await seriousViolations(page, (b) => b.include('[role="dialog"]'))).toEqual([])
  await page.keyboard.press('Escape')

  await page.setViewportSize({ width: 320, height: 720 })
  for (const block of await page.locator('[data-block="movie-programme"]').all()) {
    const box = await block.boundingBox()
    expect(box ? Math.floor(box.x + box.width) : Infinity).toBeLessThanOrEqual(320)
    expect(await block.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
  }
})

test('the trailer file is served by the site and is small', async ({ request }) => {
  const response = await request.get(ORIGIN.ao + SEED_TRAILER)
  expect(response.status()).toBe(200)
  expect(response.headers()['content-type']).toContain('video/mp4')
  expect((await response.body()).length).toBeLessThan(150_000)
})

test.describe('Angola: the fibre video club', () => {
  const club = seedMovieData.ao.videoClub
  const titlesOf = (tab: string) =>
    sorted(club.filter((movie) => movie.videoClubTab === tab).map((movie) => movie.title))
  const shelf = async (page: Page, locale: Locale, tab: keyof (typeof UI)['pt']['tabs']) => {
    const nav = page.getByRole('navigation', { name: UI[locale].shelves })
    await expect(nav.getByRole('link', { name: UI[locale].tabs[tab], exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(nav.locator('[aria-current]')).toHaveCount(1)
    const titles = page
      .getByRole('list', { name: UI[locale].tabs[tab], exact: true })
      .getByRole('heading', { level: 2 })
    expect(sorted(await titles.allTextContents())).toEqual(titlesOf(tab))
  }

  test('without a shelf in the address, the first shelf (films) is shown', async ({ page }) => {
    const response = await page.goto(siteUrl('ao', 'pt', '/zap-fibra/videoclube'))
    expect(response?.status()).toBe(200)
    await shelf(page, 'pt', 'filmes')
  })

  test('/zap-fibra/videoclube/series shows the series, in both languages', async ({ page }) => {
    for (const locale of ['pt', 'en'] as const) {
      const response = await page.goto(siteUrl('ao', locale, '/zap-fibra/videoclube/series'))
      expect(response?.status()).toBe(200)
      await shelf(page, locale, 'series')
      const links = page.getByRole('navigation', { name: UI[locale].shelves }).getByRole('link')
      expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
        ['filmes', 'series', 'infantil', 'documentarios'].map(
          (tab) => `${locale === 'en' ? '/en' : ''}/zap-fibra/videoclube/${tab}`,
        ),
      )
    }
  })

  test('the shelves are links: choosing one opens its address', async ({ page }) => {
    await page.goto(siteUrl('ao', 'pt', '/zap-fibra/videoclube/series'))
    await page.getByRole('navigation', { name: UI.pt.shelves }).getByRole('link', { name: 'Documentários' }).click()
    await expect(page).toHaveURL(siteUrl('ao', 'pt', '/zap-fibra/videoclube/documentarios'))
    await shelf(page, 'pt', 'documentarios')
    expect(await seriousViolations(page, (b) => b.include('[data-block="movie-programme"]'))).toEqual([])
  })

  test('an unknown shelf is a 404', async ({ page }) => {
    for (const locale of ['pt', 'en'] as const) {
      const response = await page.goto(siteUrl('ao', locale, '/zap-fibra/videoclube/novelas'))
      expect(response?.status()).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND[locale].heading)
    }
  })
})

const ANGOLA_ONLY = [
  {
    path: '/zap-on',
    h1: { pt: 'ZAP ON: a sua televisão, onde estiver', en: 'ZAP ON: your television, wherever you are' },
    link: { pt: 'Descarregar na Google Play', en: 'Get it on Google Play' },
    href: {
      pt: 'https://play.google.com/store/apps/details?id=ao.co.zap.on&hl=pt_PT',
      en: 'https://play.google.com/store/apps/details?id=ao.co.zap.on&hl=pt_PT',
    },
  },
  {
    path: '/debito-directo',
    h1: { pt: 'Débito directo: o seu pacote pago a tempo', en: 'Direct debit: your package paid on time' },
    link: { pt: 'pedir que me liguem', en: 'ask us to call you' },
    href: { pt: '/apoio-ao-cliente/contactos', en: '/en/help/contacts' },
  },
] as const

for (const { path, h1, link, href } of ANGOLA_ONLY) {
  test.describe(`${path}: Angola only`, () => {
    for (const locale of ['pt', 'en'] as const) {
      test(`Angola ${locale}: the page is there, with its call to action`, async ({ page }) => {
        const response = await page.goto(siteUrl('ao', locale, path))
        expect(response?.status()).toBe(200)
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1[locale])
        await expect(page.getByRole('main').getByRole('link', { name: link[locale], exact: true })).toHaveAttribute(
          'href',
          href[locale],
        )
      })

      test(`Mozambique ${locale}: it redirects to the home page`, async ({ request }) => {
        const publicPath = locale === 'pt' ? path : `/en${path}`
        const response = await request.get(ORIGIN.ao + publicPath, { headers: { host: HOST.mz }, maxRedirects: 0 })
        expect([307, 308]).toContain(response.status())
        expect(new URL(response.headers()['location'] ?? '', ORIGIN.mz).pathname).toBe(locale === 'pt' ? '/' : '/en')
      })
    }

    test('a Mozambique browser ends on the home page', async ({ page }) => {
      await page.goto(`${ORIGIN.mz}${path}`)
      expect(page.url()).toBe(`${ORIGIN.mz}/`)
    })
  })
}
