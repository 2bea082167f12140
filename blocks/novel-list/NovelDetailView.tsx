import type { NovelDetail } from '@/lib/content/get-novels'
import { publicPath } from '@/lib/routing/localized-path'
import type { BlockProps } from '@/registry/types'
import { BlockSection } from '@/components/blocks/BlockSection'
import { RichTextContent } from '@/blocks/rich-text/RichTextContent'
import { NOVELAS_PATH, slotPhrases, type NovelSlot } from '@/blocks/novela-schedule/slots'
import { MediaImage } from '@/components/media/MediaImage'
import { IMAGE_SIZES } from '@/lib/media/sizes'
import styles from './NovelList.module.scss'

export type NovelDetailViewProps = BlockProps<'novelList'> & {
  novel: NovelDetail
  /** When it airs: its weekly slots on the novela channel (novelSlots of the channel's programmes). */
  slots: NovelSlot[]
}

/** One novela in full, on /tv/zap-channels/novelas/{id}: its title is the page's heading. */
export function NovelDetailView({ context, novel, slots: weekly }: NovelDetailViewProps) {
  const { t, locale } = context
  const slots = slotPhrases(weekly, locale, t)
  return (
    <BlockSection
      as="article"
      isFirst={context.isFirst}
      heading={novel.title}
      classes={{ section: styles.detail, heading: styles.detailTitle }}
      before={
        <p className={styles.backRow}>
          <a className={styles.back} href={publicPath(locale, `${NOVELAS_PATH}/novels`)}>
            <span className={styles.arrow} aria-hidden="true">
              ←
            </span>
            {t('novelas.detail.back')}
          </a>
        </p>
      }
    >
      {({ Inner: FactsHeading }) => (
        <>
          {novel.image ? (
            <MediaImage
              image={novel.image}
              className={styles.detailImage}
              sizes={IMAGE_SIZES.article}
              priority={context.isFirst}
            />
          ) : null}
          <p className={styles.lead}>{novel.synopsis}</p>
          <section className={styles.facts} aria-labelledby={`novel-facts-${novel.id}`}>
            <FactsHeading id={`novel-facts-${novel.id}`} className={styles.factsTitle}>
              {t('novelas.detail.facts')}
            </FactsHeading>
            <dl className={styles.factList}>
              <div className={styles.fact}>
                <dt>{t('novelas.detail.origin')}</dt>
                <dd>{t(`novelas.countries.${novel.origin}`)}</dd>
              </div>
              {novel.episodes ? (
                <div className={styles.fact}>
                  <dt>{t('novelas.detail.episodes')}</dt>
                  <dd>{novel.episodes}</dd>
                </div>
              ) : null}
              <div className={styles.fact}>
                <dt>{t('novelas.detail.schedule')}</dt>
                <dd>
                  {slots.length === 0 ? (
                    t('novelas.detail.offAir')
                  ) : (
                    <ul className={styles.slots}>
                      {slots.map((slot) => (
                        <li key={slot}>{slot}</li>
                      ))}
                    </ul>
                  )}
                </dd>
              </div>
            </dl>
            <p className={styles.programmingRow}>
              <a className={styles.programming} href={publicPath(locale, `${NOVELAS_PATH}/programming`)}>
                {t('novelas.detail.programming')}
              </a>
            </p>
          </section>
          <RichTextContent data={novel.body} className={styles.richText} />
        </>
      )}
    </BlockSection>
  )
}
