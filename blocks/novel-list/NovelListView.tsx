import type { NovelSummary } from '@/lib/content/get-novels'
import { publicPath } from '@/lib/routing/localized-path'
import type { BlockProps } from '@/registry/types'
import { NOVELAS_PATH } from '@/blocks/novela-schedule/slots'
import { CardListSection } from '@/components/blocks/CardListSection'
import styles from './NovelList.module.scss'

export type NovelListViewProps = BlockProps<'novelList'> & { novels: NovelSummary[] }

/** The country's novelas as cards; each card's title links to the novela's page, /tv/zap-channels/novelas/{id}. */
export function NovelListView({ block, context, novels }: NovelListViewProps) {
  const { t, locale } = context
  return (
    <CardListSection
      heading={block.heading}
      intro={block.intro}
      isFirst={context.isFirst}
      headingId={`novels-${block.id ?? 'list'}`}
      items={novels}
      empty={t('novelas.list.empty')}
      more={t('novelas.list.more')}
      href={(novel) => publicPath(locale, `${NOVELAS_PATH}/${novel.id}`)}
      details={(novel) => (
        <>
          <p className={styles.origin}>{t(`novelas.origin.${novel.origin}`)}</p>
          <p className={styles.synopsis}>{novel.synopsis}</p>
        </>
      )}
      classes={styles}
    />
  )
}
