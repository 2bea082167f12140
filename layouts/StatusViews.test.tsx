import { describe, expect, it, jest } from '@jest/globals'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import GlobalError from '@/app/global-error'
import { translatorFor } from '@/lib/i18n/translator'
import type { Locale } from '@/lib/locales'
import { ErrorView } from './ErrorView'
import { NotFoundView } from './NotFoundView'
import { StatusLabelsProvider } from './StatusLabels'
import { statusLabels } from './status-labels'

const inLanguage = (locale: Locale, children: ReactNode) => (
  <StatusLabelsProvider labels={statusLabels(translatorFor(locale), locale)}>{children}</StatusLabelsProvider>
)

describe('not-found view', () => {
  it('says so in Portuguese, with a link home', () => {
    render(inLanguage('pt', <NotFoundView />))
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Página não encontrada!' })).toBeInTheDocument()
    expect(screen.getByText('O conteúdo que procura não existe ou foi removido.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voltar à página inicial' })).toHaveAttribute('href', '/')
  })

  it('says so in English, linking to the English home', () => {
    render(inLanguage('en', <NotFoundView />))
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found!' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en')
  })
})

describe('error view', () => {
  it('shows status 500 when the error carries none, and lets the visitor retry', async () => {
    const reset = jest.fn()
    render(inLanguage('pt', <ErrorView error={new Error('boom')} reset={reset} />))
    expect(screen.getByRole('heading', { level: 1, name: 'Ocorreu um erro' })).toBeInTheDocument()
    expect(screen.getByText('Código 500')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }))
    expect(reset).toHaveBeenCalledTimes(1)
  })

  it('shows the status the error carries, in English', () => {
    const error = Object.assign(new Error('unavailable'), { status: 503 })
    render(inLanguage('en', <ErrorView error={error} reset={() => undefined} />))
    expect(screen.getByText('Code 503')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en')
  })

  it('ignores a status that is not an error status', () => {
    render(
      inLanguage('pt', <ErrorView error={Object.assign(new Error('x'), { status: 200 })} reset={() => undefined} />),
    )
    expect(screen.getByText('Código 500')).toBeInTheDocument()
  })

  it('never shows the raw error message to visitors, only its reference', () => {
    const error = Object.assign(new Error('SQLITE_BUSY: database is locked at /srv/data/zap.db'), { digest: 'abc123' })
    render(inLanguage('pt', <ErrorView error={error} reset={() => undefined} />))
    expect(screen.queryByText(/SQLITE_BUSY/)).toBeNull()
    expect(screen.getByText('ref. abc123')).toBeInTheDocument()
  })
})

describe('last-resort error page (the error page itself failed)', () => {
  it('explains in both languages, with details and links home', () => {
    // Rendered inside a div here; in the app it replaces the whole document.
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    render(<GlobalError error={Object.assign(new Error('layout crashed'), { digest: 'd1' })} />, {
      container: document.documentElement,
    })
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Ocorreu um erro ao mostrar a página de erro.')
    expect(screen.getByText('An error occurred while showing the error page.')).toBeInTheDocument()
    expect(screen.getByText('ref. d1')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Voltar à página inicial' })).toHaveAttribute('href', '/')
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en')
  })
})
