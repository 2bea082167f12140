import type { InnerHeadingTag } from '@/components/blocks/BlockSection'
import type { TFunction } from 'i18next'
import type { ChannelEntry } from '@/lib/content/get-channels'
import styles from './ChannelList.module.scss'
import { MediaImage } from '@/components/media/MediaImage'

/** withDescription: the own-channels page, where every channel is ZAP's (no "ZAP channel" mark needed). */
type Props = { channel: ChannelEntry; Heading: InnerHeadingTag; t: TFunction<'common'>; withDescription?: boolean }

/** One channel: name, decoder position, genre, HD and ZAP marks, and (own channels page) its description. */
export function ChannelCard({ channel, Heading, t, withDescription = false }: Props) {
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
            {t('channelList.position', { number: channel.number })}
          </p>
        </div>
      </div>
      <p className={styles.tags}>
        <span className={styles.tag}>{t(`channelList.genres.${channel.genre}`)}</span>
        {channel.hd ? (
          <span className={styles.tag}>
            <abbr title={t('channelList.hd')}>HD</abbr>
          </span>
        ) : null}
        {channel.own && !withDescription ? (
          <span className={`${styles.tag} ${styles.own}`}>{t('channelList.own')}</span>
        ) : null}
      </p>
      {withDescription && channel.description ? <p className={styles.description}>{channel.description}</p> : null}
    </li>
  )
}
