'use client'

import type { InnerHeadingTag } from '@/components/blocks/BlockSection'
import { fill, type Template } from '@/lib/i18n/labels'
import { memo, useEffect, useRef, useState } from 'react'
import type { ChannelLogo } from '@/lib/content/get-channels'
import type { ProgrammeEntry } from '@/lib/content/get-programmes'
import type { CountryCode } from '@/lib/countries'
import { MediaImage } from '@/components/media/MediaImage'
import { formatTime, isOnAir } from './guide-days'
import type { GuideRow, GuideWindow } from './guide-views'
import { programmeTitle, type ProgrammeTitleLabels } from './programme-title'
import { placeRows } from './row-placement'
import styles from './TvGuide.module.scss'

/** A row of the guide. */
export type GuideChannel = { id: number; name: string; number: number; logo?: ChannelLogo }

/** The hour bar's strings (tvGuide.time.* in locales/*). */
export type TimeBarLabels = {
  /** The group's name. */
  label: string
  earlier: string
  later: string
  now: string
  /** "A mostrar a partir das {{time}}" */
  from: Template
}

/** The grid's interface strings in the page's language (tvGuide.* in locales/*). */
export type TvGuideGridLabels = {
  scrollHint: string
  channels: string
  /** "Canal {{number}}" */
  position: Template
  /** "Programação de {{channel}}" */
  channelProgrammes: Template
  onAir: string
  next: string
  titles: ProgrammeTitleLabels
  time: TimeBarLabels
}

type Props = {
  /** The rows shown (channels with programmes in the range, after the channel search). */
  rows: GuideRow<GuideChannel>[]
  /** What the rows cover: [spanFrom, spanTo) is the stretch of time the hour bar moves through. */
  range: GuideWindow
  /** The browser's clock, once known (null in the server's HTML and while the page hydrates). */
  clock: Date | null
  country: CountryCode
  channelHeading: InnerHeadingTag
  /** The id of a channel's row, for the search's "go to the first channel". */
  rowId: (channelId: number) => string
  labels: TvGuideGridLabels
}

const HOUR = 3_600_000

/** "HH:mm" of an instant on the bar. */
const clockTime = (time: number, country: CountryCode) => formatTime(new Date(time).toISOString(), country)

/**
 * One stretch of the guide (a day, or the evening) with a row per channel, each row's programmes in
 * time order inside a labelled, focusable, sideways-scrolling region: a phone scrolls one channel's
 * hours, never the page. Above the rows, an hour bar says which time the rows show from and moves all
 * of them earlier or later (and back to now), with a ruler of the stretch marking that time and the
 * current one; each row shows a fade and an arrow on a side where it has more programmes.
 *
 * Without JavaScript every row starts at the stretch's first programme and the bar's buttons stay
 * disabled: nothing is hidden before what is shown, and the rest is a sideways scroll away (the
 * hint says so). With it, rows open at what is on air now when the stretch includes now.
 */
export function TvGuideGrid({ rows, range, clock, country, channelHeading, rowId, labels }: Props) {
  const spanFrom = Date.parse(range.spanFrom)
  const spanTo = Date.parse(range.spanTo)
  // A whole day moves two hours at a time, the evening one.
  const step = spanTo - spanFrom > 6 * HOUR ? 2 * HOUR : HOUR
  const [chosen, setChosen] = useState<number | null>(null)
  const gridRef = useRef<HTMLDivElement>(null)
  const ready = clock !== null
  const now = clock?.getTime() ?? null
  const nowInSpan = now !== null && now >= spanFrom && now < spanTo
  // Until the visitor moves it, the bar follows now (within the stretch), else the stretch's start.
  const at = chosen ?? (nowInSpan && now !== null ? now : spanFrom)
  const lastStart = spanTo - step
  const rowsKey = `${range.from}|${rows.map((row) => row.channel.id).join(',')}`

  // Rows move to the bar's time once the clock is known (at once: nobody asked to watch them move), when
  // the visitor moves the bar (smoothly) and when the search shows other rows; not on every tick of the
  // clock (a row the visitor scrolled stays put).
  useEffect(() => {
    const grid = gridRef.current
    if (!ready || !grid) return
    const time = chosen ?? Math.min(Math.max(Date.now(), spanFrom), spanTo - 1)
    return placeRows(grid, time, chosen !== null)
  }, [ready, chosen, rowsKey, spanFrom, spanTo])

  const earlier = () => setChosen(Math.max(spanFrom, spanFrom + Math.floor((at - spanFrom) / step) * step - step))
  const later = () => setChosen(Math.min(lastStart, spanFrom + Math.floor((at - spanFrom) / step) * step + step))
  const percent = (time: number) => `${(((time - spanFrom) / (spanTo - spanFrom)) * 100).toFixed(2)}%`
  const ticks: number[] = []
  for (let time = spanFrom; time < spanTo; time += step === HOUR ? HOUR : 3 * HOUR) ticks.push(time)

  return (
    <div ref={gridRef} className={styles.grid}>
      <div className={styles.timeBar} role="group" aria-label={labels.time.label}>
        <div className={styles.timeControls}>
          <button type="button" className={styles.timeButton} onClick={earlier} disabled={!ready || at <= spanFrom}>
            <span aria-hidden="true">‹ </span>
            {labels.time.earlier}
          </button>
          <p className={styles.timeNow} aria-live="polite">
            {fill(labels.time.from, { time: clockTime(at, country) })}
          </p>
          <button type="button" className={styles.timeButton} onClick={later} disabled={!ready || at >= lastStart}>
            {labels.time.later}
            <span aria-hidden="true"> ›</span>
          </button>
          {/* Always there (off when now is not in the stretch), so nothing moves when the page hydrates. */}
          <button
            type="button"
            className={styles.timeButton}
            onClick={() => setChosen(Date.now())}
            disabled={!nowInSpan}
          >
            {labels.time.now}
          </button>
        </div>
        {/* The stretch at a glance: its hours, where the rows start (pink) and now (a dark line). The marks
            appear once the browser knows the time, rather than move there from the server's place. */}
        <div className={styles.ruler} aria-hidden="true">
          {ticks.map((time) => (
            <span key={time} className={styles.tick} style={{ left: percent(time) }}>
              {clockTime(time, country)}
            </span>
          ))}
          {ready ? <span className={styles.rulerAt} style={{ left: percent(at) }} /> : null}
          {nowInSpan && now !== null ? <span className={styles.rulerNow} style={{ left: percent(now) }} /> : null}
        </div>
      </div>
      <p className={styles.hint}>{labels.scrollHint}</p>
      <ul className={styles.channels} aria-label={labels.channels}>
        {rows.map((row) => (
          <ChannelRow
            key={row.channel.id}
            channel={row.channel}
            programmes={row.programmes}
            id={rowId(row.channel.id)}
            onAir={clock ? row.programmes.find((programme) => isOnAir(programme, clock))?.id : undefined}
            country={country}
            Heading={channelHeading}
            labels={labels}
          />
        ))}
      </ul>
    </div>
  )
}

/** A channel's name, logo and position: the start of its row in every view. */
export function ChannelHead({
  channel,
  Heading,
  position,
}: {
  channel: GuideChannel
  Heading: InnerHeadingTag
  position: Template
}) {
  return (
    <div className={styles.channelHead}>
      {channel.logo ? (
        // The name is written beside it: the logo is decorative.
        <MediaImage image={channel.logo} className={styles.logo} sizes="64px" alt="" />
      ) : null}
      <Heading className={styles.channelName}>{channel.name}</Heading>
      <p className={styles.number}>{fill(position, { number: channel.number })}</p>
    </div>
  )
}

/**
 * One channel's row. Memoised, as are its programmes: on a slow phone the work after the page loads is
 * re-rendering the guide (the browser's clock arriving, the page hydrated), and a row re-renders only
 * when its own programmes or its on-air programme change. Its place in time and the marks saying it has
 * more to either side are kept by row-placement.ts, on the elements.
 */
const ChannelRow = memo(function ChannelRow({
  id,
  channel,
  programmes,
  onAir,
  country,
  Heading,
  labels,
}: {
  id: string
  channel: GuideChannel
  programmes: ProgrammeEntry[]
  /** The programme on air by the browser's clock (none before it is known, or if none is on). */
  onAir: number | undefined
  country: CountryCode
  Heading: InnerHeadingTag
  labels: TvGuideGridLabels
}) {
  return (
    <li className={styles.channel} id={id} tabIndex={-1} data-row-outer="">
      <ChannelHead channel={channel} Heading={Heading} position={labels.position} />
      <div className={styles.track}>
        <div
          className={styles.scroller}
          role="region"
          aria-label={fill(labels.channelProgrammes, { channel: channel.name })}
          tabIndex={0}
          data-row=""
        >
          <ProgrammeList programmes={programmes} onAir={onAir} country={country} labels={labels} />
        </div>
      </div>
    </li>
  )
})

/** A row's programmes: the edges' fades and arrows around it change without redrawing it. */
const ProgrammeList = memo(function ProgrammeList({
  programmes,
  onAir,
  country,
  labels,
}: {
  programmes: ProgrammeEntry[]
  onAir: number | undefined
  country: CountryCode
  labels: TvGuideGridLabels
}) {
  return (
    <ol className={styles.programmes}>
      {programmes.map((programme) => {
        const live = programme.id === onAir
        return (
          <li
            key={programme.id}
            className={styles.programme}
            aria-current={live ? 'time' : undefined}
            data-on-air={live || undefined}
            data-ends={Date.parse(programme.endsAt)}
          >
            <time className={styles.time} dateTime={programme.startsAt}>
              {formatTime(programme.startsAt, country)}
            </time>
            <span className={styles.title}>{programmeTitle(programme, labels.titles)}</span>
            {live ? <span className={styles.live}>{labels.onAir}</span> : null}
          </li>
        )
      })}
    </ol>
  )
})
