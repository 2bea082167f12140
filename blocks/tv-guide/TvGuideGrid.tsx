'use client'

import type { InnerHeadingTag } from '@/components/blocks/BlockSection'
import { fill, type Template } from '@/lib/i18n/labels'
import { useEffect, useRef } from 'react'
import type { ChannelLogo } from '@/lib/content/get-channels'
import type { ProgrammeEntry } from '@/lib/content/get-programmes'
import type { CountryCode } from '@/lib/countries'
import { formatTime, isOnAir } from './guide-days'
import styles from './TvGuide.module.scss'
import { MediaImage } from '@/components/media/MediaImage'

/** A row of the guide. */
export type GuideChannel = { id: number; name: string; number: number; logo?: ChannelLogo }

/** The grid's interface strings in the page's language (tvGuide.* in locales/*). */
export type TvGuideGridLabels = {
  scrollHint: string
  channels: string
  /** "Canal {{number}}" */
  position: Template
  /** "Programação de {{channel}}" */
  channelProgrammes: Template
  onAir: string
}

type Props = {
  channels: GuideChannel[]
  /** One day's programmes, any order. */
  programmes: ProgrammeEntry[]
  now: Date
  country: CountryCode
  channelHeading: InnerHeadingTag
  labels: TvGuideGridLabels
}

/**
 * One day of the guide: a row per channel (only channels with programmes that day), each with its
 * programmes in time order inside a labelled, focusable, sideways-scrolling region, so a phone
 * scrolls one channel's day and never the page.
 */
export function TvGuideGrid({ channels, programmes, now, country, channelHeading, labels }: Props) {
  const byChannel = new Map<number, ProgrammeEntry[]>()
  for (const programme of programmes)
    byChannel.set(programme.channelId, [...(byChannel.get(programme.channelId) ?? []), programme])
  const rows = channels.flatMap((channel) => {
    const list = byChannel.get(channel.id)
    return list
      ? [{ channel, programmes: [...list].sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt)) }]
      : []
  })
  return (
    <>
      <p className={styles.hint}>{labels.scrollHint}</p>
      <ul className={styles.channels} aria-label={labels.channels}>
        {rows.map((row) => (
          <ChannelRow
            key={row.channel.id}
            {...row}
            now={now}
            country={country}
            Heading={channelHeading}
            labels={labels}
          />
        ))}
      </ul>
    </>
  )
}

function ChannelRow({
  channel,
  programmes,
  now,
  country,
  Heading,
  labels,
}: {
  channel: GuideChannel
  programmes: ProgrammeEntry[]
  now: Date
  country: CountryCode
  Heading: InnerHeadingTag
  labels: TvGuideGridLabels
}) {
  const scroller = useRef<HTMLDivElement>(null)
  const onAir = programmes.find((programme) => isOnAir(programme, now))?.id

  // Start each row at what is on air now (scrolling the row only, never the page; the row is the
  // cells' offset parent).
  useEffect(() => {
    const box = scroller.current
    const current = box?.querySelector<HTMLElement>('[aria-current="time"]')
    if (box && current) box.scrollLeft = Math.max(0, current.offsetLeft - 8)
  }, [onAir])

  return (
    <li className={styles.channel}>
      <div className={styles.channelHead}>
        {channel.logo ? (
          // The name is written beside it: the logo is decorative.
          <MediaImage image={channel.logo} className={styles.logo} sizes="64px" alt="" />
        ) : null}
        <Heading className={styles.channelName}>{channel.name}</Heading>
        <p className={styles.number}>{fill(labels.position, { number: channel.number })}</p>
      </div>
      <div
        ref={scroller}
        className={styles.scroller}
        role="region"
        aria-label={fill(labels.channelProgrammes, { channel: channel.name })}
        tabIndex={0}
      >
        <ol className={styles.programmes}>
          {programmes.map((programme) => {
            const live = programme.id === onAir
            return (
              <li
                key={programme.id}
                className={styles.programme}
                aria-current={live ? 'time' : undefined}
                data-on-air={live || undefined}
              >
                <time className={styles.time} dateTime={programme.startsAt}>
                  {formatTime(programme.startsAt, country)}
                </time>
                <span className={styles.title}>{programme.title}</span>
                {live ? <span className={styles.live}>{labels.onAir}</span> : null}
              </li>
            )
          })}
        </ol>
      </div>
    </li>
  )
}
