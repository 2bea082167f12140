import { beforeEach, describe, expect, it } from '@jest/globals'
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { blockContext } from '@/stories/fixtures'
import { StoreSearchView } from './StoreSearchView'
import { sellersFixture, storesFixture } from './fixtures'

function renderSearch(locale: Locale = 'pt', country: CountryCode = 'ao') {
  const heading = locale === 'pt' ? 'Encontrar lojas' : 'Find stores'
  return render(
    <StoreSearchView
      block={{ blockType: 'storeSearch', heading, intro: 'Lojas e agentes.' }}
      context={blockContext(locale, country, true, '/apoio-ao-cliente/encontrar-lojas')}
      stores={storesFixture[country]}
    />,
  )
}

const cards = () =>
  within(screen.getByRole('list', { name: /Lojas e agentes|Stores and agents/ }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent)
const status = () => screen.getByRole('status')

beforeEach(() => window.history.replaceState(null, '', '/apoio-ao-cliente/encontrar-lojas'))

describe('Store search block', () => {
  it('lists every store with its count, and links phone numbers', async () => {
    renderSearch()
    expect(screen.getByRole('heading', { level: 1, name: 'Encontrar lojas' })).toBeInTheDocument()
    expect(status()).toHaveTextContent('6 lojas encontradas')
    expect(cards()).toHaveLength(6)
    expect(screen.getByRole('link', { name: '+244 900 000 001' })).toHaveAttribute('href', 'tel:+244900000001')
    expect(screen.getAllByText('Agente autorizado')).toHaveLength(1)
    expect(screen.getByText('Horário: Todos os dias 10h–22h')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Província' })).toBeEnabled())
  })

  it('offers only provinces with stores, and narrows the cities by province', async () => {
    const user = userEvent.setup()
    renderSearch()
    const province = screen.getByRole('combobox', { name: 'Província' })
    await waitFor(() => expect(province).toBeEnabled())
    expect(
      within(province)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todas as províncias', 'Benguela', 'Huíla', 'Luanda'])

    await user.selectOptions(province, 'Luanda')
    expect(status()).toHaveTextContent('3 lojas encontradas')
    expect(cards()).toEqual(['Loja ZAP Kinaxixi', 'Loja ZAP Talatona Shopping', 'Agente Viana Comércio'])
    const city = screen.getByRole('combobox', { name: 'Cidade' })
    expect(
      within(city)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todas as cidades', 'Luanda', 'Talatona', 'Viana'])

    await user.selectOptions(city, 'Viana')
    expect(status()).toHaveTextContent('1 loja encontrada')
    expect(cards()).toEqual(['Agente Viana Comércio'])

    // Another province drops a city that is not in it.
    await user.selectOptions(province, 'Benguela')
    expect(city).toHaveValue('')
    expect(cards()).toEqual(['Loja ZAP Benguela', 'Loja ZAP Lobito'])
  })

  it('searches name, address and city without caring for accents or case', async () => {
    const user = userEvent.setup()
    renderSearch()
    const search = screen.getByRole('searchbox', { name: 'Pesquisar' })
    await waitFor(() => expect(search).toBeEnabled())
    expect(search).toHaveAccessibleDescription('Nome, morada ou cidade')
    await user.type(search, 'INDEPENDENCIA')
    expect(cards()).toEqual(['Loja ZAP Lobito'])
    await user.clear(search)
    await user.type(search, 'comercio')
    expect(cards()).toEqual(['Agente Viana Comércio'])
  })

  it('shows the empty state, whose button clears every filter and returns focus to the search', async () => {
    const user = userEvent.setup()
    renderSearch()
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Província' })).toBeEnabled())
    await user.selectOptions(screen.getByRole('combobox', { name: 'Província' }), 'Huíla')
    await user.type(screen.getByRole('searchbox'), 'talatona')
    expect(status()).toHaveTextContent('Nenhuma loja encontrada')
    expect(screen.queryByRole('list')).toBeNull()
    expect(screen.getByText(/Nenhuma loja encontrada com estes filtros/)).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }))
    expect(status()).toHaveTextContent('6 lojas encontradas')
    expect(screen.getByRole('combobox', { name: 'Província' })).toHaveValue('')
    expect(screen.getByRole('searchbox')).toHaveValue('')
    expect(screen.getByRole('searchbox')).toHaveFocus()
    expect(screen.queryByRole('button', { name: 'Limpar filtros' })).toBeNull()
  })

  it('starts from the filters in the address and keeps the address in step', async () => {
    window.history.replaceState(null, '', '/apoio-ao-cliente/encontrar-lojas?provincia=Benguela&q=lobito')
    const user = userEvent.setup()
    renderSearch()
    await waitFor(() => expect(cards()).toEqual(['Loja ZAP Lobito']))
    expect(screen.getByRole('combobox', { name: 'Província' })).toHaveValue('Benguela')
    expect(screen.getByRole('searchbox')).toHaveValue('lobito')

    await user.clear(screen.getByRole('searchbox'))
    await waitFor(() => expect(window.location.search).toBe('?provincia=Benguela'))
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }))
    await waitFor(() => expect(window.location.search).toBe(''))
    expect(window.location.pathname).toBe('/apoio-ao-cliente/encontrar-lojas')
  })

  it('speaks English and lists only the country’s stores', async () => {
    renderSearch('en', 'mz')
    expect(status()).toHaveTextContent('3 stores found')
    expect(cards()).toEqual(['Loja ZAP Julius Nyerere', 'Loja ZAP Matola', 'Loja ZAP Beira'])
    const province = screen.getByRole('combobox', { name: 'Province' })
    await waitFor(() => expect(province).toBeEnabled())
    expect(
      within(province)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All provinces', 'Maputo Cidade', 'Maputo Província', 'Sofala'])
    await act(() => userEvent.setup().selectOptions(province, 'Sofala'))
    expect(status()).toHaveTextContent('1 store found')
    expect(cards()).toEqual(['Loja ZAP Beira'])
  })

  it('lists only the block’s kinds: shops and agents by default, accredited sellers when asked', async () => {
    const user = userEvent.setup()
    const everyKind = [...storesFixture.ao, ...sellersFixture]
    const view = (kinds: ('loja' | 'agente' | 'comercial')[] | undefined, heading: string) => (
      <StoreSearchView
        block={{ blockType: 'storeSearch', heading, kinds }}
        context={blockContext('pt', 'ao', true, '/zap-fibra/comerciais-credenciados')}
        stores={everyKind}
      />
    )
    const { rerender } = render(view(undefined, 'Encontrar lojas'))
    expect(status()).toHaveTextContent('6 lojas encontradas')
    expect(screen.queryByText('Kianda Conecta')).toBeNull()

    rerender(view(['comercial'], 'Comerciais credenciados'))
    expect(status()).toHaveTextContent('3 comerciais credenciados encontrados')
    const list = screen.getByRole('list', { name: 'Comerciais credenciados' })
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Kianda Conecta', 'Talatona Net Serviços', 'Lobito Fibra Comercial'])
    expect(within(list).getAllByText('Comercial credenciado')).toHaveLength(3)
    expect(screen.getByRole('search', { name: 'Filtrar comerciais credenciados' })).toBeInTheDocument()

    const province = screen.getByRole('combobox', { name: 'Província' })
    await waitFor(() => expect(province).toBeEnabled())
    expect(
      within(province)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Todas as províncias', 'Benguela', 'Luanda'])
    await user.selectOptions(province, 'Benguela')
    expect(status()).toHaveTextContent('1 comercial credenciado encontrado')
    await user.type(screen.getByRole('searchbox'), 'kianda')
    expect(status()).toHaveTextContent('Nenhum comercial credenciado encontrado')
    expect(screen.getByText(/Nenhum comercial credenciado encontrado com estes filtros/)).toBeInTheDocument()
  })
})
