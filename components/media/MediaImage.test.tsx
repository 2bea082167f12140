import { describe, expect, it } from '@jest/globals'
import { render, screen } from '@testing-library/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { mediaFixture } from '@/stories/fixtures'
import { MediaImage } from './MediaImage'

const photo = {
  ...mediaFixture('hero-satellite.webp', 'Antena de satélite'),
  url: '/api/media/file/hero-satellite.webp',
}

/** The widths of a srcset ("… 640w, … 750w"), in order. */
const widthsOf = (srcset: string | null) =>
  [...(srcset ?? '').matchAll(/ (\d+)w(?:,|$)/g)].map((match) => Number(match[1]))

describe('MediaImage', () => {
  it('serves the upload through Next’s optimizer at several widths, with its size and alt text', () => {
    render(<MediaImage image={photo} sizes="(min-width: 768px) 50vw, 100vw" />)
    const img = screen.getByRole('img', { name: 'Antena de satélite' })
    const srcset = img.getAttribute('srcset')
    expect(
      srcset
        ?.split(', ')
        .every((candidate) =>
          candidate.startsWith('/_next/image?url=%2Fapi%2Fmedia%2Ffile%2Fhero-satellite.webp%3Fv%3D'),
        ),
    ).toBe(true)
    const widths = widthsOf(srcset)
    expect(widths.length).toBeGreaterThan(3)
    expect(widths).toEqual([...widths].sort((a, b) => a - b))
    expect(img).toHaveAttribute('sizes', '(min-width: 768px) 50vw, 100vw')
    expect(img).toHaveAttribute('width', '1600')
    expect(img).toHaveAttribute('height', '640')
  })

  it('is lazy by default, with no fetch priority', () => {
    render(<MediaImage image={photo} sizes="100vw" />)
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'lazy')
    expect(screen.getByRole('img')).not.toHaveAttribute('fetchpriority')
  })

  it('loads the LCP image at once and first, and preloads it from the server HTML', () => {
    render(<MediaImage image={photo} sizes="100vw" priority />)
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager')
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high')
    const html = renderToStaticMarkup(<MediaImage image={photo} sizes="100vw" priority />)
    expect(html).toMatch(
      /<link rel="preload" as="image" imageSrcSet="\/_next\/image\?url=%2Fapi%2Fmedia%2Ffile%2Fhero-satellite\.webp/,
    )
  })

  it('takes an alt text from the caller, including an empty one for a decorative logo', () => {
    const { container } = render(<MediaImage image={photo} sizes="64px" alt="" />)
    expect(screen.queryByRole('img')).toBeNull()
    expect(container.querySelector('img')).toHaveAttribute('alt', '')
  })

  it('serves an SVG as uploaded, without a srcset', () => {
    const logo = { url: '/api/media/file/logo.svg', alt: 'ZAP', width: 120, height: 60, mimeType: 'image/svg+xml' }
    render(<MediaImage image={logo} sizes="64px" />)
    const img = screen.getByRole('img', { name: 'ZAP' })
    expect(img).toHaveAttribute('src', '/api/media/file/logo.svg')
    expect(img).not.toHaveAttribute('srcset')
    expect(img).toHaveAttribute('width', '120')
  })

  it('with a fixed width, offers a 1x and a 2x file of that width and keeps the proportions', () => {
    render(<MediaImage image={photo} fixedWidth={140} />)
    const img = screen.getByRole('img', { name: 'Antena de satélite' })
    // Two files, by density: the configured widths at or above 140 and 280 CSS pixels.
    const candidates = [...(img.getAttribute('srcset') ?? '').matchAll(/&w=(\d+)&q=\d+ (\dx)(?:,|$)/g)].map(
      (m) => [Number(m[1]), m[2]] as const,
    )
    expect(candidates.map(([, density]) => density)).toEqual(['1x', '2x'])
    expect(candidates[0]![0]).toBeGreaterThanOrEqual(140)
    expect(candidates[1]![0]).toBeGreaterThanOrEqual(280)
    expect(img).not.toHaveAttribute('sizes')
    expect(img).toHaveAttribute('width', '140')
    // 1600 x 640 drawn 140 wide.
    expect(img).toHaveAttribute('height', '56')
  })

  it('renders nothing for an upload without a URL', () => {
    const { container } = render(<MediaImage image={{ ...photo, url: null }} sizes="100vw" />)
    expect(container).toBeEmptyDOMElement()
  })
})
