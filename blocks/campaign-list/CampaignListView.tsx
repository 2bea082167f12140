import type { CampaignSummary } from '@/lib/content/get-campaigns'
import { publicPath } from '@/lib/routing/localized-path'
import type { BlockProps } from '@/registry/types'
import { CardListSection } from '@/components/blocks/CardListSection'
import { CampaignDates } from './CampaignDates'
import styles from './CampaignList.module.scss'

export type CampaignListViewProps = BlockProps<'campaignList'> & { campaigns: CampaignSummary[] }

/** The service's campaigns as cards; each card's title links to the campaign's own page. */
export function CampaignListView({ block, context, campaigns }: CampaignListViewProps) {
  const { t, locale, country } = context
  const base = publicPath(locale, context.path)
  return (
    <CardListSection
      heading={block.heading}
      intro={block.intro}
      isFirst={context.isFirst}
      headingId={`campaigns-${block.id ?? block.service}`}
      items={campaigns}
      empty={t('campaignList.empty')}
      more={t('campaignList.more')}
      href={(campaign) => `${base}/${campaign.id}`}
      details={(campaign) => (
        <>
          <CampaignDates
            className={styles.dates}
            startsAt={campaign.startsAt}
            endsAt={campaign.endsAt}
            t={t}
            locale={locale}
            country={country}
          />
          <p className={styles.summary}>{campaign.summary}</p>
        </>
      )}
      classes={styles}
    />
  )
}
