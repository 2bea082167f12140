import { safeHref } from '@/lib/security/safe-href'
import type { BlockProps } from '@/registry/types'
import { BlockSection } from '@/components/blocks/BlockSection'
import { TabStrip } from './TabStrip.lazy'
import styles from './SubpageNav.module.scss'

/** The page path a stored link names: English links carry /en, query and #anchor do not count. */
export function pagePathOf(href: string): string {
  const [path = ''] = href.split(/[?#]/)
  const bare = path === '/en' ? '/' : path.startsWith('/en/') ? path.slice(3) : path
  return bare.length > 1 ? bare.replace(/\/+$/, '') : bare
}

/** A back arrow in the site's icon style (24x24, 2px round strokes); decorative, the link has its text. */
function BackArrow() {
  return (
    <svg
      className={styles.backIcon}
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M19 12H5" />
      <path d="m12 19-7-7 7-7" />
    </svg>
  )
}

/**
 * A section's sub-pages as a tab menu (the page being shown is marked and styled as the active tab),
 * with an optional link back to the section's page before it. On a phone the tabs scroll sideways.
 */
export function SubpageNavBlockComponent({ block, context }: BlockProps<'subpageNav'>) {
  const back = block.back?.label ? safeHref(block.back.href) : null
  const items = block.items.flatMap((item) => {
    const href = safeHref(item.href)
    return href ? [{ key: item.id ?? href, label: item.label, href, current: pagePathOf(href) === context.path }] : []
  })
  return (
    <BlockSection as="nav" isFirst={context.isFirst} label={block.label} classes={{ section: styles.nav }}>
      {back && block.back?.label ? (
        <a className={styles.back} href={back}>
          <BackArrow />
          <span>{block.back.label}</span>
        </a>
      ) : null}
      <TabStrip className={styles.tabs}>
        {items.map((item) => (
          <li key={item.key} className={styles.item}>
            <a className={styles.tab} href={item.href} aria-current={item.current ? 'page' : undefined}>
              {item.label}
            </a>
          </li>
        ))}
      </TabStrip>
    </BlockSection>
  )
}
