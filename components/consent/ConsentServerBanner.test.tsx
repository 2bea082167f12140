import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { act, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { CONSENT_KNOWN_ATTRIBUTE, CONSENT_KNOWN_SCRIPT } from '@/lib/consent/banner-script.mjs'
import { CONSENT_REVISION, makeConsent } from '@/lib/consent/categories'
import { CONSENT_COOKIE, consentCookie, serializeConsent } from '@/lib/consent/cookie'
import { CONSENT_FORM_PATH } from '@/lib/consent/form-path'
import { ConsentDialog } from './ConsentDialog'
import { banner, declareInUse, pt, resetConsentBetweenTests, storedConsent } from './consent-test-support'

/** The consent banner as the server renders it: in the HTML, usable before the scripts, hidden before paint for a visitor who chose. */

resetConsentBetweenTests()

describe('consent banner in the server-rendered page', () => {
  beforeEach(() => declareInUse('analytics', 'marketing'))

  /** Runs the layout's inline script as the browser does, before anything else on the page. */
  const runInlineScript = () => new Function(CONSENT_KNOWN_SCRIPT)()
  const marked = () => document.documentElement.hasAttribute(CONSENT_KNOWN_ATTRIBUTE)
  const serverHtml = () => renderToString(<ConsentDialog labels={pt} policyHref="/politica-de-cookies" />)
  /** The server's HTML in the document, then React hydrating it as the browser would; unmounted after the test. */
  let cleanup = () => {}
  const serverPage = () => {
    const container = document.createElement('div')
    container.innerHTML = serverHtml()
    document.body.append(container)
    cleanup = () => container.remove()
    return container
  }
  const hydrate = async (container: HTMLElement) => {
    const root = await act(async () =>
      hydrateRoot(container, <ConsentDialog labels={pt} policyHref="/politica-de-cookies" />),
    )
    cleanup = () => {
      act(() => root.unmount())
      container.remove()
    }
  }
  afterEach(() => cleanup())

  it('is in the HTML the server renders, so it paints with the page instead of after hydration', () => {
    const container = serverPage()
    expect(within(container).getByRole('region', { name: pt.bannerTitle })).toBeInTheDocument()
    expect(within(container).getByRole('button', { name: pt.acceptAll })).toBeInTheDocument()
  })

  it('works without scripts: a form posting one of two choices to /api/consent, and settings a link to the policy', () => {
    const container = serverPage()
    const accept = within(container).getByRole('button', { name: pt.acceptAll }) as HTMLButtonElement
    const reject = within(container).getByRole('button', { name: pt.rejectAll }) as HTMLButtonElement
    for (const [button, value] of [
      [accept, 'all'],
      [reject, 'necessary'],
    ] as const) {
      expect(button.type).toBe('submit')
      expect([button.name, button.value]).toEqual(['choice', value])
      expect(button.form?.getAttribute('method')).toBe('post')
      expect(button.form?.getAttribute('action')).toBe(CONSENT_FORM_PATH)
    }
    expect(within(container).getByRole('link', { name: pt.settings })).toHaveAttribute('href', '/politica-de-cookies')
  })

  it('once hydrated, its buttons record the choice in the page: nothing is posted, the choice is stored', async () => {
    const container = serverPage()
    await hydrate(container)
    const posted = jest.fn((event: SubmitEvent) => event.preventDefault())
    document.addEventListener('submit', posted)
    try {
      await userEvent.click(within(container).getByRole('button', { name: pt.rejectAll }))
    } finally {
      document.removeEventListener('submit', posted)
    }
    expect(posted).not.toHaveBeenCalled()
    expect(storedConsent()?.categories).toEqual(['necessary'])
    expect(banner()).toBeNull()
  })

  it('leaves a preview without it', () => {
    expect(renderToString(<ConsentDialog labels={pt} banner={false} />)).not.toContain(pt.bannerTitle)
  })

  it('the inline script marks a stored choice of the current policy (the cookie the banner writes)', () => {
    document.cookie = consentCookie(makeConsent([]), false)
    runInlineScript()
    expect(marked()).toBe(true)
  })

  it('the inline script leaves a first visit, a choice under an older policy and a damaged cookie unmarked', () => {
    runInlineScript()
    expect(marked()).toBe(false)
    document.cookie = `${CONSENT_COOKIE}=${serializeConsent({ ...makeConsent([]), revision: CONSENT_REVISION - 1 })}; Path=/`
    runInlineScript()
    expect(marked()).toBe(false)
    document.cookie = `${CONSENT_COOKIE}=%7B%22categories; Path=/`
    expect(runInlineScript).not.toThrow()
    expect(marked()).toBe(false)
  })

  it('after hydration a returning visitor has no banner', async () => {
    document.cookie = consentCookie(makeConsent(['analytics']), false)
    const container = serverPage()
    runInlineScript()
    expect(banner()).toBeInTheDocument()
    await hydrate(container)
    expect(banner()).toBeNull()
  })

  it('a cookie the script took for a choice but React finds invalid shows the banner after all', async () => {
    // The current revision, so the script marks it; an impossible timestamp, so it is no choice.
    document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ categories: ['necessary'], revision: CONSENT_REVISION, timestamp: 'never' }))}; Path=/`
    const container = serverPage()
    runInlineScript()
    expect(marked()).toBe(true)
    await hydrate(container)
    expect(banner()).toBeInTheDocument()
    expect(marked()).toBe(false)
  })
})
