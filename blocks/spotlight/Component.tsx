import { safeHref } from '@/lib/security/safe-href'
import type { BlockProps } from '@/registry/types'
import { MediaImage } from '@/components/media/MediaImage'
import { isMedia } from '@/lib/content/is-media'
import styles from './Spotlight.module.scss'
import { BlockSection } from '@/components/blocks/BlockSection'

/** How wide a card's image is drawn: one column on phones; from 768 px as many columns as cards (Spotlight.module.scss). */
const SIZES = {
  1: '(min-width: 768px) 720px, 100vw',
  2: '(min-width: 1366px) 660px, (min-width: 768px) 50vw, 100vw',
  3: '(min-width: 1366px) 440px, (min-width: 768px) 33vw, 100vw',
} as const

/** One to three spotlight banners (image, title, text, call to action): stacked on phones, side by side from tablets. */
export function SpotlightBlockComponent({ block, context }: BlockProps<'spotlight'>) {
  const items = block.items ?? []
  const sizes = SIZES[items.length === 1 ? 1 : items.length === 2 ? 2 : 3]
  return (
    <BlockSection isFirst={context.isFirst} heading={block.heading} classes={styles}>
      {({ Inner: CardHeading }) => (
        <>
          <ul className={`${styles.grid} ${styles[`count${Math.min(items.length, 3)}`] ?? ''}`}>
            {items.map((item, index) => {
              const image = isMedia(item.image) ? item.image : null
              const href = safeHref(item.cta?.href)
              return (
                <li key={item.id ?? index} className={styles.card}>
                  {image ? (
                    <MediaImage
                      image={image}
                      className={styles.image}
                      sizes={sizes}
                      priority={context.isFirst && index === 0}
                    />
                  ) : null}
                  <div className={styles.body}>
                    <CardHeading className={styles.title}>{item.title}</CardHeading>
                    {item.text ? <p className={styles.text}>{item.text}</p> : null}
                    {href && item.cta?.label ? (
                      <a className={styles.cta} href={href}>
                        {item.cta.label}
                        {/* Several cards may say "Ver mais": the title tells them apart for screen readers. */}
                        <span className="visually-hidden">: {item.title}</span>
                      </a>
                    ) : null}
                  </div>
                </li>
              )
            })}
          </ul>
        </>
      )}
    </BlockSection>
  )
}
