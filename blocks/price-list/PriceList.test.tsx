import { describe, expect, it } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import { blockContext } from '@/stories/fixtures'
import { PriceListBlockComponent } from './Component'
import { priceListFixture } from './fixtures'

const path = '/zap-cinemas/precario'

describe('Price list block', () => {
  it('shows each group as a table titled by its heading, prices as 3.595,00 Kz', () => {
    render(<PriceListBlockComponent block={priceListFixture} context={blockContext('pt', 'ao', true, path)} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Preçário' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Bilhetes 2D', 'IMAX'])
    const table = screen.getByRole('table', { name: 'Bilhetes 2D' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Descrição', 'Preço'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows.map((row) => within(row).getByRole('cell').textContent)).toEqual([
      '3.595,00\u00a0Kz',
      '4.500,00\u00a0Kz',
      '2.500,00\u00a0Kz',
    ])
    expect(within(rows[2] as HTMLElement).getByRole('rowheader')).toHaveTextContent('CriançaAté aos 12 anos')
    expect(within(screen.getByRole('table', { name: 'IMAX' })).getByRole('cell')).toHaveTextContent('12.000,00 Kz')
    expect(screen.getByText('Preços ilustrativos, sujeitos a alteração.')).toBeInTheDocument()
  })

  it('uses the country’s currency and the page language, one heading level below the block’s', () => {
    render(
      <PriceListBlockComponent
        block={{ ...priceListFixture, heading: 'Prices' }}
        context={blockContext('en', 'mz', false, path)}
      />,
    )
    expect(screen.getByRole('heading', { level: 2, name: 'Prices' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2)
    const table = screen.getByRole('table', { name: 'Bilhetes 2D' })
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Item', 'Price'])
    expect(within(table).getAllByRole('cell')[0]).toHaveTextContent('3.595,00 MT')
  })
})
