import { describe, expect, it } from '@jest/globals'
import { nextImageProps } from './image-props'

const updatedAt = '2026-01-01T00:00:00.000Z'
const version = Date.parse(updatedAt).toString(36)
const photo = {
  url: '/api/media/file/hero.webp',
  alt: 'Antena',
  width: 1600,
  height: 640,
  mimeType: 'image/webp',
  updatedAt,
}

describe('nextImageProps', () => {
  it('takes the file, its size and its alt text from the media document, with its version in the URL', () => {
    expect(nextImageProps(photo)).toEqual({
      src: `/api/media/file/hero.webp?v=${version}`,
      alt: 'Antena',
      width: 1600,
      height: 640,
      unoptimized: false,
    })
  })

  it('lets the caller name the image (an ad by its label) or mark it decorative', () => {
    expect(nextImageProps(photo, 'Campanha de Natal')?.alt).toBe('Campanha de Natal')
    expect(nextImageProps(photo, '')?.alt).toBe('')
    expect(nextImageProps({ ...photo, alt: null })?.alt).toBe('')
  })

  it('starts from Payload’s 1920 px copy when the original is wider', () => {
    const huge = {
      ...photo,
      width: 6000,
      height: 4000,
      sizes: { desktop: { url: '/api/media/file/hero-1920x1280.webp', width: 1920, height: 1280 } },
    }
    expect(nextImageProps(huge)).toMatchObject({
      src: `/api/media/file/hero-1920x1280.webp?v=${version}`,
      width: 1920,
      height: 1280,
    })
  })

  it('keeps the original when the copy is missing or not smaller', () => {
    expect(nextImageProps({ ...photo, sizes: { desktop: { url: null, width: null, height: null } } })?.src).toBe(
      `/api/media/file/hero.webp?v=${version}`,
    )
    const same = { ...photo, sizes: { desktop: { url: '/api/media/file/hero-1600.webp', width: 1600, height: 640 } } }
    expect(nextImageProps(same)?.src).toBe(`/api/media/file/hero.webp?v=${version}`)
  })

  it('serves SVG as uploaded (the optimizer does not rasterise vectors), by MIME type or by extension', () => {
    expect(nextImageProps({ ...photo, url: '/api/media/file/logo.svg', mimeType: 'image/svg+xml' })?.unoptimized).toBe(
      true,
    )
    expect(nextImageProps({ url: '/api/media/file/logo.SVG', alt: '', width: 120, height: 60 })).toEqual({
      src: '/api/media/file/logo.SVG',
      alt: '',
      width: 120,
      height: 60,
      unoptimized: true,
    })
    // An SVG never takes a raster copy, even if one is listed.
    const svg = {
      ...photo,
      url: '/api/media/file/logo.svg',
      mimeType: 'image/svg+xml',
      width: 4000,
      sizes: { desktop: { url: '/x.webp', width: 1920, height: 300 } },
    }
    expect(nextImageProps(svg)?.src).toBe(`/api/media/file/logo.svg?v=${version}`)
  })

  it('reserves a 2:1 box when the upload has no stored dimensions, keeping a known width', () => {
    expect(nextImageProps({ url: '/api/media/file/x.svg', alt: 'x' })).toMatchObject({ width: 1200, height: 600 })
    expect(nextImageProps({ url: '/api/media/file/x.svg', alt: 'x', width: 300, height: 0 })).toMatchObject({
      width: 300,
      height: 150,
    })
  })

  it('leaves a URL without a known version as it is', () => {
    expect(nextImageProps({ ...photo, updatedAt: undefined })?.src).toBe('/api/media/file/hero.webp')
    expect(nextImageProps({ ...photo, updatedAt: 'not a date' })?.src).toBe('/api/media/file/hero.webp')
  })

  it('adds the version to a URL with a query of its own (S3 storage names the prefix), keeping the query', () => {
    expect(nextImageProps({ ...photo, url: '/api/media/file/hero.webp?prefix=media' })?.src).toBe(
      `/api/media/file/hero.webp?prefix=media&v=${version}`,
    )
    const huge = {
      ...photo,
      width: 6000,
      sizes: { desktop: { url: '/api/media/file/hero-1920x800.webp?prefix=media', width: 1920, height: 800 } },
    }
    expect(nextImageProps(huge)?.src).toBe(`/api/media/file/hero-1920x800.webp?prefix=media&v=${version}`)
    // A URL that already names its version keeps it.
    expect(nextImageProps({ ...photo, url: '/api/media/file/hero.webp?v=abc' })?.src).toBe(
      '/api/media/file/hero.webp?v=abc',
    )
  })

  it('gives nothing for a missing upload', () => {
    expect(nextImageProps(null)).toBeNull()
    expect(nextImageProps(undefined)).toBeNull()
    expect(nextImageProps({ ...photo, url: null })).toBeNull()
  })
})
