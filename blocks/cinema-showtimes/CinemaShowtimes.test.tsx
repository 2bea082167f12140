import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import type { BlockOf } from '../../registry/types'
import { blockContext } from '../../stories/fixtures'
import { guideDays } from '../tv-guide/guide-days'
import { CinemaShowtimesView } from './CinemaShowtimesView'
import { filmsFixture } from './fixtures'
import { ShowtimeTabs } from './ShowtimeTabs'
import { showtimeDays } from './showtime-days'

const getCinemaFilms = jest.fn<typeof import('../../lib/content/get-cinema-films').getCinemaFilms>()
// The real query needs the CMS; the block's own part is what it asks for and what it renders.
jest.mock('../../lib/content/get-cinema-films', () => ({
  getCinemaFilms: (...args: Parameters<typeof getCinemaFilms>) => getCinemaFilms(...args),
}))

// Saturday 21 November 2026 at 23:30 UTC is already Sunday 22 November, 00:30, in Luanda.
const NOW = new Date('2026-11-21T23:30:00Z')
const REAL_TIMERS = ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] as const
const path = '/zap-cinemas/em-exibicao'
const block: BlockOf<'cinemaShowtimes'> = { blockType: 'cinemaShowtimes', heading: 'Em cartaz', days: 7 }

let errors: ReturnType<typeof jest.spyOn>
beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: [...REAL_TIMERS] })
  errors = jest.spyOn(console, 'error')
  getCinemaFilms.mockReset()
})
afterEach(() => {
  jest.useRealTimers()
  const calls = errors.mock.calls
  errors.mockRestore()
  expect(calls).toEqual([])
})

const view = (format?: 'IMAX', locale: 'pt' | 'en' = 'pt', films = filmsFixture(NOW)) => (
  <CinemaShowtimesView
    block={{ ...block, format }}
    context={blockContext(locale, 'ao', true, path)}
    data={{ days: showtimeDays(films, NOW, 'ao', locale, 7, format) }}
  />
)
const panel = () => screen.getByRole('tabpanel')

describe('Cinema showtimes block', () => {
  it('has one tab per day from today in Luanda: "Hoje", "Amanhã", then weekday and date', () => {
    render(view())
    expect(screen.getByRole('heading', { level: 1, name: 'Em cartaz' })).toBeInTheDocument()
    const tabs = within(screen.getByRole('tablist', { name: 'Escolher o dia' })).getAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Hoje Dom. 22 nov.', 'Amanhã Seg. 23 nov.', 'Ter. 24 nov.', 'Qua. 25 nov.', 'Qui. 26 nov.', 'Sex. 27 nov.', 'Sáb. 28 nov.'])
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    expect(tabs[0]).toHaveAttribute('tabindex', '0')
    expect(tabs[1]).toHaveAttribute('aria-selected', 'false')
    expect(tabs[1]).toHaveAttribute('tabindex', '-1')
    // One panel shown, labelled by its tab.
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1)
    expect(panel()).toHaveAccessibleName('Hoje Dom. 22 nov.')
  })

  it('shows today’s films with poster, facts, synopsis and sessions at Luanda times', () => {
    render(view())
    const films = within(panel()).getAllByRole('article')
    // Ordered by first session: Zuzu at 13:30, then Operação Cabo Ledo at 16:00.
    expect(films.map((film) => within(film).getByRole('heading', { level: 3 }).textContent)).toEqual(['Zuzu, a Girafa', 'Operação Cabo Ledo'])
    const cabo = films[1] as HTMLElement
    expect(within(cabo).getByRole('img', { name: 'Cartaz do filme Operação Cabo Ledo' })).toBeInTheDocument()
    expect(cabo).toHaveTextContent('M/12')
    expect(cabo).toHaveTextContent('1 h 52 min')
    expect(cabo).toHaveTextContent('Ação')
    expect(cabo).toHaveTextContent(/mergulhadores/)
    const sessions = within(within(cabo).getByRole('list', { name: 'Sessões de Operação Cabo Ledo' })).getAllByRole('listitem')
    expect(sessions.map((session) => session.textContent)).toEqual(['16:00Sala 2Formato 2D', '21:15IMAXFormato IMAX'])
    expect(within(sessions[0] as HTMLElement).getByText('16:00').tagName).toBe('TIME')
    // 16:00 in Luanda is 15:00 UTC.
    expect(within(sessions[0] as HTMLElement).getByText('16:00')).toHaveAttribute('datetime', '2026-11-22T15:00:00.000Z')
  })

  it('switches days by click and shows that day’s sessions', async () => {
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) })
    render(view())
    await user.click(screen.getByRole('tab', { name: /Amanhã/ }))
    expect(screen.getByRole('tab', { name: /Amanhã/ })).toHaveAttribute('aria-selected', 'true')
    expect(within(panel()).getAllByRole('article').map((film) => within(film).getByRole('heading').textContent)).toEqual(['Operação Cabo Ledo', 'Cartas de Lisboa'])
    expect(within(panel()).getByText('18:45')).toBeInTheDocument()
  })

  it('moves between days with the arrow keys, Home and End, wrapping at the ends', async () => {
    const user = userEvent.setup()
    render(view())
    const tabs = screen.getAllByRole('tab')
    await user.click(tabs[0] as HTMLElement)
    await user.keyboard('{ArrowRight}')
    expect(tabs[1]).toHaveFocus()
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true')
    expect(panel()).toHaveAccessibleName('Amanhã Seg. 23 nov.')
    await user.keyboard('{ArrowLeft}{ArrowLeft}')
    expect(tabs[6]).toHaveFocus()
    expect(panel()).toHaveAccessibleName('Sáb. 28 nov.')
    await user.keyboard('{Home}')
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{End}')
    expect(tabs[6]).toHaveAttribute('aria-selected', 'true')
    // Tab leaves the tablist for the panel: one tab stop for the whole row.
    await user.keyboard('{Tab}')
    expect(panel()).toHaveFocus()
  })

  it('says so on a day without sessions', async () => {
    const user = userEvent.setup()
    render(view())
    await user.click(screen.getByRole('tab', { name: /Qua\./ }))
    expect(panel()).toHaveTextContent('Não há sessões programadas para este dia.')
    expect(within(panel()).queryByRole('article')).toBeNull()
  })

  it('keeps only the block’s format (the IMAX page)', () => {
    render(view('IMAX'))
    const films = within(panel()).getAllByRole('article')
    expect(films).toHaveLength(1)
    expect(within(films[0] as HTMLElement).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['21:15IMAXFormato IMAX'])
  })

  it('says so when nothing at all is showing, without day tabs', () => {
    render(view(undefined, 'en', []))
    expect(screen.getByText('No films are showing at the moment. Please check back soon.')).toBeInTheDocument()
    expect(screen.queryByRole('tablist')).toBeNull()
    render(view('IMAX', 'pt', filmsFixture(NOW).filter((film) => film.id !== 1)))
    expect(screen.getByText(/não há sessões IMAX programadas/)).toBeInTheDocument()
  })

  it('without JavaScript: every day’s panel in the HTML, stacked under in-page links', () => {
    const html = renderToString(view())
    document.body.innerHTML = html
    expect(document.querySelector('[role="tablist"]')).toBeNull()
    const links = [...document.querySelectorAll<HTMLAnchorElement>('nav[aria-label="Dias de exibição"] a')]
    expect(links.map((link) => link.getAttribute('href'))).toEqual(guideDays(NOW, 'ao', 'pt').map((day) => `#sessoes-${day.key}`))
    for (const link of links) expect(document.querySelector(link.getAttribute('href') ?? '')).not.toBeNull()
    const sections = [...document.querySelectorAll('section[id^="sessoes-"]')]
    expect(sections).toHaveLength(7)
    expect(sections.map((section) => section.querySelector('h2')?.textContent)).toEqual([
      'Hoje, Dom. 22 nov.', 'Amanhã, Seg. 23 nov.', 'Ter. 24 nov.', 'Qua. 25 nov.', 'Qui. 26 nov.', 'Sex. 27 nov.', 'Sáb. 28 nov.',
    ])
    expect(sections[1]?.textContent).toContain('18:45')
    expect(sections.some((section) => section.hasAttribute('hidden'))).toBe(false)
  })

  it('moves "today" on in the browser when the page was rendered the day before', () => {
    const yesterday = new Date(NOW.getTime() - 86_400_000)
    const days = guideDays(yesterday, 'ao', 'pt', 3)
    render(
      <ShowtimeTabs
        idPrefix="sessoes"
        country="ao"
        today={days[0]!.key}
        days={days}
        panels={days.map((day) => <p key={day.key}>Filmes de {day.key}</p>)}
        dayHeading="h2"
        labels={{ days: 'Escolher o dia', jump: 'Dias de exibição', today: 'Hoje', tomorrow: 'Amanhã' }}
      />,
    )
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Hoje Dom. 22 nov.', 'Amanhã Seg. 23 nov.'])
    expect(panel()).toHaveTextContent('Filmes de 2026-11-22')
  })

  it('loads the country’s films for the block’s days and renders them', async () => {
    const { CinemaShowtimesBlockComponent } = await import('./Component')
    getCinemaFilms.mockResolvedValue(filmsFixture(NOW))
    render(await CinemaShowtimesBlockComponent({ block: { ...block, days: 3 }, context: blockContext('en', 'ao', false, path) }))
    // From Sunday 00:00 to Wednesday 00:00 in Luanda (UTC+1).
    expect(getCinemaFilms).toHaveBeenCalledWith('ao', 'en', '2026-11-21T23:00:00.000Z', '2026-11-24T23:00:00.000Z')
    expect(screen.getByRole('heading', { level: 2, name: 'Em cartaz' })).toBeInTheDocument()
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Today Sun 22 Nov', 'Tomorrow Mon 23 Nov', 'Tue 24 Nov'])
    expect(within(panel()).getAllByRole('heading', { level: 4 })).toHaveLength(2)
  })
})
