import type { APIRequestContext } from '@playwright/test'
import { expect, HOST, ORIGIN, test, type Country, type Locale } from './support/fixtures'
import { storedLeads } from './support/lead-forms'

/**
 * The newsletter's unsubscribe link (lib/newsletter): opened from a newsletter, it leads to a page in
 * the subscriber's language where one tap, a plain form POST that needs no JavaScript, ends the
 * address's subscriptions in that country, and the next page says so. A forged link, or the page
 * reached without a link, changes nothing and says that the link does not work. Run with
 * JavaScript off: nothing here may need it. Angola in Portuguese, Mozambique in English.
 */
const STAMP = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

const TEXT = {
  pt: {
    confirmPath: '/newsletter/cancelar',
    confirm: 'Cancelar a newsletter',
    submit: 'Cancelar a subscrição',
    donePath: '/newsletter/cancelada',
    done: 'Subscrição cancelada',
    invalidPath: '/newsletter/ligacao-invalida',
    invalid: 'Esta ligação não funciona',
  },
  en: {
    confirmPath: '/en/newsletter/unsubscribe',
    confirm: 'Unsubscribe from the newsletter',
    submit: 'Unsubscribe',
    donePath: '/en/newsletter/unsubscribed',
    done: 'You have unsubscribed',
    invalidPath: '/en/newsletter/invalid-link',
    invalid: 'This link does not work',
  },
} as const

type Subscription = { unsubscribeLink?: string; country: { code: string } }

/** Signs up as the site's form does, in a country and a language; resolves with the subscription's link. */
async function subscribe(request: APIRequestContext, email: string, country: Country, locale: Locale) {
  const response = await request.post(`${ORIGIN.ao}/api/forms/newsletter?locale=${locale}`, {
    headers: { host: HOST[country], connection: 'close' },
    data: { email, service: 'Fibra', acceptTerms: true, website: '' },
  })
  expect(response.status(), `sign-up: ${await response.text()}`).toBe(201)
  return linkOf(request, email, country)
}

async function linkOf(request: APIRequestContext, email: string, country: Country): Promise<string> {
  const rows = await storedLeads<Subscription>(request, 'newsletter-subscriptions', { email })
  const link = rows.find((row) => row.country.code === country)?.unsubscribeLink
  expect(link, 'the subscription shows its unsubscribe link').toBeTruthy()
  return link!
}

const subscriptions = async (request: APIRequestContext, email: string) =>
  (await storedLeads<Subscription>(request, 'newsletter-subscriptions', { email })).map((row) => row.country.code)

test.describe('newsletter unsubscribe, without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const [country, locale] of [
    ['ao', 'pt'],
    ['mz', 'en'],
  ] as const) {
    test(`${country} ${locale}: the link opens the one-tap page in the subscriber's language, and one tap ends it`, async ({
      page,
      request,
    }) => {
      const t = TEXT[locale]
      const email = `sair.${country}.${STAMP}@exemplo.co.ao`
      const link = await subscribe(request, email, country, locale)
      // The same address in the other country is another site's subscription, and stays.
      await subscribe(request, email, country === 'ao' ? 'mz' : 'ao', locale)
      expect(new URL(link).origin).toBe(ORIGIN[country])

      await page.goto(link)
      expect(new URL(page.url()).pathname).toBe(t.confirmPath)
      await expect(page.getByRole('heading', { level: 1, name: t.confirm })).toBeVisible()
      expect(await subscriptions(request, email), 'opening the link changes nothing').toHaveLength(2)

      await page.getByRole('button', { name: t.submit }).click()
      await page.waitForURL((url) => url.pathname === t.donePath)
      await expect(page.getByRole('heading', { level: 1, name: t.done })).toBeVisible()
      expect(await subscriptions(request, email)).toEqual([country === 'ao' ? 'mz' : 'ao'])
    })
  }

  test('a forged link, or the page without a link, says the link does not work and changes nothing', async ({
    page,
    request,
  }) => {
    const email = `fica.${STAMP}@exemplo.co.ao`
    const link = new URL(await subscribe(request, email, 'ao', 'en'))
    const [payload, signature] = (link.searchParams.get('t') ?? '').split('.')
    // Another address under this one's signature.
    const other = Buffer.from(`ao:en:alguem.${STAMP}@exemplo.co.ao`).toString('base64url')
    link.searchParams.set('t', `${other}.${signature}`)
    await page.goto(link.toString())
    expect(new URL(page.url()).pathname).toBe(TEXT.en.invalidPath)
    await expect(page.getByRole('heading', { level: 1, name: TEXT.en.invalid })).toBeVisible()

    // A signature cut short.
    link.searchParams.set('t', `${payload}.${signature?.slice(0, -2)}`)
    await page.goto(link.toString())
    expect(new URL(page.url()).pathname).toBe(TEXT.en.invalidPath)

    // The one-tap page opened without a link (no token kept): the tap changes nothing.
    await page.goto(`${ORIGIN.ao}${TEXT.pt.confirmPath}`)
    await page.getByRole('button', { name: TEXT.pt.submit }).click()
    await page.waitForURL((url) => url.pathname === TEXT.pt.invalidPath)
    await expect(page.getByRole('heading', { level: 1, name: TEXT.pt.invalid })).toBeVisible()
    expect(await subscriptions(request, email)).toEqual(['ao'])
  })

  test('the link is never stored by a cache and keeps its token in an HttpOnly cookie for the endpoint only', async ({
    request,
  }) => {
    const email = `cache.${STAMP}@exemplo.co.ao`
    const link = new URL(await subscribe(request, email, 'ao', 'pt'))
    const response = await request.get(`${link.pathname}${link.search}`, {
      maxRedirects: 0,
      headers: { connection: 'close' },
    })
    expect(response.status()).toBe(303)
    expect(response.headers()['location']).toBe(TEXT.pt.confirmPath)
    expect(response.headers()['cache-control']).toMatch(/\bno-store\b/)
    const cookie = response.headers()['set-cookie'] ?? ''
    expect(cookie).toMatch(/^zap_unsubscribe=[^;]+;/)
    expect(cookie).toMatch(/Path=\/api\/newsletter\/unsubscribe/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=lax/i)
    // The pages are the same for everyone: no token in them.
    const confirm = await request.get(TEXT.pt.confirmPath, { headers: { connection: 'close' } })
    expect(confirm.status()).toBe(200)
    expect(await confirm.text()).not.toContain(link.searchParams.get('t')!)
    expect(await subscriptions(request, email)).toEqual(['ao'])
  })
})
