import type { ChannelCatalog, ChannelEntry } from '@/lib/content/get-channels'
import type { PackageSummary } from '@/lib/content/get-packages'
import { pluralForms } from '@/lib/i18n/server-labels'
import type { BlockContext, BlockProps } from '@/registry/types'
import { BlockSection } from '@/components/blocks/BlockSection'
import { ChannelCard, type ChannelCardLabels } from './ChannelCard'
import { ChannelFilter } from './ChannelFilter.lazy'
import type { ChannelFilterLabels } from './ChannelFilter'
import { searchPackages } from './channel-search'
import { channelSearchLabels } from './search-labels'
import styles from './ChannelList.module.scss'

/** The cards' strings, for the server's cards and the island's alike: the genres of `channels` only. */
function cardLabels(t: BlockContext['t'], channels: ChannelEntry[]): ChannelCardLabels {
  const genres = [...new Set(channels.map((channel) => channel.genre))]
  return {
    position: t('channelList.position', { number: '{{number}}' }),
    hd: t('channelList.hd'),
    own: t('channelList.own'),
    genres: Object.fromEntries(genres.map((genre) => [genre, t(`channelList.genres.${genre}`)] as const)),
  }
}

/** The filter island's strings, resolved here so the browser gets only these (lib/i18n/labels.ts). */
function filterLabels({ t, locale }: BlockContext, channels: ChannelEntry[]): ChannelFilterLabels {
  return {
    filters: t('channelList.filters'),
    package: t('channelList.package'),
    genre: t('channelList.genre'),
    allPackages: t('channelList.allPackages'),
    allGenres: t('channelList.allGenres'),
    count: pluralForms(locale, 'channelList.count'),
    empty: t('channelList.empty'),
    clear: t('channelList.clear'),
    list: t('channelList.list'),
    noScript: t('channelList.noScript'),
    packageHeading: t('channelList.packageHeading', { name: '{{name}}' }),
    showAll: t('channelList.showAll'),
    card: cardLabels(t, channels),
    search: channelSearchLabels({ t, locale }),
  }
}

type Props = BlockProps<'channelList'> & {
  catalog: Pick<ChannelCatalog, 'channels' | 'packages'>
  /**
   * The country's packages of every service, for the channel search (which packages carry a channel,
   * cheapest first) and for a ?pacote= that names a fibre package. None: no search.
   */
  offers?: readonly Pick<PackageSummary, 'id' | 'name' | 'price'>[]
  /** Each offered package's sign-up address (signUpLinks of lib/packages/package-action.ts). */
  signUps?: ReadonlyMap<number, string>
}

const NO_SIGN_UPS: ReadonlyMap<number, string> = new Map()

/** The channel list block with its catalogue given (the block loads it; stories and tests pass it). */
export function ChannelListView({ block, context, catalog, offers = [], signUps = NO_SIGN_UPS }: Props) {
  const own = catalog.channels.filter((channel) => channel.own)
  const ownLabels = cardLabels(context.t, own)
  return (
    <BlockSection isFirst={context.isFirst} heading={block.heading} intro={block.intro} classes={styles}>
      {({ Inner: cardHeading }) =>
        block.ownOnly ? (
          // ZAP's own channels: few, each with its description; nothing to filter.
          <>
            <p className={styles.count}>{context.t('channelList.count', { count: own.length })}</p>
            {own.length > 0 ? (
              <ul className={`${styles.list} ${styles.ownList}`} aria-label={context.t('channelList.list')}>
                {own.map((channel) => (
                  <ChannelCard
                    key={channel.id}
                    channel={channel}
                    Heading={cardHeading}
                    labels={ownLabels}
                    withDescription
                  />
                ))}
              </ul>
            ) : null}
          </>
        ) : (
          <ChannelFilter
            channels={catalog.channels}
            packages={catalog.packages}
            offers={searchPackages(offers, context.country, context.locale, signUps)}
            cardHeading={cardHeading}
            locale={context.locale}
            labels={filterLabels(context, catalog.channels)}
          />
        )
      }
    </BlockSection>
  )
}
