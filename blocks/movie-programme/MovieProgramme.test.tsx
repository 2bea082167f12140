import { describe, expect, it } from '@jest/globals'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { blockContext } from '@/stories/fixtures'
import type { BlockOf } from '@/registry/types'
import { MONTH_FIXTURE, moviesFixture, shelfFixture } from './fixtures'
import { activeShelf, formatDuration, MovieProgrammeView } from './MovieProgrammeView'
import { translatorFor } from '@/lib/i18n/translator'

const TABS = ['filmes', 'series', 'infantil', 'documentarios'] as const
const block = (view: BlockOf<'movieProgramme'>['view'], heading?: string): BlockOf<'movieProgramme'> => ({
  blockType: 'movieProgramme',
  view,
  heading,
})

describe('Movie programme: cards', () => {
  it('shows each film with its facts and the month in the page language', () => {
    render(
      <MovieProgrammeView
        block={block('cards', 'Este mês')}
        context={blockContext('pt', 'ao', false, '/zap-satelite/zap-filmes')}
        movies={moviesFixture('pt')}
        month={MONTH_FIXTURE}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Este mês' })).toBeInTheDocument()
    expect(screen.getByText('Programação de março de 2026')).toBeInTheDocument()
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(titles).toEqual(['Maré Alta', 'A Receita da Avó Rosa', 'Estrela do Bairro'])
    const card = screen.getByRole('heading', { name: 'Maré Alta' }).closest('li') as HTMLElement
    expect(within(card).getByText('1 h 44 min')).toBeInTheDocument()
    expect(within(card).getByText('ZAP Filmes 2')).toBeInTheDocument()
    expect(within(card).getByText(/M\/16/)).toHaveTextContent('Classificação etária: M/16')
    const poster = within(card).getByRole('img', { name: 'Cartaz do filme Maré Alta' })
    expect(poster).toHaveAttribute('loading', 'lazy')
    expect(poster).toHaveAttribute('width', '400')
  })

  it('expands and collapses a synopsis with aria-expanded and aria-controls', async () => {
    const user = userEvent.setup()
    render(
      <MovieProgrammeView
        block={block('cards', 'Este mês')}
        context={blockContext('pt', 'ao', false)}
        movies={moviesFixture('pt')}
        month={MONTH_FIXTURE}
      />,
    )
    const toggle = screen.getByRole('button', { name: 'Sinopse: A Receita da Avó Rosa' })
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLElement
    expect(panel).toHaveTextContent(/reabrir juntos o restaurante/)
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(panel).not.toBeVisible()

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    expect(panel).toBeVisible()
    // Only that card opened.
    expect(screen.getByRole('button', { name: 'Sinopse: Maré Alta' })).toHaveAttribute('aria-expanded', 'false')

    await user.keyboard('{Enter}')
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(panel).not.toBeVisible()
  })

  it('offers a trailer only for films that have one', () => {
    render(
      <MovieProgrammeView
        block={block('cards')}
        context={blockContext('en', 'mz', true)}
        movies={moviesFixture('en')}
        month={MONTH_FIXTURE}
      />,
    )
    expect(screen.getAllByRole('button', { name: /^Watch trailer/ })).toHaveLength(1)
    expect(screen.getByRole('button', { name: 'Watch trailer: Maré Alta' })).toBeInTheDocument()
    // No block heading: the films sit under the page's h1.
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3)
  })

  it('opens the trailer in a dialog that never plays by itself, and Escape gives focus back', async () => {
    const user = userEvent.setup()
    render(
      <MovieProgrammeView
        block={block('cards', 'Este mês')}
        context={blockContext('pt', 'ao', false)}
        movies={moviesFixture('pt')}
        month={MONTH_FIXTURE}
      />,
    )
    const trigger = screen.getByRole('button', { name: 'Ver trailer: Maré Alta' })
    await user.click(trigger)
    const dialog = await screen.findByRole('dialog', { name: 'Trailer: Maré Alta' })
    expect(dialog).toHaveAccessibleDescription('O vídeo só começa quando carregar em reproduzir.')
    const video = dialog.querySelector('video') as HTMLVideoElement
    expect(video).toHaveAttribute('src', '/media/trailers/zap-filmes-trailer.mp4')
    expect(video).toHaveAttribute('controls')
    expect(video).toHaveAttribute('preload', 'none')
    expect(video.autoplay).toBe(false)
    expect(video).not.toHaveAttribute('autoplay')
    // Focus is inside the dialog (on its close button, the first control).
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Fechar' })).toHaveFocus())

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(trigger).toHaveFocus()
  })

  it('says so when the month has no films', () => {
    render(
      <MovieProgrammeView
        block={block('cards', 'This month')}
        context={blockContext('en', 'ao', false)}
        movies={[]}
        month="2026-12"
      />,
    )
    expect(screen.getByText('No films have been announced for December 2026 yet.')).toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })
})

describe('Movie programme: monthly list', () => {
  it('is a table with a caption, column headers and one row per film', () => {
    render(
      <MovieProgrammeView
        block={block('monthly', 'The month')}
        context={blockContext('en', 'mz', false)}
        movies={moviesFixture('en')}
        month={MONTH_FIXTURE}
      />,
    )
    const table = screen.getByRole('table', { name: 'Films in March 2026' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Title', 'Genre', 'Channel', 'Year', 'Running time', 'Age rating'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'Maré Alta',
      'A Receita da Avó Rosa',
      'Estrela do Bairro',
    ])
    expect(
      within(rows[2] as HTMLElement)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Musical drama', 'ZAP Filmes 1', '2024', '1 h', '—'])
    // The sideways scroller of narrow phones can be reached by keyboard.
    expect(screen.getByRole('region', { name: 'Films in March 2026' })).toHaveAttribute('tabindex', '0')
  })
})

describe('Movie programme: video club', () => {
  it('links every shelf by address and marks the current one', () => {
    render(
      <MovieProgrammeView
        block={block('videoClub', 'Video club')}
        context={blockContext('en', 'ao', true, '/zap-fibra/videoclube/series', 'series')}
        movies={shelfFixture('en')}
        month={MONTH_FIXTURE}
        shelf={{ tabs: TABS, active: 'series' }}
      />,
    )
    const nav = screen.getByRole('navigation', { name: 'Video club shelves' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Films', '/en/zap-fibra/videoclube/filmes'],
      ['Series', '/en/zap-fibra/videoclube/series'],
      ['Kids', '/en/zap-fibra/videoclube/infantil'],
      ['Documentaries', '/en/zap-fibra/videoclube/documentarios'],
    ])
    expect(links.filter((l) => l.hasAttribute('aria-current')).map((l) => l.textContent)).toEqual(['Series'])
    expect(within(nav).getByRole('link', { name: 'Series' })).toHaveAttribute('aria-current', 'page')
    const shelf = screen.getByRole('list', { name: 'Series' })
    expect(
      within(shelf)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Luanda Noturna', 'Família Kiluanje'])
    expect(within(shelf).getByRole('img', { name: 'Poster for the series Luanda Noturna' })).toBeInTheDocument()
  })

  it('on the page without a shelf, the first shelf is current and links stay under the page', () => {
    render(
      <MovieProgrammeView
        block={block('videoClub', 'Videoclube')}
        context={blockContext('pt', 'ao', false, '/zap-fibra/videoclube')}
        movies={[]}
        month={MONTH_FIXTURE}
        shelf={{ tabs: TABS, active: 'filmes' }}
      />,
    )
    expect(screen.getByRole('link', { name: 'Filmes' })).toHaveAttribute('href', '/zap-fibra/videoclube/filmes')
    expect(screen.getByRole('link', { name: 'Filmes' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('link', { name: 'Documentários' })).not.toHaveAttribute('aria-current')
    expect(screen.getByText('Ainda não há títulos nesta prateleira.')).toBeInTheDocument()
  })

  it('picks the shelf from the address', () => {
    expect(activeShelf(undefined, TABS)).toBe('filmes')
    expect(activeShelf('documentarios', TABS)).toBe('documentarios')
    expect(activeShelf('Series', TABS)).toBeNull()
    expect(activeShelf('novelas', TABS)).toBeNull()
  })
})

describe('formatDuration', () => {
  it.each([
    [45, 'pt', '45 min'],
    [60, 'en', '1 h'],
    [112, 'pt', '1 h 52 min'],
    [125, 'en', '2 h 5 min'],
  ] as const)('%i minutes in %s is %s', (minutes, locale, expected) => {
    expect(formatDuration(minutes, translatorFor(locale))).toBe(expected)
  })
})
