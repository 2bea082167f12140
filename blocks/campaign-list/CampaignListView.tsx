import type { CampaignSummary } from '@/lib/content/get-campaigns'
import { publicPath } from '@/lib/routing/localized-path'
import type { BlockProps } from '@/registry/types'
import { CampaignDates } from './CampaignDates'
import { MediaImage } from '@/components/media/MediaImage'
import { IMAGE_SIZES } from '@/lib/media/sizes'
import styles from './CampaignList.module.scss'
import { BlockSection } from '@/components/blocks/BlockSection'

export type CampaignListViewProps = BlockProps<'campaignList'> & { campaigns: CampaignSummary[] }

/** The service's campaigns as cards; each card's title links to the campaign's own page. */
export function CampaignListView({ block, context, campaigns }: CampaignListViewProps) {
  const { t, locale, country } = context
  const base = publicPath(locale, context.path)
  const headingId = `campaigns-${block.id ?? block.service}`
  return (
    <BlockSection id={headingId} heading={block.heading} intro={block.intro} isFirst={context.isFirst} classes={styles}>
      {({ Inner: TitleHeading }) => (
        <>
          {campaigns.length === 0 ? (
            <p className={styles.empty}>{t('campaignList.empty')}</p>
          ) : (
            <ul className={styles.grid} aria-labelledby={block.heading ? headingId : undefined}>
              {campaigns.map((campaign) => (
                <li key={campaign.id} className={styles.item}>
                  <article className={styles.card}>
                    <div className={styles.media}>
                      {campaign.image ? (
                        <MediaImage image={campaign.image} className={styles.image} sizes={IMAGE_SIZES.cardGrid} />
                      ) : null}
                    </div>
                    <div className={styles.body}>
                      <TitleHeading className={styles.title}>
                        {/* The whole card is clickable through this one link (see .link::after). */}
                        <a className={styles.link} href={`${base}/${campaign.id}`}>
                          {campaign.title}
                        </a>
                      </TitleHeading>
                      <CampaignDates
                        className={styles.dates}
                        startsAt={campaign.startsAt}
                        endsAt={campaign.endsAt}
                        t={t}
                        locale={locale}
                        country={country}
                      />
                      <p className={styles.summary}>{campaign.summary}</p>
                      <p className={styles.more} aria-hidden="true">
                        {t('campaignList.more')} →
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
