import type { CampaignDetail } from '@/lib/content/get-campaigns'
import { publicPath } from '@/lib/routing/localized-path'
import { safeHref } from '@/lib/security/safe-href'
import type { BlockProps } from '@/registry/types'
import { BlockSection } from '@/components/blocks/BlockSection'
import { RichTextContent } from '@/blocks/rich-text/RichTextContent'
import { CampaignDates } from './CampaignDates'
import { MediaImage } from '@/components/media/MediaImage'
import { IMAGE_SIZES } from '@/lib/media/sizes'
import styles from './CampaignList.module.scss'

export type CampaignDetailViewProps = BlockProps<'campaignList'> & { campaign: CampaignDetail }

/** One campaign in full, on /{service}/campanhas/{id}: its title is the page's heading. */
export function CampaignDetailView({ context, campaign }: CampaignDetailViewProps) {
  const { t, locale, country } = context
  const cta = campaign.cta ? { label: campaign.cta.label, href: safeHref(campaign.cta.href) } : null
  // On /campanhas/{id} the context's path ends with the id; the list is the page's own path.
  const suffix = context.param ? `/${context.param}` : ''
  const listPath = suffix && context.path.endsWith(suffix) ? context.path.slice(0, -suffix.length) : context.path
  return (
    <BlockSection
      as="article"
      isFirst={context.isFirst}
      heading={campaign.title}
      classes={{ section: styles.detail, heading: styles.detailTitle }}
      before={
        <p className={styles.backRow}>
          <a className={styles.back} href={publicPath(locale, listPath)}>
            <span aria-hidden="true">← </span>
            {t('campaignList.back')}
          </a>
        </p>
      }
    >
      <CampaignDates
        className={styles.dates}
        startsAt={campaign.startsAt}
        endsAt={campaign.endsAt}
        t={t}
        locale={locale}
        country={country}
      />
      {campaign.image ? (
        <MediaImage
          image={campaign.image}
          className={styles.detailImage}
          sizes={IMAGE_SIZES.article}
          priority={context.isFirst}
        />
      ) : null}
      <p className={styles.lead}>{campaign.summary}</p>
      <RichTextContent data={campaign.body} className={styles.richText} />
      {cta?.href ? (
        <p>
          <a className={styles.cta} href={cta.href}>
            {cta.label}
          </a>
        </p>
      ) : null}
    </BlockSection>
  )
}
