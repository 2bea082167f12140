// `jest` stays the global: next/jest hoists jest.mock above the imports only when `jest` is not imported.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { markProgressFailed, useProgressStore } from '@/lib/ui/progress-store'
import { ProgressBar } from './ProgressBar'

// The App Router's hooks, driven by the test: changing them and re-rendering is "the new page rendered".
let mockPathname = '/'
let mockSearch = ''
jest.mock('next/navigation', () => ({
  usePathname: () => mockPathname,
  useSearchParams: () => new URLSearchParams(mockSearch),
}))

const label = 'A carregar a página'

// Like Next's <Link>: the router handles the click, so jsdom must not try to navigate.
const preventNavigation = (event: Event) => event.preventDefault()

function renderBar() {
  const view = render(
    <>
      <ProgressBar label={label} />
      <a href="/pacotes">Pacotes</a>
      <a href="/?canal=novelas">Novelas</a>
      <a href="/pacotes" target="_blank">
        Nova janela
      </a>
      <a href="/pacotes" download>
        Transferir
      </a>
      <a href="/tarifario.pdf">Tarifário</a>
      <a href="https://example.com/pacotes">Fora</a>
      <a href="#main">Conteúdo</a>
    </>,
  )
  const arrive = (pathname: string, search = '') => {
    mockPathname = pathname
    mockSearch = search
    view.rerender(
      <>
        <ProgressBar label={label} />
      </>,
    )
  }
  return { arrive }
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms))
const bar = () => screen.queryByRole('progressbar', { name: label })

beforeEach(() => {
  jest.useFakeTimers()
  mockPathname = '/'
  mockSearch = ''
  window.history.replaceState(null, '', '/')
  document.addEventListener('click', preventNavigation)
})

afterEach(() => {
  document.removeEventListener('click', preventNavigation)
  act(() => useProgressStore.setState({ failed: false }))
  jest.useRealTimers()
})

describe('page-load progress bar (starts after 200 ms, hides 500 ms after loading)', () => {
  it('appears only once a navigation has taken 200 ms, then creeps forward', () => {
    renderBar()
    fireEvent.click(screen.getByRole('link', { name: 'Pacotes' }))
    advance(199)
    expect(bar()).toBeNull()
    advance(1)
    expect(bar()).toHaveAttribute('data-state', 'loading')
    const early = Number(bar()?.getAttribute('aria-valuenow'))
    advance(2000)
    const later = Number(bar()?.getAttribute('aria-valuenow'))
    expect(later).toBeGreaterThan(early)
    expect(later).toBeLessThan(90)
  })

  it('fills up when the new page renders and hides 500 ms later', () => {
    const { arrive } = renderBar()
    fireEvent.click(screen.getByRole('link', { name: 'Pacotes' }))
    advance(1000)
    arrive('/pacotes')
    expect(bar()).toHaveAttribute('aria-valuenow', '100')
    expect(bar()).toHaveAttribute('data-state', 'done')
    advance(499)
    expect(bar()).not.toBeNull()
    advance(1)
    expect(bar()).toBeNull()
  })

  it('never shows for a navigation quicker than 200 ms', () => {
    const { arrive } = renderBar()
    fireEvent.click(screen.getByRole('link', { name: 'Pacotes' }))
    advance(150)
    arrive('/pacotes')
    advance(5000)
    expect(bar()).toBeNull()
  })

  it('counts a change of query string as a navigation', () => {
    const { arrive } = renderBar()
    fireEvent.click(screen.getByRole('link', { name: 'Novelas' }))
    advance(300)
    expect(bar()).not.toBeNull()
    arrive('/', 'canal=novelas')
    expect(bar()).toHaveAttribute('data-state', 'done')
  })

  it('starts on back and forward (popstate) to another page', () => {
    renderBar()
    window.history.pushState(null, '', '/en')
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate'))
    })
    advance(200)
    expect(bar()).not.toBeNull()
  })

  it.each([
    ['a link to a new window', () => fireEvent.click(screen.getByRole('link', { name: 'Nova janela' }))],
    ['a download link', () => fireEvent.click(screen.getByRole('link', { name: 'Transferir' }))],
    ['a link to a file', () => fireEvent.click(screen.getByRole('link', { name: 'Tarifário' }))],
    ['a link to another site', () => fireEvent.click(screen.getByRole('link', { name: 'Fora' }))],
    ['a link to an anchor on this page', () => fireEvent.click(screen.getByRole('link', { name: 'Conteúdo' }))],
    ['a ctrl-click (new tab)', () => fireEvent.click(screen.getByRole('link', { name: 'Pacotes' }), { ctrlKey: true })],
    ['a middle click', () => fireEvent.click(screen.getByRole('link', { name: 'Pacotes' }), { button: 1 })],
  ])('ignores %s, which leaves this page loaded', (_, click) => {
    renderBar()
    click()
    advance(1000)
    expect(bar()).toBeNull()
  })
})

describe('failed page load (a failed request marks the bar as failed)', () => {
  it('turns the running bar red and full, then hides it and clears the failure', () => {
    renderBar()
    fireEvent.click(screen.getByRole('link', { name: 'Pacotes' }))
    advance(300)
    act(() => markProgressFailed())
    expect(bar()).toHaveAttribute('data-state', 'failed')
    expect(bar()).toHaveAttribute('aria-valuenow', '100')
    advance(500)
    expect(bar()).toBeNull()
    expect(useProgressStore.getState().failed).toBe(false)
  })

  it('shows a failure reported just after the page rendered (the error page)', () => {
    const { arrive } = renderBar()
    fireEvent.click(screen.getByRole('link', { name: 'Pacotes' }))
    advance(150)
    arrive('/pacotes')
    act(() => markProgressFailed())
    expect(bar()).toHaveAttribute('data-state', 'failed')
  })

  it('starts the next navigation clean', () => {
    renderBar()
    act(() => markProgressFailed())
    advance(100)
    fireEvent.click(screen.getByRole('link', { name: 'Pacotes' }))
    advance(200)
    expect(bar()).toHaveAttribute('data-state', 'loading')
  })
})
