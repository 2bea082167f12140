/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals'
import { CONSENT_USES, OPTIONAL_CATEGORIES } from './categories'
import { CONSENT_COOKIE, parseConsent } from './cookie'
import { recordConsentChoice } from './form-handler'
import { CONSENT_FORM_PATH } from './form-path'

const SITE = 'http://localhost:3000'

/** The banner's form as a browser posts it from one of the site's pages. */
function post(body: string, headers: Record<string, string> = {}): Promise<Response> {
  return recordConsentChoice(
    new Request(`${SITE}${CONSENT_FORM_PATH}`, {
      method: 'POST',
      body,
      headers: {
        host: 'localhost:3000',
        origin: SITE,
        'sec-fetch-site': 'same-origin',
        referer: `${SITE}/zap-satelite/pacotes-de-canais?x=1`,
        'content-type': 'application/x-www-form-urlencoded',
        ...headers,
      },
    }),
  )
}

/** The choice the response's cookie stores, or null when it sets none. */
function storedChoice(response: Response) {
  const cookie = response.headers.get('set-cookie')
  if (!cookie) return null
  expect(cookie).toMatch(/; Path=\/; Max-Age=\d+; SameSite=Lax$/)
  return parseConsent(cookie.slice(`${CONSENT_COOKIE}=`.length).split(';')[0])
}

describe('POST /api/consent (the consent banner before its scripts run)', () => {
  it('"necessary" stores a choice of nothing optional and returns to the page', async () => {
    const response = await post('choice=necessary')
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/zap-satelite/pacotes-de-canais?x=1')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(storedChoice(response)?.categories).toEqual(['necessary'])
  })

  it('"all" grants exactly the categories the site declares it uses', async () => {
    jest.replaceProperty(CONSENT_USES, 'analytics', [{ name: 'a test script', source: 'form-handler.test.ts' }])
    jest.replaceProperty(CONSENT_USES, 'marketing', [])
    try {
      expect(storedChoice(await post('choice=all'))?.categories).toEqual(['necessary', 'analytics'])
    } finally {
      jest.restoreAllMocks()
    }
    for (const category of OPTIONAL_CATEGORIES) expect(CONSENT_USES[category]).toEqual([])
    expect(storedChoice(await post('choice=all'))?.categories).toEqual(['necessary'])
  })

  it('returns to the home page when the Referer is missing or another site', async () => {
    expect((await post('choice=all', { referer: '' })).headers.get('location')).toBe('/')
    expect((await post('choice=all', { referer: 'https://evil.example/x' })).headers.get('location')).toBe('/')
    expect((await post('choice=all', { referer: `${SITE}/api/users` })).headers.get('location')).toBe('/')
  })

  it.each([
    ['no choice', ''],
    ['a choice the banner does not offer', 'choice=analytics'],
    ['an inherited property name', 'choice=constructor'],
  ])('refuses %s with 400 and stores nothing', async (_, body) => {
    const response = await post(body)
    expect(response.status).toBe(400)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]?.message).toMatch(/all.*necessary/)
  })

  it('refuses a post from another site with 403 and stores nothing', async () => {
    const fromElsewhere: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': '', origin: 'https://evil.example' },
    ]
    for (const headers of fromElsewhere) {
      const response = await post('choice=all', headers)
      expect(response.status).toBe(403)
      expect(response.headers.get('set-cookie')).toBeNull()
    }
  })

  it('refuses a body larger than the one field with 413', async () => {
    const response = await post(`choice=all&pad=${'x'.repeat(1000)}`)
    expect(response.status).toBe(413)
    expect(response.headers.get('set-cookie')).toBeNull()
  })
})
