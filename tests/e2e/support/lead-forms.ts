import type { APIRequestContext, BrowserContext, ConsoleMessage, Page } from '@playwright/test'
import { makeConsent } from '../../../lib/consent/categories'
import { CONSENT_COOKIE, serializeConsent } from '../../../lib/consent/cookie'
import { test as base, expect } from './fixtures'

/** Helpers of the lead-form specs (lead-newsletter, lead-callback). */

const ADMIN = { email: process.env.ADMIN_EMAIL || 'admin@zap.local', password: process.env.ADMIN_PASSWORD || 'zap-admin-dev' }

/** Stored leads of a collection matching `where` (field → exact value), read through the CMS API as an administrator. */
export async function storedLeads<T>(request: APIRequestContext, collection: string, where: Record<string, string>): Promise<T[]> {
  const login = await request.post('/api/users/login', { data: ADMIN, headers: { connection: 'close' } })
  expect(login.status(), 'POST /api/users/login').toBe(200)
  const { token } = (await login.json()) as { token: string }
  const params: Record<string, string | number> = { depth: 1 }
  for (const [field, value] of Object.entries(where)) params[`where[${field}][equals]`] = value
  const found = await request.get(`/api/${collection}`, { headers: { Authorization: `JWT ${token}`, connection: 'close' }, params })
  expect(found.status(), `GET /api/${collection}`).toBe(200)
  return ((await found.json()) as { docs: T[] }).docs
}

// layouts/popup/popup-state.ts and layouts/chrome/CountrySelector.tsx (not importable here: they pull in style sheets).
const POPUP_CLOSED_KEY = 'zap-popup-closed'
const COUNTRY_STORAGE_KEY = 'selectedCountry'

const FAILED_RESOURCE = /^Failed to load resource: the server responded with a status of (\d{3})/

type Watched = { context: BrowserContext; endpoint: string; status: number; problems: string[]; tolerated: number }

/**
 * `failingPage(endpoint, status)`: a page for a test of a form's failure path. Chromium logs "Failed
 * to load resource: ... 503" (or 422) for the failed request, which the shared console guard of
 * fixtures.ts counts as an error. This page lives in a context of its own, which that guard does not
 * watch; this guard tolerates exactly that log line (that status, from that endpoint), fails on any
 * other console error, and checks the failed request did happen. As in fixtures.ts, the visitor has
 * already answered the cookie banner and the popups.
 */
export const test = base.extend<{ failingPage: (endpoint: string, status: number) => Promise<Page> }>({
  failingPage: async ({ browser, viewport, locale }, use) => {
    const watched: Watched[] = []
    await use(async (endpoint, status) => {
      const context = await browser.newContext({ locale, viewport })
      const value = serializeConsent(makeConsent([]))
      await context.addCookies(['localhost', 'mz.localhost'].map((domain) => ({ name: CONSENT_COOKIE, value, domain, path: '/' })))
      await context.addInitScript(
        ({ closedKey, countryKey }) => {
          try {
            sessionStorage.setItem(closedKey, '1')
            const mz = location.hostname.startsWith('mz.')
            if (!localStorage.getItem(countryKey)) localStorage.setItem(countryKey, JSON.stringify(mz ? { name: 'Moçambique', code: 'mz' } : { name: 'Angola', code: 'ao' }))
          } catch {
            // about:blank has no storage.
          }
        },
        { closedKey: POPUP_CLOSED_KEY, countryKey: COUNTRY_STORAGE_KEY },
      )
      const entry: Watched = { context, endpoint, status, problems: [], tolerated: 0 }
      watched.push(entry)
      const page = await context.newPage()
      page.on('console', (message: ConsoleMessage) => {
        if (message.type() !== 'error') return
        const failed = FAILED_RESOURCE.exec(message.text())
        if (failed && Number(failed[1]) === status && message.location().url.includes(endpoint)) {
          entry.tolerated++
          return
        }
        entry.problems.push(`console.error on ${page.url()}: ${message.text()} (at ${message.location().url})`)
      })
      page.on('pageerror', (error) => entry.problems.push(`page error on ${page.url()}: ${error.stack ?? error.message}`))
      return page
    })
    for (const { context } of watched) await context.close()
    for (const { endpoint, status, problems, tolerated } of watched) {
      expect(problems, 'console errors and page errors').toEqual([])
      expect(tolerated, `the logged ${status} of ${endpoint}`).toBe(1)
    }
  },
})
