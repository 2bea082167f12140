import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToString } from 'react-dom/server'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { blockContext } from '@/stories/fixtures'
import { StoreSearchView } from './StoreSearchView'
import { sellersFixture, storesFixture } from './fixtures'

const PATH = '/apoio-ao-cliente/encontrar-lojas'

function view(locale: Locale = 'pt', country: CountryCode = 'ao', isFirst = true) {
  const heading = locale === 'pt' ? 'Encontrar lojas' : 'Find stores'
  return (
    <StoreSearchView
      block={{ blockType: 'storeSearch', heading, intro: 'Lojas e agentes.' }}
      context={blockContext(locale, country, isFirst, PATH)}
      stores={storesFixture[country]}
    />
  )
}

const list = () => screen.getByRole('list', { name: /^(Lojas e agentes|Stores and agents)$/ })
/** The headings of the list, level by level: [level, text] in document order. */
const outline = () =>
  within(list())
    .getAllByRole('heading')
    .map((h) => [Number(h.tagName.slice(1)), h.textContent])
const storeNames = (level = 3) =>
  within(list())
    .getAllByRole('heading', { level })
    .map((h) => h.textContent)
const status = () => screen.getByRole('status')
const searchbox = () => screen.getByRole('searchbox', { name: /^(Pesquisar|Search)$/ })
const nearMe = () => screen.getByRole('button', { name: /^(Perto de mim|Near me)$/ })
const ready = () => waitFor(() => expect(searchbox()).toBeEnabled())

/** The browser's geolocation for one test: reports a place or an error code, or is absent. */
function mockGeolocation(outcome: { latitude: number; longitude: number } | { code: number } | 'absent') {
  const getCurrentPosition = jest.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (outcome === 'absent') return
    if ('code' in outcome) failure?.({ code: outcome.code, message: '' } as GeolocationPositionError)
    else success({ coords: { ...outcome, accuracy: 30 }, timestamp: Date.now() } as GeolocationPosition)
  })
  Object.defineProperty(window.navigator, 'geolocation', {
    configurable: true,
    value: outcome === 'absent' ? undefined : { getCurrentPosition },
  })
  return getCurrentPosition
}

beforeEach(() => window.history.replaceState(null, '', PATH))
afterEach(() => {
  Object.defineProperty(window.navigator, 'geolocation', { configurable: true, value: undefined })
})

describe('Store search: by province', () => {
  it('lists every store under its province, the capital’s first, with headings one level below the block’s', async () => {
    render(view())
    expect(screen.getByRole('heading', { level: 1, name: 'Encontrar lojas' })).toBeInTheDocument()
    expect(status()).toHaveTextContent('6 lojas encontradas')
    expect(outline()).toEqual([
      [2, 'Luanda'],
      [3, 'Loja ZAP Kinaxixi'],
      [3, 'Loja ZAP Talatona Shopping'],
      [3, 'Agente Viana Comércio'],
      [2, 'Benguela'],
      [3, 'Loja ZAP Benguela'],
      [3, 'Loja ZAP Lobito'],
      [2, 'Huíla'],
      [3, 'Loja ZAP Lubango'],
    ])
    // Each province's stores are a list named by its heading.
    expect(within(screen.getByRole('list', { name: 'Benguela' })).getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByRole('link', { name: '+244 900 000 001' })).toHaveAttribute('href', 'tel:+244900000001')
    expect(screen.getByText('Horário: Todos os dias 10h–22h')).toBeInTheDocument()
    expect(screen.getByText(/n\.º 00Kinaxixi, Luanda$/)).toBeInTheDocument()
    await ready()
  })

  it('puts Maputo city first in Mozambique, and goes a level deeper when the block is not the first', async () => {
    render(view('en', 'mz', false))
    expect(screen.getByRole('heading', { level: 2, name: 'Find stores' })).toBeInTheDocument()
    expect(outline()).toEqual([
      [3, 'Maputo Cidade'],
      [4, 'Loja ZAP Julius Nyerere'],
      [3, 'Maputo Província'],
      [4, 'Agente Boane Electrónica'],
      [4, 'Loja ZAP Matola'],
      [3, 'Sofala'],
      [4, 'Loja ZAP Beira'],
    ])
    expect(status()).toHaveTextContent('4 stores found')
    await ready()
  })

  it('sends the whole grouped list in the server’s HTML, with the search and "Perto de mim" disabled and a note', () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(view('pt', 'mz'))
    const html = within(container)
    expect(html.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Maputo Cidade',
      'Maputo Província',
      'Sofala',
    ])
    expect(html.getAllByRole('heading', { level: 3 })).toHaveLength(4)
    expect(container.querySelector('fieldset')).toBeDisabled()
    expect(html.getByRole('button', { name: 'Perto de mim' })).toBeDisabled()
    expect(container.querySelector('noscript')?.innerHTML).toContain('precisam de JavaScript')
  })
})

describe('Store search: the search', () => {
  it('"Maputo" finds Maputo city and Maputo province (Matola, Boane), still grouped', async () => {
    const user = userEvent.setup()
    render(view('pt', 'mz'))
    await ready()
    expect(searchbox()).toHaveAccessibleDescription('Cidade, província, bairro ou nome')
    await user.type(searchbox(), 'Maputo')
    expect(status()).toHaveTextContent('3 lojas encontradas')
    expect(outline()).toEqual([
      [2, 'Maputo Cidade'],
      [3, 'Loja ZAP Julius Nyerere'],
      [2, 'Maputo Província'],
      [3, 'Agente Boane Electrónica'],
      [3, 'Loja ZAP Matola'],
    ])
  })

  it('finds a city, a neighbourhood or a province without caring for accents or case', async () => {
    const user = userEvent.setup()
    render(view('pt', 'mz'))
    await ready()
    await user.type(searchbox(), 'matola')
    expect(storeNames()).toEqual(['Loja ZAP Matola'])
    await user.clear(searchbox())
    await user.type(searchbox(), 'PONTA GEA')
    expect(storeNames()).toEqual(['Loja ZAP Beira'])
    await user.clear(searchbox())
    await user.type(searchbox(), 'maputo provincia')
    expect(storeNames()).toEqual(['Agente Boane Electrónica', 'Loja ZAP Matola'])
  })

  it('says plainly when nothing is found; its button clears the search and returns focus to the field', async () => {
    const user = userEvent.setup()
    render(view())
    await ready()
    await user.type(searchbox(), 'zzz')
    expect(status()).toHaveTextContent('Nenhuma loja encontrada')
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.getByText(/Nenhuma loja encontrada para «zzz»/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Limpar a pesquisa' }))
    expect(status()).toHaveTextContent('6 lojas encontradas')
    expect(searchbox()).toHaveValue('')
    expect(searchbox()).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Limpar a pesquisa' })).toBeNull()
  })

  it('starts from the search in the address (an older province link too) and keeps the address in step', async () => {
    window.history.replaceState(null, '', `${PATH}?provincia=Benguela`)
    const user = userEvent.setup()
    render(view())
    await waitFor(() => expect(storeNames()).toEqual(['Loja ZAP Benguela', 'Loja ZAP Lobito']))
    expect(searchbox()).toHaveValue('Benguela')
    await user.clear(searchbox())
    await user.type(searchbox(), 'lobito')
    await waitFor(() => expect(window.location.search).toBe('?q=lobito'))
    await user.clear(searchbox())
    await waitFor(() => expect(window.location.search).toBe(''))
    expect(window.location.pathname).toBe(PATH)
  })
})

describe('Store search: "Perto de mim"', () => {
  it('orders the stores nearest first with their distance, asking the browser once, and goes back by province', async () => {
    const ask = mockGeolocation({ latitude: -25.965, longitude: 32.58 })
    const user = userEvent.setup()
    render(view('pt', 'mz'))
    await ready()
    expect(nearMe()).toHaveAttribute('aria-pressed', 'false')
    await user.click(nearMe())
    await waitFor(() => expect(nearMe()).toHaveAttribute('aria-pressed', 'true'))
    expect(ask).toHaveBeenCalledTimes(1)
    expect(outline()).toEqual([
      [2, 'Mais perto de si'],
      [3, 'Loja ZAP Julius Nyerere'],
      [3, 'Loja ZAP Matola'],
      [3, 'Agente Boane Electrónica'],
      [3, 'Loja ZAP Beira'],
    ])
    // An ordered list, each store with its distance in the page's language.
    const ordered = screen.getByRole('list', { name: 'Mais perto de si' })
    expect(ordered.tagName).toBe('OL')
    expect(
      within(ordered)
        .getAllByText(/^a /)
        .map((p) => p.textContent),
    ).toEqual(['a 1,7 km', 'a 12 km', 'a 27 km', 'a 719 km'])
    expect(screen.getByText(/Ordenado pela distância/)).toHaveTextContent(/não sai deste aparelho/)

    // The search still narrows, in distance order.
    await user.type(searchbox(), 'maputo')
    expect(storeNames()).toEqual(['Loja ZAP Julius Nyerere', 'Loja ZAP Matola', 'Agente Boane Electrónica'])

    await user.click(nearMe())
    expect(nearMe()).toHaveAttribute('aria-pressed', 'false')
    expect(outline()[0]).toEqual([2, 'Maputo Cidade'])
    expect(screen.queryByText(/^a \d/)).toBeNull()
  })

  it('lists a store without a place last, without a distance, and speaks English on English pages', async () => {
    mockGeolocation({ latitude: -8.83, longitude: 13.24 })
    const user = userEvent.setup()
    render(view('en', 'ao'))
    await ready()
    await user.click(nearMe())
    await waitFor(() => expect(outline()[0]).toEqual([2, 'Nearest to you']))
    expect(storeNames()).toEqual([
      'Loja ZAP Kinaxixi',
      'Loja ZAP Talatona Shopping',
      'Loja ZAP Lobito',
      'Loja ZAP Benguela',
      'Loja ZAP Lubango',
      'Agente Viana Comércio',
    ])
    const viana = screen.getByRole('heading', { name: 'Agente Viana Comércio' }).closest('li')!
    expect(within(viana).queryByText(/away$/)).toBeNull()
    expect(screen.getAllByText(/ away$/).map((p) => p.textContent)).toEqual([
      '1.3 km away',
      '12 km away',
      '391 km away',
      '417 km away',
      '677 km away',
    ])
  })

  it.each([
    [1, /Não autorizou a localização/],
    [2, /Não foi possível saber onde está/],
    [3, /A localização demorou demasiado/],
  ])('says why when the browser reports error %i, and keeps the list by province', async (code, message) => {
    mockGeolocation({ code })
    const user = userEvent.setup()
    render(view('pt', 'mz'))
    await ready()
    await user.click(nearMe())
    await waitFor(() => expect(screen.getByText(message)).toBeInTheDocument())
    expect(nearMe()).toHaveAttribute('aria-pressed', 'false')
    expect(nearMe()).toHaveAccessibleDescription(message)
    expect(outline()[0]).toEqual([2, 'Maputo Cidade'])
    expect(storeNames()).toHaveLength(4)
  })

  it('says so when the browser has no geolocation', async () => {
    mockGeolocation('absent')
    const user = userEvent.setup()
    render(view('en', 'mz'))
    await ready()
    await user.click(nearMe())
    expect(await screen.findByText(/This browser does not give your location/)).toBeInTheDocument()
    expect(storeNames(3)).toHaveLength(4)
  })

  it('says it is looking while the browser has not reported a place', async () => {
    const ask = mockGeolocation({ latitude: 0, longitude: 0 })
    ask.mockImplementation(() => undefined)
    const user = userEvent.setup()
    render(view('pt', 'mz'))
    await ready()
    await user.click(nearMe())
    expect(screen.getByText('A procurar a sua localização…')).toBeInTheDocument()
    // A second press while waiting does not ask again.
    await user.click(nearMe())
    expect(ask).toHaveBeenCalledTimes(1)
  })
})

describe('Store search: directions', () => {
  it('links each placed store to directions in the visitor’s maps app, in a new tab, named for the store', async () => {
    render(view())
    const link = screen.getByRole('link', { name: 'Direções para Loja ZAP Lobito (abre num novo separador)' })
    expect(link).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=-12.3336,13.5532')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link.getAttribute('rel')).toMatch(/\bnoopener\b/)
    expect(link).toHaveTextContent(/^Direções/)
    // One per store with a place: Agente Viana Comércio has none.
    expect(screen.getAllByRole('link', { name: /^Direções para / })).toHaveLength(5)
    const viana = screen.getByRole('heading', { name: 'Agente Viana Comércio' }).closest('li')!
    expect(within(viana).queryByRole('link', { name: /Direções/ })).toBeNull()
    await ready()
  })

  it('words the link in English', async () => {
    render(view('en', 'mz'))
    expect(screen.getByRole('link', { name: 'Directions to Loja ZAP Matola (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=-25.9622,32.4589',
    )
    await ready()
  })
})

describe('Store search: kinds', () => {
  it('lists only the block’s kinds: shops and agents by default, accredited sellers when asked', async () => {
    const user = userEvent.setup()
    const everyKind = [...storesFixture.ao, ...sellersFixture]
    const sellersView = (kinds: ('loja' | 'agente' | 'comercial')[] | undefined, heading: string) => (
      <StoreSearchView
        block={{ blockType: 'storeSearch', heading, kinds }}
        context={blockContext('pt', 'ao', true, '/zap-fibra/comerciais-credenciados')}
        stores={everyKind}
      />
    )
    const { rerender } = render(sellersView(undefined, 'Encontrar lojas'))
    expect(status()).toHaveTextContent('6 lojas encontradas')
    expect(screen.queryByText('Kianda Conecta')).toBeNull()

    rerender(sellersView(['comercial'], 'Comerciais credenciados'))
    expect(status()).toHaveTextContent('3 comerciais credenciados encontrados')
    const sellers = screen.getByRole('list', { name: 'Comerciais credenciados' })
    expect(
      within(sellers)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Luanda', 'Kianda Conecta', 'Talatona Net Serviços', 'Benguela', 'Lobito Fibra Comercial'])
    expect(within(sellers).getAllByText('Comercial credenciado')).toHaveLength(3)
    expect(screen.getByRole('search', { name: 'Pesquisar comerciais credenciados' })).toBeInTheDocument()

    await ready()
    await user.type(searchbox(), 'lobito')
    expect(status()).toHaveTextContent('1 comercial credenciado encontrado')
    await user.clear(searchbox())
    await user.type(searchbox(), 'kianda benguela')
    expect(status()).toHaveTextContent('Nenhum comercial credenciado encontrado')
    expect(screen.getByText(/Nenhum comercial credenciado encontrado para «kianda benguela»/)).toBeInTheDocument()
  })
})
