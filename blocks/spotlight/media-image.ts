import { isMedia } from '../../lib/content/is-media'

/** What a plain <img> needs from a media document (next/image is not set up for these blocks). */
export type MediaImage = { src: string; alt: string; width: number; height: number; srcSet?: string }


/**
 * The original file plus the smaller copies Payload made (cms/collections/Media.ts imageSizes), as a
 * srcset, so phones download the 640 px copy. Null for a missing image, or a bare id (no read access).
 */
export function mediaImage(value: unknown): MediaImage | null {
  if (!isMedia(value) || !value.url) return null
  const width = value.width ?? 1200
  const copies = [value.sizes?.mobile, value.sizes?.tablet, value.sizes?.desktop]
    .filter((size): size is { url: string; width: number } => Boolean(size?.url && size.width && size.width < width))
    .map((size) => `${size.url} ${size.width}w`)
  return {
    src: value.url,
    alt: value.alt ?? '',
    width,
    height: value.height ?? Math.round(width / 2),
    srcSet: copies.length ? [...copies, `${value.url} ${width}w`].join(', ') : undefined,
  }
}
