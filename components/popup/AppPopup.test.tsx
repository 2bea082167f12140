import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import { saveConsent } from '@/lib/consent/browser'
import { CONSENT_USES, makeConsent } from '@/lib/consent/categories'
import { consentCookie } from '@/lib/consent/cookie'
import { DEFAULT_QR_URL, qrUrlFrom } from '@/lib/content/popup-qr'
import { passFocus } from '@/lib/ui/prompt-turns'
import { AppPopup, type AppPopupContent, type AppPopupLabels } from './AppPopup'
import { popupClickUrl, sendPopupClick } from './popup-click'
import { POPUP_CLOSED_KEY, useCountryGate } from './popup-state'

const labels: AppPopupLabels = {
  close: 'Fechar a promoção da aplicação',
  appStore: 'Descarregar na App Store',
  googlePlay: 'Disponível no Google Play',
  qrAlt: 'Código QR para descarregar a aplicação ZAP',
  scan: 'Aponte a câmara do telemóvel ao código.',
  newTab: '(abre num novo separador)',
}
const content: AppPopupContent = {
  title: 'Descarregue a app ZAP',
  description: 'Veja os seus canais onde estiver.',
  linkApple: 'https://apps.apple.com/ao/app/zap-on/id1',
  linkPlayStore: 'https://play.google.com/store/apps/details?id=ao.co.zap.on',
  time: 10,
  qrUrl: '/api/media/file/qr.png',
}

/** Makes matchMedia respond like a phone (< 768 px) or a desktop window. */
function viewport(phone: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: phone && query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList
}

/** jsdom's Blob has no text(); FileReader reads it. */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error)
    reader.readAsText(blob)
  })

const dialog = () => screen.getByRole('dialog', { name: content.title })
const queryDialog = () => screen.queryByRole('dialog', { name: content.title })

// The popups wait for the consent banner: most tests start as a visitor who has made a choice on it.
const chooseConsent = () => {
  document.cookie = consentCookie(makeConsent([]), false)
}
const clearConsent = () => {
  document.cookie = 'zap_consent=; Path=/; Max-Age=0'
}

beforeEach(() => {
  chooseConsent()
  sessionStorage.clear()
  localStorage.clear()
  useCountryGate.setState({ settled: false })
  viewport(false)
})
afterEach(() => {
  jest.restoreAllMocks()
  jest.useRealTimers()
})

describe('app popup', () => {
  it('is open by default: a labelled non-modal dialog with description, QR code and store links', () => {
    render(
      <main id="main" tabIndex={-1}>
        <AppPopup popup={content} locale="pt" labels={labels} />
      </main>,
    )
    const popup = dialog()
    expect(popup).toBeVisible()
    expect(popup).toHaveAttribute('aria-modal', 'false')
    expect(popup).toHaveAccessibleDescription(content.description!)
    expect(screen.getByRole('img', { name: labels.qrAlt })).toHaveAttribute('src', content.qrUrl)
    const apple = screen.getByRole('link', { name: `${labels.appStore} ${labels.newTab}` })
    expect(apple).toHaveAttribute('href', content.linkApple)
    expect(apple).toHaveAttribute('target', '_blank')
    expect(apple).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('link', { name: `${labels.googlePlay} ${labels.newTab}` })).toHaveAttribute(
      'href',
      content.linkPlayStore,
    )
    // It does not take focus on open.
    expect(popup).not.toContainElement(document.activeElement as HTMLElement)
  })

  it('closes with its X for the rest of the visit, and stays closed when mounted again', async () => {
    const user = userEvent.setup()
    const { unmount } = render(
      <main id="main" tabIndex={-1}>
        <AppPopup popup={content} locale="pt" labels={labels} />
      </main>,
    )
    await user.click(screen.getByRole('button', { name: labels.close }))
    expect(queryDialog()).toBeNull()
    expect(sessionStorage.getItem(POPUP_CLOSED_KEY)).toBe('1')
    // Focus was on the X, which is gone: it goes to the page's main content.
    expect(document.getElementById('main')).toHaveFocus()
    unmount()
    render(<AppPopup popup={content} locale="pt" labels={labels} />)
    expect(queryDialog()).toBeNull()
  })

  it('closes on Escape when focus is inside it', async () => {
    const user = userEvent.setup()
    render(<AppPopup popup={content} locale="en" labels={labels} />)
    act(() => screen.getByRole('button', { name: labels.close }).focus())
    await user.keyboard('{Escape}')
    expect(queryDialog()).toBeNull()
    expect(sessionStorage.getItem(POPUP_CLOSED_KEY)).toBe('1')
  })

  it('renders nothing without a title', () => {
    const { container } = render(<AppPopup popup={{ ...content, title: '' }} locale="pt" labels={labels} />)
    expect(container).toBeEmptyDOMElement()
  })

  it('falls back to the standard QR image', () => {
    render(<AppPopup popup={{ ...content, qrUrl: null }} locale="pt" labels={labels} />)
    expect(screen.getByRole('img', { name: labels.qrAlt })).toHaveAttribute('src', DEFAULT_QR_URL)
    expect(DEFAULT_QR_URL).toBe('/images/qr-default.svg')
    expect(qrUrlFrom(null)).toBe(DEFAULT_QR_URL)
    expect(qrUrlFrom({ url: null })).toBe(DEFAULT_QR_URL)
    expect(qrUrlFrom({ url: '/api/media/file/qr.png' })).toBe('/api/media/file/qr.png')
  })

  it('waits for a choice on the consent banner, also where no country question is asked', () => {
    // A banner exists only while an optional cookie category is in use: declare one, as a future analytics script would.
    jest.replaceProperty(CONSENT_USES, 'analytics', [{ name: 'a test analytics script', source: 'AppPopup.test.tsx' }])
    clearConsent()
    render(<AppPopup popup={content} locale="pt" labels={labels} />)
    expect(queryDialog()).toBeNull()
    act(() => {
      saveConsent(makeConsent([]))
    })
    expect(dialog()).toBeVisible()
  })

  it('is in the server HTML, open, with the × the inline script handles before hydration', () => {
    const html = renderToString(<AppPopup popup={content} locale="pt" labels={labels} />)
    expect(html).toContain('role="dialog"')
    expect(html).toContain(content.title)
    expect(html).not.toMatch(/role="dialog"[^>]*hidden/)
    expect(html).toMatch(/<button[^>]*data-app-close=""/)
  })

  it('takes focus when the country question just chosen on hands it on, and only then', () => {
    const { unmount } = render(
      <main id="main" tabIndex={-1}>
        <button type="button">Ficar</button>
        <AppPopup popup={content} locale="pt" labels={labels} />
      </main>,
    )
    act(() => useCountryGate.getState().settle())
    expect(dialog()).not.toHaveFocus()
    unmount()
    useCountryGate.setState({ settled: false })
    const { container } = render(
      <main id="main" tabIndex={-1}>
        <div data-band="">
          <button type="button">Ficar</button>
        </div>
        <AppPopup popup={content} locale="pt" labels={labels} />
      </main>,
    )
    const stay = screen.getByRole('button', { name: 'Ficar' })
    act(() => stay.focus())
    act(() => {
      passFocus(container.querySelector('[data-band]') as HTMLElement)
      useCountryGate.getState().settle()
    })
    expect(dialog()).toHaveFocus()
  })
})

/**
 * jsdom has no IntersectionObserver: this stand-in lets a test say when the band comes into and goes
 * out of the window, which Chromium reports in the e2e test (tests/e2e/app-popup.spec.ts).
 */
class WindowSight {
  static observers: WindowSight[] = []
  constructor(private readonly callback: IntersectionObserverCallback) {
    WindowSight.observers.push(this)
  }
  observe() {}
  unobserve() {}
  disconnect() {
    WindowSight.observers = WindowSight.observers.filter((observer) => observer !== this)
  }
  takeRecords() {
    return []
  }
  static set(inSight: boolean) {
    for (const observer of WindowSight.observers)
      observer.callback(
        [{ isIntersecting: inSight } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      )
  }
}
const inSight = (value: boolean) => act(() => WindowSight.set(value))

describe('phone variant', () => {
  beforeEach(() => {
    WindowSight.observers = []
    window.IntersectionObserver = WindowSight as unknown as typeof IntersectionObserver
    jest.useFakeTimers()
  })

  it('closes itself `time` seconds after it came into sight, once it is out of sight (never under the eyes)', () => {
    viewport(true)
    render(<AppPopup popup={{ ...content, time: 10 }} locale="pt" labels={labels} />)
    inSight(true)
    act(() => jest.advanceTimersByTime(10_100))
    expect(dialog()).toBeVisible()
    inSight(false)
    expect(queryDialog()).toBeNull()
    expect(sessionStorage.getItem(POPUP_CLOSED_KEY)).toBe('1')
  })

  it('closes when the seconds end if it is already out of sight', () => {
    viewport(true)
    render(<AppPopup popup={{ ...content, time: 10 }} locale="pt" labels={labels} />)
    inSight(true)
    act(() => jest.advanceTimersByTime(2_000))
    inSight(false)
    act(() => jest.advanceTimersByTime(7_900))
    expect(dialog()).toBeVisible()
    act(() => jest.advanceTimersByTime(200))
    expect(queryDialog()).toBeNull()
  })

  it('does not count while it has not been in sight (waiting its turn)', () => {
    viewport(true)
    render(<AppPopup popup={{ ...content, time: 10 }} locale="pt" labels={labels} />)
    inSight(false)
    act(() => jest.advanceTimersByTime(60_000))
    expect(dialog()).toBeVisible()
  })

  it.each([null, 0])('stays open when time is %p', (time) => {
    viewport(true)
    render(<AppPopup popup={{ ...content, time }} locale="pt" labels={labels} />)
    inSight(true)
    act(() => jest.advanceTimersByTime(600_000))
    inSight(false)
    expect(dialog()).toBeVisible()
  })

  it('does not close itself on a desktop window', () => {
    render(<AppPopup popup={{ ...content, time: 10 }} locale="pt" labels={labels} />)
    inSight(true)
    act(() => jest.advanceTimersByTime(60_000))
    inSight(false)
    expect(dialog()).toBeVisible()
  })

  it('does not close itself while focus is inside it', () => {
    viewport(true)
    render(<AppPopup popup={{ ...content, time: 10 }} locale="pt" labels={labels} />)
    inSight(true)
    act(() => jest.advanceTimersByTime(10_100))
    act(() => screen.getByRole('button', { name: labels.close }).focus())
    inSight(false)
    expect(dialog()).toBeVisible()
    act(() => screen.getByRole('button', { name: labels.close }).blur())
    expect(queryDialog()).toBeNull()
  })
})

describe('store link clicks', () => {
  const beacon = jest.fn<(url: string | URL, data?: BodyInit | null) => boolean>()
  beforeEach(() => {
    beacon.mockReset()
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true })
  })

  it('are sent with navigator.sendBeacon as JSON, without stopping the navigation', async () => {
    beacon.mockReturnValue(true)
    render(<AppPopup popup={content} locale="en" labels={labels} />)
    const link = screen.getByRole('link', { name: new RegExp(labels.googlePlay) })
    const click = new MouseEvent('click', { bubbles: true, cancelable: true })
    fireEvent(link, click)
    expect(click.defaultPrevented).toBe(false)
    expect(beacon).toHaveBeenCalledTimes(1)
    const [url, body] = beacon.mock.calls[0]!
    expect(url).toBe('/api/forms/popup-click?locale=en')
    expect(body).toBeInstanceOf(Blob)
    expect((body as Blob).type).toBe('application/json')
    expect(JSON.parse(await textOf(body as Blob))).toEqual({ store: 'play' })
  })

  it('the App Store link counts as apple', async () => {
    beacon.mockReturnValue(true)
    render(<AppPopup popup={content} locale="pt" labels={labels} />)
    fireEvent.click(screen.getByRole('link', { name: new RegExp(labels.appStore) }))
    const [url, body] = beacon.mock.calls[0]!
    expect(url).toBe(popupClickUrl('pt'))
    expect(JSON.parse(await textOf(body as Blob))).toEqual({ store: 'apple' })
  })

  it('fall back to a keepalive fetch when the beacon is refused', () => {
    beacon.mockReturnValue(false)
    const fetchMock = jest.fn<typeof fetch>().mockResolvedValue({ ok: true, status: 201 } as Response) // never read by the caller
    const original = globalThis.fetch
    globalThis.fetch = fetchMock
    try {
      sendPopupClick('apple', 'pt')
      expect(fetchMock).toHaveBeenCalledWith(
        '/api/forms/popup-click?locale=pt',
        expect.objectContaining({ method: 'POST', body: '{"store":"apple"}', keepalive: true }),
      )
    } finally {
      globalThis.fetch = original
    }
  })
})
