import type { ChannelCarriage, PackageSummary } from '@/lib/content/get-packages'
import { formatMoney } from '@/lib/format/money'
import type { BlockProps } from '@/registry/types'
import { BlockSection } from '@/components/blocks/BlockSection'
import { ChannelSearch } from '@/blocks/channel-list/ChannelSearch.lazy'
import { searchPackages } from '@/blocks/channel-list/channel-search'
import { channelSearchLabels } from '@/blocks/channel-list/search-labels'
import styles from './PackageComparison.module.scss'

export type PackageComparisonViewProps = BlockProps<'packageComparison'> & {
  packages: PackageSummary[]
  channels: ChannelCarriage[]
  /**
   * The country's packages of every service, for the channel search above the table (which packages
   * carry a channel, cheapest first); the table's own packages when not given.
   */
  offers?: readonly Pick<PackageSummary, 'id' | 'name' | 'price'>[]
  /**
   * Each package's sign-up address (signUpLinks of lib/packages/package-action.ts): the search's
   * links and the table's last row. None for a package: no link.
   */
  signUps: ReadonlyMap<number, string>
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
 * Each package's name split for narrow screens: the first word when every package's name starts with
 * it ("ZAP Mini", "ZAP Max"…) and has more after it, and the rest ("Mini"). On a phone the column shows
 * the rest only (the first word says nothing that tells the columns apart); screen readers read both.
 */
function splitNames(names: readonly string[]): { lead: string; rest: string }[] {
  const words = names.map((name) => name.trim().split(/\s+/))
  const lead = words[0]?.[0] ?? ''
  const shared = words.length > 1 && words.every((w) => w.length > 1 && w[0] === lead)
  return words.map((w) => (shared ? { lead, rest: w.slice(1).join(' ') } : { lead: '', rest: w.join(' ') }))
}

/**
 * Channels (rows, by genre) against the packages of a service (columns), under a channel search that
 * says which of the country's packages carry a channel. A real table with a caption and scoped
 * headers that fits the page's width down to 320 px, so nothing scrolls sideways: on a phone the
 * columns show short package names and marks (prices and the shared first word of the names stay for
 * screen readers), and the package names stay at the top of the screen (below the site's fixed
 * header) while the table scrolls with the page.
 */
export function PackageComparisonView({
  block,
  context,
  packages,
  channels,
  offers,
  signUps,
}: PackageComparisonViewProps) {
  const { t, country, locale } = context
  const packageIds = new Set(packages.map((p) => p.id))
  const groups = groupsOf(channels, packageIds)
  // Each column's total counts the channels whose relation names the package, as the rows' marks do.
  const totals = packages.map((pkg) =>
    groups.reduce((sum, g) => sum + g.channels.filter((c) => c.packages.includes(pkg.id)).length, 0),
  )
  const names = splitNames(packages.map((pkg) => pkg.name))
  return (
    <BlockSection isFirst={context.isFirst} heading={block.heading} intro={block.intro} classes={styles}>
      {({ Inner }) =>
        packages.length === 0 || groups.length === 0 ? (
          <p className={styles.empty}>{t('packageComparison.empty')}</p>
        ) : (
          <>
            <ChannelSearch
              channels={channels.map(({ id, name, number, packages: packageIds }) => ({
                id,
                name,
                number,
                packageIds,
              }))}
              packages={searchPackages(offers ?? packages, country, locale, signUps)}
              heading={Inner}
              locale={locale}
              labels={channelSearchLabels(context)}
            />
            {/* A named landmark, so screen-reader users can jump to the comparison; it never scrolls itself. */}
            <div className={styles.tableWrap} role="region" aria-label={t('packageComparison.region')}>
              <table className={styles.table}>
                <caption className={styles.caption}>{t('packageComparison.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col" className={styles.corner}>
                      {t('packageComparison.channel')}
                    </th>
                    {packages.map((pkg, i) => (
                      <th
                        key={pkg.id}
                        scope="col"
                        className={`${styles.pkg} ${pkg.highlighted ? styles.featured : ''}`}
                      >
                        <span className={styles.pkgName}>
                          {names[i]?.lead ? <span className={styles.lead}>{names[i].lead} </span> : null}
                          {names[i]?.rest ?? pkg.name}
                        </span>{' '}
                        <span className={styles.pkgPrice}>{formatMoney(pkg.price, country, 0)}</span>
                      </th>
                    ))}
                  </tr>
                </thead>
                {groups.map((group) => (
                  <tbody key={group.genre}>
                    <tr>
                      <th scope="rowgroup" colSpan={packages.length + 1} className={styles.genre}>
                        {t(`packageComparison.genres.${group.genre}`)}
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
                  {packages.some((pkg) => signUps.has(pkg.id)) ? (
                    // Under each column, the way to ask for that package: the comparison ends in a choice.
                    <tr>
                      <th scope="row" className={styles.channel}>
                        {t('packageComparison.signUpRow')}
                      </th>
                      {packages.map((pkg) => {
                        const href = signUps.get(pkg.id)
                        return (
                          <td key={pkg.id} className={styles.total}>
                            {href ? (
                              <a className={styles.signUp} href={href} data-action="signup">
                                {t('packages.signUp')} <span className="visually-hidden">{pkg.name}</span>
                              </a>
                            ) : null}
                          </td>
                        )
                      })}
                    </tr>
                  ) : null}
                </tfoot>
              </table>
            </div>
          </>
        )
      }
    </BlockSection>
  )
}
