import type { Media } from '../../cms/payload-types'

type Props = { image: Media; sizes: string; eager?: boolean; className?: string }

/**
 * A picture from the media library as a plain <img>: Payload's resized copies as a srcset (phones
 * download the small one), the alt text from the media document, lazy unless it is above the fold.
 */
export function MediaImage({ image, sizes, eager = false, className }: Props) {
  if (!image.url) return null
  const candidates = [image.sizes?.mobile, image.sizes?.tablet, image.sizes?.desktop]
    .filter((size): size is { url: string; width: number } => Boolean(size?.url && size.width))
    .map((size) => `${size.url} ${size.width}w`)
  if (image.width && candidates.length) candidates.push(`${image.url} ${image.width}w`)
  return (
    <img
      className={className}
      src={image.url}
      srcSet={candidates.length ? [...new Set(candidates)].join(', ') : undefined}
      sizes={candidates.length ? sizes : undefined}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={image.alt ?? ''}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
    />
  )
}
