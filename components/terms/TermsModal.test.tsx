import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { translatorFor } from '@/lib/i18n/translator'
import type { Locale } from '@/lib/locales'
import { useProgressStore } from '@/lib/ui/progress-store'
import { TermsLink } from './TermsLink'
import { TermsModal } from './TermsModal'
import { termsDialogLabels } from './labels'
import { useTermsStore } from './terms-store'

const terms = {
  items: [
    { id: 'a', term: 'Objeto e aceitação', html: '<p>Ao enviar um formulário, aceita estes termos.</p>' },
    { id: 'b', term: 'Dados pessoais', html: '<p>Pode pedir a eliminação dos seus dados.</p>' },
  ],
}

type Deferred = { resolve: (response: Response) => void; reject: (error: Error) => void }
let pending: Deferred[] = []
const fetchMock = jest.fn(
  (_url: string, _init?: RequestInit) => new Promise<Response>((resolve, reject) => pending.push({ resolve, reject })),
)
const respond = (body: unknown, status = 200) =>
  // jsdom has no Response: the part of it fetchTerms reads.
  act(async () => pending.shift()?.resolve({ ok: status < 400, status, json: async () => body } as Response))

function renderPage(locale: Locale = 'pt') {
  return render(
    <>
      <main>
        <h1>Receba as novidades</h1>
        <p>
          Aceito os <TermsLink locale={locale}>termos e condições</TermsLink>
        </p>
      </main>
      <TermsModal locale={locale} labels={termsDialogLabels(translatorFor(locale))} />
    </>,
  )
}

/** Whether the app left the click to the browser (an ordinary link) or took it over. */
function clickLeftToBrowser(link: HTMLElement, init: MouseEventInit): boolean {
  let prevented = true
  // Runs after React's handler (bubbling reaches document last); stops jsdom from "navigating".
  const record = (event: Event) => {
    prevented = event.defaultPrevented
    event.preventDefault()
  }
  document.addEventListener('click', record)
  fireEvent.click(link, init)
  document.removeEventListener('click', record)
  return !prevented
}

beforeEach(() => {
  pending = []
  fetchMock.mockClear()
  global.fetch = fetchMock as unknown as typeof fetch
  window.history.replaceState(null, '', '/zap-fibra/pacotes-tv-net')
  useTermsStore.setState({ open: false, opener: null })
  useProgressStore.setState({ failed: false })
})
afterEach(() => {
  jest.restoreAllMocks()
})

describe('terms modal page', () => {
  it('opens over the page at the terms address, "Carregando..." until the content arrives', async () => {
    const user = userEvent.setup()
    renderPage()
    await user.click(screen.getByRole('link', { name: 'termos e condições' }))

    expect(window.location.pathname).toBe('/termos-e-condicoes')
    const dialog = screen.getByRole('dialog', { name: 'Termos e condições' })
    expect(within(dialog).getByRole('status')).toHaveTextContent('Carregando...')
    expect(fetchMock).toHaveBeenCalledWith('/api/terms?locale=pt', expect.anything())

    await respond(terms)
    expect(within(dialog).queryByText('Carregando...')).toBeNull()
    expect(within(dialog).getByRole('button', { name: 'Objeto e aceitação' })).toHaveAttribute('aria-expanded', 'true')
    expect(within(dialog).getByRole('button', { name: 'Dados pessoais' })).toHaveAttribute('aria-expanded', 'false')
    expect(within(dialog).getByText('Ao enviar um formulário, aceita estes termos.')).toBeVisible()
  })

  it('the close button goes back in history, which closes it and gives focus back to the link', async () => {
    const user = userEvent.setup()
    renderPage()
    const link = screen.getByRole('link', { name: 'termos e condições' })
    await user.click(link)
    await respond(terms)
    const back = jest.spyOn(window.history, 'back')

    await user.click(screen.getByRole('button', { name: 'Fechar os termos e condições' }))
    expect(back).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(window.location.pathname).toBe('/zap-fibra/pacotes-tv-net')
    expect(link).toHaveFocus()
  })

  it('Escape goes back too', async () => {
    const user = userEvent.setup()
    renderPage()
    await user.click(screen.getByRole('link', { name: 'termos e condições' }))
    const back = jest.spyOn(window.history, 'back')
    await user.keyboard('{Escape}')
    expect(back).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('Back closes it and Forward opens it again, without fetching twice', async () => {
    const user = userEvent.setup()
    renderPage()
    await user.click(screen.getByRole('link', { name: 'termos e condições' }))
    await respond(terms)

    act(() => window.history.back())
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(window.location.pathname).toBe('/zap-fibra/pacotes-tv-net')

    act(() => window.history.forward())
    await waitFor(() => expect(screen.getByRole('dialog')).toBeInTheDocument())
    expect(window.location.pathname).toBe('/termos-e-condicoes')
    expect(screen.getByRole('button', { name: 'Objeto e aceitação' })).toHaveAttribute('aria-expanded', 'true')
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('leaves Ctrl, Cmd, Shift and middle clicks to the browser (new tab)', () => {
    renderPage()
    const link = screen.getByRole('link', { name: 'termos e condições' })
    expect(link).toHaveAttribute('href', '/termos-e-condicoes')
    expect(clickLeftToBrowser(link, { ctrlKey: true })).toBe(true)
    expect(clickLeftToBrowser(link, { metaKey: true })).toBe(true)
    expect(clickLeftToBrowser(link, { shiftKey: true })).toBe(true)
    expect(clickLeftToBrowser(link, { button: 1 })).toBe(true)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(window.location.pathname).toBe('/zap-fibra/pacotes-tv-net')
    // A plain click is taken over.
    expect(clickLeftToBrowser(link, {})).toBe(false)
    expect(screen.getByRole('dialog')).toBeInTheDocument()
  })

  it('is an ordinary link when no modal is mounted', () => {
    render(<TermsLink locale="en">terms</TermsLink>)
    const link = screen.getByRole('link', { name: 'terms' })
    expect(link).toHaveAttribute('href', '/en/terms-and-conditions')
    expect(clickLeftToBrowser(link, {})).toBe(true)
  })

  it('on a failed request says so, links to the full page and marks the progress bar failed', async () => {
    const user = userEvent.setup()
    renderPage('en')
    await user.click(screen.getByRole('link', { name: 'termos e condições' }))
    expect(window.location.pathname).toBe('/en/terms-and-conditions')
    expect(screen.getByRole('status')).toHaveTextContent('Loading...')
    await respond({ errors: [{ message: 'Terms unavailable' }] }, 503)

    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('The terms and conditions could not be loaded.')
    expect(within(alert).getByRole('link', { name: 'Open the terms and conditions page' })).toHaveAttribute(
      'href',
      '/en/terms-and-conditions',
    )
    expect(useProgressStore.getState().failed).toBe(true)
    expect(fetchMock).toHaveBeenCalledWith('/api/terms?locale=en', expect.anything())
  })

  it('shows the download link when the country has a document', async () => {
    const user = userEvent.setup()
    renderPage()
    await user.click(screen.getByRole('link', { name: 'termos e condições' }))
    await respond({ ...terms, documentUrl: '/api/documents/file/termos.pdf' })
    expect(screen.getByRole('link', { name: 'Descarregar os termos e condições (PDF)' })).toHaveAttribute(
      'href',
      '/api/documents/file/termos.pdf',
    )
  })
})
