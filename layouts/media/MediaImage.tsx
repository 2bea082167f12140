import Image from 'next/image'
import { nextImageProps, type ImageSource } from '../../lib/media/image-props'

type Props = {
  image: ImageSource
  /** How wide the image is drawn per breakpoint (lib/media/sizes.ts): the browser picks the file from it. */
  sizes: string
  /** The page's largest image above the fold (LCP): fetched at once, first. Only the first block's. */
  priority?: boolean
  /** Overrides the media document's alt text (an ad named by its label; '' for a decorative logo). */
  alt?: string
  className?: string
}

/**
 * A picture from the media library through next/image: Next's optimizer (sharp) serves it as AVIF
 * or WebP at the width the screen needs; the document's width and height reserve its box (no layout
 * shift); lazy unless it is the first block's image. SVG is served as uploaded.
 */
export function MediaImage({ image, sizes, priority = false, alt, className }: Props) {
  const props = nextImageProps(image, alt)
  if (!props) return null
  return (
    <Image
      {...props}
      className={className}
      sizes={sizes}
      // Next 16: `priority` is deprecated; eager + high fetch priority (React also preloads it in the head).
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  )
}
