import { safeHref } from '../../lib/security/safe-href'
import type { BlockProps } from '../../registry/types'
import { mediaImage } from './media-image'
import styles from './Spotlight.module.scss'

/** One to three spotlight banners (image, title, text, call to action): stacked on phones, side by side from tablets. */
export function SpotlightBlockComponent({ block, context }: BlockProps<'spotlight'>) {
  const Heading = context.isFirst ? 'h1' : 'h2'
  // Card titles sit one level under the block's heading; without one they are the section's headings.
  const CardHeading = block.heading ? (context.isFirst ? 'h2' : 'h3') : 'h2'
  const items = block.items ?? []
  return (
    <section className={styles.section}>
      {block.heading ? <Heading className={styles.heading}>{block.heading}</Heading> : null}
      <ul className={`${styles.grid} ${styles[`count${Math.min(items.length, 3)}`] ?? ''}`}>
        {items.map((item, index) => {
          const image = mediaImage(item.image)
          const href = safeHref(item.cta?.href)
          return (
            <li key={item.id ?? index} className={styles.card}>
              {image ? (
                <img
                  className={styles.image}
                  src={image.src}
                  srcSet={image.srcSet}
                  sizes="(min-width: 768px) 33vw, 100vw"
                  width={image.width}
                  height={image.height}
                  alt={image.alt}
                  loading={context.isFirst && index === 0 ? 'eager' : 'lazy'}
                  decoding="async"
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
    </section>
  )
}
