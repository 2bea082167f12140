import type { Page } from '@playwright/test'
import { expect, HOST, type Locale, siteUrl, test } from './support/fixtures'
import { seriousViolations } from './support/axe'
import { headingSkips, headingSkipsIn } from './support/route-walk'
import { rawGet } from './support/raw-http'
import { hrefsOf, serverPage, textOf } from './support/server-dom'

/**
 * Customer support and legal pages (cms/seed/data/pages-support.ts) in both countries and languages:
 * the FAQ search (blocks/faq-list), the manual downloads (blocks/manual-list, cms/seed/data/manuals.ts)
 * and the contacts (blocks/contact-details, settings from cms/seed/data/settings.ts).
 */

const PAGES: { pt: string; en: string; h1: Record<Locale, string> }[] = [
  { pt: '/apoio-ao-cliente/contactos', en: '/help/contacts', h1: { pt: 'Contactos', en: 'Contacts' } },
  {
    pt: '/apoio-ao-cliente/perguntas-frequentes',
    en: '/help/faq',
    h1: { pt: 'Perguntas frequentes', en: 'Frequently asked questions' },
  },
  { pt: '/apoio-ao-cliente/manuais', en: '/help/manuals', h1: { pt: 'Manuais', en: 'Manuals' } },
  {
    pt: '/apoio-ao-cliente/publicidade',
    en: '/help/advertise-on-zap',
    h1: { pt: 'Anuncie na ZAP', en: 'Advertise on ZAP' },
  },
  {
    pt: '/apoio-ao-cliente/passatempos',
    en: '/help/pastimes',
    h1: { pt: 'Passatempos a decorrer', en: 'Contests running now' },
  },
  {
    pt: '/politica-de-privacidade',
    en: '/privacy-policy',
    h1: { pt: 'Política de privacidade', en: 'Privacy policy' },
  },
  { pt: '/politica-de-cookies', en: '/cookie-policy', h1: { pt: 'Política de cookies', en: 'Cookie policy' } },
]

const UI = {
  pt: {
    search: 'Pesquisar',
    count: (n: number) => (n === 1 ? '1 pergunta encontrada' : `${n} perguntas encontradas`),
    none: 'Nenhuma pergunta encontrada',
    clear: 'Limpar pesquisa',
    topics: 'Tema',
    payments: 'Pagamentos',
    download: /^Descarregar \(PDF, \d+ KB\)$/,
    callBack: 'Ligue-me',
  },
  en: {
    search: 'Search',
    count: (n: number) => (n === 1 ? '1 question found' : `${n} questions found`),
    none: 'No questions found',
    clear: 'Clear search',
    topics: 'Topic',
    payments: 'Payments',
    download: /^Download \(PDF, \d+ KB\)$/,
    callBack: 'Call me back',
  },
} as const

/** Seeded FAQs (cms/seed/data/faqs.ts): Angola has fibre and cinema questions, Mozambique two of its own. */
const FAQS = {
  ao: {
    total: 14,
    payments: 2,
    query: { pt: 'ATIVACAO', en: 'microwaves' },
    hit: {
      pt: 'Carreguei e os canais continuam bloqueados. O que faço?',
      en: 'My Wi-Fi internet is slow. What can I do?',
    },
  },
  mz: {
    total: 12,
    payments: 3,
    query: { pt: 'M-PESA telemovel', en: 'e-mola phone' },
    hit: { pt: 'Posso carregar o pacote pelo telemóvel?', en: 'Can I top up from my phone?' },
  },
} as const
const CALL_CENTRE = {
  ao: { text: '+244 222 000 000', href: 'tel:+244222000000' },
  mz: { text: '+258 21 000 000', href: 'tel:+25821000000' },
} as const

const count = (page: Page) => page.getByRole('main').getByRole('status')
const questions = (page: Page) => page.getByRole('main').locator('[data-faq-search] :is(h2, h3) button')
const noSidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

// What the server sends, in every country and language (no browser).
for (const country of ['ao', 'mz'] as const) {
  for (const locale of ['pt', 'en'] as const) {
    const ui = UI[locale]
    const path = (pt: string, en: string) => (locale === 'pt' ? pt : en)

    test.describe(`${country} ${locale}: support and legal pages (server HTML)`, () => {
      test('every page responds with 200 with one h1 and a title, headings in order', async () => {
        for (const { pt, en, h1 } of PAGES) {
          const page = await serverPage(country, locale, path(pt, en))
          const url = `${country} ${locale} ${path(pt, en)}`
          expect(page.status, url).toBe(200)
          expect(page.document.querySelectorAll('h1'), `${url}: one h1`).toHaveLength(1)
          expect(page.screen.getAllByRole('heading', { level: 1, hidden: true }).map(textOf), `${url}: h1`).toEqual([
            h1[locale],
          ])
          expect(textOf(page.document.querySelector('title')).length, `${url}: title`).toBeGreaterThan(5)
          expect(headingSkipsIn(page.document), `${url}: heading levels`).toEqual([])
        }
      })

      test('the manuals link to PDF files, which the site serves', async () => {
        const page = await serverPage(country, locale, path('/apoio-ao-cliente/manuais', '/help/manuals'))
        const main = page.screen.getByRole('main', { hidden: true })
        const links = page.within(main).getAllByRole('link', { name: ui.download, hidden: true })
        expect(links, 'download links').toHaveLength(4)
        expect(links[0]!.getAttribute('download'), 'download attribute').toBe('')
        const href = links[0]!.getAttribute('href') ?? ''
        expect(href).toMatch(/\.pdf$/)
        // The country's own host (Node cannot resolve mz.localhost: the Host header picks it).
        const file = await rawGet(href, { host: HOST[country] })
        expect(
          { status: file.status, type: file.headers['content-type'], head: file.body.slice(0, 5) },
          'the PDF',
        ).toEqual({ status: 200, type: expect.stringContaining('application/pdf'), head: '%PDF-' })
      })

      test('contacts show the country’s call centre, WhatsApp and e-mails, and the call-back button', async () => {
        const page = await serverPage(country, locale, path('/apoio-ao-cliente/contactos', '/help/contacts'))
        const main = page.within(page.screen.getByRole('main', { hidden: true }))
        expect(
          hrefsOf(main.getAllByRole('link', { name: CALL_CENTRE[country].text, hidden: true }))[0],
          'call centre',
        ).toBe(CALL_CENTRE[country].href)
        const whatsapp = main.getAllByRole('link', { name: /WhatsApp/, hidden: true })
        expect(whatsapp, 'one WhatsApp link').toHaveLength(1)
        expect(whatsapp[0]!.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+$/)
        expect(main.queryAllByRole('link', { name: /@example\.co\.(ao|mz)$/, hidden: true }), 'e-mails').toHaveLength(
          country === 'ao' ? 4 : 2,
        )
        expect(main.getAllByRole('button', { name: ui.callBack, hidden: true }), 'call-back button').toHaveLength(1)
      })
    })
  }
}

// The browser's part, the same code in every country and language, in Angola in Portuguese and
// Mozambique in English: layout at 320 px and axe on every page (one load each, each page in one of
// the two, alternating down the list: what differs by country is its data, read from the server's
// HTML in all four above), the FAQ search, the download and the call-back modal. The FAQ search
// runs in all four: its matches are each's data.
for (const [country, locale] of [
  ['ao', 'pt'],
  ['mz', 'en'],
] as const) {
  const ui = UI[locale]
  const at = (pt: string, en: string) => siteUrl(country, locale, locale === 'pt' ? pt : en)

  test.describe(`${country} ${locale}: support and legal pages`, () => {
    test('no page scrolls sideways at 320 px or has a serious WCAG A/AA violation (half the pages each)', async ({
      page,
    }) => {
      test.setTimeout(180_000)
      for (const { pt, en } of PAGES.filter((_, i) => i % 2 === (country === 'ao' ? 0 : 1))) {
        const url = at(pt, en)
        await page.setViewportSize({ width: 320, height: 720 })
        const response = await page.goto(url)
        expect(response?.status(), url).toBe(200)
        await expect(page.getByRole('heading', { level: 1 }), url).toHaveCount(1)
        expect(await noSidewaysScroll(page), `${url} scrolls sideways at 320 px`).toBe(true)
        expect(await headingSkips(page), `${url}: heading levels`).toEqual([])
        // axe at the desktop width, on the same load.
        await page.setViewportSize({ width: 1280, height: 720 })
        expect(await seriousViolations(page), `axe ${url}`).toEqual([])
      }
    })

    test('a manual downloads as a PDF', async ({ page }) => {
      await page.goto(at('/apoio-ao-cliente/manuais', '/help/manuals'))
      const links = page.getByRole('main').getByRole('link', { name: ui.download })
      await expect(links).toHaveCount(4)
      const first = links.first()
      await expect(first).toHaveAttribute('download', '')
      const href = await first.getAttribute('href')
      expect(href).toMatch(/\.pdf$/)
      // The file itself (status, type, %PDF-) is checked from the server in every country and language.
      const [download] = await Promise.all([page.waitForEvent('download'), first.click()])
      expect(download.suggestedFilename()).toMatch(/\.pdf$/)
    })

    test('the call-back button opens the modal; Escape closes it and gives focus back', async ({ page }) => {
      await page.goto(at('/apoio-ao-cliente/contactos', '/help/contacts'))
      const button = page.getByRole('main').getByRole('button', { name: ui.callBack })
      await button.click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(button).toBeFocused()
    })
  })
}

for (const country of ['ao', 'mz'] as const) {
  for (const locale of ['pt', 'en'] as const) {
    const ui = UI[locale]
    const at = (pt: string, en: string) => siteUrl(country, locale, locale === 'pt' ? pt : en)

    test.describe(`${country} ${locale}: FAQ`, () => {
      test('the FAQ search filters by text and topic, shows the empty state and clears', async ({ page }) => {
        const faq = FAQS[country]
        await page.goto(at('/apoio-ao-cliente/perguntas-frequentes', '/help/faq'))
        const search = page.getByRole('searchbox', { name: ui.search })
        await expect(search).toBeEnabled()
        await expect(count(page)).toHaveText(ui.count(faq.total))
        await expect(questions(page)).toHaveCount(faq.total)

        await search.fill(faq.query[locale])
        await expect(count(page)).toHaveText(ui.count(1))
        await expect(questions(page)).toHaveText([faq.hit[locale]])
        // The match opens: its answer is readable.
        await expect(questions(page).first()).toHaveAttribute('aria-expanded', 'true')

        await search.fill('zzqx nada')
        await expect(count(page)).toHaveText(ui.none)
        await expect(questions(page)).toHaveCount(0)
        await page.getByRole('button', { name: ui.clear }).click()
        await expect(count(page)).toHaveText(ui.count(faq.total))
        await expect(search).toHaveValue('')
        await expect(search).toBeFocused()

        await page.getByRole('group', { name: ui.topics }).getByRole('button', { name: ui.payments }).click()
        await expect(count(page)).toHaveText(ui.count(faq.payments))
      })
    })
  }
}

test.describe('the FAQ without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every answer is shown open, since the accordion cannot open one', async ({ page }) => {
    await page.goto(siteUrl('ao', 'pt', '/apoio-ao-cliente/perguntas-frequentes'))
    const answers = page.locator('[data-faq-search] [data-state="closed"][hidden]')
    expect(await answers.count(), 'closed answers in the HTML').toBeGreaterThan(1)
    for (const answer of await answers.all()) await expect(answer).toBeVisible()
  })
})
