import { describe, expect, it } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import { blockContext } from '@/stories/fixtures'
import { pagePathOf, SubpageNavBlockComponent } from './Component'
import { servicesNav } from './fixtures'

describe('Sub-page menu block', () => {
  it('marks the page being shown as the current tab, and only that one', () => {
    render(
      <SubpageNavBlockComponent
        block={servicesNav('pt')}
        context={blockContext('pt', 'ao', true, '/zap-cinemas/servicos/points-card')}
      />,
    )
    const nav = screen.getByRole('navigation', { name: 'Serviços' })
    const tabs = within(within(nav).getByRole('list')).getAllByRole('link')
    expect(tabs).toHaveLength(7)
    const current = tabs.filter((tab) => tab.getAttribute('aria-current') === 'page')
    expect(current.map((tab) => tab.textContent)).toEqual(['Cartão de pontos'])
    expect(current[0]).toHaveAttribute('href', '/zap-cinemas/servicos/points-card')
  })

  it('compares English links without their /en prefix', () => {
    render(
      <SubpageNavBlockComponent
        block={servicesNav('en')}
        context={blockContext('en', 'ao', true, '/zap-cinemas/servicos/zap-kiosk')}
      />,
    )
    const current = screen.getByRole('link', { current: 'page' })
    expect(current).toHaveTextContent('Quiosque ZAP')
    expect(current).toHaveAttribute('href', '/en/zap-cinemas/servicos/zap-kiosk')
  })

  it('puts the back link, with its arrow, before the tabs', () => {
    render(
      <SubpageNavBlockComponent
        block={servicesNav('pt')}
        context={blockContext('pt', 'ao', true, '/zap-cinemas/servicos/birthday')}
      />,
    )
    const links = within(screen.getByRole('navigation', { name: 'Serviços' })).getAllByRole('link')
    const back = links[0] as HTMLElement
    expect(back).toHaveAccessibleName('Todos os serviços')
    expect(back).toHaveAttribute('href', '/zap-cinemas/servicos')
    expect(back.querySelector('svg[aria-hidden="true"]')).not.toBeNull()
    expect(back).not.toHaveAttribute('aria-current')
  })

  it('has no back link and no current tab on the section page itself', () => {
    render(
      <SubpageNavBlockComponent
        block={servicesNav('pt', false)}
        context={blockContext('pt', 'ao', true, '/zap-cinemas/servicos')}
      />,
    )
    expect(screen.getAllByRole('link')).toHaveLength(7)
    expect(screen.queryByRole('link', { current: 'page' })).toBeNull()
  })

  it('leaves out a link the CMS should not have let through', () => {
    const block = {
      ...servicesNav('pt', false),
      items: [
        { label: 'Mau', href: 'javascript:alert(1)' },
        { label: 'Bom', href: '/zap-cinemas/imax' },
      ],
    }
    render(<SubpageNavBlockComponent block={block} context={blockContext('pt', 'ao', true, '/zap-cinemas/imax')} />)
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Bom'])
  })
})

describe('pagePathOf', () => {
  it('drops /en, the query, the #anchor and a trailing slash', () => {
    expect(pagePathOf('/en/zap-cinemas/servicos/birthday')).toBe('/zap-cinemas/servicos/birthday')
    expect(pagePathOf('/zap-cinemas/servicos/?x=1#top')).toBe('/zap-cinemas/servicos')
    expect(pagePathOf('/en')).toBe('/')
    expect(pagePathOf('/energia')).toBe('/energia')
  })
})
