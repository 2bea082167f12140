import { describe, expect, it } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import { BlockSection, below, blockHeadings } from './BlockSection'

describe('BlockSection', () => {
  it('gives the first block of a page the h1 and names the section by it', () => {
    render(
      <BlockSection isFirst heading="Pacotes" intro="Escolha o seu." id="pkg" classes={{ section: 's', heading: 'h' }}>
        {({ Inner }) => <Inner>Mini</Inner>}
      </BlockSection>,
    )
    const section = screen.getByRole('region', { name: 'Pacotes' })
    expect(section).toHaveClass('s')
    const heading = within(section).getByRole('heading', { level: 1, name: 'Pacotes' })
    expect(heading).toHaveAttribute('id', 'pkg')
    expect(heading).toHaveClass('h')
    expect(within(section).getByText('Escolha o seu.')).toBeInTheDocument()
    // Headings inside the block go one level below the page's h1.
    expect(within(section).getByRole('heading', { level: 2, name: 'Mini' })).toBeInTheDocument()
  })

  it('opens any other block with an h2 and puts its inner headings at h3', () => {
    render(
      <BlockSection isFirst={false} heading="Pacotes">
        {({ Inner }) => <Inner>Mini</Inner>}
      </BlockSection>,
    )
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
    const section = screen.getByRole('region', { name: 'Pacotes' })
    expect(within(section).getByRole('heading', { level: 2, name: 'Pacotes' })).toBeInTheDocument()
    expect(within(section).getByRole('heading', { level: 3, name: 'Mini' })).toBeInTheDocument()
  })

  it('puts the inner headings at h2 when the block has no heading, first or not', () => {
    for (const isFirst of [true, false]) {
      const { unmount } = render(
        <BlockSection isFirst={isFirst} label="Anúncios">
          {({ Inner }) => <Inner>Mini</Inner>}
        </BlockSection>,
      )
      expect(screen.getAllByRole('heading').map((h) => h.tagName)).toEqual(['H2'])
      unmount()
    }
  })

  it('falls back to the label for the section’s name when there is no heading', () => {
    render(<BlockSection isFirst={false} heading={null} label="Ligações úteis" as="nav" />)
    const nav = screen.getByRole('navigation', { name: 'Ligações úteis' })
    expect(nav).not.toHaveAttribute('aria-labelledby')
    expect(screen.queryByRole('heading')).toBeNull()
  })

  it('prefers the heading to the label, and generates the heading’s id when none is given', () => {
    render(<BlockSection isFirst={false} heading="Lojas" label="Ligações úteis" />)
    const section = screen.getByRole('region', { name: 'Lojas' })
    expect(section).not.toHaveAttribute('aria-label')
    expect(section.getAttribute('aria-labelledby')).toBe(screen.getByRole('heading').id)
  })

  it('leaves a section with neither heading nor label unnamed', () => {
    const { container } = render(<BlockSection isFirst={false}>texto</BlockSection>)
    const section = container.querySelector('section')
    expect(section).not.toHaveAttribute('aria-label')
    expect(section).not.toHaveAttribute('aria-labelledby')
  })

  it('places the header in the wrappers a block’s layout needs, after what comes before it', () => {
    const { container } = render(
      <BlockSection
        isFirst={false}
        heading="Fibra"
        intro="Rápida."
        before={<figure>imagem</figure>}
        classes={{ section: 's' }}
        contentClass="c"
        headerClass="t"
        data-image="left"
      >
        <form aria-label="Subscrever" />
      </BlockSection>,
    )
    const section = container.querySelector('section.s')
    expect(section).toHaveAttribute('data-image', 'left')
    expect(section?.firstElementChild?.tagName).toBe('FIGURE')
    expect(container.querySelector('div.c > div.t > h2')).toHaveTextContent('Fibra')
    expect(container.querySelector('div.c > div.t > p')).toHaveTextContent('Rápida.')
    expect(container.querySelector('div.c > form')).toBeInTheDocument()
  })

  it('hands the block heading’s own tag to content that stands in its place', () => {
    render(
      <BlockSection isFirst label="Destaques">
        {({ Heading }) => <Heading>Primeiro slide</Heading>}
      </BlockSection>,
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Primeiro slide' })).toBeInTheDocument()
  })
})

describe('blockHeadings and below', () => {
  it('follow the outline rule', () => {
    expect(blockHeadings(true, true)).toEqual({ Heading: 'h1', Inner: 'h2' })
    expect(blockHeadings(false, true)).toEqual({ Heading: 'h2', Inner: 'h3' })
    expect(blockHeadings(true, false)).toEqual({ Heading: 'h1', Inner: 'h2' })
    expect(blockHeadings(false, false)).toEqual({ Heading: 'h2', Inner: 'h2' })
    expect(below('h2')).toBe('h3')
    expect(below('h3')).toBe('h4')
    expect(below('h6')).toBe('h6')
  })
})
