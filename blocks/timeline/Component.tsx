import type { BlockProps } from '@/registry/types'
import { MediaImage } from '@/components/media/MediaImage'
import styles from './Timeline.module.scss'
import { isMedia } from '@/lib/content/is-media'
import { BlockSection } from '@/components/blocks/BlockSection'

/**
 * Milestones in order, as an ordered list: the year stands out, then the title, the text and an
 * optional picture. On wide screens the entries hang off a vertical line.
 */
export function TimelineBlockComponent({ block, context }: BlockProps<'timeline'>) {
  const { t } = context
  const headingId = `timeline-${block.id ?? 'list'}`
  return (
    <BlockSection id={headingId} heading={block.heading} intro={block.intro} isFirst={context.isFirst} classes={styles}>
      {({ Inner: ItemHeading }) => (
        <>
          <ol
            className={styles.list}
            {...(block.heading ? { 'aria-labelledby': headingId } : { 'aria-label': t('corporate.timeline.label') })}
          >
            {block.items.map((item, index) => (
              <li key={item.id ?? index} className={styles.item}>
                <span className={styles.dot} aria-hidden="true" />
                <div className={styles.card}>
                  <ItemHeading className={styles.title}>
                    {/* The year reads first, e.g. "2016: Abre a sala IMAX". */}
                    <span className={styles.year}>{item.year}</span>
                    <span className="visually-hidden">: </span>
                    <span className={styles.titleText}>{item.title}</span>
                  </ItemHeading>
                  {item.text ? <p className={styles.text}>{item.text}</p> : null}
                  {isMedia(item.image) ? (
                    <MediaImage image={item.image} className={styles.image} sizes="(min-width: 768px) 560px, 100vw" />
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        </>
      )}
    </BlockSection>
  )
}
