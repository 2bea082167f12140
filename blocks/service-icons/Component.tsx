import { Icon } from '@/components/icons/Icon'
import { safeHref } from '@/lib/security/safe-href'
import type { BlockProps } from '@/registry/types'
import { BlockSection } from '@/components/blocks/BlockSection'
import styles from './ServiceIcons.module.scss'

/**
 * A row of icon links to the services. Hidden on phones, where the menu button does
 * the same job, so it must never be a page's first block (its heading would be a hidden h1).
 */
export function ServiceIconsBlockComponent({ block, context }: BlockProps<'serviceIcons'>) {
  const items = (block.items ?? []).flatMap((item, index) => {
    const href = safeHref(item.href)
    return href ? [{ key: item.id ?? String(index), href, label: item.label, icon: item.icon }] : []
  })
  if (items.length === 0) return null
  const headingId = block.id ? `service-icons-${block.id}` : undefined
  return (
    <BlockSection
      as="nav"
      isFirst={context.isFirst}
      heading={block.heading}
      id={headingId}
      label={context.t('serviceIcons.label')}
      classes={styles}
    >
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.key} className={styles.item}>
            <a className={styles.link} href={item.href} data-icon-name={item.icon}>
              <span className={styles.badge}>
                <Icon name={item.icon} size={32} />
              </span>
              <span className={styles.label}>{item.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </BlockSection>
  )
}
