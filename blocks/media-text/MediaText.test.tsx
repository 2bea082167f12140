import { describe, expect, it } from '@jest/globals'
import { render, screen } from '@testing-library/react'
import { doc, link, p } from '../../cms/seed/lexical'
import type { Media } from '../../cms/payload-types'
import type { BlockOf } from '../../registry/types'
import { blockContext, mediaFixture } from '../../stories/fixtures'
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
    expect(img).toHaveAttribute('src', '/seed/fibre-mesh-wifi.webp')
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
    unmount()
    renderBlock({}, true)
    expect(screen.getByRole('heading', { level: 1, name: 'Wi-Fi Mesh' })).toBeInTheDocument()
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager')
  })

  it('offers the responsive copies of the upload in srcset', () => {
    const sized: Media = {
      ...image,
      sizes: {
        tablet: { url: '/media/x-1024.webp', width: 1024, height: 410 },
        mobile: { url: '/media/x-640.webp', width: 640, height: 256 },
      },
    }
    renderBlock({ image: sized })
    expect(screen.getByRole('img')).toHaveAttribute('srcset', '/media/x-640.webp 640w, /media/x-1024.webp 1024w, /seed/fibre-mesh-wifi.webp 1600w')
  })

  it('keeps the text when the image is not loaded, and drops an unsafe call to action', () => {
    renderBlock({ image: 7, cta: { label: 'Clique', href: 'javascript:alert(1)' } })
    expect(screen.queryByRole('img')).toBeNull()
    expect(screen.getByText(/Uma só rede em/)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Clique' })).toBeNull()
  })

  it('shows a safe call to action', () => {
    renderBlock({ cta: { label: 'Pesquisar cobertura', href: '/zap-fibra/pesquisa-de-cobertura' } })
    expect(screen.getByRole('link', { name: 'Pesquisar cobertura' })).toHaveAttribute('href', '/zap-fibra/pesquisa-de-cobertura')
  })
})
