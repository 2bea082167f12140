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
