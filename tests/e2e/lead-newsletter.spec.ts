import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { type Country, expect, type Locale, siteUrl, test } from './support/fixtures'
import { storedLeads } from './support/lead-forms'

/**
 * The newsletter sign-up (blocks/newsletter-form) against the real server and its
 * database: on the home page of both countries in both languages (seeded newsletterForm block),
 * and in the service frame's newsletter slot (layouts/Frame.tsx) on the Angolan fibre page.
 */

test.use({ viewport: { width: 1280, height: 800 } })

const TEXT = {
  pt: {
    homeHeading: 'Receba as novidades da ZAP',
    slotHeading: 'Subscreva a nossa newsletter',
    email: /^E-mail/,
    submit: 'Subscrever',
    terms: 'Li e aceito os termos e condições',
    termsHref: '/termos-e-condicoes',
    warning: 'Para se cadastrar à nossa newsletter deve aceitar os nossos termos e condições',
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
    termsHref: '/en/terms-and-conditions',
    warning: 'To subscribe to our newsletter you must accept our terms and conditions',
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

/** Counts the posts the page makes to the newsletter endpoint. */
function countPosts(page: Page) {
  const posts: string[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/forms/newsletter')) posts.push(request.url())
  })
  return posts
}

async function expectSuccess(region: Locator, email: Locator, terms: Locator, submit: Locator, locale: Locale) {
  const status = region.getByRole('status').filter({ hasText: TEXT[locale].success })
  await expect(status).toBeVisible()
  await expect(status).toContainText(TEXT[locale].successMessage)
  await expect(email).toHaveValue('')
  await expect(terms).not.toBeChecked()
  await expect(submit).toBeDisabled()
}

for (const country of ['ao', 'mz'] as const) {
  for (const locale of ['pt', 'en'] as const) {
    const t = TEXT[locale]
    const url = siteUrl(country, locale, '/')

    test.describe(`${country} ${locale}: newsletter on the home page (${url})`, () => {
      test('"Subscrever" stays disabled until the e-mail is valid; without the terms the warning shows and nothing is sent', async ({
        page,
      }) => {
        const posts = countPosts(page)
        await page.goto(url)
        const { region, email, terms, submit } = newsletter(page, t.homeHeading, locale)
        await expect(region.getByRole('heading', { level: 2, name: t.homeHeading })).toBeVisible()
        await expect(
          region.getByRole('link', { name: locale === 'pt' ? 'termos e condições' : 'terms and conditions' }),
        ).toHaveAttribute('href', t.termsHref)
        await expect(email).toHaveAttribute('type', 'email')
        await expect(email).toHaveAttribute('required', '')
        await expect(submit).toBeDisabled()
        await email.fill('ana@zap')
        await expect(submit).toBeDisabled()
        await email.fill('ana@zap.c')
        await expect(submit).toBeDisabled()
        await email.fill('ana@zap.co')
        await expect(submit).toBeEnabled()
        await email.fill('ana@zap.co.angol')
        await expect(submit).toBeDisabled()
        await email.fill(uniqueEmail(country, locale))
        await expect(submit).toBeEnabled()

        await submit.click()
        const warning = region.getByText(t.warning)
        await expect(warning).toBeVisible()
        await expect(terms).toHaveAttribute('aria-invalid', 'true')
        await expect(terms).toHaveAccessibleDescription(t.warning)
        // Give a stray request time to show up before asserting there was none.
        await page.waitForTimeout(300)
        expect(posts, 'posts to /api/forms/newsletter').toEqual([])
        await terms.check()
        await expect(warning).toBeHidden()
      })

      test('success: the server stores the subscription; "Sucesso", the e-mail cleared', async ({ page, request }) => {
        await page.goto(url)
        const { region, email, terms, submit } = newsletter(page, t.homeHeading, locale)
        const address = uniqueEmail(country, locale)
        await email.fill(address.toUpperCase())
        await terms.check()
        const answer = page.waitForResponse(
          (r) => r.url().includes('/api/forms/newsletter') && r.request().method() === 'POST',
        )
        await submit.click()
        expect((await answer).status()).toBe(201)
        await expectSuccess(region, email, terms, submit, locale)

        const stored = await subscriptionsOf(request, address)
        expect(stored, `subscriptions of ${address}`).toHaveLength(1)
        expect(stored[0]).toMatchObject({ email: address, service: 'Outro', locale, country: { code: country } })
      })

      test.describe('failures', () => {
        // Chromium logs the failed request (503 or 422) as a console error: expected here.
        test.use({ failingRequests: ['/api/forms/newsletter'] })

        test('failure: the server down (simulated 503) shows the message and keeps the e-mail', async ({ page }) => {
          const message = locale === 'pt' ? 'Serviço em manutenção (teste).' : 'Service under maintenance (test).'
          await page.route('**/api/forms/newsletter**', (route) =>
            route.fulfill({ status: 503, json: { ok: false, message } }),
          )
          await page.goto(url)
          const { region, email, terms, submit } = newsletter(page, t.homeHeading, locale)
          const address = uniqueEmail(country, locale)
          await email.fill(address)
          await terms.check()
          await submit.click()
          const alert = region.getByRole('alert').filter({ hasText: t.failure })
          await expect(alert).toBeVisible()
          await expect(alert).toContainText(message)
          await expect(region.getByText(t.success, { exact: true })).toHaveCount(0)
          await expect(email).toHaveValue(address)
          await expect(submit).toBeEnabled()
        })

        test('failure: a real refusal (422) from the server is shown and nothing is stored', async ({
          page,
          request,
        }) => {
          // A bot that skips the page's script: the honeypot arrives filled, so the real server refuses.
          await page.route('**/api/forms/newsletter**', async (route) => {
            const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>
            await route.continue({ postData: JSON.stringify({ ...body, website: 'https://spam.example' }) })
          })
          await page.goto(url)
          const { region, email, terms, submit } = newsletter(page, t.homeHeading, locale)
          const address = uniqueEmail(country, locale)
          await email.fill(address)
          await terms.check()
          const answer = page.waitForResponse((r) => r.url().includes('/api/forms/newsletter'))
          await submit.click()
          expect((await answer).status()).toBe(422)
          const alert = region.getByRole('alert').filter({ hasText: t.failure })
          await expect(alert).toContainText(t.invalid)
          await expect(email).toHaveValue(address)
          expect(await subscriptionsOf(request, address)).toEqual([])
        })
      })
    })
  }
}

test.describe('service frame: the newsletter slot', () => {
  for (const locale of ['pt', 'en'] as const) {
    const t = TEXT[locale]
    const url = siteUrl('ao', locale, '/zap-fibra/pacotes-tv-net')

    test(`${locale}: the fibre page's slot subscribes to "Fibra" (${url})`, async ({ page, request }) => {
      await page.goto(url)
      const slot = page.locator('[data-slot="newsletter"]')
      await expect(slot).toHaveCount(1)
      const { region, email, terms, submit } = newsletter(page, t.slotHeading, locale)
      await expect(region).toHaveAttribute('data-slot', 'newsletter')
      // Outside <main>, between the page's content and the footer.
      await expect(page.getByRole('main').getByRole('region', { name: t.slotHeading })).toHaveCount(0)
      await expect(submit).toBeDisabled()
      await email.fill('ana@zap.co.ao')
      await submit.click()
      await expect(region.getByText(t.warning)).toBeVisible()

      const address = uniqueEmail('ao', locale)
      await email.fill(address)
      await terms.check()
      await submit.click()
      await expectSuccess(region, email, terms, submit, locale)
      const stored = await subscriptionsOf(request, address)
      expect(stored).toHaveLength(1)
      expect(stored[0]).toMatchObject({ service: 'Fibra', locale, country: { code: 'ao' } })
    })
  }
})

test.describe('320 px wide', () => {
  test.use({ viewport: { width: 320, height: 720 } })

  test('the home newsletter fits the screen; the fields and button are at least 44 px tall', async ({ page }) => {
    await page.goto(siteUrl('mz', 'pt', '/'))
    const { region, email, submit } = newsletter(page, TEXT.pt.homeHeading, 'pt')
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
})
