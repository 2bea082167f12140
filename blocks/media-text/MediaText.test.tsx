import { describe, expect, it } from '@jest/globals'
import { render, screen } from '@testing-library/react'
import { doc, link, p } from '@/cms/seed/lexical'
import type { BlockOf } from '@/registry/types'
import { blockContext, mediaFixture } from '@/stories/fixtures'
import { MediaTextBlockComponent } from './Component'

type Block = BlockOf<'mediaText'>
const image = mediaFixture('fibre-mesh-wifi.webp', 'Casa com três pontos de acesso')
const renderBlock = (block: Partial<Block> = {}, isFirst = false) =>
  render(
    <MediaTextBlockComponent
      block={{
        blockType: 'mediaText',
        heading: 'Wi-Fi Mesh',
        body: doc(p('Uma só rede em ', link('toda a casa', '/zap-fibra/mesh-wifi'), '.')),
        image,
        imagePosition: 'right',
        ...block,
      }}
      context={blockContext('pt', 'ao', isFirst, '/zap-fibra/mesh-wifi')}
    />,
  )

describe('Image and text block', () => {
  it('shows the heading, the rich text and the image with its alt text and size', () => {
    renderBlock()
    expect(screen.getByRole('heading', { level: 2, name: 'Wi-Fi Mesh' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'toda a casa' })).toHaveAttribute('href', '/zap-fibra/mesh-wifi')
    const img = screen.getByRole('img', { name: 'Casa com três pontos de acesso' })
    // Through Next's image optimizer (AVIF/WebP at the width the screen needs).
    expect(img.getAttribute('src')).toMatch(/^\/_next\/image\?url=%2Fseed%2Ffibre-mesh-wifi\.webp/)
    expect(img).toHaveAttribute('width', '1600')
    expect(img).toHaveAttribute('height', '640')
  })

  it('puts the image first in the page whichever side it shows on, for phones and screen readers', () => {
    for (const imagePosition of ['left', 'right'] as const) {
      const { container, unmount } = renderBlock({ imagePosition })
      const section = container.querySelector('section')
      expect(section).toHaveAttribute('data-image', imagePosition)
      const img = screen.getByRole('img')
      const heading = screen.getByRole('heading')
      expect(img.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
      unmount()
    }
  })

  it('loads the image lazily further down the page, at once in the first block', () => {
    const { unmount } = renderBlock()
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy')
    expect(screen.getByRole('img')).not.toHaveAttribute('fetchpriority')
    unmount()
    renderBlock({}, true)
    expect(screen.getByRole('heading', { level: 1, name: 'Wi-Fi Mesh' })).toBeInTheDocument()
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager')
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high')
  })

  it('offers the optimizer’s widths in srcset, sized as half the section on wide screens', () => {
    renderBlock()
    const img = screen.getByRole('img')
    const widths = [...(img.getAttribute('srcset') ?? '').matchAll(/&w=(\d+)&q=75 (\d+)w/g)].map((match) =>
      Number(match[2]),
    )
    expect(widths.length).toBeGreaterThan(3)
    expect(widths).toEqual([...widths].sort((a, b) => a - b))
    expect(img).toHaveAttribute('sizes', '(min-width: 1200px) 580px, (min-width: 768px) 50vw, 100vw')
  })

  it('keeps the text when the image is not loaded, and drops an unsafe call to action', () => {
    renderBlock({ image: 7, cta: { label: 'Clique', href: 'javascript:alert(1)' } })
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByText(/Uma só rede em/)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Clique' })).toBeNull()
  })

  it('shows a safe call to action', () => {
    renderBlock({ cta: { label: 'Pesquisar cobertura', href: '/zap-fibra/pesquisa-de-cobertura' } })
    expect(screen.getByRole('link', { name: 'Pesquisar cobertura' })).toHaveAttribute(
      'href',
      '/zap-fibra/pesquisa-de-cobertura',
    )
  })
})
