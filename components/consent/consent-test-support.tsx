import { afterEach, beforeEach, jest } from '@jest/globals'
import { act, screen } from '@testing-library/react'
import { CONSENT_KNOWN_ATTRIBUTE } from '@/lib/consent/banner-script.mjs'
import { CONSENT_USES, OPTIONAL_CATEGORIES, type OptionalCategory } from '@/lib/consent/categories'
import { consentCookieValue, parseConsent } from '@/lib/consent/cookie'
import { useConsentDialog } from '@/lib/consent/dialog-store'
import { translatorFor } from '@/lib/i18n/translator'
import { consentLabels } from './labels'

/** What the consent tests share: the labels, the stored choice, a declared category, and a clean start for each test. */

export const pt = consentLabels(translatorFor('pt'), 'pt')
export const en = consentLabels(translatorFor('en'), 'en')
export const storedConsent = () => parseConsent(consentCookieValue(document.cookie))
export const clearConsentCookie = () => {
  document.cookie = 'zap_consent=; Path=/; Max-Age=0'
}

/**
 * Declares, for the current test only, that something on the site uses these categories, as a future
 * analytics script or video embed would be listed in CONSENT_USES, and nothing the others (restored
 * after each test). The site's own declaration is checked against its code in lib/consent/categories.test.ts.
 */
export function declareInUse(...categories: OptionalCategory[]) {
  for (const category of OPTIONAL_CATEGORIES)
    jest.replaceProperty(
      CONSENT_USES,
      category,
      categories.includes(category)
        ? [{ name: `a test ${category} script`, source: 'components/consent/consent-test-support.tsx' }]
        : [],
    )
}

export const banner = () => screen.queryByRole('region', { name: pt.bannerTitle })

/** Each test starts with no choice stored, no dialog open and no category declared. */
export function resetConsentBetweenTests() {
  beforeEach(async () => {
    // Radix returns focus from a timer after unmounting; let the previous test's land before this one starts.
    await new Promise((resolve) => setTimeout(resolve, 0))
    clearConsentCookie()
    act(() => useConsentDialog.setState({ settingsOpen: false }))
  })
  afterEach(() => {
    jest.restoreAllMocks()
    clearConsentCookie()
    document.documentElement.removeAttribute(CONSENT_KNOWN_ATTRIBUTE)
  })
}
