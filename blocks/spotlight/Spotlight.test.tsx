import { describe, expect, it } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import type { Media } from '@/cms/payload-types'
import { blockContext, mediaFixture } from '@/stories/fixtures'
import type { BlockOf } from '@/registry/types'
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
const renderSpotlight = (
  items: Item[],
  context = blockContext('pt', 'ao', false),
  heading: string | null = 'Não perca',
) => render(<SpotlightBlockComponent block={{ blockType: 'spotlight', heading, items }} context={context} />)

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

  it('serves the images through Next’s optimizer, sized for as many columns as cards', () => {
    renderSpotlight([item('a'), item('b'), item('c')])
    const img = screen.getByRole('img', { name: 'Imagem a' })
    expect(img.getAttribute('src')).toMatch(/^\/_next\/image\?url=%2Fseed%2Fa\.webp/)
    expect(img.getAttribute('srcset')?.split(', ').length).toBeGreaterThan(3)
    expect(img).toHaveAttribute('sizes', '(min-width: 1366px) 440px, (min-width: 768px) 33vw, 100vw')
    expect(img).toHaveAttribute('width', '1600')
    expect(img).toHaveAttribute('height', '640')
    expect(img).toHaveAttribute('loading', 'lazy')
  })

  it('starts from Payload’s 1920 px copy of a larger original', () => {
    const image: Media = {
      ...mediaFixture('big.webp', 'Grande'),
      width: 4000,
      height: 2000,
      sizes: { desktop: { url: '/m/big-1920.webp', width: 1920, height: 960 } },
    }
    renderSpotlight([item('a', { image })])
    const img = screen.getByRole('img', { name: 'Grande' })
    expect(img.getAttribute('src')).toMatch(/^\/_next\/image\?url=%2Fm%2Fbig-1920\.webp/)
    expect(img).toHaveAttribute('sizes', '(min-width: 768px) 720px, 100vw')
    expect(img).toHaveAttribute('width', '1920')
  })

  it('drops an unsafe call to action and a missing image, keeping the text', () => {
    renderSpotlight([item('a', { cta: { label: 'Clique', href: 'javascript:alert(1)' }, image: 9 })])
    expect(screen.queryByRole('link')).toBeNull()
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByText('Texto a')).toBeInTheDocument()
  })
})
