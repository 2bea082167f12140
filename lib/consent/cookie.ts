import { CONSENT_CATEGORIES, CONSENT_REVISION, type ConsentState, isConsentCategory } from './categories'

/** First-party cookie holding the visitor's choice. */
export const CONSENT_COOKIE = 'zap_consent'
/** Six months, the longest a choice should be kept before asking again. */
export const CONSENT_COOKIE_MAX_AGE = 182 * 24 * 60 * 60

/** The cookie's value: JSON, URI-encoded so its quotes, commas and semicolons survive every cookie parser. */
export function serializeConsent(state: ConsentState): string {
  return encodeURIComponent(JSON.stringify(state))
}

/**
 * Reads a cookie value back. Anything not written by `serializeConsent` for the current revision
 * (tampered, truncated, older policy) is `null`: the visitor has not chosen, nothing optional runs.
 */
export function parseConsent(value: string | undefined | null): ConsentState | null {
  if (!value) return null
  let data: unknown
  try {
    data = JSON.parse(decodeURIComponent(value))
  } catch {
    return null
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null
  const { categories, revision, timestamp } = data as Record<string, unknown>
  if (revision !== CONSENT_REVISION) return null
  if (typeof timestamp !== 'string' || Number.isNaN(Date.parse(timestamp))) return null
  if (!Array.isArray(categories) || !categories.every(isConsentCategory) || !categories.includes('necessary'))
    return null
  // Canonical order, no duplicates: equal choices serialize equally.
  return { categories: CONSENT_CATEGORIES.filter((category) => categories.includes(category)), revision, timestamp }
}

/** The `zap_consent` value in a `Cookie` header or `document.cookie`, if any. */
export function consentCookieValue(cookieHeader: string): string | undefined {
  for (const pair of cookieHeader.split(';')) {
    const [name, ...rest] = pair.split('=')
    if (name?.trim() === CONSENT_COOKIE) return rest.join('=').trim()
  }
  return undefined
}

/** The whole cookie to assign to `document.cookie`; `Secure` only on https, or it would not be stored on http://localhost. */
export function consentCookie(state: ConsentState, secure: boolean): string {
  const attributes = [
    `${CONSENT_COOKIE}=${serializeConsent(state)}`,
    'Path=/',
    `Max-Age=${CONSENT_COOKIE_MAX_AGE}`,
    'SameSite=Lax',
  ]
  if (secure) attributes.push('Secure')
  return attributes.join('; ')
}

/** Assigned to `document.cookie`, removes a stored choice: same name and path, `Secure` as it was written. */
export function expiredConsentCookie(secure: boolean): string {
  return `${CONSENT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure ? '; Secure' : ''}`
}
