import {
  type BrowserContext,
  type ConsoleMessage,
  expect,
  type Locator,
  type Page,
  test as base,
} from '@playwright/test'
import { categoriesInUse, makeConsent } from '@/lib/consent/categories'
import { CONSENT_COOKIE, serializeConsent } from '@/lib/consent/cookie'

/**
 * Every test fails on a console.error or an uncaught page error in any page it opens. The one
 * exception is Chromium's "Failed to load resource: ... 404" for a document that was itself
 * served with 404 (a not-found page): that one is expected. A 404 for anything else (a script,
 * an image, the favicon) still fails the test.
 */
export type ConsoleGuard = {
  /** Watches the pages of a context the test created itself (the default context is watched already). */
  watch(context: BrowserContext): void
}

const RESOURCE_404 = /Failed to load resource: the server responded with a status of 404/
const RESOURCE_FAILED = /Failed to load resource: the server responded with a status of [45]\d\d/

/**
 * The app popup and the country popup (components/popup) would cover what other tests click: by
 * default every page starts as if the visitor had closed the one and chosen a country in the other. Popup
 * tests opt out with `test.use({ popups: 'shown' })`.
 */
export type PopupsOption = 'dismissed' | 'shown'

/**
 * Tests that make a request fail on purpose (a faked 503 from a form endpoint) name a part of its
 * URL here; Chromium's "Failed to load resource" for that URL is then expected, not a problem.
 */
export type FailingRequestsOption = string[]

/**
 * The admin's language as if its user had chosen it in Account (the payload-lng cookie). The admin
 * tests read English words, so 'en' by default; 'unchosen' is a browser that never chose one.
 */
export type AdminLanguageOption = 'en' | 'pt' | 'unchosen'

export const test = base.extend<{
  consoleGuard: ConsoleGuard
  popups: PopupsOption
  failingRequests: FailingRequestsOption
  adminLanguage: AdminLanguageOption
}>({
  // A click or key press that lands before React has hydrated its target does nothing: the server's
  // buttons have no handlers yet, and an element outside any Suspense boundary clicked while the
  // first hydration is still under way (a loaded machine takes seconds) takes the focus and loses
  // the click. So every navigation by page.goto waits until React has hydrated the document's body
  // (React marks each element it hydrates with a `__reactProps$…` key, and the body completes after
  // everything inside it but Suspense boundaries' content, which React hydrates at once on an early
  // event). Pages without Next's scripts, pages opened with JavaScript off and early `waitUntil`
  // reads are left as they are.
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page)
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      const early = options?.waitUntil === 'commit' || options?.waitUntil === 'domcontentloaded'
      if (javaScriptEnabled !== false && !early) await untilHydrated(page)
      return response
    }
    await provide(page)
  },
  popups: ['dismissed', { option: true }],
  adminLanguage: ['en', { option: true }],
  failingRequests: [[], { option: true }],
  consoleGuard: [
    async ({ context, popups, failingRequests, adminLanguage }, use) => {
      const problems: string[] = []
      const notFoundDocuments = new Set<string>()
      const watched = new WeakSet<Page>()

      const watchPage = (page: Page) => {
        if (watched.has(page)) return
        watched.add(page)
        page.on('response', (response) => {
          if (response.status() === 404 && response.request().isNavigationRequest())
            notFoundDocuments.add(response.url())
        })
        page.on('console', (message: ConsoleMessage) => {
          if (message.type() !== 'error') return
          const where = message.location().url
          if (RESOURCE_404.test(message.text()) && notFoundDocuments.has(where)) return
          if (RESOURCE_FAILED.test(message.text()) && failingRequests.some((part) => where.includes(part))) return
          problems.push(`console.error on ${page.url()}: ${message.text()}${where ? ` (at ${where})` : ''}`)
        })
        page.on('pageerror', (error) => problems.push(`page error on ${page.url()}: ${error.stack ?? error.message}`))
      }
      const watch = (ctx: BrowserContext) => {
        ctx.pages().forEach(watchPage)
        ctx.on('page', watchPage)
      }

      watch(context)
      await chooseConsent(context)
      if (adminLanguage !== 'unchosen')
        await context.addCookies([{ name: 'payload-lng', value: adminLanguage, domain: 'localhost', path: '/' }])
      if (popups === 'dismissed') {
        await context.addInitScript(() => {
          try {
            sessionStorage.setItem('zap-popup-closed', '1')
            const mz = location.hostname.startsWith('mz.')
            if (!localStorage.getItem('selectedCountry'))
              localStorage.setItem(
                'selectedCountry',
                JSON.stringify(mz ? { name: 'Moçambique', code: 'mz' } : { name: 'Angola', code: 'ao' }),
              )
          } catch {
            // about:blank and other opaque origins have no storage.
          }
        })
      }
      await use({ watch })
      expect(problems, 'console errors and page errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/**
 * Makes a context a visitor who has already chosen in the consent banner (necessary only), so that it
 * does not cover what a test clicks: every test's own context starts so, and tests that make another
 * context call this. Nothing while the site uses no optional cookie category: there is no banner then,
 * and the site would only delete a stored choice it no longer needs.
 */
export async function chooseConsent(
  context: BrowserContext,
  domains: readonly string[] = ['localhost', 'mz.localhost'],
): Promise<void> {
  if (categoriesInUse().length === 0) return
  const value = serializeConsent(makeConsent([]))
  await context.addCookies(domains.map((domain) => ({ name: CONSENT_COOKIE, value, domain, path: '/' })))
}

/** Waits (up to 15 s) until React has hydrated the body of a page that carries Next's scripts. */
async function untilHydrated(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        !document.querySelector('script[src*="/_next/static/"]') ||
        Object.keys(document.body ?? {}).some((key) => key.startsWith('__reactProps$')),
      undefined,
      { timeout: 15_000 },
    )
    // A page whose React never hydrates fails on its own assertions (and the console guard); this
    // wait only keeps the test's first click from racing the hydration.
    .catch(() => undefined)
}

/**
 * Waits (up to 15 s) until React has hydrated the element a locator points at (React marks a
 * hydrated element with a `__reactProps$…` key). page.goto waits for the document's body; an element
 * that a click reaches another way (a client-side navigation, a page.reload) or one React hydrates
 * later can still be under way, and a click on it before then is lost (the button takes the focus,
 * its handler never runs). Use it before such a first click that must not be lost.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), {
      message: 'the element is hydrated by React',
      timeout: 15_000,
    })
    .toBe(true)
}

/** Public origins of the two country sites (see scripts/e2e-server.mjs). */
export const ORIGIN = { ao: 'http://localhost:3100', mz: 'http://mz.localhost:3100' } as const
export type Country = keyof typeof ORIGIN
export type Locale = 'pt' | 'en'

/** Host header that selects a country when talking to localhost from Node (which cannot resolve mz.localhost). */
export const HOST = { ao: 'localhost:3100', mz: 'mz.localhost:3100' } as const

/** Absolute public URL of a page path in a country and language. */
export function siteUrl(country: Country, locale: Locale, path: string): string {
  const publicPath = locale === 'pt' ? path : path === '/' ? '/en' : `/en${path}`
  return ORIGIN[country] + publicPath
}

/** Heading of the not-found page, per language (locales/{pt,en}/common.json). */
export const NOT_FOUND = {
  pt: { heading: 'Oops! Página não encontrada!', home: 'Voltar à página inicial' },
  en: { heading: 'Oops! Page not found!', home: 'Back to the home page' },
} as const

/** The <h1> texts in a server-rendered HTML document (entities decoded for the few the seed uses). */
export function h1Texts(html: string): string[] {
  return [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map((m) =>
    decodeEntities((m[1] ?? '').replace(/<[^>]+>/g, '')).trim(),
  )
}

/** The <title> of a server-rendered HTML document. */
export function titleOf(html: string): string | null {
  const match = /<title\b[^>]*>([\s\S]*?)<\/title>/i.exec(html)
  return match ? decodeEntities(match[1] ?? '').trim() : null
}

function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&')
}
