import { describe, expect, it } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import type { BlockOf } from '@/registry/types'
import { blockContext, mediaFixture } from '@/stories/fixtures'
import { initialsOf, PeopleListBlockComponent } from './Component'

const block: BlockOf<'peopleList'> = {
  blockType: 'peopleList',
  heading: 'Conselho de Administração',
  people: [
    { id: 'a', name: 'Helena Exemplo Costa', role: 'Presidente', bio: 'Gestora com 25 anos de experiência.' },
    {
      id: 'b',
      name: 'Joaquim Fictício',
      role: 'Administrador Executivo',
      photo: mediaFixture('jf.webp', 'Retrato de Joaquim Fictício'),
    },
  ],
}

describe('People list block', () => {
  it('shows each person with photo or initials, name, role and bio', () => {
    render(<PeopleListBlockComponent block={block} context={blockContext('pt', 'ao', true)} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Conselho de Administração' })).toBeInTheDocument()
    const people = within(screen.getByRole('list', { name: 'Conselho de Administração' })).getAllByRole('listitem')
    expect(people).toHaveLength(2)
    const [helena, joaquim] = people as [HTMLElement, HTMLElement]
    expect(within(helena).getByRole('heading', { level: 2, name: 'Helena Exemplo Costa' })).toBeInTheDocument()
    expect(within(helena).getByText('Presidente')).toBeInTheDocument()
    expect(within(helena).getByText('Gestora com 25 anos de experiência.')).toBeInTheDocument()
    // The initials stand in for the photo and are hidden from screen readers (the name follows as text).
    expect(within(helena).queryByRole('img')).toBeNull()
    expect(within(helena).getByText('HC')).toHaveAttribute('aria-hidden', 'true')
    expect(within(joaquim).getByRole('img', { name: 'Retrato de Joaquim Fictício' })).toBeInTheDocument()
    expect(within(joaquim).queryByText('JF')).toBeNull()
  })

  it('names the list in the page’s language when the block has no heading', () => {
    render(
      <PeopleListBlockComponent block={{ ...block, heading: undefined }} context={blockContext('en', 'mz', false)} />,
    )
    expect(screen.getByRole('list', { name: 'People' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2)
  })

  it('takes initials from the first and last capitalised names', () => {
    expect(initialsOf('Ana Maria dos Santos')).toBe('AS')
    expect(initialsOf('Madonna')).toBe('M')
    expect(initialsOf('  élio da Silva ')).toBe('S')
  })
})
