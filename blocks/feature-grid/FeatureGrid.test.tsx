import { describe, expect, it } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import type { BlockOf } from '@/registry/types'
import { blockContext } from '@/stories/fixtures'
import { FeatureGridBlockComponent, wideColumns } from './Component'

type Block = BlockOf<'featureGrid'>
const items: Block['items'] = [
  { id: 'a', icon: 'play', title: 'Replay de 7 dias', text: 'Reveja os últimos sete dias.' },
  { id: 'b', icon: 'shield', title: 'Controlo parental', text: 'Bloqueie canais por idade.' },
  { id: 'c', title: 'Sem ícone', text: 'Um item sem ícone.' },
]
const renderGrid = (block: Partial<Block> = {}, isFirst = false) =>
  render(
    <FeatureGridBlockComponent
      block={{
        blockType: 'featureGrid',
        heading: 'Funcionalidades',
        intro: 'O que a ZAP Fibra faz por si.',
        items,
        ...block,
      }}
      context={blockContext('pt', 'ao', isFirst, '/zap-fibra/funcionalidades')}
    />,
  )

describe('Feature grid block', () => {
  it('lists the items as a list, titles one level below the block heading', () => {
    renderGrid()
    expect(screen.getByRole('heading', { level: 2, name: 'Funcionalidades' })).toBeInTheDocument()
    expect(screen.getByText('O que a ZAP Fibra faz por si.')).toBeInTheDocument()
    const list = screen.getByRole('list')
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Replay de 7 dias', 'Controlo parental', 'Sem ícone'])
    expect(screen.getByText('Bloqueie canais por idade.')).toBeInTheDocument()
  })

  it('gives the page its h1 when first, with h2 item titles', () => {
    renderGrid({}, true)
    expect(screen.getByRole('heading', { level: 1, name: 'Funcionalidades' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(3)
  })

  it('draws the chosen icons as decoration only', () => {
    const { container } = renderGrid()
    const icons = container.querySelectorAll('svg[data-icon]')
    expect([...icons].map((icon) => icon.getAttribute('data-icon'))).toEqual(['play', 'shield'])
    icons.forEach((icon) => expect(icon).toHaveAttribute('aria-hidden', 'true'))
  })

  it('shows a safe call to action and drops an unsafe one', () => {
    const { unmount } = renderGrid({ cta: { label: 'Pesquisar cobertura', href: '/zap-fibra/pesquisa-de-cobertura' } })
    expect(screen.getByRole('link', { name: 'Pesquisar cobertura' })).toHaveAttribute(
      'href',
      '/zap-fibra/pesquisa-de-cobertura',
    )
    unmount()
    renderGrid({ cta: { label: 'Clique', href: 'javascript:alert(1)' } })
    expect(screen.queryByRole('link')).toBeNull()
  })

  it('tells the stylesheet how many columns fill evenly on wide screens', () => {
    renderGrid()
    expect(screen.getByRole('list')).toHaveAttribute('data-columns', '3')
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 12].map(wideColumns)).toEqual([1, 2, 3, 4, 3, 3, 4, 4, 3, 4])
  })
})
