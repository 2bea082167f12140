import type { Page } from '@playwright/test'
import { currentMonth, monthLabel } from '@/blocks/movie-programme/month'
import { seedMovieData, SEED_TRAILER } from '@/cms/seed/data/movies'
import { seriousViolations } from './support/axe'
import { expect, HOST, type Locale, NOT_FOUND, ORIGIN, siteUrl, test } from './support/fixtures'
import { hrefsOf, serverPage, type ServerPage, textOf } from './support/server-dom'

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

/** The films of a movie-programme block in the server's HTML, by the block's view. */
const serverBlock = (page: ServerPage, view: 'cards' | 'monthly') => {
  const block = page.document.querySelector(`[data-block="movie-programme"][data-view="${view}"]`)
  expect(block, `the ${view} block`).not.toBeNull()
  return block!
}

// The words and the data of every country and language, as the server sends them (no browser).
for (const country of ['ao', 'mz'] as const) {
  const films = seedMovieData[country].current
  const trailers = films.filter((film) => film.trailer).length
  for (const locale of ['pt', 'en'] as const) {
    const ui = UI[locale]
    const month = monthLabel(currentMonth(country), locale)

    test(`${country} ${locale}: ZAP Filmes shows this month’s films as cards and as a list (server HTML)`, async () => {
      const page = await serverPage(country, locale, FILMES[locale])
      expect(page.status).toBe(200)
      expect(page.screen.getAllByRole('heading', { level: 1, hidden: true }).map(textOf), 'h1').toEqual([ui.h1])
      const cardsBlock = page.within(serverBlock(page, 'cards'))
      expect(cardsBlock.getAllByText(ui.programmeOf(month)), 'the month named').toHaveLength(1)
      const items = cardsBlock.getAllByRole('listitem', { hidden: true })
      const titles = items.flatMap((item) => page.within(item).queryAllByRole('heading', { level: 3, hidden: true }))
      expect(sorted(titles.map(textOf)), 'card titles').toEqual(sorted(films.map((film) => film.title)))
      // Films without a trailer have no trailer button.
      expect(
        cardsBlock.queryAllByRole('button', { name: ui.trailerButtons, hidden: true }),
        'trailer buttons',
      ).toHaveLength(trailers)
      const plain = items.filter(
        (item) => page.within(item).queryAllByRole('heading', { name: PLAIN, hidden: true }).length,
      )
      expect(plain, PLAIN).toHaveLength(1)
      expect(
        page.within(plain[0]!).queryAllByRole('button', { name: ui.trailerButtons, hidden: true }),
        `${PLAIN}: no trailer button`,
      ).toHaveLength(0)

      const table = page
        .within(serverBlock(page, 'monthly'))
        .getByRole('table', { name: ui.table(month), hidden: true })
      const rowheaders = page.within(table).getAllByRole('rowheader', { hidden: true })
      expect(sorted(rowheaders.map(textOf)), 'table rows').toEqual(sorted(films.map((film) => film.title)))
      const withTrailer = page
        .within(table)
        .getAllByRole('row', { hidden: true })
        .filter((row) => page.within(row).queryAllByRole('rowheader', { name: WITH_TRAILER, hidden: true }).length)
      expect(withTrailer, WITH_TRAILER).toHaveLength(1)
      expect(textOf(withTrailer[0]), `${WITH_TRAILER}'s row`).toContain('ZAP Filmes 2')
    })
  }
}

// The synopsis and the trailer dialog are the same code in every country and language: in the
// browser for Angola in Portuguese (with the axe scans and the phone width) and Mozambique in English.
for (const [country, locale] of [
  ['ao', 'pt'],
  ['mz', 'en'],
] as const) {
  const ui = UI[locale]
  const url = siteUrl(country, locale, FILMES[locale])
  const full = country === 'ao'

  test(`${country} ${locale}: a card’s synopsis expands and collapses; the trailer opens in a dialog, does not play by itself, and Escape gives focus back${full ? '; axe and a 320 px phone' : ''}`, async ({
    page,
  }) => {
    await page.goto(url)
    if (full)
      expect(
        await seriousViolations(page, (b) => b.include('[data-block="movie-programme"]')),
        'axe: the blocks',
      ).toEqual([])

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

    const trigger = cards(page).getByRole('button', { name: ui.trailer(WITH_TRAILER) })
    await trigger.click()
    const dialog = page.getByRole('dialog', { name: ui.dialog(WITH_TRAILER) })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('button', { name: ui.close })).toBeFocused()
    const video = dialog.locator('video')
    await expect(video).toHaveAttribute('src', SEED_TRAILER)
    await expect(video).toHaveAttribute('preload', 'none')
    // A second for a video that would start by itself to do so: no state to wait for instead.
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
    if (full) expect(await seriousViolations(page, (b) => b.include('[role="dialog"]')), 'axe: the dialog').toEqual([])

    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(trigger).toBeFocused()

    if (full) {
      await page.setViewportSize({ width: 320, height: 720 })
      for (const block of await page.locator('[data-block="movie-programme"]').all()) {
        const box = await block.boundingBox()
        expect(box ? Math.floor(box.x + box.width) : Infinity, '320 px: block inside').toBeLessThanOrEqual(320)
        expect(await block.evaluate((el) => el.scrollWidth <= el.clientWidth), '320 px: no inner overflow').toBe(true)
      }
    }
  })
}

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

  /** The same checks as shelf(), on the server's HTML. */
  const serverShelf = (page: ServerPage, locale: Locale, tab: keyof (typeof UI)['pt']['tabs']) => {
    const nav = page.screen.getByRole('navigation', { name: UI[locale].shelves, hidden: true })
    const current = page.within(nav).getByRole('link', { name: UI[locale].tabs[tab], hidden: true })
    expect(current.getAttribute('aria-current'), `${tab}: aria-current`).toBe('page')
    expect(nav.querySelectorAll('[aria-current]'), 'one current shelf').toHaveLength(1)
    const list = page.screen.getByRole('list', { name: UI[locale].tabs[tab], hidden: true })
    const titles = page.within(list).queryAllByRole('heading', { level: 2, hidden: true })
    expect(sorted(titles.map(textOf)), `${tab}: titles`).toEqual(titlesOf(tab))
    return nav
  }

  test('without a shelf in the address, the first shelf (films) is shown (server HTML)', async () => {
    const page = await serverPage('ao', 'pt', '/zap-fibra/videoclube')
    expect(page.status).toBe(200)
    serverShelf(page, 'pt', 'filmes')
  })

  test('/zap-fibra/videoclube/series shows the series, in both languages (server HTML)', async () => {
    for (const locale of ['pt', 'en'] as const) {
      const page = await serverPage('ao', locale, '/zap-fibra/videoclube/series')
      expect(page.status, locale).toBe(200)
      const nav = serverShelf(page, locale, 'series')
      expect(hrefsOf(page.within(nav).getAllByRole('link', { hidden: true }))).toEqual(
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

  // The not-found page itself opens in the browser in not-found.spec.ts; here, what the server sends.
  test('an unknown shelf is a 404 (server HTML)', async () => {
    for (const locale of ['pt', 'en'] as const) {
      const page = await serverPage('ao', locale, '/zap-fibra/videoclube/novelas')
      expect(page.status, locale).toBe(404)
      expect(page.screen.getAllByRole('heading', { level: 1, hidden: true }).map(textOf), `${locale}: h1`).toEqual([
        NOT_FOUND[locale].heading,
      ])
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
      test(`Angola ${locale}: the page is there, with its call to action (server HTML)`, async () => {
        const page = await serverPage('ao', locale, path)
        expect(page.status).toBe(200)
        expect(page.screen.getAllByRole('heading', { level: 1, hidden: true }).map(textOf), 'h1').toEqual([h1[locale]])
        const main = page.screen.getByRole('main', { hidden: true })
        expect(
          hrefsOf(page.within(main).getAllByRole('link', { name: link[locale], hidden: true })),
          'call to action',
        ).toEqual([href[locale]])
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
