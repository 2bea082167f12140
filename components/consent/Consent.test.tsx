import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { CONSENT_REVISION } from '@/lib/consent/categories'
import { consentCookieValue, parseConsent } from '@/lib/consent/cookie'
import { useConsentDialog } from '@/lib/consent/dialog-store'
import { ConsentDialog } from './ConsentDialog'
import { ConsentGate } from './ConsentGate'
import { CookieSettingsLink } from './CookieSettingsLink'
import { consentLabels } from './labels'

const pt = consentLabels.pt
const storedConsent = () => parseConsent(consentCookieValue(document.cookie))
const clearConsentCookie = () => {
  document.cookie = 'zap_consent=; Path=/; Max-Age=0'
}

/** A page as the site mounts it: the dialog once, gated third-party scripts, the footer link. */
function Page({ onRevoke = () => undefined }: { onRevoke?: () => void }) {
  return (
    <>
      <ConsentDialog labels={pt} policyHref="/politica-de-cookies" onRevoke={onRevoke} />
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

const banner = () => screen.queryByRole('region', { name: pt.bannerTitle })
const settingsDialog = () => screen.getByRole('dialog', { name: pt.settingsTitle })
const footerLink = () => within(screen.getByRole('contentinfo')).getByRole('button', { name: pt.settings })

beforeEach(async () => {
  // Radix returns focus from a timer after unmounting; let the previous test's land before this one starts.
  await new Promise((resolve) => setTimeout(resolve, 0))
  clearConsentCookie()
  act(() => useConsentDialog.setState({ settingsOpen: false }))
})
afterEach(clearConsentCookie)

describe('consent banner (first visit)', () => {
  it('asks on the first visit, without blocking the page, and runs nothing optional', () => {
    render(<Page />)
    expect(banner()).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.getByRole('link', { name: pt.policy })).toHaveAttribute('href', '/politica-de-cookies')
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

  it('is not shown again once the visitor has chosen', async () => {
    const { unmount } = render(<Page />)
    await userEvent.click(screen.getByRole('button', { name: pt.rejectAll }))
    unmount()
    render(<Page />)
    expect(banner()).toBeNull()
  })
})

describe('cookie settings dialog', () => {
  it('lets the visitor grant analytics only', async () => {
    const user = userEvent.setup()
    render(<Page />)
    await user.click(within(banner() as HTMLElement).getByRole('button', { name: pt.settings }))

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
    await user.click(within(banner() as HTMLElement).getByRole('button', { name: pt.settings }))
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
    const en = consentLabels.en
    render(<ConsentDialog labels={en} />)
    expect(screen.getByRole('region', { name: 'Your privacy' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Cookie settings' }))
    expect(screen.getByRole('dialog', { name: 'Cookie settings' })).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Necessary (Always on)' })).toBeDisabled()
  })
})
