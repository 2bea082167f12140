import type { NovelSummary } from '@/lib/content/get-novels'
import { publicPath } from '@/lib/routing/localized-path'
import type { BlockProps } from '@/registry/types'
import { NOVELAS_PATH } from '@/blocks/novela-schedule/slots'
import { MediaImage } from '@/components/media/MediaImage'
import { IMAGE_SIZES } from '@/lib/media/sizes'
import styles from './NovelList.module.scss'
import { BlockSection } from '@/components/blocks/BlockSection'

export type NovelListViewProps = BlockProps<'novelList'> & { novels: NovelSummary[] }

/** The country's novelas as cards; each card's title links to the novela's page, /tv/zap-channels/novelas/{id}. */
export function NovelListView({ block, context, novels }: NovelListViewProps) {
  const { t, locale } = context
  const headingId = `novels-${block.id ?? 'list'}`
  return (
    <BlockSection id={headingId} heading={block.heading} intro={block.intro} isFirst={context.isFirst} classes={styles}>
      {({ Inner: TitleHeading }) => (
        <>
          {novels.length === 0 ? (
            <p className={styles.empty}>{t('novelas.list.empty')}</p>
          ) : (
            <ul className={styles.grid} aria-labelledby={block.heading ? headingId : undefined}>
              {novels.map((novel) => (
                <li key={novel.id} className={styles.item}>
                  <article className={styles.card}>
                    <div className={styles.media}>
                      {novel.image ? (
                        <MediaImage image={novel.image} className={styles.image} sizes={IMAGE_SIZES.cardGrid} />
                      ) : null}
                    </div>
                    <div className={styles.body}>
                      <TitleHeading className={styles.title}>
                        {/* The whole card is clickable through this one link (see .link::after). */}
                        <a className={styles.link} href={publicPath(locale, `${NOVELAS_PATH}/${novel.id}`)}>
                          {novel.title}
                        </a>
                      </TitleHeading>
                      <p className={styles.origin}>{t(`novelas.origin.${novel.origin}`)}</p>
                      <p className={styles.synopsis}>{novel.synopsis}</p>
                      <p className={styles.more} aria-hidden="true">
                        {t('novelas.list.more')} →
                      </p>
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </BlockSection>
  )
}
