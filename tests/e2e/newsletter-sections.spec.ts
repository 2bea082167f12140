import type { APIRequestContext, Page } from '@playwright/test'
import { adminHeaders, adminToken } from './support/admin'
import { type Country, expect, type Locale, siteUrl, test } from './support/fixtures'
import { storedLeads } from './support/lead-forms'
import { type ServerPage, serverPage } from './support/server-dom'

/**
 * The newsletter sign-up on the pages of every section, in both countries and languages: the page
 * frame offers it after the content of any page (layouts/Frame.tsx) unless the page already has a
 * newsletter block or an editor unticked "Show the newsletter" (Pages.showNewsletter), and each
 * sign-up stores the section's service label. Seeded pages, one per section and country; an
 * English path is given where it is worded differently from the Portuguese one.
 *
 * Every page's form (once, its country's placeholder, the section's service in the form) is read
 * from the server's HTML; a sign-up is sent from a browser on four of them, one per country and
 * language, as the form's script is the same on all.
 */

test.use({ viewport: { width: 1280, height: 800 } })

type SectionPage = { country: Country; service: string; pt: string; en?: string }

const PAGES: SectionPage[] = [
  { country: 'ao', service: 'Satélite', pt: '/zap-satelite/pacotes-de-canais' },
  { country: 'ao', service: 'Fibra', pt: '/zap-fibra/wifi-6' },
  { country: 'ao', service: 'Cinema', pt: '/zap-cinemas/imax' },
  { country: 'ao', service: 'On', pt: '/zap-on' },
  { country: 'ao', service: 'TV', pt: '/tv/destaques' },
  { country: 'ao', service: 'Outro', pt: '/a-zap/quem-somos', en: '/the-zap/who-we-are' },
  { country: 'mz', service: 'Satélite', pt: '/zap-satelite/carregamentos-e-pagamentos' },
  { country: 'mz', service: 'TV', pt: '/tv/guia-tv' },
  { country: 'mz', service: 'Outro', pt: '/apoio-ao-cliente/contactos', en: '/help/contacts' },
]

const TEXT = {
  pt: {
    heading: 'Subscreva a nossa newsletter',
    homeHeading: 'Receba as novidades da ZAP',
    terms: 'Li e aceito os termos e condições',
    submit: 'Subscrever',
    success: 'Sucesso',
  },
  en: {
    heading: 'Subscribe to our newsletter',
    homeHeading: 'Get the latest from ZAP',
    terms: 'I have read and accept the terms and conditions',
    submit: 'Subscribe',
    success: 'Success',
  },
} as const

/** The e-mail example of each country, in both languages: its own country's domain. */
const PLACEHOLDER = {
  ao: { pt: 'nome@exemplo.co.ao', en: 'name@example.co.ao' },
  mz: { pt: 'nome@exemplo.co.mz', en: 'name@example.co.mz' },
} as const

type Subscription = { email: string; service: string; locale: string; country: { code: string } }

let sequence = 0
const uniqueEmail = (country: Country, locale: Locale) =>
  `e2e.sections.${country}.${locale}.${Date.now()}.${sequence++}@exemplo.co.${country}`

function newsletter(page: Page, heading: string, locale: Locale) {
  const region = page.getByRole('region', { name: heading })
  return {
    region,
    email: region.getByRole('textbox', { name: /^E-mail/ }),
    terms: region.getByRole('checkbox', { name: TEXT[locale].terms }),
    submit: region.getByRole('button', { name: TEXT[locale].submit, exact: true }),
  }
}

/** The newsletter regions and forms of a page's server HTML, and the service each form posts. */
function serverNewsletter(html: ServerPage, heading: string) {
  const forms = Array.from(html.document.querySelectorAll('form')).filter((form) =>
    form.querySelector('input[name="service"]'),
  )
  return {
    regions: html.screen.queryAllByRole('region', { name: heading, hidden: true }),
    forms,
    services: forms.map((form) => form.querySelector<HTMLInputElement>('input[name="service"]')!.value),
  }
}

/** The pages a sign-up is sent from in a browser: one per country and language, different sections. */
const SENT = new Set(['ao pt Satélite', 'ao en Cinema', 'mz pt TV', 'mz en Outro'])

for (const { country, service, pt, en } of PAGES) {
  for (const locale of ['pt', 'en'] as const) {
    const path = locale === 'pt' ? pt : (en ?? pt)
    const url = siteUrl(country, locale, path)
    const t = TEXT[locale]

    test(`${country} ${locale}: ${url} offers the newsletter once, for "${service}" (server HTML)`, async () => {
      const html = await serverPage(country, locale, path)
      expect(html.status, 'status').toBe(200)
      const { regions, forms, services } = serverNewsletter(html, t.heading)
      expect(regions, 'newsletter regions').toHaveLength(1)
      expect(forms, 'newsletter forms on the page').toHaveLength(1)
      expect(services, 'the service the form posts').toEqual([service])
      const email = html.within(regions[0]!).getByRole('textbox', { name: /^E-mail/, hidden: true })
      expect(email.getAttribute('placeholder'), 'placeholder').toBe(PLACEHOLDER[country][locale])
      expect(html.within(regions[0]!).getByRole('checkbox', { name: t.terms, hidden: true }), 'terms').toBeTruthy()
      expect(html.within(regions[0]!).getByRole('button', { name: t.submit, hidden: true }), 'submit').toBeTruthy()
    })

    if (SENT.has(`${country} ${locale} ${service}`)) {
      test(`${country} ${locale}: ${url} subscribes to "${service}"`, async ({ page, request }) => {
        await page.goto(url)
        const { region, email, terms, submit } = newsletter(page, t.heading, locale)
        await expect(region).toHaveCount(1)
        await expect(email).toHaveAttribute('placeholder', PLACEHOLDER[country][locale])

        const address = uniqueEmail(country, locale)
        await email.fill(address)
        await terms.check()
        const response = page.waitForResponse(
          (r) => r.url().includes('/api/forms/newsletter') && r.request().method() === 'POST',
        )
        await submit.click()
        expect((await response).status()).toBe(201)
        await expect(region.getByRole('status').filter({ hasText: t.success })).toBeVisible()

        const stored = await storedLeads<Subscription>(request, 'newsletter-subscriptions', { email: address })
        expect(stored, `subscriptions of ${address}`).toHaveLength(1)
        expect(stored[0]).toMatchObject({ email: address, service, locale, country: { code: country } })
      })
    }
  }
}

for (const country of ['ao', 'mz'] as const) {
  for (const locale of ['pt', 'en'] as const) {
    // That the block shows is checked in a browser by home-blocks.spec.ts (its desktop tour).
    test(`${country} ${locale}: the home page keeps its own newsletter block and gets no second one (server HTML)`, async () => {
      const html = await serverPage(country, locale, '/')
      const own = serverNewsletter(html, TEXT[locale].homeHeading)
      expect(own.regions, 'the home page’s newsletter block').toHaveLength(1)
      const email = html.within(own.regions[0]!).getByRole('textbox', { name: /^E-mail/, hidden: true })
      expect(email.getAttribute('placeholder'), 'placeholder').toBe(PLACEHOLDER[country][locale])
      expect(own.forms, 'newsletter forms on the page').toHaveLength(1)
      expect(serverNewsletter(html, TEXT[locale].heading).regions, 'the frame’s newsletter').toHaveLength(0)
    })
  }
}

/** A published Angolan page made for the test through the CMS API; the caller deletes it. */
async function createPage(request: APIRequestContext, token: string, path: string, data: Record<string, unknown>) {
  const countries = await request.get('/api/countries', { params: { 'where[code][equals]': 'ao' } })
  const countryId = ((await countries.json()) as { docs: { id: number }[] }).docs[0]!.id
  const created = await request.post('/api/pages', {
    headers: adminHeaders(token),
    params: { locale: 'pt' },
    data: { title: 'Teste newsletter', path, country: countryId, layout: [], _status: 'published', ...data },
  })
  expect(created.status(), `POST /api/pages ${path}`).toBe(201)
  return ((await created.json()) as { doc: { id: number; showNewsletter?: boolean } }).doc
}

/** A page just published, from the server: served on the very next request (lib/routing/page-map.ts). */
async function publishedPage(path: string): Promise<ServerPage> {
  const html = await serverPage('ao', 'pt', path)
  expect(html.status, `${path} right after it was published`).toBe(200)
  return html
}

test('a page an editor creates later offers it with no action; unticking "Show the newsletter" takes it away (server HTML)', async ({
  request,
}) => {
  const token = await adminToken(request)
  const stamp = `${Date.now()}-${test.info().workerIndex}`
  const shown = await createPage(request, token, `/tv/teste-newsletter-${stamp}`, {})
  const hidden = await createPage(request, token, `/tv/teste-sem-newsletter-${stamp}`, { showNewsletter: false })
  try {
    expect(shown.showNewsletter, 'the default of a new page').toBe(true)
    const withIt = await publishedPage(`/tv/teste-newsletter-${stamp}`)
    expect(withIt.screen.getByRole('heading', { level: 1, name: 'Teste newsletter', hidden: true })).toBeTruthy()
    const offered = serverNewsletter(withIt, TEXT.pt.heading)
    expect(offered.regions, 'the newsletter').toHaveLength(1)
    expect(offered.services, 'its service').toEqual(['TV'])

    const without = await publishedPage(`/tv/teste-sem-newsletter-${stamp}`)
    expect(without.screen.getByRole('heading', { level: 1, name: 'Teste newsletter', hidden: true })).toBeTruthy()
    expect(without.screen.getByRole('contentinfo', { hidden: true }), 'the footer').toBeTruthy()
    const none = serverNewsletter(without, TEXT.pt.heading)
    expect(none.forms, 'newsletter forms').toHaveLength(0)
    expect(none.regions, 'the newsletter').toHaveLength(0)
  } finally {
    for (const { id } of [shown, hidden])
      expect((await request.delete(`/api/pages/${id}`, { headers: adminHeaders(token) })).status()).toBe(200)
  }
})
