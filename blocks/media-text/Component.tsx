import type { Media } from '../../cms/payload-types'
import { safeHref } from '../../lib/security/safe-href'
import type { BlockProps } from '../../registry/types'
import { RichTextContent } from '../rich-text/RichTextContent'
import styles from './MediaText.module.scss'
import { isMedia } from '../../lib/content/is-media'


/** The responsive copies Payload made on upload (mobile, tablet, desktop), smallest first, for srcset. */
function srcSetOf(image: Media): string | undefined {
  const sizes = Object.values(image.sizes ?? {})
    .filter((size): size is { url: string; width: number } => Boolean(size?.url && size.width))
    .sort((a, b) => a.width - b.width)
  if (sizes.length === 0) return undefined
  const widths = new Set(sizes.map((size) => size.width))
  const original = image.url && image.width && !widths.has(image.width) ? [`${image.url} ${image.width}w`] : []
  return [...sizes.map((size) => `${size.url} ${size.width}w`), ...original].join(', ')
}

/**
 * An image beside a heading, rich text and a call to action. The image comes first in the page, so
 * on phones it is stacked above the text; on wide screens it sits on the side the editor chose.
 */
export function MediaTextBlockComponent({ block, context }: BlockProps<'mediaText'>) {
  const Heading = context.isFirst ? 'h1' : 'h2'
  const image = isMedia(block.image) && block.image.url ? block.image : null
  const href = safeHref(block.cta?.href)
  const position = block.imagePosition === 'left' ? 'left' : 'right'
  return (
    <section className={styles.section} data-image={image ? position : 'none'}>
      {image?.url ? (
        <div className={styles.media}>
          <img
            className={styles.image}
            src={image.url}
            srcSet={srcSetOf(image)}
            sizes="(min-width: 768px) 50vw, 100vw"
            alt={image.alt ?? ''}
            width={image.width ?? undefined}
            height={image.height ?? undefined}
            // The first block's image is the largest thing on screen: load it at once.
            loading={context.isFirst ? 'eager' : 'lazy'}
            fetchPriority={context.isFirst ? 'high' : undefined}
            decoding="async"
          />
        </div>
      ) : null}
      <div className={styles.content}>
        {block.heading ? <Heading className={styles.heading}>{block.heading}</Heading> : null}
        <RichTextContent data={block.body} className={styles.body} />
        {href && block.cta?.label ? (
          <p className={styles.actions}>
            <a className={styles.cta} href={href}>{block.cta.label}</a>
          </p>
        ) : null}
      </div>
    </section>
  )
}
