import type { Media } from '@/cms/payload-types'
import { DEFAULT_OG_IMAGE, firstBlockImage, ogImageFor, shareImageOf, socialMetadata } from './open-graph'

const now = '2026-01-01T00:00:00.000Z'
const media = (id: number, overrides: Partial<Media> = {}): Media => ({
  id,
  alt: `image ${id}`,
  url: `/api/media/file/img-${id}.webp`,
  mimeType: 'image/webp',
  width: 1600,
  height: 640,
  updatedAt: now,
  createdAt: now,
  ...overrides,
})
const base = new URL('https://www.zap.co.ao')

describe('first block image', () => {
  it('is the first image in reading order, however deep in the block', () => {
    const blocks = [
      { blockType: 'richText', content: { root: { children: [] } } },
      {
        blockType: 'hero',
        slides: [{ heading: 'A', cta: { label: 'Ver', url: '/x' }, image: media(7) }, { image: media(8) }],
      },
      { blockType: 'banner', image: media(9) },
    ]
    expect(firstBlockImage(blocks)?.id).toBe(7)
  })

  it('skips SVG (link previews do not render it), bare ids and link objects with a url', () => {
    const blocks = [
      { blockType: 'x', logo: media(1, { mimeType: 'image/svg+xml' }), image: 3, link: { url: '/a' } },
      { blockType: 'y', image: media(2) },
    ]
    expect(firstBlockImage(blocks)?.id).toBe(2)
  })

  it('is null for a page without images', () => {
    expect(firstBlockImage([{ blockType: 'faq', items: [{ q: 'a' }] }])).toBeNull()
    expect(firstBlockImage([])).toBeNull()
  })
})

describe('a document’s own share image', () => {
  it('is its populated upload in a format previews render', () => {
    expect(shareImageOf(media(4))?.id).toBe(4)
  })
  it('is null for SVG, a bare id, a link object or nothing', () => {
    expect(shareImageOf(media(4, { mimeType: 'image/svg+xml' }))).toBeNull()
    expect(shareImageOf(4)).toBeNull()
    expect(shareImageOf({ url: '/a' })).toBeNull()
    expect(shareImageOf(null)).toBeNull()
  })
})

describe('Open Graph image', () => {
  it('falls back to the 1200x630 brand image, absolute on the country address', () => {
    expect(ogImageFor(null, base, 'ZAP logo')).toEqual({
      url: `https://www.zap.co.ao${DEFAULT_OG_IMAGE.path}`,
      width: 1200,
      height: 630,
      alt: 'ZAP logo',
      type: 'image/png',
    })
  })

  it('prefers the 1024px rendition of a block image, with its alt text', () => {
    const image = media(4, {
      sizes: {
        tablet: { url: '/api/media/file/img-4-1024x410.webp', width: 1024, height: 410, mimeType: 'image/webp' },
      },
    })
    expect(ogImageFor(image, base, 'ZAP logo')).toEqual({
      url: 'https://www.zap.co.ao/api/media/file/img-4-1024x410.webp',
      width: 1024,
      height: 410,
      type: 'image/webp',
      alt: 'image 4',
    })
  })

  it('uses the original when there is no rendition', () => {
    expect(ogImageFor(media(5), base, 'ZAP').url).toBe('https://www.zap.co.ao/api/media/file/img-5.webp')
  })
})

it('builds og:locale, its alternates (not itself) and a large Twitter card', () => {
  const image = ogImageFor(null, base, 'ZAP logo')
  const social = socialMetadata({
    country: 'ao',
    locale: 'en',
    title: 'T',
    description: 'D',
    url: 'https://www.zap.co.ao/en',
    image,
    alternateLocales: [
      { locale: 'pt', country: 'ao' },
      { locale: 'en', country: 'ao' },
      { locale: 'pt', country: 'mz' },
    ],
  })
  expect(social.openGraph).toMatchObject({
    locale: 'en_AO',
    alternateLocale: ['pt_AO', 'pt_MZ'],
    url: 'https://www.zap.co.ao/en',
    title: 'T',
    description: 'D',
    images: [image],
  })
  expect(social.twitter).toMatchObject({
    card: 'summary_large_image',
    title: 'T',
    description: 'D',
    images: [{ url: image.url, alt: 'ZAP logo' }],
  })
})
