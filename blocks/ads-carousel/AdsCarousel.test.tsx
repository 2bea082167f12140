import { describe, expect, it } from '@jest/globals'
import { render, screen, within } from '@testing-library/react'
import { blockContext, mediaFixture } from '@/stories/fixtures'
import type { BlockOf } from '@/registry/types'
import { AdsCarouselBlockComponent } from './Component'

type Slide = BlockOf<'adsCarousel'>['slides'][number]
const ad = (id: string, label: string, href: string | null = `/${id}`): Slide => ({
  id,
  image: mediaFixture(`${id}.webp`, `Foto ${id}`),
  label,
  href,
})
const slides = [
  ad('viva', 'ZAP Viva no canal 4'),
  ad('fibra', 'ZAP Fibra até 50 Mbps'),
  ad('carregar', 'Carregue por 30 dias'),
]

/** Renders the block: the ads, the carousel's buttons and its slides' names are there at once. */
async function renderAds(s: Slide[] = slides, context = blockContext('pt', 'ao', false), heading?: string) {
  render(
    <AdsCarouselBlockComponent block={{ blockType: 'adsCarousel', id: 'blk', heading, slides: s }} context={context} />,
  )
  return screen.findByRole('button', { name: context.t('ads.next') })
}

describe('Ads carousel block', () => {
  it('makes each ad a link named by its label', async () => {
    await renderAds()
    expect(screen.getByRole('link', { name: 'ZAP Viva no canal 4' })).toHaveAttribute('href', '/viva')
    expect(screen.getByRole('link', { name: 'ZAP Fibra até 50 Mbps' })).toHaveAttribute('href', '/fibra')
    expect(screen.getAllByRole('link')).toHaveLength(3)
  })

  it('is a carousel of numbered slides, one ad each, with labelled previous and next buttons', async () => {
    const next = await renderAds()
    const region = screen.getByRole('region', { name: 'Campanhas em destaque' })
    expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    expect(within(region).getByRole('button', { name: 'Anúncio anterior' })).toHaveAttribute('aria-disabled', 'true')
    expect(region).toContainElement(next)
    const groups = within(region).getAllByRole('group')
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual([
      'Anúncio 1 de 3',
      'Anúncio 2 de 3',
      'Anúncio 3 de 3',
    ])
    expect(groups[0]).toHaveAttribute('aria-roledescription', 'slide')
    expect(within(groups[2]!).getByRole('link', { name: 'Carregue por 30 dias' })).toBeInTheDocument()
    // One carousel: the section is it, the script's wrapper is not a second region.
    expect(screen.getAllByRole('region')).toHaveLength(1)
  })

  it('names the slides and the buttons in English on English pages', async () => {
    await renderAds(slides, blockContext('en', 'mz', false))
    expect(screen.getByRole('button', { name: 'Previous ad' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'Featured offers' })).toHaveAttribute('aria-roledescription', 'carousel')
    expect(screen.getByRole('group', { name: 'Ad 2 of 3' })).toBeInTheDocument()
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
    await renderAds([
      ad('a', 'Sem ligação', null),
      ad('b', 'Perigoso', 'javascript:alert(1)'),
      { id: 'c', image: 7, label: 'Sem imagem', href: '/c' },
      ad('d', 'Com ligação'),
    ])
    expect(screen.getByRole('img', { name: 'Sem ligação' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Sem ligação' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Perigoso' })).toBeNull()
    expect(screen.queryByText('Sem imagem')).toBeNull()
    expect(screen.queryByRole('img', { name: 'Sem imagem' })).toBeNull()
    expect(screen.getAllByRole('link')).toHaveLength(1)
    // Counted after the dropped ones are gone.
    expect(screen.getAllByRole('group').map((group) => group.getAttribute('aria-label'))).toEqual([
      'Anúncio 1 de 3',
      'Anúncio 2 de 3',
      'Anúncio 3 de 3',
    ])
  })

  it('renders nothing when no ad has an image', () => {
    const { container } = render(
      <AdsCarouselBlockComponent
        block={{ blockType: 'adsCarousel', slides: [{ id: 'x', image: 3, label: 'Nada' }] }}
        context={blockContext('pt')}
      />,
    )
    expect(container).toBeEmptyDOMElement()
  })
})
