'use client'

import type { InnerHeadingTag } from '@/components/blocks/BlockSection'
import * as Tabs from '@radix-ui/react-tabs'
import { fill, type Template } from '@/lib/i18n/labels'
import { useEffect, useMemo, useState } from 'react'
import type { ProgrammeEntry } from '@/lib/content/get-programmes'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { dayKey, guideDays, type GuideDay } from './guide-days'
import type { FetchedDay } from './TvGuideDayQuery'
import { TvGuideDayQuery } from './TvGuideDayQuery.lazy'
import { TvGuideGrid, type GuideChannel, type TvGuideGridLabels } from './TvGuideGrid'
import styles from './TvGuide.module.scss'

/** The guide's interface strings in the page's language (tvGuide.* in locales/*). */
export type TvGuideLabels = {
  days: string
  today: string
  loading: string
  empty: string
  error: string
  retry: string
  /** "Programação de {{day}}" */
  showing: Template
  noScript: string
  grid: TvGuideGridLabels
}

export type TvGuideProps = {
  country: CountryCode
  locale: Locale
  /** The country's document id, for the GraphQL filter; null when it has no channels. */
  countryId: number | null
  /** The guide's rows, in order. */
  channels: GuideChannel[]
  /** Today (as the server saw it) and the next days. */
  days: GuideDay[]
  /** The programmes of days[0], rendered by the server. */
  programmes: ProgrammeEntry[]
  /** When the server rendered the page (ISO): what is "on air" until the browser takes over. */
  now: string
  /** Level of each channel's name: one below the block's heading. */
  channelHeading: InnerHeadingTag
  labels: TvGuideLabels
}

/**
 * Upper bound asked of GraphQL for one day (tens of channels, a dozen programmes each: the seed has
 * 122 a day). Also the most documents one GraphQL list may return (lib/graphql/cost.ts): SQLite reads
 * a list in one synchronous piece, and ten lists of 1000 kept a cached page waiting 400 ms.
 */
export const DAY_LIMIT = 500
/** How often the "on air" mark moves on. */
const TICK_MS = 60_000

/**
 * The TV guide island: the day switcher and the grid. Today comes from the server (so the guide is
 * there without JavaScript); other days are fetched from this site's /api/graphql with Apollo, whose
 * code comes only when a visitor first picks one (TvGuideDayQuery).
 */
export function TvGuide({
  country,
  locale,
  countryId,
  channels,
  days: initialDays,
  programmes: serverProgrammes,
  now: renderedAt,
  channelHeading,
  labels,
}: TvGuideProps) {
  const serverDay = initialDays[0]?.key
  const [days, setDays] = useState(initialDays)
  const [selected, setSelected] = useState(serverDay ?? '')
  const [now, setNow] = useState(() => new Date(renderedAt))
  const channelIds = useMemo(() => channels.map((channel) => channel.id), [channels])
  const [fetchedDay, setFetchedDay] = useState<FetchedDay | null>(null)

  // The page may come from a cache rendered earlier: from here on the browser's clock decides
  // what is on air and, past midnight in the country, which day is today.
  const today = days[0]?.key
  useEffect(() => {
    const tick = () => {
      const current = new Date()
      setNow(current)
      if (dayKey(current, country) === today) return
      const next = guideDays(current, country, locale)
      setDays(next)
      setSelected((key) => (next.some((option) => option.key === key) ? key : (next[0]?.key ?? key)))
    }
    tick()
    const timer = window.setInterval(tick, TICK_MS)
    return () => window.clearInterval(timer)
  }, [country, locale, today])

  const day = days.find((candidate) => candidate.key === selected) ?? days[0]
  const fromServer = day?.key === serverDay
  const fetches = Boolean(day) && !fromServer && countryId !== null && channelIds.length > 0
  const fetched = fetches && fetchedDay?.key === day?.key ? fetchedDay : null
  const programmes = fromServer || channelIds.length === 0 ? serverProgrammes : (fetched?.programmes ?? null)
  const state = fetched?.failed
    ? 'error'
    : programmes === null
      ? 'loading'
      : programmes.length === 0
        ? 'empty'
        : 'ready'

  if (!day) return null
  const dayLabel = `${day.weekday} ${day.date}`
  const status = {
    loading: labels.loading,
    empty: labels.empty,
    error: '',
    ready: fill(labels.showing, { day: dayLabel }),
  }[state]

  return (
    <Tabs.Root value={day.key} onValueChange={setSelected} activationMode="manual" className={styles.guide}>
      {fetches && countryId !== null ? (
        <TvGuideDayQuery
          key={day.key}
          dayKey={day.key}
          variables={{ channels: channelIds, country: countryId, from: day.from, to: day.to, limit: DAY_LIMIT }}
          onResult={setFetchedDay}
        />
      ) : null}
      <Tabs.List aria-label={labels.days} className={styles.days}>
        {days.map((option) => (
          <Tabs.Trigger key={option.key} value={option.key} className={styles.day}>
            <span className={styles.weekday}>{option.weekday}</span>
            <span className={styles.date}>{option.date}</span>
            {option.isToday ? <span className={styles.today}>{labels.today}</span> : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <noscript>
        <p className={styles.noScript}>{labels.noScript}</p>
      </noscript>

      {/* One live region for every state, present from the start so screen readers announce its changes. */}
      <p
        role="status"
        className={state === 'loading' || state === 'empty' ? styles.message : 'visually-hidden'}
        data-state={state}
      >
        {status}
      </p>

      {days.map((option) => (
        <Tabs.Content
          key={option.key}
          value={option.key}
          className={styles.panel}
          aria-busy={option.key === day.key && state === 'loading'}
        >
          {option.key !== day.key ? null : state === 'error' ? (
            <div role="alert" className={styles.error}>
              <p>{labels.error}</p>
              <button type="button" className={styles.retry} onClick={fetched?.retry}>
                {labels.retry}
              </button>
            </div>
          ) : state === 'ready' && programmes ? (
            <TvGuideGrid
              channels={channels}
              programmes={programmes}
              now={now}
              country={country}
              channelHeading={channelHeading}
              labels={labels.grid}
            />
          ) : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
