import { describe, expect, it } from '@jest/globals'
import { CONSENT_REVISION, makeConsent } from './categories'
import {
  CONSENT_COOKIE_MAX_AGE,
  consentCookie,
  consentCookieValue,
  expiredConsentCookie,
  parseConsent,
  serializeConsent,
} from './cookie'

const at = new Date('2026-03-01T10:00:00.000Z')
const encode = (data: unknown) => encodeURIComponent(JSON.stringify(data))

describe('zap_consent cookie', () => {
  it('stores the revision it was made under', () => {
    expect(makeConsent([], at)).toEqual({
      categories: ['necessary'],
      revision: CONSENT_REVISION,
      timestamp: at.toISOString(),
    })
  })

  it('round-trips a choice', () => {
    const state = makeConsent(['analytics'], at)
    expect(parseConsent(serializeConsent(state))).toEqual(state)
  })

  it('is a valid cookie value: no quotes, commas, semicolons or spaces', () => {
    expect(serializeConsent(makeConsent(['analytics', 'marketing'], at))).not.toMatch(/[",; ]/)
  })

  it('is first-party, site-wide, Lax, for 182 days, Secure only on https', () => {
    const state = makeConsent([], at)
    expect(consentCookie(state, false)).toBe(
      `zap_consent=${serializeConsent(state)}; Path=/; Max-Age=15724800; SameSite=Lax`,
    )
    expect(consentCookie(state, true)).toMatch(/; Secure$/)
    expect(CONSENT_COOKIE_MAX_AGE).toBe(182 * 86400)
  })

  it('is removed by the same name and path, at once', () => {
    expect(expiredConsentCookie(false)).toBe('zap_consent=; Path=/; Max-Age=0; SameSite=Lax')
    expect(expiredConsentCookie(true)).toBe('zap_consent=; Path=/; Max-Age=0; SameSite=Lax; Secure')
  })

  it('is found among other cookies', () => {
    const value = serializeConsent(makeConsent(['marketing'], at))
    expect(consentCookieValue(`i18n_redirected=en; zap_consent=${value}; other=1`)).toBe(value)
    expect(consentCookieValue('i18n_redirected=en')).toBeUndefined()
    expect(consentCookieValue('')).toBeUndefined()
  })

  it('drops duplicates and restores the order', () => {
    const parsed = parseConsent(
      encode({
        categories: ['marketing', 'necessary', 'marketing'],
        revision: CONSENT_REVISION,
        timestamp: at.toISOString(),
      }),
    )
    expect(parsed?.categories).toEqual(['necessary', 'marketing'])
  })

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not JSON', 'yes'],
    ['bad URI escape', '%E0%A4%A'],
    ['truncated', serializeConsent(makeConsent(['analytics'], at)).slice(0, 30)],
    ['JSON but not an object', encode(['necessary', 'analytics'])],
    ['null', encode(null)],
    [
      'an older revision',
      encode({ categories: ['necessary', 'analytics'], revision: CONSENT_REVISION - 1, timestamp: at.toISOString() }),
    ],
    ['no revision', encode({ categories: ['necessary', 'analytics'], timestamp: at.toISOString() })],
    [
      'an unknown category',
      encode({ categories: ['necessary', 'tracking'], revision: CONSENT_REVISION, timestamp: at.toISOString() }),
    ],
    [
      'categories not a list',
      encode({ categories: 'necessary,analytics', revision: CONSENT_REVISION, timestamp: at.toISOString() }),
    ],
    [
      'without necessary',
      encode({ categories: ['analytics'], revision: CONSENT_REVISION, timestamp: at.toISOString() }),
    ],
    ['a bad timestamp', encode({ categories: ['necessary'], revision: CONSENT_REVISION, timestamp: 'yesterday' })],
  ])('counts as no choice when %s', (_, value) => {
    expect(parseConsent(value)).toBeNull()
  })
})
