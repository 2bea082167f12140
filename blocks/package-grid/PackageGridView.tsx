import { PackageButtons } from '@/components/packages/PackageButtons'
import type { ChannelCarriage, PackageSummary } from '@/lib/content/get-packages'
import type { PackageActions } from '@/lib/packages/package-action'
import { formatMoney } from '@/lib/format/money'
import type { BlockProps } from '@/registry/types'
import { packageChannelsHref } from '@/blocks/channel-list/package-query'
import { channelCounts } from './channel-counts'
import styles from './PackageGrid.module.scss'
import { BlockSection } from '@/components/blocks/BlockSection'

export type PackageGridViewProps = BlockProps<'packageGrid'> & {
  packages: PackageSummary[]
  channels: ChannelCarriage[]
  /** Each package's buttons, resolved against the country's pages (lib/packages/load-package-actions.ts). */
  actions: Map<number, PackageActions>
  /**
   * The channel listing's public address in the page's language (channelListAddress): each count
   * links to it filtered to its package. None (the country does not publish it): the count is text.
   */
  channelListPath?: string | null
}

/**
 * A service's packages side by side, cheapest first: price in the country's money, period, what each
 * includes and how many channels carry it. The highlighted one says so in words, not only in colour.
 */
export function PackageGridView({
  block,
  context,
  packages,
  channels,
  actions,
  channelListPath = null,
}: PackageGridViewProps) {
  const { t, country } = context
  const counts = block.showChannelCount === false ? null : channelCounts(channels)
  const headingId = `package-grid-${block.id ?? block.service}`
  return (
    <BlockSection id={headingId} heading={block.heading} intro={block.intro} isFirst={context.isFirst} classes={styles}>
      {({ Inner: NameHeading }) => (
        <>
          {packages.length === 0 ? (
            <p className={styles.empty}>{t('packageGrid.empty')}</p>
          ) : (
            <ul className={styles.grid}>
              {packages.map((pkg) => {
                const count = counts?.get(pkg.id) ?? 0
                return (
                  <li key={pkg.id} className={styles.item}>
                    <article
                      className={`${styles.card} ${pkg.highlighted ? styles.featured : ''}`}
                      aria-label={pkg.name}
                    >
                      {pkg.highlighted ? (
                        <p className={styles.badge}>
                          <span aria-hidden="true">★ </span>
                          {t('packages.featured')}
                        </p>
                      ) : null}
                      <NameHeading className={styles.name}>{pkg.name}</NameHeading>
                      {pkg.tagline ? <p className={styles.tagline}>{pkg.tagline}</p> : null}
                      <p className={styles.price}>
                        <span className={styles.amount}>{formatMoney(pkg.price, country)}</span>{' '}
                        <span className={styles.period}>{t('packages.per', { period: pkg.period })}</span>
                      </p>
                      {counts && count > 0 ? (
                        <p className={styles.channels}>
                          {channelListPath ? (
                            // The count opens the channel listing filtered to this package.
                            <a className={styles.channelsLink} href={packageChannelsHref(channelListPath, pkg.id)}>
                              {t('packageGrid.channels', { count })}
                              <span className="visually-hidden">
                                {' '}
                                {t('packageGrid.channelsOf', { name: pkg.name })}
                              </span>
                              <span aria-hidden="true"> ›</span>
                            </a>
                          ) : (
                            t('packageGrid.channels', { count })
                          )}
                        </p>
                      ) : null}
                      {pkg.features?.length ? (
                        <ul className={styles.features}>
                          {pkg.features.map((feature, i) => (
                            <li key={feature.id ?? i}>{feature.text}</li>
                          ))}
                        </ul>
                      ) : null}
                      <PackageButtons
                        name={pkg.name}
                        actions={actions.get(pkg.id)}
                        classes={{ cta: styles.cta, secondary: styles.secondary }}
                      />
                    </article>
                  </li>
                )
              })}
            </ul>
          )}
        </>
      )}
    </BlockSection>
  )
}
