import type { ChannelCarriage, PackageSummary } from '@/lib/content/get-packages'
import { formatMoney } from '@/lib/format/money'
import type { BlockProps } from '@/registry/types'
import { BlockSection } from '@/components/blocks/BlockSection'
import styles from './PackageComparison.module.scss'

export type PackageComparisonViewProps = BlockProps<'packageComparison'> & {
  packages: PackageSummary[]
  channels: ChannelCarriage[]
}

type Group = { genre: ChannelCarriage['genre']; channels: ChannelCarriage[] }

/** Channels carried by at least one of the packages, grouped by genre in line-up order. */
function groupsOf(channels: ChannelCarriage[], packageIds: Set<number>): Group[] {
  const groups = new Map<ChannelCarriage['genre'], ChannelCarriage[]>()
  const sorted = [...channels].sort((a, b) => a.number - b.number || a.name.localeCompare(b.name))
  for (const channel of sorted) {
    if (!channel.packages.some((id) => packageIds.has(id))) continue
    const list = groups.get(channel.genre) ?? []
    list.push(channel)
    groups.set(channel.genre, list)
  }
  return [...groups].map(([genre, list]) => ({ genre, channels: list }))
}

/**
 * Channels (rows, by genre) against the packages of a service (columns). A real table with a
 * caption and scoped headers; on a phone it scrolls sideways inside a focusable, labelled region
 * while the channel column stays put, so the page itself never scrolls sideways.
 */
export function PackageComparisonView({ block, context, packages, channels }: PackageComparisonViewProps) {
  const { t, country } = context
  const packageIds = new Set(packages.map((p) => p.id))
  const groups = groupsOf(channels, packageIds)
  const totals = packages.map((pkg) =>
    groups.reduce((sum, g) => sum + g.channels.filter((c) => c.packages.includes(pkg.id)).length, 0),
  )
  const hintId = `comparison-hint-${block.id ?? block.service}`
  return (
    <BlockSection isFirst={context.isFirst} heading={block.heading} intro={block.intro} classes={styles}>
      {packages.length === 0 || groups.length === 0 ? (
        <p className={styles.empty}>{t('packageComparison.empty')}</p>
      ) : (
        <>
          <p id={hintId} className={styles.hint}>
            <span aria-hidden="true">↔ </span>
            {t('packageComparison.hint')}
          </p>
          {/* Focusable so keyboard users can scroll it; labelled so screen readers announce what it holds. */}
          <div
            className={styles.scroller}
            role="region"
            aria-label={t('packageComparison.region')}
            aria-describedby={hintId}
            tabIndex={0}
          >
            <table className={styles.table}>
              <caption className={styles.caption}>
                <span>{t('packageComparison.caption')}</span>
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={styles.corner}>
                    {t('packageComparison.channel')}
                  </th>
                  {packages.map((pkg) => (
                    <th key={pkg.id} scope="col" className={`${styles.pkg} ${pkg.highlighted ? styles.featured : ''}`}>
                      <span className={styles.pkgName}>{pkg.name}</span>{' '}
                      <span className={styles.pkgPrice}>{formatMoney(pkg.price, country, 0)}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              {groups.map((group) => (
                <tbody key={group.genre}>
                  <tr>
                    <th scope="rowgroup" colSpan={packages.length + 1} className={styles.genre}>
                      <span>{t(`packageComparison.genres.${group.genre}`)}</span>
                    </th>
                  </tr>
                  {group.channels.map((channel) => (
                    <tr key={channel.id}>
                      <th scope="row" className={styles.channel}>
                        <span className={styles.number}>
                          <span className="visually-hidden">{t('packageComparison.position')} </span>
                          {channel.number}
                        </span>{' '}
                        <span className={styles.channelName}>{channel.name}</span>
                      </th>
                      {packages.map((pkg) =>
                        channel.packages.includes(pkg.id) ? (
                          <td key={pkg.id} className={styles.yes}>
                            <span className={styles.mark} aria-hidden="true">
                              ✓
                            </span>
                            <span className="visually-hidden">{t('packageComparison.included')}</span>
                          </td>
                        ) : (
                          <td key={pkg.id} className={styles.no}>
                            <span aria-hidden="true">–</span>
                            <span className="visually-hidden">{t('packageComparison.notIncluded')}</span>
                          </td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              ))}
              <tfoot>
                <tr>
                  <th scope="row" className={styles.channel}>
                    {t('packageComparison.total')}
                  </th>
                  {totals.map((total, i) => (
                    <td key={packages[i]?.id ?? i} className={styles.total}>
                      {total}
                    </td>
                  ))}
                </tr>
              </tfoot>
            </table>
          </div>
        </>
      )}
    </BlockSection>
  )
}
