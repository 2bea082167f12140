import { beforeEach, describe, expect, it, jest } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import type { BlockOf } from '@/registry/types'
import { blockContext } from '@/stories/fixtures'
import { guideDays } from '@/blocks/tv-guide/guide-days'
import { CinemaShowtimesView } from './CinemaShowtimesView'
import { filmsFixture } from './fixtures'
import { showtimeDays } from './showtime-days'
import { failOnConsoleError, freezeDate } from '@/blocks/schedule-test-support'

const notFound = jest.fn(() => {
  throw new Error('NEXT_NOT_FOUND')
})
const redirect = jest.fn((to: string) => {
  throw new Error(`NEXT_REDIRECT ${to}`)
})
// Next's own functions throw to stop rendering; here they record where the block sends the visitor.
jest.mock('next/navigation', () => ({ notFound: () => notFound(), redirect: (to: string) => redirect(to) }))

const getCinemaFilms = jest.fn<typeof import('@/lib/content/get-cinema-films').getCinemaFilms>()
// The real query needs the CMS; the block's own part is what it asks for and what it renders.
jest.mock('@/lib/content/get-cinema-films', () => ({
  getCinemaFilms: (...args: Parameters<typeof getCinemaFilms>) => getCinemaFilms(...args),
}))

// Saturday 21 November 2026 at 23:30 UTC is already Sunday 22 November, 00:30, in Luanda.
const NOW = new Date('2026-11-21T23:30:00Z')
freezeDate(NOW)
failOnConsoleError()
const path = '/zap-cinemas/em-exibicao'
const block: BlockOf<'cinemaShowtimes'> = { blockType: 'cinemaShowtimes', heading: 'Em cartaz', days: 7 }

beforeEach(() => {
  getCinemaFilms.mockReset()
})

const view = (format?: 'IMAX', locale: 'pt' | 'en' = 'pt', films = filmsFixture(NOW), selected?: string) => {
  const days = showtimeDays(films, NOW, 'ao', locale, 7, format)
  const day = selected ?? days[0]!.key
  const context = blockContext(locale, 'ao', true, selected ? `${path}/${selected}` : path)
  return (
    <CinemaShowtimesView
      block={{ ...block, format }}
      context={selected ? { ...context, param: selected } : context}
      data={{ days, selected: day }}
    />
  )
}
/** The day shown: a region named by its heading, inside the block's own region. */
const panel = () => within(screen.getByRole('region', { name: 'Em cartaz' })).getByRole('region')
const dayLinks = (name = 'Escolher o dia') => within(screen.getByRole('navigation', { name })).getAllByRole('link')

describe('Cinema showtimes block', () => {
  it('links every day from today in Luanda: "Hoje", "Amanhã", then weekday and date; today is the page itself', () => {
    render(view())
    expect(screen.getByRole('heading', { level: 1, name: 'Em cartaz' })).toBeInTheDocument()
    const links = dayLinks()
    expect(links.map((link) => link.textContent)).toEqual([
      'Hoje Dom. 22 nov.',
      'Amanhã Seg. 23 nov.',
      'Ter. 24 nov.',
      'Qua. 25 nov.',
      'Qui. 26 nov.',
      'Sex. 27 nov.',
      'Sáb. 28 nov.',
    ])
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      path,
      ...guideDays(NOW, 'ao', 'pt')
        .slice(1)
        .map((day) => `${path}/${day.key}`),
    ])
    expect(links[0]).toHaveAttribute('aria-current', 'page')
    expect(links.slice(1).every((link) => !link.hasAttribute('aria-current'))).toBe(true)
    expect(screen.queryByRole('tablist')).toBeNull()
    // One day on the page, named by its heading (the other region is the block, named by its own).
    expect(screen.getAllByRole('region')).toHaveLength(2)
    expect(panel()).toHaveAccessibleName('Hoje, Dom. 22 nov.')
  })

  it('shows today’s films with poster, facts, synopsis and sessions at Luanda times', () => {
    render(view())
    const films = within(panel()).getAllByRole('article')
    // Ordered by first session: Zuzu at 13:30, then Operação Cabo Ledo at 16:00.
    expect(films.map((film) => within(film).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Zuzu, a Girafa',
      'Operação Cabo Ledo',
    ])
    const cabo = films[1] as HTMLElement
    expect(within(cabo).getByRole('img', { name: 'Cartaz do filme Operação Cabo Ledo' })).toBeInTheDocument()
    expect(cabo).toHaveTextContent('M/12')
    expect(cabo).toHaveTextContent('1 h 52 min')
    expect(cabo).toHaveTextContent('Ação')
    expect(cabo).toHaveTextContent(/mergulhadores/)
    const sessions = within(within(cabo).getByRole('list', { name: 'Sessões de Operação Cabo Ledo' })).getAllByRole(
      'listitem',
    )
    expect(sessions.map((session) => session.textContent)).toEqual(['16:00Sala 2Formato 2D', '21:15IMAXFormato IMAX'])
    expect(within(sessions[0] as HTMLElement).getByText('16:00').tagName).toBe('TIME')
    // 16:00 in Luanda is 15:00 UTC.
    expect(within(sessions[0] as HTMLElement).getByText('16:00')).toHaveAttribute(
      'datetime',
      '2026-11-22T15:00:00.000Z',
    )
  })

  it('at a day’s address shows that day only, its link marked current, the links keeping the page’s address', () => {
    render(view(undefined, 'pt', filmsFixture(NOW), '2026-11-23'))
    expect(panel()).toHaveAccessibleName('Amanhã, Seg. 23 nov.')
    expect(
      within(panel())
        .getAllByRole('article')
        .map((film) => within(film).getByRole('heading').textContent),
    ).toEqual(['Operação Cabo Ledo', 'Cartas de Lisboa'])
    expect(within(panel()).getByText('18:45')).toBeInTheDocument()
    // Nothing of the other days: no Zuzu (today and the 24th only).
    expect(within(panel()).queryByText('Zuzu, a Girafa')).toBeNull()
    const links = dayLinks()
    expect(links[1]).toHaveAttribute('aria-current', 'page')
    expect(links[0]).not.toHaveAttribute('aria-current')
    expect(links[0]).toHaveAttribute('href', path)
    expect(links[2]).toHaveAttribute('href', `${path}/2026-11-24`)
  })

  it('in English the links keep /en', () => {
    render(view(undefined, 'en'))
    expect(dayLinks('Choose a day').map((link) => link.getAttribute('href'))).toEqual([
      `/en${path}`,
      ...guideDays(NOW, 'ao', 'en')
        .slice(1)
        .map((day) => `/en${path}/${day.key}`),
    ])
  })

  it('says so on a day without sessions', () => {
    render(view(undefined, 'pt', filmsFixture(NOW), '2026-11-25'))
    expect(panel()).toHaveTextContent('Não há sessões programadas para este dia.')
    expect(within(panel()).queryByRole('article')).toBeNull()
  })

  it('keeps only the block’s format (the IMAX page)', () => {
    render(view('IMAX'))
    const films = within(panel()).getAllByRole('article')
    expect(films).toHaveLength(1)
    expect(
      within(films[0] as HTMLElement)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['21:15IMAXFormato IMAX'])
  })

  it('says so when nothing at all is showing, without day links', () => {
    render(view(undefined, 'en', []))
    expect(screen.getByText('No films are showing at the moment. Please check back soon.')).toBeInTheDocument()
    expect(screen.queryByRole('navigation')).toBeNull()
    render(
      view(
        'IMAX',
        'pt',
        filmsFixture(NOW).filter((film) => film.id !== 1),
      ),
    )
    expect(screen.getByText(/não há sessões IMAX programadas/)).toBeInTheDocument()
  })

  it('server-renders one day only: the HTML carries no other day’s sessions and no script island', () => {
    const html = renderToString(view())
    const host = document.createElement('div')
    host.innerHTML = html
    const times = [...host.querySelectorAll('time')].map((time) => time.getAttribute('datetime') ?? '')
    expect(times.length).toBeGreaterThan(0)
    // Every session shown starts on 22 November in Luanda (UTC+1: from 21 Nov 23:00 UTC to 22 Nov 23:00 UTC).
    expect(times.every((at) => at >= '2026-11-21T23:00:00.000Z' && at < '2026-11-22T23:00:00.000Z')).toBe(true)
    expect(host.querySelectorAll('[role="tabpanel"], [hidden]')).toHaveLength(0)
  })

  it('loads the country’s films for the block’s days and renders today', async () => {
    const { CinemaShowtimesBlockComponent } = await import('./Component')
    getCinemaFilms.mockResolvedValue(filmsFixture(NOW))
    render(
      await CinemaShowtimesBlockComponent({
        block: { ...block, days: 3 },
        context: blockContext('en', 'ao', false, path),
      }),
    )
    // From Sunday 00:00 to Wednesday 00:00 in Luanda (UTC+1).
    expect(getCinemaFilms).toHaveBeenCalledWith('ao', 'en', '2026-11-21T23:00:00.000Z', '2026-11-24T23:00:00.000Z')
    expect(screen.getByRole('heading', { level: 2, name: 'Em cartaz' })).toBeInTheDocument()
    expect(dayLinks('Choose a day').map((link) => link.textContent)).toEqual([
      'Today Sun 22 Nov',
      'Tomorrow Mon 23 Nov',
      'Tue 24 Nov',
    ])
    expect(within(panel()).getAllByRole('heading', { level: 4 })).toHaveLength(2)
  })

  it('at a day’s address renders that day; a passed or far day goes back to the page; anything else is 404', async () => {
    const { CinemaShowtimesBlockComponent } = await import('./Component')
    getCinemaFilms.mockResolvedValue(filmsFixture(NOW))
    const at = (param: string, locale: 'pt' | 'en' = 'pt') =>
      CinemaShowtimesBlockComponent({
        block,
        context: { ...blockContext(locale, 'ao', true, `${path}/${param}`), param },
      })
    render(await at('2026-11-24'))
    expect(panel()).toHaveAccessibleName('Ter. 24 nov.')
    await expect(at('2026-11-21')).rejects.toThrow(`NEXT_REDIRECT ${path}`)
    await expect(at('2026-11-29', 'en')).rejects.toThrow(`NEXT_REDIRECT /en${path}`)
    for (const bad of ['2026-02-30', '2026-13-01']) await expect(at(bad)).rejects.toThrow('NEXT_NOT_FOUND')
    expect(redirect).toHaveBeenCalledTimes(2)
  })
})
