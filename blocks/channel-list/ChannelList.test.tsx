import { describe, expect, it } from '@jest/globals'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Locale } from '@/lib/locales'
import { blockContext } from '@/stories/fixtures'
import { ChannelListView } from './ChannelListView'
import { catalogFixture } from './fixtures'

function renderList(locale: Locale = 'pt', ownOnly = false, isFirst = true) {
  return render(
    <ChannelListView
      block={{
        blockType: 'channelList',
        heading: locale === 'pt' ? 'Listagem de canais' : 'Channel listing',
        intro: 'Canais por pacote.',
        ownOnly,
      }}
      context={blockContext(locale, 'ao', isFirst, '/tv/listagem-de-canais')}
      catalog={catalogFixture}
    />,
  )
}

const names = (locale: Locale = 'pt') =>
  within(screen.getByRole('list', { name: locale === 'pt' ? 'Lista de canais' : 'Channel list' }))
    .getAllByRole('heading')
    .map((h) => h.textContent)
const ready = (label = 'Pacote') => waitFor(() => expect(screen.getByRole('combobox', { name: label })).toBeEnabled())

describe('Channel list block', () => {
  it('lists every channel with its position, genre and marks, and counts them', async () => {
    renderList()
    expect(screen.getByRole('heading', { level: 1, name: 'Listagem de canais' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('8 canais')
    expect(names()).toEqual([
      'ZAP Viva',
      'ZAP Viva HD',
      'ZAP Novelas',
      'Globo',
      'Canal Panda',
      'SportTV África',
      'ZAP Ligue 1',
      'TVCine Top',
    ])
    const sport = screen.getByRole('heading', { name: 'SportTV África' }).closest('li')!
    expect(sport).toHaveTextContent('Canal 80')
    expect(sport).toHaveTextContent('Desporto')
    expect(within(sport).getByTitle('Alta definição')).toHaveTextContent('HD')
    expect(
      within(screen.getByRole('heading', { name: 'ZAP Novelas' }).closest('li')!).getByText('Canal ZAP'),
    ).toBeInTheDocument()
    // Descriptions belong to the own-channels page.
    expect(screen.queryByText(/dobradas em português/)).toBeNull()
    await ready()
  })

  it('filters by package, then by genre, with translated genre names', async () => {
    const user = userEvent.setup()
    renderList()
    await ready()
    const pkg = screen.getByRole('combobox', { name: 'Pacote' })
    expect(
      within(pkg)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todos os pacotes', 'ZAP Mini', 'ZAP Max', 'ZAP Plus', 'ZAP Premium'])
    const genre = screen.getByRole('combobox', { name: 'Género' })
    expect(
      within(genre)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todos os géneros', 'Desporto', 'Filmes e séries', 'Generalista', 'Infantil', 'Novelas'])

    await user.selectOptions(pkg, 'ZAP Mini')
    expect(names()).toEqual(['ZAP Viva', 'ZAP Viva HD', 'ZAP Novelas', 'Canal Panda'])
    expect(screen.getByRole('status')).toHaveTextContent('4 canais')

    await user.selectOptions(pkg, 'ZAP Plus')
    await user.selectOptions(genre, 'Desporto')
    expect(names()).toEqual(['SportTV África', 'ZAP Ligue 1'])
    expect(screen.getByRole('status')).toHaveTextContent('2 canais')
  })

  it('shows the empty state, whose button clears the filters and returns focus to the package filter', async () => {
    const user = userEvent.setup()
    renderList()
    await ready()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pacote' }), 'ZAP Mini')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Género' }), 'Filmes e séries')
    expect(screen.getByRole('status')).toHaveTextContent('Nenhum canal')
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.getByText(/Nenhum canal corresponde a estes filtros/)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }))
    expect(screen.getByRole('status')).toHaveTextContent('8 canais')
    expect(screen.getByRole('combobox', { name: 'Pacote' })).toHaveValue('')
    expect(screen.getByRole('combobox', { name: 'Género' })).toHaveValue('')
    expect(screen.getByRole('combobox', { name: 'Pacote' })).toHaveFocus()
  })

  it('speaks English, one heading level below the block’s', async () => {
    const user = userEvent.setup()
    render(
      <ChannelListView
        block={{ blockType: 'channelList', heading: 'Channel listing' }}
        context={blockContext('en', 'mz', false, '/tv/listagem-de-canais')}
        catalog={catalogFixture}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Channel listing' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(8)
    expect(screen.getByRole('status')).toHaveTextContent('8 channels')
    await ready('Package')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Genre' }), 'Children')
    expect(screen.getByRole('status')).toHaveTextContent('1 channel')
    expect(screen.getByText('Channel 40')).toBeInTheDocument()
  })

  it('own channels only: descriptions, no filters', () => {
    renderList('pt', true)
    expect(screen.queryByRole('combobox')).toBeNull()
    expect(screen.queryByRole('search')).toBeNull()
    expect(names()).toEqual(['ZAP Viva', 'ZAP Viva HD', 'ZAP Novelas', 'ZAP Ligue 1'])
    expect(screen.getByText('4 canais')).toBeInTheDocument()
    expect(screen.getByText('Novelas brasileiras, turcas e mexicanas dobradas em português.')).toBeInTheDocument()
  })
})
