'use client'

import type { InnerHeadingTag } from '@/components/blocks/BlockSection'
import type { ProgrammeEntry } from '@/lib/content/get-programmes'
import type { CountryCode } from '@/lib/countries'
import { fill } from '@/lib/i18n/labels'
import { formatTime } from './guide-days'
import { fromRenderTime, nowAndNext, type GuideRow } from './guide-views'
import { programmeTitle } from './programme-title'
import { ChannelHead, type GuideChannel, type TvGuideGridLabels } from './TvGuideGrid'
import styles from './TvGuide.module.scss'

type NowItem = { programme: ProgrammeEntry; tag: 'now' | 'next' | null }

/**
 * "Now": per channel, what is on air and what comes next by the browser's clock; before it is known
 * (the server's HTML, and without JavaScript), what was on when the page was made and the one after
 * it, with their times.
 */
export function NowList({
  rows,
  clock,
  renderedAt,
  country,
  channelHeading: Heading,
  rowId,
  labels,
}: {
  rows: GuideRow<GuideChannel>[]
  clock: Date | null
  renderedAt: Date
  country: CountryCode
  channelHeading: InnerHeadingTag
  rowId: (channelId: number) => string
  labels: TvGuideGridLabels
}) {
  const itemsOf = (programmes: ProgrammeEntry[]): NowItem[] => {
    if (!clock) return fromRenderTime(programmes, renderedAt).map((programme) => ({ programme, tag: null }))
    const { current, next } = nowAndNext(programmes, clock)
    return [
      ...(current ? [{ programme: current, tag: 'now' as const }] : []),
      ...(next ? [{ programme: next, tag: 'next' as const }] : []),
    ]
  }
  const shown = rows.flatMap((row) => {
    const items = itemsOf(row.programmes)
    return items.length > 0 ? [{ channel: row.channel, items }] : []
  })
  return (
    <ul className={styles.nowList} aria-label={labels.channels}>
      {shown.map(({ channel, items }) => (
        <li key={channel.id} id={rowId(channel.id)} tabIndex={-1} className={styles.nowChannel}>
          <ChannelHead channel={channel} Heading={Heading} position={labels.position} />
          <ol className={styles.nowProgrammes} aria-label={fill(labels.channelProgrammes, { channel: channel.name })}>
            {items.map(({ programme, tag }) => (
              <li
                key={programme.id}
                className={styles.nowProgramme}
                aria-current={tag === 'now' ? 'time' : undefined}
                data-on-air={tag === 'now' || undefined}
              >
                {tag ? <span className={styles.nowTag}>{tag === 'now' ? labels.onAir : labels.next}</span> : null}
                <span className={styles.nowTimes}>
                  <time dateTime={programme.startsAt}>{formatTime(programme.startsAt, country)}</time>
                  {'–'}
                  <time dateTime={programme.endsAt}>{formatTime(programme.endsAt, country)}</time>
                </span>{' '}
                <span className={styles.title}>{programmeTitle(programme, labels.titles)}</span>
              </li>
            ))}
          </ol>
        </li>
      ))}
    </ul>
  )
}
