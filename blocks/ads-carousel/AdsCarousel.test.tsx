import { afterEach, describe, expect, it } from '@jest/globals'
import { act, render, screen, within } from '@testing-library/react'
import { blockContext, mediaFixture } from '../../stories/fixtures'
import type { BlockOf } from '../../registry/types'
import { AdsCarouselBlockComponent } from './Component'

type Slide = BlockOf<'adsCarousel'>['slides'][number]
const ad = (id: string, label: string, href: string | null = `/${id}`): Slide => ({ id, image: mediaFixture(`${id}.webp`, `Foto ${id}`), label, href })
const slides = [ad('viva', 'ZAP Viva no canal 4'), ad('fibra', 'ZAP Fibra até 50 Mbps'), ad('carregar', 'Carregue por 30 dias')]

/** Renders the block and waits for Swiper (jsdom has no IntersectionObserver, so it loads at once). */
async function renderAds(s: Slide[] = slides, context = blockContext('pt', 'ao', false), heading?: string) {
  render(<AdsCarouselBlockComponent block={{ blockType: 'adsCarousel', id: 'blk', heading, slides: s }} context={context} />)
  return screen.findByRole('button', { name: context.t('ads.next') })
}

describe('Ads carousel block', () => {
  it('makes each ad a link named by its label', async () => {
    await renderAds()
    expect(screen.getByRole('link', { name: 'ZAP Viva no canal 4' })).toHaveAttribute('href', '/viva')
    expect(screen.getByRole('link', { name: 'ZAP Fibra até 50 Mbps' })).toHaveAttribute('href', '/fibra')
    expect(screen.getAllByRole('link')).toHaveLength(3)
  })

  it('loads Swiper with labelled previous and next buttons', async () => {
    await renderAds()
    expect(screen.getByRole('button', { name: 'Anúncio anterior' })).toBeInTheDocument()
    expect(document.querySelector('.swiper')).not.toBeNull()
    expect(document.querySelectorAll('.swiper-slide')).toHaveLength(3)
  })

  it('names the slides and the buttons in English on English pages', async () => {
    await renderAds(slides, blockContext('en', 'mz', false))
    expect(screen.getByRole('button', { name: 'Previous ad' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Featured offers' })).toHaveAttribute('aria-roledescription', 'carousel')
    // Swiper's a11y module fills in the placeholders the block passed through.
    await screen.findByRole('group', { name: 'Ad 2 of 3' })
  })

  it('lazy-loads the images, except the first one of a page that opens with the carousel', async () => {
    await renderAds(slides, blockContext('pt', 'ao', true))
    const images = screen.getAllByRole('img')
    expect(images[0]).toHaveAttribute('loading', 'eager')
    expect(images[0]).toHaveAttribute('fetchpriority', 'high')
    expect(images[1]).toHaveAttribute('loading', 'lazy')
    expect(images[1]).not.toHaveAttribute('fetchpriority')
    expect(images[1]!.getAttribute('src')).toMatch(/^\/_next\/image\?url=%2Fseed%2Ffibra\.webp/)
    expect(images[0]).toHaveAttribute('width', '1600')
    expect(images[0]).toHaveAttribute('height', '640')
  })

  it('has a heading for screen readers only when the editor gave it none, never a second h1', async () => {
    await renderAds(slides, blockContext('pt', 'ao', true))
    const heading = screen.getByRole('heading', { level: 2, name: 'Campanhas em destaque' })
    expect(heading).toHaveClass('visually-hidden')
    expect(screen.getByRole('region', { name: 'Campanhas em destaque' })).toContainElement(heading)
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull()
  })

  it('uses its heading as the carousel name', async () => {
    await renderAds(slides, blockContext('pt', 'ao', false), 'Campanhas do mês')
    const region = screen.getByRole('region', { name: 'Campanhas do mês' })
    expect(within(region).getByRole('heading', { level: 2, name: 'Campanhas do mês' })).toBeInTheDocument()
  })

  it('keeps an ad without a link as an image, and drops unsafe links and missing images', async () => {
    await renderAds([ad('a', 'Sem ligação', null), ad('b', 'Perigoso', 'javascript:alert(1)'), { id: 'c', image: 7, label: 'Sem imagem', href: '/c' }, ad('d', 'Com ligação')])
    expect(screen.getByRole('img', { name: 'Sem ligação' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Sem ligação' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Perigoso' })).toBeNull()
    expect(screen.queryByText('Sem imagem')).toBeNull()
    expect(screen.queryByRole('img', { name: 'Sem imagem' })).toBeNull()
    expect(screen.getAllByRole('link')).toHaveLength(1)
  })

  it('renders nothing when no ad has an image', () => {
    const { container } = render(<AdsCarouselBlockComponent block={{ blockType: 'adsCarousel', slides: [{ id: 'x', image: 3, label: 'Nada' }] }} context={blockContext('pt')} />)
    expect(container).toBeEmptyDOMElement()
  })

  describe('loading Swiper only near the screen', () => {
    const original = window.IntersectionObserver
    afterEach(() => {
      window.IntersectionObserver = original
    })

    it('shows a plain row of linked ads first and fetches Swiper when the row comes near', async () => {
      let report: IntersectionObserverCallback = () => undefined
      let options: IntersectionObserverInit | undefined
      window.IntersectionObserver = class {
        constructor(callback: IntersectionObserverCallback, init?: IntersectionObserverInit) {
          report = callback
          options = init
        }
        observe() {}
        disconnect() {}
      } as unknown as typeof IntersectionObserver
      render(<AdsCarouselBlockComponent block={{ blockType: 'adsCarousel', slides }} context={blockContext('pt', 'ao', false)} />)
      expect(screen.getAllByRole('listitem')).toHaveLength(3)
      expect(screen.getByRole('link', { name: 'Carregue por 30 dias' })).toBeInTheDocument()
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
      expect(screen.queryByRole('button')).toBeNull()
      expect(options?.rootMargin).toBe('200px')

      act(() => report([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver))
      expect(await screen.findByRole('button', { name: 'Anúncio seguinte' })).toBeInTheDocument()
      expect(screen.queryAllByRole('listitem')).toHaveLength(0)
    })
  })
})
