import type { ChannelCatalog } from '@/lib/content/get-channels'
import type { BlockProps } from '@/registry/types'
import { ChannelCard } from './ChannelCard'
import { ChannelFilter } from './ChannelFilter.lazy'
import styles from './ChannelList.module.scss'

/** The channel list block with its catalogue given (the block loads it; stories and tests pass it). */
export function ChannelListView({
  block,
  context,
  catalog,
}: BlockProps<'channelList'> & { catalog: Pick<ChannelCatalog, 'channels' | 'packages'> }) {
  const Heading = context.isFirst ? 'h1' : 'h2'
  const cardHeading = block.heading && !context.isFirst ? 'h3' : 'h2'
  const own = catalog.channels.filter((channel) => channel.own)
  return (
    <section className={styles.section}>
      {block.heading ? <Heading className={styles.heading}>{block.heading}</Heading> : null}
      {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
      {block.ownOnly ? (
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
      )}
    </section>
  )
}
