import type { Page } from '@playwright/test'
import { seriousViolations } from './support/axe'
import { expect, HOST, ORIGIN, siteUrl, test } from './support/fixtures'
import { publicPath } from './support/route-walk'
import { hrefsOf, serverPage } from './support/server-dom'

/**
 * The terms-and-conditions modal page: components/terms/TermsLink.tsx opens
 * components/terms/TermsModal.tsx over the current page at the terms address; the same address
 * visited directly is the full page (blocks/terms). Content: cms/seed/data/settings-terms.ts.
 * The links are the newsletter form's, on each home page (cms/seed/data/pages.ts).
 */

const TERMS = {
  pt: {
    path: '/termos-e-condicoes',
    title: 'Termos e condições',
    link: 'termos e condições',
    close: 'Fechar os termos e condições',
    first: 'Objeto e aceitação',
    second: 'Serviços pré-pagos e carregamentos',
    text: /Estes termos regulam a utilização do site/,
  },
  en: {
    path: '/terms-and-conditions',
    title: 'Terms and conditions',
    link: 'terms and conditions',
    close: 'Close the terms and conditions',
    first: 'Purpose and acceptance',
    second: 'Prepaid services and top-ups',
    text: /These terms govern the use of this website/,
  },
} as const
const COMPANY = { ao: 'ZAP Media, S.A.', mz: 'Mstar-ZAP Moçambique' } as const
const HOME_H1 = { pt: 'A melhor televisão, em sua casa', en: 'The best TV, at home' } as const

/** Leaves a mark on the window: still there after Back means the page was not reloaded. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { __termsMark: 'intact' }))
const windowMark = (page: Page) =>
  page.evaluate(() => (window as unknown as { __termsMark?: string }).__termsMark ?? null)

// The full page's words and each country's terms, and the home's terms link, as the server sends
// them in every country and language (no browser).
for (const country of ['ao', 'mz'] as const) {
  for (const locale of ['pt', 'en'] as const) {
    const copy = TERMS[locale]

    test(`${country} ${locale}: ${copy.path} is the full page, first term open (server HTML)`, async () => {
      const page = await serverPage(country, locale, copy.path)
      expect(page.status).toBe(200)
      expect(page.screen.getAllByRole('heading', { level: 1, name: copy.title, hidden: true }), 'h1').toHaveLength(1)
      // The country question is in every page's HTML (shown on a first visit only): any other dialog is not.
      expect(
        page.document.querySelectorAll('[role="dialog"]:not([data-country-popup])'),
        'no terms dialog',
      ).toHaveLength(0)
      const main = page.within(page.screen.getByRole('main', { hidden: true }))
      expect(main.getByRole('button', { name: copy.first, hidden: true }).getAttribute('aria-expanded'), 'first').toBe(
        'true',
      )
      expect(
        main.getByRole('button', { name: copy.second, hidden: true }).getAttribute('aria-expanded'),
        'second',
      ).toBe('false')
      expect(main.getAllByText(copy.text), 'the first term’s text').not.toHaveLength(0)
      expect(main.getAllByText(COMPANY[country], { exact: false }), 'the company').not.toHaveLength(0)
      // The seed has no PDF: no download link.
      expect(main.queryAllByRole('link', { name: /PDF/, hidden: true }), 'no PDF link').toHaveLength(0)
    })

    test(`${country} ${locale}: the home's newsletter form links to the terms (server HTML)`, async () => {
      const page = await serverPage(country, locale, '/')
      const main = page.within(page.screen.getByRole('main', { hidden: true }))
      expect(hrefsOf(main.getAllByRole('link', { name: copy.link, hidden: true })), 'terms link').toEqual([
        publicPath(locale, copy.path),
      ])
    })
  }
}

// Opening, closing and history are the same code in every country and language: in the browser in
// Angola in Portuguese and Mozambique in English, one load of the home and one of the terms page.
for (const [country, locale] of [
  ['ao', 'pt'],
  ['mz', 'en'],
] as const) {
  const copy = TERMS[locale]
  const home = siteUrl(country, locale, '/')
  const termsUrl = siteUrl(country, locale, copy.path)

  test.describe(`${country} ${locale}: terms`, () => {
    test(`on ${copy.path}, a term opens and closes the other`, async ({ page }) => {
      const response = await page.goto(termsUrl)
      expect(response?.status()).toBe(200)
      const main = page.getByRole('main')
      await expect(main.getByRole('button', { name: copy.first })).toHaveAttribute('aria-expanded', 'true')
      await expect(main.getByText(copy.text)).toBeVisible()
      await expect(main.getByText(COMPANY[country]).first()).toBeVisible()
      await main.getByRole('button', { name: copy.second }).click()
      await expect(main.getByRole('button', { name: copy.second })).toHaveAttribute('aria-expanded', 'true')
      await expect(main.getByRole('button', { name: copy.first })).toHaveAttribute('aria-expanded', 'false')
    })

    // One load of the home: opening by the link, Back and Forward, then the close button and Escape.
    test('a terms link opens the terms over the page; Back closes them and the page is intact; the close button and Escape go back', async ({
      page,
    }) => {
      await page.goto(home)
      const email = page.getByRole('main').getByRole('textbox', { name: /e-mail/i })
      await email.fill('visitante@example.com')
      await markWindow(page)

      await page.getByRole('main').getByRole('link', { name: copy.link, exact: true }).click()
      await expect(page).toHaveURL(termsUrl)
      const dialog = page.getByRole('dialog', { name: copy.title })
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('button', { name: copy.first })).toHaveAttribute('aria-expanded', 'true')
      await expect(dialog.getByRole('button', { name: copy.second })).toHaveAttribute('aria-expanded', 'false')
      await expect(dialog.getByText(copy.text)).toBeVisible()
      await expect(dialog.getByText(/Carregando|Loading/)).toHaveCount(0)
      // The page stays underneath (hidden from assistive technology while the dialog is open).
      await expect(page.locator('main h1', { hasText: HOME_H1[locale] })).toHaveCount(1)

      await page.goBack()
      await expect(dialog).toBeHidden()
      await expect(page).toHaveURL(home)
      await expect(page.getByRole('heading', { level: 1, name: HOME_H1[locale] })).toBeVisible()
      await expect(email).toHaveValue('visitante@example.com')
      expect(await windowMark(page)).toBe('intact')

      // Forward reopens them, still without a reload.
      await page.goForward()
      await expect(page).toHaveURL(termsUrl)
      await expect(dialog).toBeVisible()
      await expect(dialog.getByRole('button', { name: copy.first })).toHaveAttribute('aria-expanded', 'true')
      expect(await windowMark(page)).toBe('intact')

      // The close button: back to the page, focus on the link.
      await dialog.getByRole('button', { name: copy.close }).click()
      await expect(dialog).toBeHidden()
      await expect(page).toHaveURL(home)
      const link = page.getByRole('main').getByRole('link', { name: copy.link, exact: true })
      await expect(link).toBeFocused()

      await link.click()
      await expect(page).toHaveURL(termsUrl)
      await expect(dialog).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(page).toHaveURL(home)
      expect(await windowMark(page)).toBe('intact')
      // Closing went back: no terms entry is stacked under the page.
      await page.goBack()
      await expect(page).toHaveURL('about:blank')
    })
  })
}

test('Ctrl+click opens the full terms page in a new tab and leaves this page alone', async ({ page, context }) => {
  await page.goto(siteUrl('ao', 'pt', '/'))
  const opened = context.waitForEvent('page')
  await page
    .getByRole('main')
    .getByRole('link', { name: TERMS.pt.link, exact: true })
    .click({ modifiers: ['ControlOrMeta'] })
  const tab = await opened
  // A tab opened in the background starts at about:blank and goes to its address after: wait for the address.
  await expect(tab).toHaveURL(siteUrl('ao', 'pt', TERMS.pt.path))
  await expect(tab.getByRole('heading', { level: 1, name: TERMS.pt.title })).toBeVisible()
  await expect(page).toHaveURL(siteUrl('ao', 'pt', '/'))
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

test('the modal fits a 320 px phone and passes axe', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto(siteUrl('mz', 'pt', '/'))
  await page.getByRole('main').getByRole('link', { name: TERMS.pt.link, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: TERMS.pt.title })
  await expect(dialog.getByRole('button', { name: TERMS.pt.first })).toBeVisible()
  const box = await dialog.boundingBox()
  expect(box?.width).toBeLessThanOrEqual(320)
  const close = await dialog.getByRole('button', { name: TERMS.pt.close }).boundingBox()
  expect(close?.width).toBeGreaterThanOrEqual(44)
  expect(close?.height).toBeGreaterThanOrEqual(44)
  expect(await seriousViolations(page, (b) => b.include('[role="dialog"]'))).toEqual([])
})

test.describe('GET /api/terms', () => {
  test('responds with each country’s sanitized terms, kept by no shared cache', async ({ request }) => {
    for (const country of ['ao', 'mz'] as const) {
      for (const locale of ['pt', 'en'] as const) {
        const response = await request.get(`${ORIGIN.ao}/api/terms?locale=${locale}`, {
          headers: { host: HOST[country] },
        })
        expect(response.status()).toBe(200)
        expect(response.headers()['cache-control']).toBe('private, no-store')
        const body = (await response.json()) as {
          items: { id: string; term: string; html: string }[]
          documentUrl?: string
        }
        expect(body.items.map((item) => item.term)[0]).toBe(TERMS[locale].first)
        expect(body.items.length).toBeGreaterThanOrEqual(5)
        expect(body.items.map((item) => item.html).join('')).toContain(COMPANY[country])
        expect(body.documentUrl).toBeUndefined()
      }
    }
  })

  test('refuses an unknown language', async ({ request }) => {
    const response = await request.get(`${ORIGIN.ao}/api/terms?locale=fr`)
    expect(response.status()).toBe(400)
  })
})
