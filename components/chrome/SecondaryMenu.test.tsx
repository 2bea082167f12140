import { describe, expect, it, jest } from '@jest/globals'
import { render, screen } from '@testing-library/react'
import { SecondaryMenu } from './SecondaryMenu'

jest.mock('next/navigation', () => ({ usePathname: () => '/zap-cinemas/imax' }))

const labels = {
  nav: 'Menu da secção',
  newTab: '(abre num novo separador)',
  unavailable: '(indisponível)',
  home: 'Página inicial',
}
const items = [
  {
    id: 'a',
    label: 'Em cartaz',
    href: '/zap-cinemas/em-exibicao',
    newTab: false,
    disabled: false,
    items: [],
    toggleLabel: 'Submenu de Em cartaz',
  },
  {
    id: 'b',
    label: 'Bilhetes online',
    href: '/zap-cinemas/bilhetes',
    newTab: false,
    disabled: true,
    items: [],
    toggleLabel: 'Submenu de Bilhetes online',
  },
]

describe('secondary menu logo (cinema section: to Em cartaz; elsewhere: home)', () => {
  it('leads from the cinema logo to "Em cartaz", in the page language', () => {
    render(<SecondaryMenu service="cinema" locale="en" items={items} labels={labels} />)
    expect(screen.getByRole('link', { name: 'ZAP Cinemas — Página inicial' })).toHaveAttribute(
      'href',
      '/en/zap-cinemas/em-exibicao',
    )
    expect(screen.getByRole('navigation', { name: 'Menu da secção' })).toBeInTheDocument()
  })

  it('leads from the fibre logo home', () => {
    render(<SecondaryMenu service="fibra" locale="pt" items={items} labels={labels} />)
    expect(screen.getByRole('link', { name: 'ZAP Fibra — Página inicial' })).toHaveAttribute('href', '/')
  })

  it('greys disabled items and does not link them', () => {
    render(<SecondaryMenu service="cinema" locale="pt" items={items} labels={labels} />)
    expect(screen.queryByRole('link', { name: /Bilhetes online/ })).toBeNull()
    expect(screen.getByText('Bilhetes online').closest('[aria-disabled="true"]')).not.toBeNull()
  })
})
