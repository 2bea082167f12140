import type { ChannelCatalog } from '@/lib/content/get-channels'
import type { BlockProps } from '@/registry/types'
import { BlockSection } from '@/components/blocks/BlockSection'
import { ChannelCard } from './ChannelCard'
import { ChannelFilter } from './ChannelFilter.lazy'
import styles from './ChannelList.module.scss'

/** The channel list block with its catalogue given (the block loads it; stories and tests pass it). */
export function ChannelListView({
  block,
  context,
  catalog,
}: BlockProps<'channelList'> & { catalog: Pick<ChannelCatalog, 'channels' | 'packages'> }) {
  const own = catalog.channels.filter((channel) => channel.own)
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
                  <ChannelCard key={channel.id} channel={channel} Heading={cardHeading} t={context.t} withDescription />
                ))}
              </ul>
            ) : null}
          </>
        ) : (
          <ChannelFilter channels={catalog.channels} packages={catalog.packages} cardHeading={cardHeading} />
        )
      }
    </BlockSection>
  )
}
