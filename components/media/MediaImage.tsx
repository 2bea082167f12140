import Image from 'next/image'
import { nextImageProps, type ImageSource } from '@/lib/media/image-props'

type Width =
  /** How wide the image is drawn per breakpoint (lib/media/sizes.ts): the browser picks the file from it. */
  | { sizes: string; fixedWidth?: never }
  /**
   * Or, for a small picture repeated many times on a page (a poster in a long list): the widest it is
   * ever drawn, in CSS pixels. The browser then picks between two files by screen density (1x, 2x)
   * instead of among every configured width, which keeps each <img> a few hundred bytes shorter.
   */
  | { fixedWidth: number; sizes?: never }

type Props = Width & {
  image: ImageSource
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
export function MediaImage({ image, sizes, fixedWidth, priority = false, alt, className }: Props) {
  const props = nextImageProps(image, alt)
  if (!props) return null
  // A fixed width keeps the file's proportions, so the reserved box does not change shape.
  const box = fixedWidth ? { width: fixedWidth, height: Math.round((fixedWidth * props.height) / props.width) } : {}
  return (
    <Image
      {...props}
      alt={props.alt}
      {...box}
      className={className}
      sizes={sizes}
      // Next 16: `priority` is deprecated; eager + high fetch priority (React also preloads it in the head).
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  )
}
