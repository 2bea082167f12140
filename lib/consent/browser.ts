import { type ConsentState, revokedCategories } from './categories'
import { consentCookie, consentCookieValue, expiredConsentCookie, parseConsent } from './cookie'

/** Window event fired after every saved choice; `detail` is the new state. */
export const CONSENT_CHANGE_EVENT = 'zap:consent-change'

declare global {
  interface WindowEventMap {
    [CONSENT_CHANGE_EVENT]: CustomEvent<ConsentState>
  }
}

/** The raw cookie value, the cheap thing to compare on every render. */
export function readConsentRaw(): string | undefined {
  return typeof document === 'undefined' ? undefined : consentCookieValue(document.cookie)
}

export function readConsent(): ConsentState | null {
  return parseConsent(readConsentRaw())
}

/**
 * Stores a choice and tells every listener (gates, non-React scripts) at once.
 * Returns the optional categories it revoked, whose already-running scripts only a reload stops.
 */
export function saveConsent(state: ConsentState) {
  const before = readConsent()
  document.cookie = consentCookie(state, window.location.protocol === 'https:')
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: state }))
  return revokedCategories(before, state)
}

export function subscribeConsent(listener: (state: ConsentState) => void): () => void {
  const handle = (event: CustomEvent<ConsentState>) => listener(event.detail)
  window.addEventListener(CONSENT_CHANGE_EVENT, handle)
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, handle)
}

/**
 * Removes a stored choice, if any, without telling listeners (nothing it granted can be running: a
 * choice is only forgotten when no category is in use).
 */
export function forgetConsent(): void {
  if (readConsentRaw() !== undefined) document.cookie = expiredConsentCookie(window.location.protocol === 'https:')
}
