import { createHash } from 'node:crypto'
import type { Page } from '@playwright/test'
import { CONSENT_KNOWN_SCRIPT } from '@/lib/consent/banner-script.mjs'
import { categoriesInUse } from '@/lib/consent/categories'
import { expect, ORIGIN, test } from './support/fixtures'
import { type RawResponse, rawGet } from './support/raw-http'

/**
 * Security: headers on every kind of response (server/security-headers.mjs) and the public
 * site's hash-based CSP (server/csp.mjs): no 'unsafe-inline' or 'unsafe-eval' for scripts, every
 * inline script Next wrote is allowed by its hash, and a script injected later is blocked.
 */

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  )
const cspOf = (response: RawResponse) => String(response.headers['content-security-policy'] ?? '')

function expectCommonHeaders(response: RawResponse, what: string) {
  const h = response.headers
  expect.soft(h['x-content-type-options'], `${what}: X-Content-Type-Options`).toBe('nosniff')
  expect.soft(h['referrer-policy'], `${what}: Referrer-Policy`).toBe('strict-origin-when-cross-origin')
  expect.soft(h['x-frame-options'], `${what}: X-Frame-Options`).toBe('SAMEORIGIN')
  // geolocation=(self): the store finder's "Perto de mim"; our own pages only.
  for (const feature of ['camera=()', 'microphone=()', 'geolocation=(self)', 'payment=()', 'usb=()']) {
    expect.soft(String(h['permissions-policy']), `${what}: Permissions-Policy ${feature}`).toContain(feature)
  }
  expect.soft(cspOf(response), `${what}: CSP frame-ancestors`).toMatch(/(^|;\s*)frame-ancestors 'self'(;|$)/)
  // Plain-http localhost: HSTS would pin the browser to https and break development.
  expect.soft(h['strict-transport-security'], `${what}: no HSTS on http`).toBeUndefined()
}

test('every kind of response carries the security headers', async () => {
  const page = await rawGet('/', { headers: { 'accept-language': 'pt' } })
  expect(page.status).toBe(200)
  // Asset URLs carry the build's deployment id (?dpl=…, next.config.ts).
  const script = /<script src="(\/_next\/static\/[^"?]+\.js(?:\?dpl=[^"]*)?)"/.exec(page.body)?.[1]
  const style = /<link rel="stylesheet" href="(\/_next\/static\/[^"?]+\.css(?:\?dpl=[^"]*)?)"/.exec(page.body)?.[1]
  expect(script, 'a script of the page').toBeTruthy()
  expect(style, 'a style sheet of the page').toBeTruthy()

  const responses: [string, RawResponse, number][] = [
    ['page', page, 200],
    ['English page', await rawGet('/en/the-zap'), 200],
    ['Mozambique page', await rawGet('/', { host: 'mz.localhost:3100', headers: { 'accept-language': 'pt' } }), 200],
    ['API response', await rawGet('/api/pages?limit=1&depth=0'), 200],
    ['form endpoint refusing a GET', await rawGet('/api/forms/newsletter'), 405],
    ['static script', await rawGet(script!), 200],
    ['static style sheet', await rawGet(style!), 200],
    ['public file', await rawGet('/sw.js'), 200],
    ['404 page', await rawGet('/esta-pagina-nao-existe'), 404],
    ['redirect', await rawGet('/', { headers: { 'accept-language': 'en' } }), 307],
    ['admin', await rawGet('/admin/login'), 200],
  ]
  for (const [what, response, status] of responses) {
    expect.soft(response.status, `${what}: status`).toBe(status)
    expectCommonHeaders(response, what)
    expect.soft(cspOf(response), `${what}: a CSP`).not.toBe('')
  }
})

test('a forged X-Forwarded-Proto from an untrusted client does not turn on HSTS', async () => {
  const response = await rawGet('/', { headers: { 'x-forwarded-proto': 'https', 'accept-language': 'pt' } })
  expect(response.headers['strict-transport-security']).toBeUndefined()
  expect(cspOf(response)).not.toContain('upgrade-insecure-requests')
})

const PAGES = [
  '/',
  '/en',
  '/a-zap',
  '/tv/guia-tv',
  '/zap-cinemas/em-exibicao',
  '/apoio-ao-cliente/perguntas-frequentes',
  '/esta-pagina-nao-existe',
]

test('public pages: script-src without unsafe-*, and a hash for every inline script Next wrote', async () => {
  for (const path of PAGES) {
    const response = await rawGet(path, { headers: { 'accept-language': 'pt' } })
    const policy = directives(cspOf(response))
    const scriptSrc = policy.get('script-src') ?? []
    expect(scriptSrc, `${path}: script-src`).toContain("'self'")
    expect(
      scriptSrc.filter((s) => s.startsWith("'unsafe")),
      `${path}: no unsafe-inline/unsafe-eval`,
    ).toEqual([])
    expect(policy.get('object-src'), `${path}: object-src`).toEqual(["'none'"])
    expect(policy.get('img-src'), `${path}: img-src (next/image, data: placeholders)`).toEqual([
      "'self'",
      'data:',
      'blob:',
    ])
    // Every executable inline script of the page is allowed by its hash, or the page would break.
    const inline = [...response.body.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter((m) => !/type="application\/ld\+json"/.test(m[1] ?? ''))
      .map((m) => m[2] ?? '')
    if (response.status === 200) {
      expect(inline.length, `${path}: inline scripts`).toBeGreaterThan(0)
      // Our own inline script hides the consent banner for a visitor who has chosen, before it paints. It
      // is in a page only while there is a banner, that is while an optional cookie category is in use
      // (lib/consent/categories.ts), and then allowed by its hash like Next's, never by 'unsafe-inline'.
      const bannerHash = `'sha256-${createHash('sha256').update(CONSENT_KNOWN_SCRIPT, 'utf8').digest('base64')}'`
      if (categoriesInUse().length > 0) {
        expect(inline, `${path}: the consent banner's inline script`).toContain(CONSENT_KNOWN_SCRIPT)
        expect(scriptSrc, `${path}: hash of the consent banner's script`).toContain(bannerHash)
      } else {
        expect(inline, `${path}: no consent banner, so no script to hide it`).not.toContain(CONSENT_KNOWN_SCRIPT)
        expect(scriptSrc, `${path}: no hash for a script the page does not have`).not.toContain(bannerHash)
      }
    }
    for (const text of inline) {
      const hash = `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
      expect(scriptSrc, `${path}: hash of ${text.slice(0, 40)}…`).toContain(hash)
    }
  }
})

/** Records CSP violations in every page of the context, for the test to read. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] }
    w.__violations = []
    document.addEventListener('securitypolicyviolation', (e) =>
      w.__violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`),
    )
  })
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)

test('pages hydrate under the CSP with no violation at all', async ({ page }) => {
  await recordViolations(page)
  for (const path of [...PAGES, `${ORIGIN.mz}/`]) {
    await page.goto(path)
    // Hydrated (the inline RSC payload ran): React has attached its fiber to <body>.
    await expect
      .poll(() => page.evaluate(() => Object.keys(document.body).some((k) => k.startsWith('__reactFiber'))))
      .toBe(true)
    await page.waitForLoadState('networkidle')
    expect(await violations(page), `CSP violations on ${path}`).toEqual([])
  }
})

test('an inline script or event handler added to a page is blocked', async ({ browser, baseURL }) => {
  // A context of its own: Chromium logs each blocked script as a console error, which is the point.
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  await recordViolations(page)
  await page.goto('/a-zap')
  await page.waitForLoadState('networkidle')
  const ran = await page.evaluate(async () => {
    const w = window as unknown as { __injected?: number; __handler?: number }
    const script = document.createElement('script')
    script.textContent = 'window.__injected = 1'
    document.body.append(script)
    const button = document.createElement('button')
    button.setAttribute('onclick', 'window.__handler = 1')
    document.body.append(button)
    button.click()
    await new Promise((resolve) => setTimeout(resolve, 200))
    return { script: w.__injected ?? null, handler: w.__handler ?? null }
  })
  expect(ran).toEqual({ script: null, handler: null })
  const seen = await violations(page)
  expect(seen.filter((v) => /^script-src-(elem|attr) inline/.test(v)).sort(), seen.join('\n')).toEqual([
    'script-src-attr inline ',
    'script-src-elem inline ',
  ])
  await context.close()
})

test('another origin cannot frame the site; the site can frame itself (live preview)', async ({ browser }) => {
  // A context of its own: Chromium reports the refused frame as a console error, which is the point.
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto(`${ORIGIN.mz}/`)
    const framed = async (src: string) => {
      await page.evaluate((url) => {
        document.querySelectorAll('iframe[data-test]').forEach((f) => f.remove())
        const frame = document.createElement('iframe')
        frame.dataset.test = '1'
        frame.src = url
        document.body.append(frame)
      }, src)
      const frame = page.frameLocator('iframe[data-test]')
      return frame
        .locator('h1')
        .first()
        .textContent({ timeout: 5_000 })
        .catch(() => null)
    }
    expect(await framed(`${ORIGIN.mz}/a-zap`), 'same origin').toBe('Somos a ZAP')
    // Chromium shows its own error page ("localhost is blocked") in the frame instead.
    expect(await framed(`${ORIGIN.ao}/a-zap`), 'other origin').not.toBe('Somos a ZAP')
  } finally {
    await context.close()
  }
})
