import { safeHref } from '@/lib/security/safe-href'
import type { BlockProps } from '@/registry/types'
import { BlockSection } from '@/components/blocks/BlockSection'
import styles from './LinkSections.module.scss'

/**
 * Columns of links. From tablets up, every column shows under its heading; on phones
 * each column folds into a <details> disclosure so the list does not run for screens. Both forms
 * are in the HTML and CSS shows one: it works without JavaScript, and the hidden form is
 * display:none, so screen readers meet each link once.
 */
export function LinkSectionsBlockComponent({ block, context }: BlockProps<'linkSections'>) {
  const sections = (block.sections ?? [])
    .map((section, index) => ({
      key: section.id ?? String(index),
      title: section.title,
      links: (section.links ?? []).flatMap((link, i) => {
        const href = safeHref(link.href)
        return href ? [{ key: link.id ?? String(i), label: link.label, href }] : []
      }),
    }))
    .filter((section) => section.links.length > 0)
  if (sections.length === 0) return null
  const headingId = block.id ? `link-sections-${block.id}` : undefined
  const list = (links: (typeof sections)[number]['links']) => (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.key}>
          <a className={styles.link} href={link.href}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
  return (
    <BlockSection
      as="nav"
      isFirst={context.isFirst}
      heading={block.heading}
      id={headingId}
      label={context.t('linkSections.label')}
      classes={styles}
    >
      {({ Inner: ColumnHeading }) => (
        <>
          <div className={styles.columns} data-layout="columns">
            {sections.map((section) => (
              <div key={section.key} className={styles.column}>
                <ColumnHeading className={styles.title}>{section.title}</ColumnHeading>
                {list(section.links)}
              </div>
            ))}
          </div>
          <div className={styles.disclosures} data-layout="disclosures">
            {sections.map((section) => (
              <details key={section.key} className={styles.disclosure}>
                <summary className={styles.summary}>{section.title}</summary>
                {list(section.links)}
              </details>
            ))}
          </div>
        </>
      )}
    </BlockSection>
  )
}
