// Shared by the lead forms' component tests (jsdom); not part of the site.
import { afterEach, beforeEach, jest } from '@jest/globals'

/** jsdom has no fetch Response; this stands in for what submitLead reads of one (ok, status, json()). */
export const jsonResponse = (status: number, body: unknown) =>
  ({ ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) }) as unknown as Response

/**
 * Call at the top of a test file: every test gets global.fetch as the returned mock, reset, and
 * the real fetch is put back after each test.
 */
export function mockFetch() {
  const fetchMock = jest.fn<typeof fetch>()
  let realFetch: typeof fetch
  beforeEach(() => {
    realFetch = global.fetch
    fetchMock.mockReset()
    global.fetch = fetchMock
  })
  afterEach(() => {
    global.fetch = realFetch
  })
  return fetchMock
}

/**
 * The label of every control a visitor can fill in, in the order of the form, with white space folded;
 * a control without a label stands as null so that a test names it. The honeypot (hidden from assistive
 * technology and from sighted visitors) and hidden inputs are no visitor's fields, so they are left out.
 */
export function fieldLabels(container: ParentNode = document): (string | null)[] {
  const controls = container.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
    'input:not([type="hidden"]), select, textarea',
  )
  return [...controls]
    .filter((control) => !control.closest('[aria-hidden="true"]'))
    .map((control) => {
      const text = control.labels?.[0]?.textContent
      return text ? text.replace(/\s+/g, ' ').trim() : null
    })
}
