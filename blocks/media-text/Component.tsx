import { safeHref } from '@/lib/security/safe-href'
import type { BlockProps } from '@/registry/types'
import { RichTextContent } from '@/blocks/rich-text/RichTextContent'
import styles from './MediaText.module.scss'
import { isMedia } from '@/lib/content/is-media'
import { IMAGE_SIZES } from '@/lib/media/sizes'
import { MediaImage } from '@/components/media/MediaImage'
import { BlockSection } from '@/components/blocks/BlockSection'

/**
 * An image beside a heading, rich text and a call to action. The image comes first in the page, so
 * on phones it is stacked above the text; on wide screens it sits on the side the editor chose.
 */
export function MediaTextBlockComponent({ block, context }: BlockProps<'mediaText'>) {
  const image = isMedia(block.image) && block.image.url ? block.image : null
  const href = safeHref(block.cta?.href)
  const position = block.imagePosition === 'left' ? 'left' : 'right'
  return (
    <BlockSection
      isFirst={context.isFirst}
      heading={block.heading}
      classes={{ section: styles.section, heading: styles.heading }}
      contentClass={styles.content}
      data-image={image ? position : 'none'}
      before={
        image?.url ? (
          <div className={styles.media}>
            {/* The first block's image is the largest thing on screen: load it at once. */}
            <MediaImage image={image} className={styles.image} sizes={IMAGE_SIZES.half} priority={context.isFirst} />
          </div>
        ) : null
      }
    >
      <RichTextContent data={block.body} className={styles.body} />
      {href && block.cta?.label ? (
        <p className={styles.actions}>
          <a className={styles.cta} href={href}>
            {block.cta.label}
          </a>
        </p>
      ) : null}
    </BlockSection>
  )
}
