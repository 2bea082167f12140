import { describe, expect, it } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { blockContext } from '@/stories/fixtures'
import type { BlockOf } from '@/registry/types'
import { LinkSectionsBlockComponent } from './Component'

type Section = BlockOf<'linkSections'>['sections'][number]
const sections: Section[] = [
  {
    id: 'p',
    title: 'Produtos',
    links: [
      { id: 'p1', label: 'Pacotes de canais', href: '/zap-satelite/pacotes-de-canais' },
      { id: 'p2', label: 'Guia TV', href: '/tv/guia-tv' },
    ],
  },
  { id: 'a', title: 'Apoio', links: [{ id: 'a1', label: 'Contactos', href: '/apoio-ao-cliente/contactos' }] },
]
const renderSections = (
  s: Section[] = sections,
  context = blockContext('pt', 'ao', false),
  heading: string | null = 'Explore a ZAP',
) =>
  render(
    <LinkSectionsBlockComponent
      block={{ blockType: 'linkSections', id: 'blk', heading, sections: s }}
      context={context}
    />,
  )
const columns = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-layout="columns"]')!
const disclosures = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-layout="disclosures"]')!

describe('Link sections block', () => {
  it('is a navigation landmark named by its heading', () => {
    renderSections()
    const nav = screen.getByRole('navigation', { name: 'Explore a ZAP' })
    expect(within(nav).getByRole('heading', { level: 2, name: 'Explore a ZAP' })).toBeInTheDocument()
  })

  it('shows columns (for tablets and up) with a heading over each column’s links', () => {
    const { container } = renderSections()
    const wide = within(columns(container))
    expect(wide.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Produtos', 'Apoio'])
    expect(wide.getByRole('link', { name: 'Guia TV' })).toHaveAttribute('href', '/tv/guia-tv')
    expect(wide.getAllByRole('link')).toHaveLength(3)
  })

  it('folds each column into a closed disclosure for phones, which opens on activation', async () => {
    const user = userEvent.setup()
    const { container } = renderSections()
    const narrow = disclosures(container)
    const details = narrow.querySelectorAll('details')
    expect(details).toHaveLength(2)
    expect(details[0]).not.toHaveAttribute('open')
    const summary = within(narrow).getByText('Produtos')
    expect(summary.tagName).toBe('SUMMARY')
    // (A real browser also opens it with Enter or Space on the focused summary; jsdom only implements the click.)
    await user.click(summary)
    expect(details[0]).toHaveAttribute('open')
    expect(within(details[0]!).getByRole('link', { name: 'Pacotes de canais' })).toBeVisible()
  })

  it('names itself in the page language without a heading, and titles columns as h2 then', () => {
    const { container } = renderSections(sections, blockContext('en', 'mz', false), null)
    expect(screen.getByRole('navigation', { name: 'Useful links' })).toBeInTheDocument()
    expect(within(columns(container)).getAllByRole('heading', { level: 2 })).toHaveLength(2)
  })

  it('leaves out unsafe links, and columns left empty', () => {
    const { container } = renderSections([
      ...sections,
      { id: 'x', title: 'Vazio', links: [{ id: 'x1', label: 'Mau', href: 'javascript:alert(1)' }] },
    ])
    expect(screen.queryByText('Vazio')).toBeNull()
    expect(within(columns(container)).queryByRole('link', { name: 'Mau' })).toBeNull()
  })
})
