import type { BrowserContext, Response } from '@playwright/test'
import { expect, test } from './support/fixtures'

/**
 * Language detection happens on "/" only: the i18n_redirected cookie wins, else Accept-Language;
 * an English browser is sent to /en (307) and the choice is remembered for a year. The Portuguese
 * page at "/" sets no cookie: it is the same page for every Portuguese visitor, kept by shared caches.
 * Every test gets a fresh browser context (no cookies), with the browser language set per block.
 */
const ORIGIN = 'http://localhost:3100'
const COOKIE = 'i18n_redirected'
const YEAR = 365 * 24 * 60 * 60

async function localeCookie(context: BrowserContext) {
  return (await context.cookies(ORIGIN)).find((cookie) => cookie.name === COOKIE)
}

function expectRememberedFor365Days(cookie: Awaited<ReturnType<typeof localeCookie>>, value: 'pt' | 'en') {
  expect(cookie, `${COOKIE} cookie`).toBeDefined()
  expect(cookie!.value).toBe(value)
  expect(cookie!.path).toBe('/')
  expect(cookie!.sameSite).toBe('Lax')
  const inDays = (cookie!.expires - Date.now() / 1000) / (24 * 60 * 60)
  expect(inDays, 'days until the cookie expires').toBeGreaterThan(364.9)
  expect(inDays, 'days until the cookie expires').toBeLessThan(365.1)
}

type Redirect = { from: string; to: string; status: number | undefined }

/**
 * The redirects that led to a navigation's response, first to last. A "redirect" to the very same
 * URL is left out: it is Chromium repeating the request because of the Critical-CH header that
 * Payload's withPayload() adds to every response, not something the site decided.
 */
async function redirectsOf(response: Response | null): Promise<Redirect[]> {
  const redirects: Redirect[] = []
  for (let request = response?.request() ?? null; request; request = request.redirectedFrom()) {
    const previous = request.redirectedFrom()
    if (previous && previous.url() !== request.url()) {
      redirects.unshift({ from: previous.url(), to: request.url(), status: (await previous.response())?.status() })
    }
  }
  return redirects
}

const toEnglish: Redirect[] = [{ from: `${ORIGIN}/`, to: `${ORIGIN}/en`, status: 307 }]

test.describe('English browser', () => {
  test.use({ locale: 'en-GB' })

  test('"/" without a cookie: 307 to /en, and the cookie remembers English for a year', async ({ page, context }) => {
    expect(await localeCookie(context)).toBeUndefined()
    const response = await page.goto('/')
    expect(await redirectsOf(response)).toEqual(toEnglish)
    expect(response?.status()).toBe(200)
    expect(page.url()).toBe(`${ORIGIN}/en`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-AO')
    await expect(page.locator('h1')).toHaveText('The best TV, at home')
    expectRememberedFor365Days(await localeCookie(context), 'en')
  })

  test('"/" with cookie pt: stays on "/" in Portuguese and keeps the cookie', async ({ page, context }) => {
    await context.addCookies([{ name: COOKIE, value: 'pt', url: ORIGIN }])
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    expect(await redirectsOf(response), 'no redirect').toEqual([])
    expect(page.url()).toBe(`${ORIGIN}/`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-AO')
    await expect(page.locator('h1')).toHaveText('A melhor televisão, em sua casa')
    expect(await response?.headerValue('set-cookie'), 'the visitor’s own choice is not rewritten').toBeNull()
    expect((await localeCookie(context))?.value).toBe('pt')
  })

  test('"/" with an unknown cookie value: the browser language decides and the cookie is corrected', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: COOKIE, value: 'fr', url: ORIGIN }])
    const response = await page.goto('/')
    expect(await redirectsOf(response)).toEqual(toEnglish)
    expect(page.url()).toBe(`${ORIGIN}/en`)
    expectRememberedFor365Days(await localeCookie(context), 'en')
  })

  test('deep link /a-zap is not redirected and sets no cookie', async ({ page, context }) => {
    const response = await page.goto('/a-zap')
    expect(response?.status()).toBe(200)
    expect(await redirectsOf(response), 'no redirect').toEqual([])
    expect(page.url()).toBe(`${ORIGIN}/a-zap`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-AO')
    await expect(page.locator('h1')).toHaveText('Somos a ZAP')
    expect(await localeCookie(context)).toBeUndefined()
  })

  test('the redirect itself, without a browser: 307, Location /en, Set-Cookie for a year', async ({ playwright }) => {
    const api = await playwright.request.newContext({
      baseURL: ORIGIN,
      extraHTTPHeaders: { 'Accept-Language': 'en-GB,en;q=0.9' },
    })
    try {
      const response = await api.get('/', { maxRedirects: 0 })
      expect(response.status()).toBe(307)
      expect(new URL(response.headers()['location'] ?? '', ORIGIN).pathname).toBe('/en')
      const setCookie = response.headers()['set-cookie'] ?? ''
      expect(setCookie).toMatch(new RegExp(`^${COOKIE}=en;`))
      expect(setCookie).toMatch(/;\s*Path=\/(;|$)/i)
      expect(setCookie).toMatch(/;\s*SameSite=Lax(;|$)/i)
      expect(setCookie).toMatch(new RegExp(`;\\s*Max-Age=${YEAR}(;|$)`, 'i'))
    } finally {
      await api.dispose()
    }
  })
})

test.describe('Portuguese browser', () => {
  test.use({ locale: 'pt-PT' })

  test('"/" without a cookie: stays on "/" in Portuguese, in a response a shared cache may keep (no cookie set)', async ({
    page,
    context,
  }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    expect(await redirectsOf(response), 'no redirect').toEqual([])
    expect(page.url()).toBe(`${ORIGIN}/`)
    await expect(page.locator('h1')).toHaveText('A melhor televisão, em sua casa')
    expect(await response?.headerValue('set-cookie'), 'a shareable page sets no cookie').toBeNull()
    expect(await response?.headerValue('cache-control')).toMatch(/^public, /)
    expect(await localeCookie(context)).toBeUndefined()
  })

  test('"/" with cookie en: 307 to /en', async ({ page, context }) => {
    await context.addCookies([{ name: COOKIE, value: 'en', url: ORIGIN }])
    const response = await page.goto('/')
    expect(await redirectsOf(response)).toEqual(toEnglish)
    expect(page.url()).toBe(`${ORIGIN}/en`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-AO')
    await expect(page.locator('h1')).toHaveText('The best TV, at home')
    expect((await localeCookie(context))?.value).toBe('en')
  })
})
