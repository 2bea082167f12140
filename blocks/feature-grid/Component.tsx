import { Icon } from '@/components/icons/Icon'
import { safeHref } from '@/lib/security/safe-href'
import type { BlockProps } from '@/registry/types'
import styles from './FeatureGrid.module.scss'
import { BlockSection } from '@/components/blocks/BlockSection'

/**
 * Columns on wide screens for a number of items: rows that come out even (3 items in 3 columns,
 * 6 in 3, 8 in 4) read better than a full row and a lone card.
 */
export function wideColumns(count: number): 1 | 2 | 3 | 4 {
  if (count <= 1) return 1
  if (count <= 4) return count as 2 | 3 | 4
  if (count % 4 === 0) return 4
  if (count % 3 === 0 || count <= 6) return 3
  return 4
}

/** Features as cards: one column on phones, two on tablets, up to four on wide screens. */
export function FeatureGridBlockComponent({ block, context }: BlockProps<'featureGrid'>) {
  const items = block.items ?? []
  const href = safeHref(block.cta?.href)
  return (
    <BlockSection isFirst={context.isFirst} heading={block.heading} intro={block.intro} classes={styles}>
      {({ Inner: ItemHeading }) => (
        <>
          {items.length > 0 ? (
            <ul className={styles.grid} data-columns={wideColumns(items.length)}>
              {items.map((item, index) => (
                <li key={item.id ?? index} className={styles.item}>
                  {item.icon ? (
                    <span className={styles.icon}>
                      <Icon name={item.icon} size={32} />
                    </span>
                  ) : null}
                  <ItemHeading className={styles.title}>{item.title}</ItemHeading>
                  <p className={styles.text}>{item.text}</p>
                </li>
              ))}
            </ul>
          ) : null}
          {href && block.cta?.label ? (
            <p className={styles.actions}>
              <a className={styles.cta} href={href}>
                {block.cta.label}
              </a>
            </p>
          ) : null}
        </>
      )}
    </BlockSection>
  )
}
