import { beforeEach, describe, expect, it, jest } from '@jest/globals'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { saveConsent } from '@/lib/consent/browser'
import { CONSENT_REVISION, makeConsent } from '@/lib/consent/categories'
import { CONSENT_COOKIE, consentCookie, consentCookieValue, serializeConsent } from '@/lib/consent/cookie'
import { useConsentSettled } from '@/lib/consent/use-consent'
import { translatorFor } from '@/lib/i18n/translator'
import { ConsentDialog } from './ConsentDialog'
import { banner, declareInUse, en, pt, resetConsentBetweenTests, storedConsent } from './consent-test-support'
import { ConsentGate } from './ConsentGate'
import { CookieSettingsLink } from './CookieSettingsLink'
import { type ConsentLabels, type ConsentStatementLabels, consentDialogLabels } from './labels'

/** A page as the site mounts it: the dialog once, gated third-party scripts, the footer link. */
function Page({
  labels = pt,
  onRevoke = () => undefined,
}: {
  labels?: ConsentLabels | ConsentStatementLabels
  onRevoke?: () => void
}) {
  return (
    <>
      <ConsentDialog labels={labels} policyHref="/politica-de-cookies" onRevoke={onRevoke} />
      <main tabIndex={-1}>
        <ConsentGate category="analytics">
          <p>analytics script</p>
        </ConsentGate>
        <ConsentGate category="marketing" fallback={<p>video blocked</p>}>
          <p>marketing script</p>
        </ConsentGate>
      </main>
      <footer>
        <CookieSettingsLink>{pt.settings}</CookieSettingsLink>
      </footer>
    </>
  )
}

const settingsDialog = () => screen.getByRole('dialog', { name: pt.settingsTitle })
const footerLink = () => within(screen.getByRole('contentinfo')).getByRole('button', { name: pt.settings })

resetConsentBetweenTests()

describe('with no optional category in use (the site as it is)', () => {
  beforeEach(() => declareInUse())
  /** The strings the layout hands the dialog now. */
  const statement = () => consentDialogLabels(translatorFor('pt'), 'pt')

  it('the page gets only the statement’s strings, none of a banner or of a category it does not use', () => {
    expect(statement()).toEqual({
      settingsTitle: 'Definições de cookies',
      necessaryOnly: pt.necessaryOnly,
      readPolicy: 'Ver a política de cookies',
      close: 'Fechar',
    })
    expect(JSON.stringify(statement())).not.toMatch(/Aceitar|Rejeitar|Análise|Marketing/)
  })

  it('with every string given all the same, asks nothing', () => {
    render(<Page labels={pt} />)
    expect(banner()).toBeNull()
  })

  it('renders no banner, and nothing asks for analytics or marketing', () => {
    render(<Page labels={statement()} />)
    expect(banner()).toBeNull()
    expect(screen.queryByRole('button', { name: pt.acceptAll })).toBeNull()
    expect(screen.queryByRole('button', { name: pt.rejectAll })).toBeNull()
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(screen.queryByText(/análise|marketing/i)).toBeNull()
    expect(screen.queryByText('analytics script')).toBeNull()
  })

  it('has no banner in the server-rendered HTML either, so a slow phone has no prompt to tap before React loads', () => {
    const html = renderToString(<ConsentDialog labels={statement()} policyHref="/politica-de-cookies" />)
    expect(html).not.toContain(pt.bannerTitle)
    expect(html).not.toContain(pt.acceptAll)
    expect(html).toBe('')
  })

  it('lets the other first-visit prompts go ahead, on the server and in the browser', () => {
    function Probe() {
      return <p>{useConsentSettled() ? 'settled' : 'waiting'}</p>
    }
    expect(renderToString(<Probe />)).toContain('settled')
    render(<Probe />)
    expect(screen.getByText('settled')).toBeInTheDocument()
  })

  it('the footer’s cookie settings say that only necessary storage is used, and link the policy', async () => {
    const user = userEvent.setup()
    render(<Page labels={statement()} />)
    await user.click(footerLink())
    const dialog = settingsDialog()
    expect(dialog).toHaveAccessibleDescription(pt.necessaryOnly)
    expect(pt.necessaryOnly).toMatch(/não usa cookies de análise nem de marketing/i)
    expect(within(dialog).getByRole('link', { name: pt.readPolicy })).toHaveAttribute('href', '/politica-de-cookies')
    expect(within(dialog).queryByRole('checkbox')).toBeNull()
    expect(within(dialog).queryByRole('button', { name: pt.save })).toBeNull()
    expect(within(dialog).queryByRole('button', { name: pt.acceptAll })).toBeNull()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(footerLink()).toHaveFocus())
    expect(document.cookie).not.toContain(CONSENT_COOKIE) // reading the statement stores nothing
  })

  it('says so in English too', async () => {
    render(
      <>
        <ConsentDialog labels={consentDialogLabels(translatorFor('en'), 'en')} policyHref="/en/cookie-policy" />
        <CookieSettingsLink>{en.settings}</CookieSettingsLink>
      </>,
    )
    expect(screen.queryByRole('region', { name: en.bannerTitle })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }))
    const dialog = screen.getByRole('dialog', { name: 'Cookie settings' })
    expect(dialog).toHaveAccessibleDescription(/uses no analytics or marketing cookies/)
    expect(within(dialog).getByRole('link', { name: en.readPolicy })).toHaveAttribute('href', '/en/cookie-policy')
  })

  it('removes a choice stored under the former revision, which grants nothing', () => {
    const encode = (data: unknown) => encodeURIComponent(JSON.stringify(data))
    document.cookie = `${CONSENT_COOKIE}=${encode({ categories: ['necessary', 'analytics', 'marketing'], revision: 1, timestamp: new Date().toISOString() })}; Path=/`
    render(<Page labels={statement()} />)
    expect(banner()).toBeNull()
    expect(screen.queryByText('analytics script')).toBeNull()
    expect(screen.getByText('video blocked')).toBeInTheDocument()
    expect(consentCookieValue(document.cookie)).toBeUndefined()
  })

  it('keeps a gate closed for a category nobody declared, whatever a cookie grants', () => {
    document.cookie = consentCookie(makeConsent(['analytics', 'marketing']), false)
    render(
      <ConsentGate category="analytics" fallback={<p>closed</p>}>
        <p>analytics script</p>
      </ConsentGate>,
    )
    expect(screen.queryByText('analytics script')).toBeNull()
    expect(screen.getByText('closed')).toBeInTheDocument()
  })
})

describe('a category declared in use', () => {
  it('gives the page every string it asks with', () => {
    declareInUse('analytics')
    expect(consentDialogLabels(translatorFor('pt'), 'pt')).toEqual(pt)
  })

  it('is the only one the banner names and the dialog offers', async () => {
    declareInUse('marketing')
    const user = userEvent.setup()
    render(<Page />)
    expect(banner()).toBeInTheDocument()
    expect(
      within(banner() as HTMLElement).getByText(
        'Utilizamos cookies necessários e, com a sua autorização, cookies de marketing.',
      ),
    ).toBeInTheDocument()
    await user.click(within(banner() as HTMLElement).getByRole('link', { name: pt.settings }))
    const dialog = settingsDialog()
    expect(dialog).toHaveAccessibleDescription(pt.settingsText)
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(2)
    expect(within(dialog).getByRole('checkbox', { name: /Necessários/ })).toBeDisabled()
    expect(within(dialog).getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked()
    expect(within(dialog).queryByRole('checkbox', { name: 'Análise' })).toBeNull()

    // "Accept all" grants what is asked for, nothing more.
    await user.click(within(dialog).getByRole('button', { name: pt.acceptAll }))
    expect(storedConsent()?.categories).toEqual(['necessary', 'marketing'])
    expect(screen.getByText('marketing script')).toBeInTheDocument()
    expect(screen.queryByText('analytics script')).toBeNull()
  })

  it('both in use: the banner names both, joined as the language joins a list', () => {
    declareInUse('analytics', 'marketing')
    render(<ConsentDialog labels={en} />)
    expect(
      screen.getByText('We use necessary cookies and, with your permission, analytics and marketing cookies.'),
    ).toBeInTheDocument()
  })

  it('does not make the other first-visit prompts go ahead before a choice is made in the banner', () => {
    declareInUse('analytics')
    function Probe() {
      return <p>{useConsentSettled() ? 'settled' : 'waiting'}</p>
    }
    render(<Probe />)
    expect(screen.getByText('waiting')).toBeInTheDocument()
    act(() => {
      saveConsent(makeConsent([]))
    })
    expect(screen.getByText('settled')).toBeInTheDocument()
  })
})

describe('consent banner (first visit), with analytics and marketing in use', () => {
  beforeEach(() => declareInUse('analytics', 'marketing'))

  it('asks on the first visit, without blocking the page, and runs nothing optional', () => {
    render(<Page />)
    expect(banner()).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('link', { name: pt.policy })).toHaveAttribute('href', '/politica-de-cookies')
    expect(
      screen.getByText('Utilizamos cookies necessários e, com a sua autorização, cookies de análise e de marketing.'),
    ).toBeInTheDocument()
    expect(screen.queryByText('analytics script')).toBeNull()
    expect(screen.getByText('video blocked')).toBeInTheDocument()
  })

  it('rejecting stores only necessary and keeps gated scripts out', async () => {
    render(<Page />)
    await userEvent.click(screen.getByRole('button', { name: pt.rejectAll }))
    expect(storedConsent()).toEqual({
      categories: ['necessary'],
      revision: CONSENT_REVISION,
      timestamp: expect.any(String),
    })
    expect(banner()).toBeNull()
    expect(screen.queryByText('analytics script')).toBeNull()
    expect(screen.queryByText('marketing script')).toBeNull()
  })

  it('accepting all renders the gated scripts at once', async () => {
    render(<Page />)
    await userEvent.click(screen.getByRole('button', { name: pt.acceptAll }))
    expect(storedConsent()?.categories).toEqual(['necessary', 'analytics', 'marketing'])
    expect(banner()).toBeNull()
    expect(screen.getByText('analytics script')).toBeInTheDocument()
    expect(screen.getByText('marketing script')).toBeInTheDocument()
  })

  it('treats a corrupted cookie as no choice', () => {
    document.cookie = 'zap_consent=%7B%22categories%22%3A%5B%22necessary%22%2C%22analytics; Path=/'
    render(<Page />)
    expect(banner()).toBeInTheDocument()
    expect(screen.queryByText('analytics script')).toBeNull()
  })

  it('asks again a visitor who chose under an older revision, and keeps that choice while asking', () => {
    const older = serializeConsent({ ...makeConsent(['analytics', 'marketing']), revision: CONSENT_REVISION - 1 })
    document.cookie = `${CONSENT_COOKIE}=${older}; Path=/`
    render(<Page />)
    expect(banner()).toBeInTheDocument()
    expect(screen.queryByText('analytics script')).toBeNull()
    expect(consentCookieValue(document.cookie)).toBe(older) // replaced when they choose, not before
  })

  it('is not shown again once the visitor has chosen', async () => {
    const { unmount } = render(<Page />)
    await userEvent.click(screen.getByRole('button', { name: pt.rejectAll }))
    unmount()
    render(<Page />)
    expect(banner()).toBeNull()
  })
})

describe('cookie settings dialog, with analytics and marketing in use', () => {
  beforeEach(() => declareInUse('analytics', 'marketing'))

  it('lets the visitor grant analytics only', async () => {
    const user = userEvent.setup()
    render(<Page />)
    await user.click(within(banner() as HTMLElement).getByRole('link', { name: pt.settings }))

    const dialog = settingsDialog()
    expect(within(dialog).getByRole('checkbox', { name: /Necessários/ })).toBeChecked()
    expect(within(dialog).getByRole('checkbox', { name: /Necessários/ })).toBeDisabled()
    expect(within(dialog).getByRole('checkbox', { name: 'Análise' })).not.toBeChecked()
    expect(within(dialog).getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked()

    await user.click(within(dialog).getByRole('checkbox', { name: 'Análise' }))
    await user.click(within(dialog).getByRole('button', { name: pt.save }))

    expect(screen.queryByRole('dialog')).toBeNull()
    expect(storedConsent()?.categories).toEqual(['necessary', 'analytics'])
    expect(screen.getByText('analytics script')).toBeInTheDocument()
    expect(screen.queryByText('marketing script')).toBeNull()
    expect(banner()).toBeNull()
    // The banner button that opened the dialog is gone: focus continues at the page content.
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus())
  })

  it('reopens from the footer link with the current choices', async () => {
    const user = userEvent.setup()
    render(<Page />)
    await user.click(within(banner() as HTMLElement).getByRole('link', { name: pt.settings }))
    await user.click(within(settingsDialog()).getByRole('checkbox', { name: 'Marketing' }))
    await user.click(within(settingsDialog()).getByRole('button', { name: pt.save }))

    await user.click(footerLink())
    expect(within(settingsDialog()).getByRole('checkbox', { name: 'Análise' })).not.toBeChecked()
    expect(within(settingsDialog()).getByRole('checkbox', { name: 'Marketing' })).toBeChecked()
  })

  it('is keyboard operable: focus stays inside, Escape closes, focus returns to the link', async () => {
    const user = userEvent.setup()
    render(<Page />)
    footerLink().focus()
    await user.keyboard('{Enter}')
    const dialog = settingsDialog()
    expect(dialog).toContainElement(document.activeElement as HTMLElement)

    for (let step = 0; step < 10; step += 1) {
      await user.tab()
      expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
    await user.tab({ shift: true })
    expect(dialog).toContainElement(document.activeElement as HTMLElement)

    // Space toggles the focused checkbox, Enter submits the form.
    within(dialog).getByRole('checkbox', { name: 'Análise' }).focus()
    await user.keyboard(' ')
    expect(within(dialog).getByRole('checkbox', { name: 'Análise' })).toBeChecked()

    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(footerLink()).toHaveFocus())
    expect(storedConsent()).toBeNull() // closing is not choosing
    expect(banner()).toBeInTheDocument()
  })

  it('closes with its labelled close button too', async () => {
    const user = userEvent.setup()
    render(<Page />)
    await user.click(footerLink())
    await user.click(within(settingsDialog()).getByRole('button', { name: pt.close }))
    expect(screen.queryByRole('dialog')).toBeNull()
    await waitFor(() => expect(footerLink()).toHaveFocus())
  })

  it('reloads the page when a granted category is withdrawn, since its script already ran', async () => {
    const user = userEvent.setup()
    const onRevoke = jest.fn()
    render(<Page onRevoke={onRevoke} />)
    await user.click(screen.getByRole('button', { name: pt.acceptAll }))
    expect(onRevoke).not.toHaveBeenCalled()

    await user.click(footerLink())
    await user.click(within(settingsDialog()).getByRole('checkbox', { name: 'Análise' }))
    await user.click(within(settingsDialog()).getByRole('button', { name: pt.save }))
    expect(onRevoke).toHaveBeenCalledWith(['analytics'])
    expect(screen.queryByText('analytics script')).toBeNull()
    expect(screen.getByText('marketing script')).toBeInTheDocument()
  })

  it('speaks English when given English labels', async () => {
    render(<ConsentDialog labels={en} />)
    expect(screen.getByRole('region', { name: 'Your privacy' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }))
    expect(screen.getByRole('dialog', { name: 'Cookie settings' })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Necessary (Always on)' })).toBeDisabled()
  })
})
