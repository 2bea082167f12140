import { describe, expect, it } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import { blockContext, mediaFixture } from '../../stories/fixtures'
import type { BlockOf } from '../../registry/types'
import { HeroBlockComponent } from './Component'

type Slide = BlockOf<'hero'>['slides'][number]
const slide = (over: Partial<Slide> = {}): Slide => ({
  id: 'a', heading: 'A melhor televisão', text: 'Texto', image: mediaFixture('hero-satellite.webp', 'Antena de satélite'),
  cta: { label: 'Ver pacotes', href: '/zap-satelite/pacotes-de-canais' }, ...over,
})
const renderHero = (slides: Slide[], context = blockContext('pt')) =>
  render(<HeroBlockComponent block={{ blockType: 'hero', slides }} context={context} />)

describe('Hero block', () => {
  it('gives the page its h1 when it is the first block', () => {
    renderHero([slide()])
    expect(screen.getByRole('heading', { level: 1, name: 'A melhor televisão' })).toBeInTheDocument()
  })

  it('uses h2 further down the page', () => {
    renderHero([slide()], blockContext('pt', 'ao', false))
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
    expect(screen.getByRole('heading', { level: 2, name: 'A melhor televisão' })).toBeInTheDocument()
  })

  it('shows the image with its alt text and the call to action', () => {
    renderHero([slide()])
    expect(screen.getByAltText('Antena de satélite')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ver pacotes' })).toHaveAttribute('href', '/zap-satelite/pacotes-de-canais')
  })

  it('drops a call to action whose link is unsafe', () => {
    renderHero([slide({ cta: { label: 'Clique', href: 'javascript:alert(1)' } })])
    expect(screen.queryByRole('link', { name: 'Clique' })).toBeNull()
    expect(screen.getByText('Texto')).toBeInTheDocument()
  })

  it('labels several slides as a carousel in the page language', () => {
    renderHero([slide(), slide({ id: 'b', heading: 'Segundo' })], blockContext('en'))
    const slides = screen.getAllByRole('group')
    expect(slides).toHaveLength(2)
    expect(slides[1]).toHaveAttribute('aria-label', 'Highlight 2 of 2')
    expect(within(slides[1]!).getByRole('heading', { level: 2, name: 'Segundo' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Highlight 1 of 2' })).toHaveAttribute('href', '#slide-a')
  })

  it('is not a carousel with one slide', () => {
    renderHero([slide()])
    expect(screen.queryByRole('group')).toBeNull()
  })
})
