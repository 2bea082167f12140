import { describe, expect, it } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import type { Media } from '../../cms/payload-types'
import { blockContext, mediaFixture } from '../../stories/fixtures'
import type { BlockOf } from '../../registry/types'
import { SpotlightBlockComponent } from './Component'

type Item = BlockOf<'spotlight'>['items'][number]
const item = (id: string, over: Partial<Item> = {}): Item => ({
  id,
  image: mediaFixture(`${id}.webp`, `Imagem ${id}`),
  title: `Título ${id}`,
  text: `Texto ${id}`,
  cta: { label: 'Ver mais', href: `/${id}` },
  ...over,
})
const renderSpotlight = (items: Item[], context = blockContext('pt', 'ao', false), heading: string | null = 'Não perca') =>
  render(<SpotlightBlockComponent block={{ blockType: 'spotlight', heading, items }} context={context} />)

describe('Spotlight block', () => {
  it('shows each card with its image, title, text and call to action', () => {
    renderSpotlight([item('a'), item('b')])
    const cards = screen.getAllByRole('listitem')
    expect(cards).toHaveLength(2)
    const first = within(cards[0]!)
    expect(first.getByRole('img', { name: 'Imagem a' })).toHaveAttribute('loading', 'lazy')
    expect(first.getByRole('heading', { level: 3, name: 'Título a' })).toBeInTheDocument()
    expect(first.getByText('Texto a')).toBeInTheDocument()
    expect(first.getByRole('link', { name: /^Ver mais\s?: Título a$/ })).toHaveAttribute('href', '/a')
  })

  it('puts the card titles under the block heading, or makes them the section headings without one', () => {
    const { unmount } = renderSpotlight([item('a')], blockContext('pt', 'ao', false))
    expect(screen.getByRole('heading', { level: 2, name: 'Não perca' })).toBeInTheDocument()
    unmount()
    renderSpotlight([item('a')], blockContext('en', 'mz', false), null)
    expect(screen.getByRole('heading', { level: 2, name: 'Título a' })).toBeInTheDocument()
  })

  it('gives the page its h1 when it is the first block, and loads that first image eagerly', () => {
    renderSpotlight([item('a'), item('b')], blockContext('pt', 'ao', true))
    expect(screen.getByRole('heading', { level: 1, name: 'Não perca' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Título a' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Imagem a' })).toHaveAttribute('loading', 'eager')
  })

  it('offers the smaller copies of an image as a srcset', () => {
    const image: Media = { ...mediaFixture('big.webp', 'Grande'), width: 1200, height: 600, sizes: { mobile: { url: '/m/big-640.webp', width: 640 }, desktop: { url: null, width: null } } }
    renderSpotlight([item('a', { image })])
    const img = screen.getByRole('img', { name: 'Grande' })
    expect(img).toHaveAttribute('srcset', '/m/big-640.webp 640w, /seed/big.webp 1200w')
    expect(img).toHaveAttribute('width', '1200')
  })

  it('drops an unsafe call to action and a missing image, keeping the text', () => {
    renderSpotlight([item('a', { cta: { label: 'Clique', href: 'javascript:alert(1)' }, image: 9 })])
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByText('Texto a')).toBeInTheDocument()
  })
})
