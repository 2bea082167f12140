import type { Metadata } from 'next'
import type { Media } from '@/cms/payload-types'
import type { CountryCode } from '@/lib/countries'
import { isMedia } from '@/lib/content/is-media'
import type { Locale } from '@/lib/locales'
import { ogLocale } from './hreflang'

/** The brand image shared when a page has no image of its own (public/images, 1200x630). */
export const DEFAULT_OG_IMAGE = { path: '/images/og-default.png', width: 1200, height: 630, type: 'image/png' } as const

export type OgImage = { url: string; width?: number; height?: number; alt: string; type?: string }

// Link previews (Facebook, X, WhatsApp) do not render SVG.
const shareable = (media: Media) => Boolean(media.url) && /^image\/(jpeg|png|webp|gif)$/.test(media.mimeType ?? '')

/** A document's own image when it can be shared (a populated upload in a format previews render). */
export const shareImageOf = (value: unknown): Media | null =>
  isMedia(value) && typeof value.mimeType === 'string' && shareable(value) ? value : null

/**
 * The first shareable image in the page's blocks, in reading order (a hero slide, a banner, a card),
 * searched depth-first through each block's fields. Bounded: a populated document may nest others.
 */
export function firstBlockImage(blocks: readonly unknown[], maxDepth = 6): Media | null {
  const search = (value: unknown, depth: number): Media | null => {
    if (depth > maxDepth || typeof value !== 'object' || value === null) return null
    // A link object may also have a `url`; only an upload has a MIME type.
    if (isMedia(value) && typeof value.mimeType === 'string') return shareable(value) ? value : null
    for (const child of Array.isArray(value) ? value : Object.values(value)) {
      const found = search(child, depth + 1)
      if (found) return found
    }
    return null
  }
  for (const block of blocks) {
    const found = search(block, 0)
    if (found) return found
  }
  return null
}

/**
 * The image to share for a page: its first block image (the 1024px rendition when there is one,
 * lighter than the original and large enough for every preview), else the brand image.
 */
export function ogImageFor(media: Media | null, base: URL, defaultAlt: string): OgImage {
  if (!media?.url)
    return {
      url: new URL(DEFAULT_OG_IMAGE.path, base).href,
      width: DEFAULT_OG_IMAGE.width,
      height: DEFAULT_OG_IMAGE.height,
      alt: defaultAlt,
      type: DEFAULT_OG_IMAGE.type,
    }
  const tablet = media.sizes?.tablet
  const pick = tablet?.url
    ? { url: tablet.url, width: tablet.width, height: tablet.height, type: tablet.mimeType }
    : { url: media.url, width: media.width, height: media.height, type: media.mimeType }
  return {
    url: new URL(pick.url, base).href,
    ...(pick.width ? { width: pick.width } : {}),
    ...(pick.height ? { height: pick.height } : {}),
    ...(pick.type ? { type: pick.type } : {}),
    alt: media.alt || defaultAlt,
  }
}

export type SocialInput = {
  country: CountryCode
  locale: Locale
  title: string
  description?: string
  /** The canonical address. */
  url: string
  image: OgImage
  /** Languages and countries this page also exists in, for og:locale:alternate. */
  alternateLocales: readonly { locale: Locale; country: CountryCode }[]
}

/** Open Graph and Twitter card metadata of a page. */
export function socialMetadata({
  country,
  locale,
  title,
  description,
  url,
  image,
  alternateLocales,
}: SocialInput): Pick<Metadata, 'openGraph' | 'twitter'> {
  const own = ogLocale(locale, country)
  const alternates = [...new Set(alternateLocales.map((a) => ogLocale(a.locale, a.country)))].filter((l) => l !== own)
  return {
    openGraph: {
      type: 'website',
      siteName: 'ZAP',
      title,
      ...(description ? { description } : {}),
      url,
      locale: own,
      ...(alternates.length ? { alternateLocale: alternates } : {}),
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      ...(description ? { description } : {}),
      images: [{ url: image.url, alt: image.alt }],
    },
  }
}
