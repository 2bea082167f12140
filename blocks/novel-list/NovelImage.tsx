import type { Media } from '../../cms/payload-types'

type Props = { image: Media; sizes: string; eager?: boolean; className?: string }

/** A novela's picture from the media library: the resized copies as a srcset, the alt text from the media document. */
export function NovelImage({ image, sizes, eager = false, className }: Props) {
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
