import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import userEvent from '@testing-library/user-event'
import { saveConsent } from '@/lib/consent/browser'
import { CONSENT_USES, makeConsent } from '@/lib/consent/categories'
import { consentCookie } from '@/lib/consent/cookie'
import { CountrySelector } from '@/components/chrome/CountrySelector'
import { COUNTRY_STORAGE_KEY, storedCountryJson } from '@/lib/ui/stored-country'
import { ConsentDialog } from '@/components/consent/ConsentDialog'
import { consentLabels } from '@/components/consent/labels'
import { translatorFor } from '@/lib/i18n/translator'
import { APP_BAND_ATTRIBUTE } from '@/lib/ui/app-band-script.mjs'
import { COUNTRY_QUESTION_ATTRIBUTE, COUNTRY_QUESTION_SCRIPT } from '@/lib/ui/country-question-script.mjs'
import type { CountryLink } from '@/components/chrome/types'
import { AppPopup } from './AppPopup'
import { CountryPopup, type CountryPopupLabels } from './CountryPopup'
import { POPUP_CLOSED_KEY, useCountryGate } from './popup-state'

const countries: CountryLink[] = [
  { code: 'ao', name: 'Angola', href: 'http://localhost/a-zap', current: true },
  { code: 'mz', name: 'Moçambique', href: 'http://mz.localhost/a-zap', current: false },
]
const labels: CountryPopupLabels = {
  title: 'Está em Angola?',
  choose: 'Escolha o seu país',
  close: 'Fechar a escolha de país',
  current: 'país atual',
}
const stored = () => JSON.parse(localStorage.getItem(COUNTRY_STORAGE_KEY) ?? 'null') as unknown
const question = () => screen.queryByRole('dialog', { name: labels.title })
const setReferrer = (value: string) => Object.defineProperty(document, 'referrer', { value, configurable: true })

// The popups wait for the consent banner: most tests start as a visitor who has made a choice on it.
const chooseConsent = () => {
  document.cookie = consentCookie(makeConsent([]), false)
}
const clearConsent = () => {
  document.cookie = 'zap_consent=; Path=/; Max-Age=0'
}
// The site asks for no optional cookie category today, so there is no banner to wait for; the tests
// of the turns declare one in use, as a future analytics script would (restored after each test).
const declareAnalyticsInUse = () =>
  jest.replaceProperty(CONSENT_USES, 'analytics', [
    { name: 'a test analytics script', source: 'CountryPopup.test.tsx' },
  ])
const consentPt = consentLabels(translatorFor('pt'), 'pt')

beforeEach(() => {
  chooseConsent()
  localStorage.clear()
  sessionStorage.clear()
  useCountryGate.setState({ settled: false })
  setReferrer('')
})
afterEach(() => {
  jest.restoreAllMocks()
})

describe('country popup', () => {
  it('asks a first-time visitor, without taking focus, and lists both countries with flags', () => {
    render(<CountryPopup countries={countries} labels={labels} />)
    const dialog = question()
    expect(dialog).toBeVisible()
    expect(dialog).toHaveAttribute('aria-modal', 'false')
    expect(screen.getByText(labels.choose)).toBeVisible()
    expect(dialog).not.toContainElement(document.activeElement as HTMLElement)
    expect(screen.getByRole('button', { name: 'Angola (país atual)' }).querySelector('img')).toHaveAttribute(
      'src',
      '/flags/ao.svg',
    )
    const other = screen.getByRole('link', { name: 'Moçambique' })
    expect(other).toHaveAttribute('href', 'http://mz.localhost/a-zap')
    expect(other.querySelector('img')).toHaveAttribute('src', '/flags/mz.svg')
    expect(useCountryGate.getState().settled).toBe(false)
  })

  it('with no optional cookie category in use there is no banner to wait for: asks at once', () => {
    clearConsent()
    render(<CountryPopup countries={countries} labels={labels} />)
    expect(question()).toBeVisible()
  })

  it('waits for a choice on the consent banner, then asks: never two prompts at once', () => {
    declareAnalyticsInUse()
    clearConsent()
    render(<CountryPopup countries={countries} labels={labels} />)
    expect(question()).toBeNull()
    act(() => {
      saveConsent(makeConsent([]))
    })
    expect(question()).toBeVisible()
  })

  it('takes the focus handed on by the consent banner just chosen on, and hands it on to the app popup', async () => {
    declareAnalyticsInUse()
    clearConsent()
    const user = userEvent.setup()
    render(
      <>
        <ConsentDialog labels={consentPt} />
        <AppPopup
          popup={{ title: 'Descarregue a app ZAP' }}
          locale="pt"
          labels={{
            close: 'Fechar',
            appStore: 'App Store',
            googlePlay: 'Google Play',
            qrAlt: 'QR',
            scan: 'Leia',
            newTab: '(novo separador)',
          }}
        />
        <CountryPopup countries={countries} labels={labels} />
        <main id="main" tabIndex={-1} />
      </>,
    )
    await user.click(screen.getByRole('button', { name: consentPt.acceptAll }))
    expect(question()).toContainElement(document.activeElement as HTMLElement)
    await user.keyboard('{Escape}')
    expect(question()).toBeNull()
    expect(screen.getByRole('dialog', { name: 'Descarregue a app ZAP' })).toHaveFocus()
  })

  it('choosing the current country stores it, closes, and lets the app band show in its place', async () => {
    const user = userEvent.setup()
    // As the two bands' inline scripts mark a first visit before the first paint: the app band's rule
    // (components/popup/AppPopup.module.scss) shows it only once the country question's mark is gone.
    const html = document.documentElement
    html.setAttribute(COUNTRY_QUESTION_ATTRIBUTE, '')
    html.setAttribute(APP_BAND_ATTRIBUTE, '')
    try {
      render(<CountryPopup countries={countries} labels={labels} />)
      expect(html.matches(`[${APP_BAND_ATTRIBUTE}]:not([${COUNTRY_QUESTION_ATTRIBUTE}])`)).toBe(false)
      await user.click(screen.getByRole('button', { name: /Angola/ }))
      expect(stored()).toEqual({ name: 'Angola', code: 'ao' })
      expect(question()).toBeNull()
      expect(html.matches(`[${APP_BAND_ATTRIBUTE}]:not([${COUNTRY_QUESTION_ATTRIBUTE}])`)).toBe(true)
    } finally {
      html.removeAttribute(APP_BAND_ATTRIBUTE)
    }
  })

  it('choosing the other country stores it and leaves the link to navigate', () => {
    render(<CountryPopup countries={countries} labels={labels} />)
    // Seen after the component's own handler; then cancelled, as jsdom cannot navigate.
    let preventedBySite: boolean | null = null
    document.addEventListener(
      'click',
      (event) => {
        preventedBySite = event.defaultPrevented
        event.preventDefault()
      },
      { once: true },
    )
    fireEvent.click(screen.getByRole('link', { name: 'Moçambique' }))
    expect(preventedBySite).toBe(false)
    expect(stored()).toEqual({ name: 'Moçambique', code: 'mz' })
  })

  it('the X and Escape keep the current country', async () => {
    const user = userEvent.setup()
    const { unmount } = render(<CountryPopup countries={countries} labels={labels} />)
    await user.click(screen.getByRole('button', { name: labels.close }))
    expect(question()).toBeNull()
    expect(stored()).toEqual({ name: 'Angola', code: 'ao' })
    unmount()

    localStorage.clear()
    render(<CountryPopup countries={countries} labels={labels} />)
    act(() => screen.getByRole('button', { name: labels.close }).focus())
    await user.keyboard('{Escape}')
    expect(question()).toBeNull()
    expect(useCountryGate.getState().settled).toBe(true)
  })

  it('does not ask a visitor who already has a country', () => {
    localStorage.setItem(COUNTRY_STORAGE_KEY, JSON.stringify({ name: 'Moçambique', code: 'mz' }))
    render(<CountryPopup countries={countries} labels={labels} />)
    expect(question()).toBeNull()
    expect(useCountryGate.getState().settled).toBe(true)
  })

  it('still asks when the header selector stores the current country on mount (first visit)', () => {
    render(
      <>
        <CountrySelector countries={countries} labels={{ choose: 'Escolher país', current: 'atual' }} />
        <CountryPopup countries={countries} labels={labels} />
      </>,
    )
    expect(stored()).toEqual({ name: 'Angola', code: 'ao' }) // the selector's own effect
    expect(question()).toBeVisible()
  })

  it('does not ask a visitor who came from the other country’s site: they chose it there', () => {
    setReferrer('http://mz.localhost/')
    render(<CountryPopup countries={countries} labels={labels} />)
    expect(question()).toBeNull()
    expect(stored()).toEqual({ name: 'Angola', code: 'ao' })
  })

  it('ignores a malformed stored value', () => {
    localStorage.setItem(COUNTRY_STORAGE_KEY, '{"code":"pt"}')
    render(<CountryPopup countries={countries} labels={labels} />)
    expect(question()).toBeVisible()
  })

  it('is independent of the app popup having been closed', () => {
    sessionStorage.setItem(POPUP_CLOSED_KEY, '1')
    render(<CountryPopup countries={countries} labels={labels} />)
    expect(question()).toBeVisible()
  })
})

describe('the country question’s band, kept from the first paint', () => {
  const marked = () => document.documentElement.hasAttribute(COUNTRY_QUESTION_ATTRIBUTE)
  /** The band as the server writes it, then its inline script run as the browser runs it, right after. */
  const serverBand = ({ keep = false } = {}) => {
    const band = document.createElement('div')
    band.setAttribute('data-country-band', '')
    band.setAttribute('data-other-origins', 'http://mz.localhost')
    band.setAttribute('data-current', storedCountryJson('ao'))
    band.innerHTML = renderToString(<CountryPopup countries={countries} labels={labels} />)
    // Streaming may put the framework's own scripts between the band and this one.
    const between = document.createElement('script')
    document.body.append(band, between)
    try {
      new Function(COUNTRY_QUESTION_SCRIPT)()
    } finally {
      between.remove()
      if (!keep) band.remove()
    }
    return band
  }
  afterEach(() => document.documentElement.removeAttribute(COUNTRY_QUESTION_ATTRIBUTE))

  it('preloads no flag ahead of the page (its flags are lazy)', () => {
    // React's server renderer preloads every image that is not lazy, in the head, before the page's own content.
    const html = renderToString(<CountryPopup countries={countries} labels={labels} />)
    expect(html).toContain('/flags/mz.svg')
    expect(html).not.toContain('rel="preload"')
  })

  it('reads the storage key the site stores the country under', () => {
    expect(COUNTRY_QUESTION_SCRIPT).toContain(`localStorage.getItem("${COUNTRY_STORAGE_KEY}")`)
  })

  it('is kept for a first visit, from a search engine too', () => {
    serverBand()
    expect(marked()).toBe(true)
    document.documentElement.removeAttribute(COUNTRY_QUESTION_ATTRIBUTE)
    setReferrer('https://www.google.com/')
    serverBand()
    expect(marked()).toBe(true)
  })

  it('is not kept for a visitor with a country stored, or who came from the other country’s site', () => {
    localStorage.setItem(COUNTRY_STORAGE_KEY, JSON.stringify({ name: 'Angola', code: 'ao' }))
    serverBand()
    expect(marked()).toBe(false)
    localStorage.clear()
    setReferrer('http://mz.localhost/a-zap')
    serverBand()
    expect(marked()).toBe(false)
  })

  it('is in the server’s HTML, and handled before the scripts load: "stay" and the × store the country and close it', () => {
    for (const name of [/Angola/, labels.close]) {
      localStorage.clear()
      const band = serverBand({ keep: true })
      try {
        expect(marked()).toBe(true)
        fireEvent.click(within(band).getByRole('button', { name }))
        expect(stored()).toEqual({ name: 'Angola', code: 'ao' })
        expect(marked()).toBe(false)
      } finally {
        band.remove()
      }
    }
  })

  it('is given up once a country is chosen, and when it is not to be asked', async () => {
    document.documentElement.setAttribute(COUNTRY_QUESTION_ATTRIBUTE, '')
    const user = userEvent.setup()
    const { unmount } = render(<CountryPopup countries={countries} labels={labels} />)
    expect(marked()).toBe(true)
    await user.click(screen.getByRole('button', { name: labels.close }))
    expect(marked()).toBe(false)
    unmount()

    // The script could not read the storage's value as React does (a malformed one is no choice, so
    // it asks); a stored valid country it missed is let go at once.
    document.documentElement.setAttribute(COUNTRY_QUESTION_ATTRIBUTE, '')
    localStorage.setItem(COUNTRY_STORAGE_KEY, JSON.stringify({ name: 'Angola', code: 'ao' }))
    render(<CountryPopup countries={countries} labels={labels} />)
    expect(marked()).toBe(false)
  })
})
