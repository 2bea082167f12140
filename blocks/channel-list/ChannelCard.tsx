import type { HeadingTag } from '@/components/blocks/BlockSection'
import type { ChannelEntry, ChannelGenre } from '@/lib/content/get-channels'
import { fill, type Template } from '@/lib/i18n/labels'
import styles from './ChannelList.module.scss'
import { MediaImage } from '@/components/media/MediaImage'

/** A card's strings (channelList.* in locales/*): the server's cards and the filter island's use the same. */
export type ChannelCardLabels = {
  /** "Canal {{number}}" */
  position: Template
  hd: string
  own: string
  /** The name of each genre the list holds. */
  genres: Partial<Record<ChannelGenre, string>>
}

/**
 * Heading: one below the block's heading, or one more under the heading of a chosen package (ChannelFilter).
 * withDescription: the own-channels page, where every channel is ZAP's (no "ZAP channel" mark needed).
 */
type Props = { channel: ChannelEntry; Heading: HeadingTag; labels: ChannelCardLabels; withDescription?: boolean }

/** One channel: name, decoder position, genre, HD and ZAP marks, and (own channels page) its description. */
export function ChannelCard({ channel, Heading, labels, withDescription = false }: Props) {
  return (
    <li className={styles.card} data-own={channel.own || undefined}>
      <div className={styles.cardHead}>
        {channel.logo ? (
          // The name is written beside it: the logo is decorative.
          <MediaImage image={channel.logo} className={styles.logo} sizes="56px" alt="" />
        ) : (
          <span className={styles.badge} aria-hidden="true">
            {channel.number}
          </span>
        )}
        <div className={styles.names}>
          <Heading className={styles.name}>{channel.name}</Heading>
          {/* Without a logo the badge shows the number already: screen readers get it here. */}
          <p className={channel.logo ? styles.number : 'visually-hidden'}>
            {fill(labels.position, { number: channel.number })}
          </p>
        </div>
      </div>
      <p className={styles.tags}>
        <span className={styles.tag}>{labels.genres[channel.genre] ?? channel.genre}</span>
        {channel.hd ? (
          <span className={styles.tag}>
            <abbr title={labels.hd}>HD</abbr>
          </span>
        ) : null}
        {channel.own && !withDescription ? <span className={`${styles.tag} ${styles.own}`}>{labels.own}</span> : null}
      </p>
      {withDescription && channel.description ? <p className={styles.description}>{channel.description}</p> : null}
    </li>
  )
}
