import { afterEach, describe, expect, it } from '@jest/globals'
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToStaticMarkup } from 'react-dom/server'
import { blockContext, mediaFixture } from '@/stories/fixtures'
import type { BlockOf } from '@/registry/types'
import { HeroBlockComponent } from './Component'

type Slide = BlockOf<'hero'>['slides'][number]
const slide = (over: Partial<Slide> = {}): Slide => ({
  id: 'a',
  heading: 'A melhor televisão',
  text: 'Texto',
  image: mediaFixture('hero-satellite.webp', 'Antena de satélite'),
  cta: { label: 'Ver pacotes', href: '/zap-satelite/pacotes-de-canais' },
  ...over,
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

  it('fetches the first block’s first image at once and first (LCP), the other slides lazily, all through the optimizer', () => {
    renderHero([
      slide(),
      slide({ id: 'b', heading: 'Segundo', image: mediaFixture('hero-fibre.webp', 'Cabo de fibra') }),
    ])
    const [first, second] = [screen.getByAltText('Antena de satélite'), screen.getByAltText('Cabo de fibra')]
    expect(first).toHaveAttribute('loading', 'eager')
    expect(first).toHaveAttribute('fetchpriority', 'high')
    expect(second).toHaveAttribute('loading', 'lazy')
    expect(second).not.toHaveAttribute('fetchpriority')
    for (const img of [first, second]) {
      // The upload's size reserves the box: nothing shifts when the file arrives.
      expect(img).toHaveAttribute('width', '1600')
      expect(img).toHaveAttribute('height', '640')
      expect(img).toHaveAttribute('sizes', '100vw')
      expect(img.getAttribute('src')).toMatch(/^\/_next\/image\?url=%2Fseed%2Fhero-/)
    }
  })

  it('loads every image lazily when the hero is not the first block', () => {
    renderHero([slide()], blockContext('pt', 'ao', false))
    expect(screen.getByAltText('Antena de satélite')).toHaveAttribute('loading', 'lazy')
    expect(screen.getByAltText('Antena de satélite')).not.toHaveAttribute('fetchpriority')
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

  it('marks the first slide active in the server HTML, so its text animates in before any JavaScript', () => {
    const html = renderToStaticMarkup(
      <HeroBlockComponent
        block={{ blockType: 'hero', slides: [slide(), slide({ id: 'b' })] }}
        context={blockContext('pt')}
      />,
    )
    expect(html.match(/data-active="true"/g)).toHaveLength(1)
    expect(html).toMatch(/id="slide-a"[^>]*data-active="true"/)
    // Buttons need the island: in the HTML (their room kept) but marked not yet usable, which the CSS
    // hides; without JavaScript the dots (links to #slide-…) do the job.
    expect(html.match(/<button/g)).toHaveLength(2)
    expect(html).toMatch(/<div class="[^"]*controls[^"]*">/)
    expect(html).not.toContain('data-enhanced')
    expect(html).toContain('href="#slide-b"')
  })

  it('marks the first slide active before any observer reports', () => {
    renderHero([slide(), slide({ id: 'b', heading: 'Segundo' })])
    const [first, second] = screen.getAllByRole('group')
    expect(first).toHaveAttribute('data-active', 'true')
    expect(second).not.toHaveAttribute('data-active')
    expect(screen.getByRole('link', { name: 'Destaque 1 de 2' })).toHaveAttribute('aria-current', 'true')
  })
})

/** A stand-in for the browser's IntersectionObserver that lets a test say which slide is on screen. */
class FakeObserver {
  static instances: FakeObserver[] = []
  observed: Element[] = []
  constructor(
    private callback: IntersectionObserverCallback,
    public options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this)
  }
  observe(element: Element) {
    this.observed.push(element)
  }
  disconnect() {
    this.observed = []
  }
  unobserve() {}
  takeRecords() {
    return []
  }
  /** Reports that a slide now shows by `ratio` of its area. */
  show(index: number, ratio = 1) {
    const target = this.observed[index]!
    const entry = {
      target,
      isIntersecting: ratio > 0,
      intersectionRatio: ratio,
    } as unknown as IntersectionObserverEntry
    act(() => this.callback([entry], this as unknown as IntersectionObserver))
  }
}

describe('Hero block, active slide (with JavaScript)', () => {
  const original = window.IntersectionObserver
  afterEach(() => {
    window.IntersectionObserver = original
    FakeObserver.instances = []
  })
  const withObserver = () => {
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver
    renderHero([slide(), slide({ id: 'b', heading: 'Segundo' }), slide({ id: 'c', heading: 'Terceiro' })])
    const observer = FakeObserver.instances[0]!
    return { observer, slides: screen.getAllByRole('group') }
  }

  it('watches every slide inside the track', () => {
    const { observer, slides } = withObserver()
    expect(observer.observed).toEqual(slides)
    expect(observer.options?.root).toBe(slides[0]!.parentElement)
    expect(slides[0]!.parentElement).toHaveAttribute('data-enhanced', 'true')
    // The previous/next buttons, hidden by the CSS until now, may show.
    expect(screen.getByRole('button', { name: 'Destaque seguinte' }).parentElement).toHaveAttribute(
      'data-enhanced',
      'true',
    )
  })

  it('moves the mark to the slide the visitor scrolled to', () => {
    const { observer, slides } = withObserver()
    observer.show(2)
    expect(slides[2]).toHaveAttribute('data-active', 'true')
    expect(slides[0]).not.toHaveAttribute('data-active')
    expect(screen.getByRole('link', { name: 'Destaque 3 de 3' })).toHaveAttribute('aria-current', 'true')
  })

  it('ignores a slide that only peeks in', () => {
    const { observer, slides } = withObserver()
    observer.show(1, 0.3)
    expect(slides[0]).toHaveAttribute('data-active', 'true')
    expect(slides[1]).not.toHaveAttribute('data-active')
  })

  it('has labelled previous and next buttons that move the mark, wrapping around', async () => {
    const user = userEvent.setup()
    const { slides } = withObserver()
    const next = screen.getByRole('button', { name: 'Destaque seguinte' })
    const previous = screen.getByRole('button', { name: 'Destaque anterior' })
    await user.click(next)
    expect(slides[1]).toHaveAttribute('data-active', 'true')
    await user.click(previous)
    await user.click(previous)
    expect(slides[2]).toHaveAttribute('data-active', 'true')
    // From the keyboard too.
    next.focus()
    await user.keyboard('{Enter}')
    expect(slides[0]).toHaveAttribute('data-active', 'true')
  })

  it('a dot selects its slide without following the anchor', async () => {
    const user = userEvent.setup()
    const { slides } = withObserver()
    await user.click(screen.getByRole('link', { name: 'Destaque 2 de 3' }))
    expect(slides[1]).toHaveAttribute('data-active', 'true')
    expect(window.location.hash).toBe('')
  })

  it('has no buttons and no observer for a single slide', () => {
    window.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver
    renderHero([slide()])
    expect(FakeObserver.instances).toHaveLength(0)
    expect(screen.queryByRole('button')).toBeNull()
  })
})
