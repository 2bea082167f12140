import { guideDays } from '@/blocks/tv-guide/guide-days'
import { seedCinemaFilmData } from '@/cms/seed/data/cinema-films'
import { rawGet } from './support/raw-http'
import { chooseConsent, type Country, expect, HOST, type Locale, test } from './support/fixtures'

/**
 * "Em cartaz" stays light: every page with a showtimes block (blocks/cinema-showtimes), in every
 * country and language, and each of its days, is served as HTML well under 150 000 bytes
 * (uncompressed, as the server sends it), and the days are real addresses that work without JavaScript.
 */
const LIMIT = 150_000
const DAY_LINK = /href="([^"]*\/\d{4}-\d{2}-\d{2})"/g

type ApiPage = { path?: { pt?: string | null; en?: string | null } | null }

/** The published pages of a country that carry a showtimes block, both languages, read as a visitor. */
async function showtimesPages(country: Country): Promise<{ locale: Locale; path: string }[]> {
  const params = new URLSearchParams({
    'where[country.code][equals]': country,
    'where[_status][equals]': 'published',
    'where[layout.blockType][equals]': 'cinemaShowtimes',
    locale: 'all',
    depth: '0',
    limit: '50',
  })
  const response = await fetch(`http://127.0.0.1:3100/api/pages?${params}`, { headers: { host: HOST[country] } })
  expect(response.status).toBe(200)
  const { docs } = (await response.json()) as { docs: ApiPage[] }
  const pages = docs.flatMap((doc) =>
    (['pt', 'en'] as const).flatMap((locale) => (doc.path?.[locale] ? [{ locale, path: doc.path[locale] }] : [])),
  )
  // Pages other specs create for a moment (/e2e-…, e.g. a showtimes block full of script payloads) are theirs to weigh.
  return pages.filter(({ path }) => !path.startsWith('/e2e-'))
}

const publicPath = (locale: Locale, path: string) => (locale === 'pt' ? path : `/en${path}`)
const decode = (href: string) => href.replace(/&amp;/g, '&')

test.describe.configure({ timeout: 180_000 })

test('every showtimes page and each of its days is served under 150 000 bytes of HTML', async () => {
  const checked: string[] = []
  for (const country of ['ao', 'mz'] as const) {
    for (const { locale, path } of await showtimesPages(country)) {
      const base = publicPath(locale, path)
      const first = await rawGet(base, { host: HOST[country] })
      // A country whose visitors are sent elsewhere from this section (Mozambique has no cinemas) serves no such page.
      if (first.status >= 300 && first.status < 400) continue
      expect(first.status, `${country} ${base}`).toBe(200)
      const bytes = Buffer.byteLength(first.body)
      expect(bytes, `${country} ${base}: ${bytes} bytes of HTML`).toBeLessThan(LIMIT)
      checked.push(`${country} ${base} ${bytes}`)
      // The day links of the page: each day has an address of its own, served as lightly.
      const days = [
        ...new Set(
          [...first.body.matchAll(DAY_LINK)].map((m) => decode(m[1]!)).filter((href) => href.startsWith(`${base}/`)),
        ),
      ]
      expect(days.length, `${country} ${base}: day links`).toBeGreaterThanOrEqual(2)
      for (const day of days) {
        const response = await rawGet(day, { host: HOST[country] })
        expect(response.status, `${country} ${day}`).toBe(200)
        const dayBytes = Buffer.byteLength(response.body)
        expect(dayBytes, `${country} ${day}: ${dayBytes} bytes of HTML`).toBeLessThan(LIMIT)
        checked.push(`${country} ${day} ${dayBytes}`)
      }
    }
  }
  // Angola's two showtimes pages (Em cartaz and IMAX) in both languages, with their days.
  expect(checked.length).toBeGreaterThanOrEqual(4)
  console.log(checked.join('\n'))
})

test('without JavaScript another day’s sessions are reached by following its day link', async ({
  browser,
  consoleGuard,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: 'http://localhost:3100' })
  consoleGuard.watch(context)
  await chooseConsent(context, ['localhost'])
  const page = await context.newPage()
  const luanda = (iso: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Luanda', ...options }).format(new Date(iso))
  const luandaDay = (iso: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Luanda' }).format(new Date(iso))
  const casa = seedCinemaFilmData('ao').find((film) => film.title === 'A Casa da Ilha')!

  for (const locale of ['pt', 'en'] as const) {
    const days = guideDays(new Date(), 'ao', locale)
    const third = days[2]!
    await page.goto(publicPath(locale, '/zap-cinemas/em-exibicao'))
    const nav = page.getByRole('navigation', { name: locale === 'pt' ? 'Escolher o dia' : 'Choose a day' })
    const links = nav.getByRole('link')
    await expect(links).toHaveCount(7)
    // Today is the page shown; A Casa da Ilha opens on the third day, so it is not on today's page.
    await expect(links.first()).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { name: 'A Casa da Ilha' })).toHaveCount(0)

    await links.nth(2).click()
    await expect(page).toHaveURL(new RegExp(`${publicPath(locale, '/zap-cinemas/em-exibicao')}/${third.key}$`))
    await expect(nav.getByRole('link', { name: new RegExp(third.date) })).toHaveAttribute('aria-current', 'page')
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(third.date) })).toBeVisible()
    const expected = casa.sessions(new Date()).filter((s) => luandaDay(s.startsAt) === third.key)
    const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'A Casa da Ilha' }) })
    await expect(card.locator('time')).toHaveText(
      expected.map((s) => luanda(s.startsAt, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })),
    )
    // Only that day is on the page.
    for (const day of days.filter((d) => d.key !== third.key))
      await expect(page.locator(`time[datetime^="${day.key}"]`)).toHaveCount(0)
    // A day's address is a view of the page: search engines index the page itself.
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(new URL(canonical!).pathname).toBe(publicPath(locale, '/zap-cinemas/em-exibicao'))
  }
  await context.close()
})

test('a day outside the week goes back to the page; a segment that is no day is 404', async () => {
  const past = await rawGet('/zap-cinemas/em-exibicao/2001-01-01')
  expect([307, 308]).toContain(past.status)
  expect(new URL(past.headers.location ?? '', 'http://localhost:3100').pathname).toBe('/zap-cinemas/em-exibicao')
  for (const bad of ['/zap-cinemas/em-exibicao/amanha', '/zap-cinemas/em-exibicao/2026-13-45']) {
    expect((await rawGet(bad)).status, bad).toBe(404)
  }
})
