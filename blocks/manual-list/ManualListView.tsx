import type { ManualCategory, ManualEntry } from '@/lib/content/get-manuals'
import type { BlockProps } from '@/registry/types'
import { BlockSection, below } from '@/components/blocks/BlockSection'
import { formatFileSize } from './file-size'
import styles from './ManualList.module.scss'

/** Group order (the collection's options; kept here so the page imports no CMS config). */
const MANUAL_CATEGORIES: readonly ManualCategory[] = ['descodificador', 'router', 'comando', 'app', 'instalacao']

/** The manuals block with its manuals given (the block loads them; stories and tests pass them). */
export function ManualListView({ block, context, manuals }: BlockProps<'manualList'> & { manuals: ManualEntry[] }) {
  const { t, locale } = context
  const groups = MANUAL_CATEGORIES.map((category) => ({
    category,
    items: manuals.filter((manual) => manual.category === category),
  })).filter((group) => group.items.length > 0)
  return (
    <BlockSection isFirst={context.isFirst} heading={block.heading} intro={block.intro} classes={styles}>
      {({ Inner: GroupHeading }) => {
        // Manuals' titles sit one level below their group's heading.
        const TitleHeading = below(GroupHeading)
        return (
          <>
            {groups.length === 0 ? <p className={styles.none}>{t('support.manuals.none')}</p> : null}
            {groups.map((group) => (
              <section key={group.category} className={styles.group} aria-labelledby={`manuals-${group.category}`}>
                <GroupHeading id={`manuals-${group.category}`} className={styles.groupHeading}>
                  {t(`support.manuals.categories.${group.category}`)}
                </GroupHeading>
                <ul className={styles.list}>
                  {group.items.map((manual) => (
                    <li key={manual.id} className={styles.card}>
                      <TitleHeading id={`manual-${manual.id}`} className={styles.title}>
                        {manual.title}
                      </TitleHeading>
                      {manual.description ? <p className={styles.description}>{manual.description}</p> : null}
                      {/* Every link reads "Descarregar (PDF, …)": the manual's title describes which one. */}
                      <a
                        className={styles.download}
                        href={manual.url}
                        download
                        aria-describedby={`manual-${manual.id}`}
                        type="application/pdf"
                      >
                        {t('support.manuals.download', { size: formatFileSize(manual.filesize, locale) })}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </>
        )
      }}
    </BlockSection>
  )
}
