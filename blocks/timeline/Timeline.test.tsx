import { describe, expect, it } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import type { BlockOf } from '@/registry/types'
import { blockContext, mediaFixture } from '@/stories/fixtures'
import { TimelineBlockComponent } from './Component'

const block: BlockOf<'timeline'> = {
  blockType: 'timeline',
  heading: 'Marcos ZAP',
  intro: 'Quinze anos de ZAP.',
  items: [
    { id: 'a', year: '2010', title: 'Lançamento da ZAP', text: 'A ZAP começa a emitir em Angola.' },
    { id: 'b', year: '2016', title: 'Sala IMAX', image: mediaFixture('imax.webp', 'Sala IMAX dos ZAP Cinemas') },
    // An image the page query did not populate (only its id) is left out rather than broken.
    { id: 'c', year: '2025', title: '15 anos', image: 12 },
  ],
}

describe('Timeline block', () => {
  it('lists the milestones in order, each headed by its year and title', () => {
    render(<TimelineBlockComponent block={block} context={blockContext('pt', 'ao', true)} />)
    expect(screen.getByRole('heading', { level: 1, name: 'Marcos ZAP' })).toBeInTheDocument()
    const list = screen.getByRole('list', { name: 'Marcos ZAP' })
    expect(list.tagName).toBe('OL')
    const items = within(list).getAllByRole('listitem')
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
      '2010: Lançamento da ZAP',
      '2016: Sala IMAX',
      '2025: 15 anos',
    ])
    expect(within(items[0] as HTMLElement).getByText('A ZAP começa a emitir em Angola.')).toBeInTheDocument()
    expect(within(items[1] as HTMLElement).getByRole('img', { name: 'Sala IMAX dos ZAP Cinemas' })).toHaveAttribute(
      'loading',
      'lazy',
    )
    expect(within(items[2] as HTMLElement).queryByRole('img')).toBeNull()
  })

  it('without a heading, names the list in the page’s language; item titles are h3 under an h2 block heading', () => {
    const { unmount } = render(
      <TimelineBlockComponent block={{ ...block, heading: null }} context={blockContext('en', 'mz', false)} />,
    )
    expect(screen.getByRole('list', { name: 'Timeline' })).toBeInTheDocument()
    unmount()
    render(<TimelineBlockComponent block={block} context={blockContext('pt', 'ao', false)} />)
    expect(screen.getByRole('heading', { level: 2, name: 'Marcos ZAP' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3)
  })
})
