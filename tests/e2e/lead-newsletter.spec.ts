import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { type Country, expect, type Locale, siteUrl, test } from './support/fixtures'
import { storedLeads } from './support/lead-forms'
import { serverPage } from './support/server-dom'

/**
 * The newsletter sign-up (blocks/newsletter-form) against the real server and its database, on the
 * home page (seeded newsletterForm block) and in the service frame's newsletter slot
 * (layouts/Frame.tsx) on the Angolan fibre page. What the server renders is read from its HTML in
 * every site, without a browser. The browser sends real sign-ups from the home page in Angola in
 * Portuguese (on a 320 px phone) and in Mozambique in English; sign-ups from the frame's slot are
 * sent in newsletter-sections.spec.ts. The same form code serves all four sites, so the button's
 * rule, the terms warning and the words of each language are checked for all four in
 * forms/newsletter/NewsletterForm.test.tsx.
 */

const TEXT = {
  pt: {
    homeHeading: 'Receba as novidades da ZAP',
    slotHeading: 'Subscreva a nossa newsletter',
    email: /^E-mail/,
    submit: 'Subscrever',
    terms: 'Li e aceito os termos e condições',
    termsLink: 'termos e condições',
    termsHref: '/termos-e-condicoes',
    success: 'Sucesso',
    successMessage: 'Subscreveu com sucesso a nossa newsletter.',
    failure: 'Não foi possível enviar',
    invalid: 'Corrija os campos assinalados.',
  },
  en: {
    homeHeading: 'Get the latest from ZAP',
    slotHeading: 'Subscribe to our newsletter',
    email: /^E-mail/,
    submit: 'Subscribe',
    terms: 'I have read and accept the terms and conditions',
    termsLink: 'terms and conditions',
    termsHref: '/en/terms-and-conditions',
    success: 'Success',
    successMessage: 'You have successfully subscribed to our newsletter.',
    failure: 'Could not send',
    invalid: 'Please correct the highlighted fields.',
  },
} as const

type Subscription = { email: string; service: string; locale: string; country: { code: string } }
const subscriptionsOf = (request: APIRequestContext, email: string) =>
  storedLeads<Subscription>(request, 'newsletter-subscriptions', { email })

let sequence = 0
/** A new address for every use, so each success is a new row. */
const uniqueEmail = (country: Country, locale: Locale) =>
  `e2e.${country}.${locale}.${Date.now()}.${sequence++}@exemplo.co.ao`

function newsletter(page: Page, heading: string, locale: Locale) {
  const region = page.getByRole('region', { name: heading })
  const t = TEXT[locale]
  return {
    region,
    email: region.getByRole('textbox', { name: t.email }),
    terms: region.getByRole('checkbox', { name: t.terms }),
    submit: region.getByRole('button', { name: t.submit, exact: true }),
  }
}

/** Presses the button and waits for the server's response (or the simulated one); returns its status. */
async function send(page: Page, submit: Locator): Promise<number> {
  const response = page.waitForResponse(
    (r) => r.url().includes('/api/forms/newsletter') && r.request().method() === 'POST',
  )
  await submit.click()
  return (await response).status()
}

async function expectSuccess(region: Locator, email: Locator, terms: Locator, submit: Locator, locale: Locale) {
  const status = region.getByRole('status').filter({ hasText: TEXT[locale].success })
  await expect(status).toBeVisible()
  await expect(status).toContainText(TEXT[locale].successMessage)
  await expect(email).toHaveValue('')
  await expect(terms).not.toBeChecked()
  await expect(submit).toBeDisabled()
}

const FIBRE_PAGE = '/zap-fibra/pacotes-tv-net'

test.describe('what the server renders, in every site (its HTML, no browser)', () => {
  for (const country of ['ao', 'mz'] as const) {
    for (const locale of ['pt', 'en'] as const) {
      const t = TEXT[locale]
      test(`${country} ${locale}: the home page's newsletter (${siteUrl(country, locale, '/')})`, async () => {
        const { status, screen, within } = await serverPage(country, locale, '/')
        expect(status).toBe(200)
        const region = within(screen.getByRole('region', { name: t.homeHeading, hidden: true }))
        expect(region.queryAllByRole('heading', { level: 2, name: t.homeHeading, hidden: true })).toHaveLength(1)
        expect(region.getByRole('link', { name: t.termsLink, hidden: true }).getAttribute('href')).toBe(t.termsHref)
        const email = region.getByRole('textbox', { name: t.email, hidden: true })
        expect(email.getAttribute('type')).toBe('email')
        expect(email.hasAttribute('required')).toBe(true)
        expect(region.queryAllByRole('checkbox', { name: t.terms, hidden: true })).toHaveLength(1)
        // Disabled until the visitor types a valid address.
        expect(region.getByRole('button', { name: t.submit, hidden: true }).hasAttribute('disabled')).toBe(true)
      })
    }
  }

  for (const locale of ['pt', 'en'] as const) {
    const t = TEXT[locale]
    test(`ao ${locale}: the fibre page's slot, outside <main>, subscribes to "Fibra" (${siteUrl('ao', locale, FIBRE_PAGE)})`, async () => {
      const { status, document, screen, within } = await serverPage('ao', locale, FIBRE_PAGE)
      expect(status).toBe(200)
      const slots = document.querySelectorAll('[data-slot="newsletter"]')
      expect(slots).toHaveLength(1)
      const region = screen.getByRole('region', { name: t.slotHeading, hidden: true })
      expect(region.getAttribute('data-slot')).toBe('newsletter')
      // Between the page's content and the footer.
      expect(document.querySelector('main')?.contains(region)).toBe(false)
      expect(region.querySelector<HTMLInputElement>('input[type="hidden"][name="service"]')?.value).toBe('Fibra')
      expect(within(region).queryAllByRole('checkbox', { name: t.terms, hidden: true })).toHaveLength(1)
      expect(within(region).getByRole('button', { name: t.submit, hidden: true }).hasAttribute('disabled')).toBe(true)
    })
  }
})

test.describe('ao pt (http://localhost:3100/), on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 720 }, failingRequests: ['/api/forms/newsletter'] })
  const t = TEXT.pt
  const message = 'Serviço em manutenção (teste).'

  test('the home newsletter fits; with the server down (simulated 503) the e-mail stays; sent again, stored', async ({
    page,
    request,
  }) => {
    await page.goto(siteUrl('ao', 'pt', '/'))
    const { region, email, terms, submit } = newsletter(page, t.homeHeading, 'pt')

    await test.step('the section fits the screen; the field and button are at least 44 px tall', async () => {
      await region.scrollIntoViewIfNeeded()
      const box = (await region.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(320)
      expect(
        await region.evaluate((el) => el.scrollWidth - el.clientWidth),
        'overflow inside the newsletter section',
      ).toBeLessThanOrEqual(0)
      expect((await email.boundingBox())!.height).toBeGreaterThanOrEqual(44)
      expect((await submit.boundingBox())!.height).toBeGreaterThanOrEqual(44)
    })

    const address = uniqueEmail('ao', 'pt')
    await test.step('the server down (simulated 503): its message, the e-mail kept, the button still usable', async () => {
      await page.route('**/api/forms/newsletter**', (route) =>
        route.fulfill({ status: 503, json: { errors: [{ message }] } }),
      )
      await email.fill(address.toUpperCase())
      await terms.check()
      expect(await send(page, submit)).toBe(503)
      const alert = region.getByRole('alert').filter({ hasText: t.failure })
      await expect(alert).toContainText(message)
      await expect(region.getByText(t.success, { exact: true })).toHaveCount(0)
      await expect(email).toHaveValue(address.toUpperCase())
      await expect(submit).toBeEnabled()
    })

    await test.step('sent again once the server is back: stored (in lower case, service "Outro"), the form emptied', async () => {
      await page.unroute('**/api/forms/newsletter**')
      expect(await send(page, submit)).toBe(201)
      await expectSuccess(region, email, terms, submit, 'pt')
      await expect(region.getByRole('alert')).toHaveCount(0)
      const stored = await subscriptionsOf(request, address)
      expect(stored, `subscriptions of ${address}`).toHaveLength(1)
      expect(stored[0]).toMatchObject({ email: address, service: 'Outro', locale: 'pt', country: { code: 'ao' } })
    })
  })
})

test.describe('mz en (http://mz.localhost:3100/en)', () => {
  test.use({ viewport: { width: 1280, height: 800 }, failingRequests: ['/api/forms/newsletter'] })
  const t = TEXT.en

  test('a real refusal (422) keeps the e-mail and stores nothing; sent again as it is, stored', async ({
    page,
    request,
  }) => {
    await page.goto(siteUrl('mz', 'en', '/'))
    const { region, email, terms, submit } = newsletter(page, t.homeHeading, 'en')
    const address = uniqueEmail('mz', 'en')

    await test.step('a bot that skips the page’s script fills the honeypot: the real server refuses (422)', async () => {
      await page.route('**/api/forms/newsletter**', async (route) => {
        const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>
        await route.continue({ postData: JSON.stringify({ ...body, website: 'https://spam.example' }) })
      })
      await email.fill(address)
      await terms.check()
      expect(await send(page, submit)).toBe(422)
      await expect(region.getByRole('alert').filter({ hasText: t.failure })).toContainText(t.invalid)
      await expect(email).toHaveValue(address)
      expect(await subscriptionsOf(request, address)).toEqual([])
    })

    await test.step('sent again without the honeypot: stored in English for Mozambique, the form emptied', async () => {
      await page.unroute('**/api/forms/newsletter**')
      expect(await send(page, submit)).toBe(201)
      await expectSuccess(region, email, terms, submit, 'en')
      const stored = await subscriptionsOf(request, address)
      expect(stored, `subscriptions of ${address}`).toHaveLength(1)
      expect(stored[0]).toMatchObject({ email: address, service: 'Outro', locale: 'en', country: { code: 'mz' } })
    })
  })
})
