import { afterEach, describe, expect, it } from '@jest/globals'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { blockContext } from '@/stories/fixtures'
import { ChannelListView } from './ChannelListView'
import { signUpsFixture } from '@/lib/packages/fixtures'
import { catalogFixture, offersFixture } from './fixtures'

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

const LISTING = '/tv/listagem-de-canais'

/** The listing with the country's packages (so with its search), opened at an address with this query. */
function renderWithSearch(query = '', locale: Locale = 'pt', country: CountryCode = 'ao') {
  window.history.replaceState(null, '', `${LISTING}${query}`)
  return render(
    <ChannelListView
      block={{ blockType: 'channelList', heading: locale === 'pt' ? 'Listagem de canais' : 'Channel listing' }}
      context={blockContext(locale, country, true, LISTING)}
      catalog={catalogFixture}
      offers={offersFixture}
      signUps={signUpsFixture(offersFixture, locale)}
    />,
  )
}

/** Each found channel: its name, then each package that carries it as "name price" with its link. */
function found(label = 'Canais encontrados') {
  const list = screen.queryByRole('list', { name: label })
  if (!list) return []
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
    .map((item) => ({
      name: within(item).getByRole('heading').textContent,
      packages: within(item)
        .queryAllByRole('link')
        .map((link) => [link.textContent?.replace(/\s+/g, ' ').trim(), link.getAttribute('href')]),
    }))
}

const searchField = async (name = 'Procurar um canal') => {
  const field = screen.getByRole('searchbox', { name })
  await waitFor(() => expect(field).toBeEnabled())
  return field
}

describe('Channel list block: finding a channel', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('finds a channel as the visitor types, accents, case and spaces ignored, with its packages cheapest first', async () => {
    const user = userEvent.setup()
    renderWithSearch()
    const field = await searchField()
    expect(field).toHaveAccessibleDescription('Escreva o nome do canal para ver que pacotes o incluem.')
    expect(screen.getByRole('search', { name: 'Pesquisa de canais' })).toContainElement(field)

    const sport = [
      {
        name: 'SportTV África',
        // Satellite and fibre, cheapest first, whatever order the packages came in.
        packages: [
          ['Aderir ZAP Max', '/adesao/2'],
          ['Aderir ZAP Plus', '/adesao/3'],
          ['Aderir ZAP Premium', '/adesao/4'],
          ['Aderir ZAP Fibra 20', '/adesao/5'],
        ],
      },
    ]
    for (const query of ['sport tv', 'SPORTTV', 'sporttv africa', 'África']) {
      await user.clear(field)
      await user.type(field, query)
      expect([query, found()]).toEqual([query, sport])
    }
    const result = screen.getByRole('list', { name: 'Canais encontrados' })
    expect(within(result).getByText('Canal 80')).toBeInTheDocument()
    // Each package reads as one line: name, price in the country's money, link.
    expect(
      within(result)
        .getAllByRole('listitem')
        .slice(1)
        .map((item) => item.textContent?.replace(/ +/g, ' ')),
    ).toEqual([
      'ZAP Max 7.190\u00a0Kz Aderir ZAP Max',
      'ZAP Plus 10.790\u00a0Kz Aderir ZAP Plus',
      'ZAP Premium 14.000\u00a0Kz Aderir ZAP Premium',
      'ZAP Fibra 20 20.150\u00a0Kz Aderir ZAP Fibra 20',
    ])
    expect(
      within(result).getByRole('list', { name: 'Incluído em 4 pacotes, do mais barato ao mais caro:' }),
    ).toBeInTheDocument()
    // The count is announced politely.
    expect(screen.getByText('1 canal encontrado')).toHaveAttribute('aria-live', 'polite')

    await user.clear(field)
    await user.type(field, 'zap viva')
    expect(found().map((channel) => [channel.name, channel.packages[0]])).toEqual([
      ['ZAP Viva', ['Aderir ZAP Mini', '/adesao/1']],
      ['ZAP Viva HD', ['Aderir ZAP Mini', '/adesao/1']],
    ])
    expect(screen.getByText('2 canais encontrados')).toHaveAttribute('aria-live', 'polite')
    // The list below stays whole: the search shows its matches above it.
    expect(screen.getByRole('status')).toHaveTextContent('8 canais')
  })

  it('waits for a second letter, and says so in words when nothing matches', async () => {
    const user = userEvent.setup()
    renderWithSearch()
    const field = await searchField()
    await user.type(field, 's')
    expect(found()).toEqual([])
    expect(screen.queryByText(/encontrado/)).toBeNull()

    await user.clear(field)
    await user.type(field, 'xyz')
    expect(found()).toEqual([])
    expect(screen.getByText('Nenhum canal encontrado')).toHaveAttribute('aria-live', 'polite')
    expect(
      screen.getByText('Nenhum canal tem «xyz» no nome. Confirme como se escreve ou veja todos os canais abaixo.'),
    ).toBeInTheDocument()
  })

  it('speaks English, with the sign-up links in English', async () => {
    const user = userEvent.setup()
    renderWithSearch('', 'en', 'mz')
    const field = await searchField('Find a channel')
    await user.type(field, 'sport tv')
    expect(found('Channels found')).toEqual([
      {
        name: 'SportTV África',
        packages: [
          ['Sign up ZAP Max', '/en/adesao/2'],
          ['Sign up ZAP Plus', '/en/adesao/3'],
          ['Sign up ZAP Premium', '/en/adesao/4'],
          ['Sign up ZAP Fibra 20', '/en/adesao/5'],
        ],
      },
    ])
    expect(screen.getByRole('list', { name: 'Included in 4 packages, cheapest first:' })).toBeInTheDocument()
    expect(screen.getByText('1 channel found')).toBeInTheDocument()
    await user.clear(field)
    await user.type(field, 'nothing like it')
    expect(screen.getByText(/^No channel has “nothing like it” in its name\./)).toBeInTheDocument()
  })

  it('is whole before the script runs: every channel, and the labelled field waiting, disabled', () => {
    const html = renderToString(
      <ChannelListView
        block={{ blockType: 'channelList', heading: 'Listagem de canais' }}
        context={blockContext('pt', 'ao', true, LISTING)}
        catalog={catalogFixture}
        offers={offersFixture}
        signUps={signUpsFixture(offersFixture)}
      />,
    )
    const page = document.createElement('div')
    page.innerHTML = html
    expect(within(page).getByRole('searchbox', { name: 'Procurar um canal' })).toBeDisabled()
    expect(
      within(within(page).getByRole('list', { name: 'Lista de canais' })).getAllByRole('heading', { level: 2 }),
    ).toHaveLength(8)
    expect(within(page).getByRole('status')).toHaveTextContent('8 canais')
    // A browser without JavaScript shows this (jsdom runs scripts, so it reads <noscript> as text).
    expect(html).toContain(
      '<noscript><p class="hint">A pesquisa precisa de JavaScript. Todos os canais estão abaixo.</p>',
    )
  })
})

describe('Channel list block: one package’s channels (?pacote=)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'))

  it('opens with the package of the address chosen, under a heading that names it, and clears it', async () => {
    const user = userEvent.setup()
    renderWithSearch('?pacote=3')
    const heading = await screen.findByRole('heading', { level: 2, name: 'Canais do pacote ZAP Plus' })
    expect(names()).toEqual([
      'ZAP Viva',
      'ZAP Viva HD',
      'ZAP Novelas',
      'Globo',
      'Canal Panda',
      'SportTV África',
      'ZAP Ligue 1',
    ])
    expect(screen.getByRole('status')).toHaveTextContent('7 canais')
    expect(screen.getByRole('combobox', { name: 'Pacote' })).toHaveValue('3')
    // The channels sit under the package's heading.
    expect(
      within(screen.getByRole('list', { name: 'Lista de canais' })).getAllByRole('heading', { level: 3 }),
    ).toHaveLength(7)

    await user.click(screen.getByRole('button', { name: 'Ver todos os canais' }))
    expect(heading).not.toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent('8 canais')
    expect(window.location.search).toBe('')
    expect(screen.getByRole('combobox', { name: 'Pacote' })).toHaveFocus()
    expect(
      within(screen.getByRole('list', { name: 'Lista de canais' })).getAllByRole('heading', { level: 2 }),
    ).toHaveLength(8)
  })

  it('takes a fibre package from the address too (its card links here), offered while it is chosen', async () => {
    const user = userEvent.setup()
    renderWithSearch('?pacote=5', 'en')
    expect(await screen.findByRole('heading', { level: 2, name: 'Channels in ZAP Fibra 20' })).toBeInTheDocument()
    expect(names('en')).toEqual(['SportTV África'])
    const pkg = screen.getByRole('combobox', { name: 'Package' })
    expect(pkg).toHaveValue('5')
    expect(within(pkg).getByRole('option', { name: 'ZAP Fibra 20' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show all channels' }))
    expect(within(pkg).queryByRole('option', { name: 'ZAP Fibra 20' })).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('8 channels')
  })

  it('ignores a package the country does not sell', async () => {
    renderWithSearch('?pacote=99')
    await ready()
    expect(screen.queryByRole('heading', { name: /^Canais do pacote/ })).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent('8 canais')
  })

  it('puts the chosen package in the address, to share or reload', async () => {
    const user = userEvent.setup()
    renderWithSearch('?utm_source=x')
    await ready()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pacote' }), 'ZAP Max')
    expect(window.location.search).toBe('?utm_source=x&pacote=2')
    expect(screen.getByRole('heading', { name: 'Canais do pacote ZAP Max' })).toBeInTheDocument()
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pacote' }), 'Todos os pacotes')
    expect(window.location.search).toBe('?utm_source=x')
  })
})
