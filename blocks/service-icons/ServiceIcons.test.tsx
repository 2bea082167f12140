import { describe, expect, it } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import { blockContext } from '@/stories/fixtures'
import type { BlockOf } from '@/registry/types'
import { ServiceIconsBlockComponent } from './Component'

type Item = BlockOf<'serviceIcons'>['items'][number]
const items: Item[] = [
  { id: 'a', icon: 'satellite', label: 'Satélite', href: '/zap-satelite/pacotes-de-canais' },
  { id: 'b', icon: 'cinema', label: 'Cinemas', href: '/zap-cinemas/em-exibicao' },
  { id: 'c', icon: 'help', label: 'Apoio ao cliente', href: '/apoio-ao-cliente/contactos' },
]
const renderIcons = (i: Item[] = items, context = blockContext('pt', 'ao', false), heading?: string) =>
  render(
    <ServiceIconsBlockComponent
      block={{ blockType: 'serviceIcons', id: 'blk', heading, items: i }}
      context={context}
    />,
  )

describe('Service icons block', () => {
  it('is a navigation landmark of links named by their labels, in order', () => {
    renderIcons()
    const nav = screen.getByRole('navigation', { name: 'Os nossos serviços' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['Satélite', 'Cinemas', 'Apoio ao cliente'])
    expect(links[1]).toHaveAttribute('href', '/zap-cinemas/em-exibicao')
  })

  it('draws each item’s icon, hidden from screen readers (the label says it all)', () => {
    renderIcons()
    const link = screen.getByRole('link', { name: 'Cinemas' })
    const icon = link.querySelector('svg[data-icon="cinema"]')
    expect(icon).not.toBeNull()
    expect(icon).toHaveAttribute('aria-hidden', 'true')
    expect(icon!.querySelectorAll('path, rect, circle').length).toBeGreaterThan(0)
  })

  it('names the landmark in English on English pages, or after its heading', () => {
    const { unmount } = renderIcons(items, blockContext('en', 'mz', false))
    expect(screen.getByRole('navigation', { name: 'Our services' })).toBeInTheDocument()
    unmount()
    renderIcons(items, blockContext('pt', 'ao', false), 'Serviços ZAP')
    const nav = screen.getByRole('navigation', { name: 'Serviços ZAP' })
    expect(within(nav).getByRole('heading', { level: 2 })).toHaveTextContent('Serviços ZAP')
  })

  it('leaves out an item whose link is unsafe', () => {
    renderIcons([...items, { id: 'x', icon: 'tv', label: 'Má', href: 'javascript:alert(1)' }])
    expect(screen.queryByText('Má')).toBeNull()
    expect(screen.getAllByRole('link')).toHaveLength(3)
  })
})
