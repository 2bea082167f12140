'use client'

import type { InnerHeadingTag } from '@/components/blocks/BlockSection'
import { fill, plural, type Plural, type Template } from '@/lib/i18n/labels'
import { useCallback, useId, useMemo, useState, type FormEvent } from 'react'
import type { ProgrammeEntry } from '@/lib/content/get-programmes'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { publicPath } from '@/lib/routing/localized-path'
import { foldName, matchesFolded, queryWords } from '@/lib/text/match-name'
import { useHydrated } from '@/lib/ui/use-hydrated'
import { useClock } from './use-clock'
import { dayKey, formatTime, guideDays, zonedTime, type GuideDay } from './guide-days'
import {
  covers,
  guideRows,
  inWindow,
  viewDay,
  viewPath,
  windowOf,
  type GuideRow,
  type GuideView,
  type GuideWindow,
} from './guide-views'
import type { FetchedWindow } from './TvGuideDayQuery'
import { TvGuideDayQuery } from './TvGuideDayQuery.lazy'
import { NowList } from './NowList'
import { TvGuideGrid, type GuideChannel, type TvGuideGridLabels } from './TvGuideGrid'
import styles from './TvGuide.module.scss'

/** The channel search's strings (tvGuide.picker.* in locales/*). */
export type GuidePickerLabels = {
  label: string
  hint: string
  noScript: string
  /** "{{count}} canais encontrados" and its other forms. */
  found: Plural
  /** "Nenhum canal com «{{query}}» no nome…" */
  none: Template
  clear: string
}

/** The guide's interface strings in the page's language (tvGuide.* in locales/*). */
export type TvGuideLabels = {
  days: string
  today: string
  loading: string
  empty: string
  emptyNow: string
  emptyTonight: string
  error: string
  retry: string
  /** "Programação de {{day}}" */
  showing: Template
  noScript: string
  views: string
  viewNow: string
  viewTonight: string
  viewDay: string
  /** "Programação a partir das {{time}}": "now" before the browser's clock is known. */
  nowFrom: Template
  /** "No ar às {{time}}" */
  nowAt: Template
  /** "{{day}}, das {{from}} à meia-noite" */
  tonightSpan: Template
  picker: GuidePickerLabels
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
  /** The view at this address. */
  view: GuideView
  /** What the server read for the view. */
  range: GuideWindow
  /** The view's programmes, rendered by the server. */
  programmes: ProgrammeEntry[]
  /** When the server rendered the page (ISO). */
  now: string
  /** The guide's own address (no language prefix, no view segment): the views' links hang from it. */
  basePath: string
  /** Level of each channel's name: one below the block's heading. */
  channelHeading: InnerHeadingTag
  labels: TvGuideLabels
}

/**
 * Upper bound asked of GraphQL for one window (tens of channels, a dozen programmes each: the seed
 * has about 300 a day in Angola). Also the most documents one GraphQL list may return
 * (lib/graphql/cost.ts): SQLite reads a list in one synchronous piece, and ten lists of 1000 kept a
 * cached page waiting 400 ms.
 */
export const DAY_LIMIT = 500
/** How often the "on air" mark moves on. */
const rangeKey = (range: GuideWindow) => `${range.from}|${range.to}|${range.spanFrom}|${range.spanTo}`
const rangeOfKey = (key: string): GuideWindow => {
  const [from = '', to = '', spanFrom = '', spanTo = ''] = key.split('|')
  return { from, to, spanFrom, spanTo }
}

/**
 * The TV guide island: the views (now, tonight, day by day) and the days as links, the channel
 * search, and the view's channels.
 *
 * Pages are rendered once and served from a cache by path, so the server renders the view's
 * programmes as they were when it rendered the page (at most GUIDE_REVALIDATE old), and this island
 * marks now and tonight by the browser's clock after hydration. When the page it was given no longer
 * covers its view (a cached page read after midnight, a tab left open for hours), it asks
 * /api/graphql for what does (guide-views.ts `covers`), with Apollo, whose code comes only then.
 *
 * Without JavaScript a visitor has every view and day as a link, and sees: in "now", each channel's
 * programme that was on when the page was made and the one after it, each with its start and end times
 * (what is on is one of them, as the page is at most a quarter of an hour old); in "tonight", every
 * channel's whole evening from 20:00 to midnight with times; in a day, every channel's day from its
 * first programme. Only the channel search, the hour bar's buttons and the "on air" marks need it.
 */
export function TvGuide({
  country,
  locale,
  countryId,
  channels,
  days: serverDays,
  view,
  range,
  programmes: serverProgrammes,
  now: renderedAt,
  basePath,
  channelHeading,
  labels,
}: TvGuideProps) {
  const id = useId()
  const hydrated = useHydrated()
  const clock = useClock()
  const [fetched, setFetched] = useState<FetchedWindow | null>(null)
  const [query, setQuery] = useState('')
  const renderedDate = useMemo(() => new Date(renderedAt), [renderedAt])

  // Past midnight in the country the days move on (and "today" with them).
  const firstDay = serverDays[0]?.key
  const currentDay = clock ? dayKey(clock, country) : firstDay
  const days = useMemo(
    () =>
      currentDay && currentDay !== firstDay
        ? guideDays(zonedTime(currentDay, 12, 0, country), country, locale)
        : serverDays,
    [currentDay, firstDay, serverDays, country, locale],
  )
  const shownDay = viewDay(view, clock ?? renderedDate, country)

  // Which programmes cover the view now: the server's, or those asked for in the browser.
  const serverCovers = clock === null || covers(view, range, clock, country)
  const fetchedCovers = clock !== null && fetched !== null && covers(view, fetched.range, clock, country)
  const wantedKey =
    serverCovers || clock === null
      ? null
      : rangeKey(fetchedCovers && fetched ? fetched.range : windowOf(view, clock, country))
  const wanted = useMemo(() => (wantedKey === null ? null : rangeOfKey(wantedKey)), [wantedKey])
  const channelIds = useMemo(() => channels.map((channel) => channel.id), [channels])
  const current = wanted && fetched && rangeKey(fetched.range) === wantedKey ? fetched : null
  const fetchedProgrammes = current?.programmes
  const wantedProgrammes = useMemo(
    () => (wanted ? (fetchedProgrammes?.filter((programme) => inWindow(programme, wanted)) ?? null) : null),
    [wanted, fetchedProgrammes],
  )
  // What the guide shows: the window asked for in the browser, or the server's.
  const activeRange: GuideWindow = wanted ?? range
  const activeProgrammes: ProgrammeEntry[] | null = wanted ? wantedProgrammes : serverProgrammes
  const activeFailed = wanted ? (current?.failed ?? false) : false
  const fetches = wanted !== null && countryId !== null && channelIds.length > 0
  const variables = useMemo(
    () =>
      wanted && countryId !== null
        ? { channels: channelIds, country: countryId, from: wanted.from, to: wanted.to, limit: DAY_LIMIT, locale }
        : null,
    [wanted, countryId, channelIds, locale],
  )

  // The channel search: accent-, case- and space-insensitive, every word of the query in the name.
  const folded = useMemo(() => channels.map((channel) => foldName(channel.name)), [channels])
  const words = useMemo(() => queryWords(query), [query])
  const searching = words.length > 0
  const shownChannels = useMemo(
    () => (words.length > 0 ? channels.filter((_, i) => matchesFolded(folded[i] ?? '', words)) : channels),
    [channels, folded, words],
  )
  // The same rows (the same objects) from render to render while the channels, programmes and window
  // stay: the clock's minute ticks and the page's hydration then re-render no row that did not change
  // (TvGuideGrid's rows are memoised), which on a slow phone is most of the guide's work after load.
  const rows: GuideRow<GuideChannel>[] = useMemo(
    () => (activeProgrammes ? guideRows(shownChannels, activeProgrammes, activeRange) : []),
    [shownChannels, activeProgrammes, activeRange],
  )
  const rowId = useCallback((channelId: number) => `${id}-channel-${channelId}`, [id])
  const goToFirst = (event: FormEvent) => {
    event.preventDefault()
    const first = rows[0]
    if (first) document.getElementById(rowId(first.channel.id))?.focus()
  }

  const state = activeFailed ? 'error' : activeProgrammes === null && fetches ? 'loading' : 'ready'
  const emptyText = view.kind === 'now' ? labels.emptyNow : view.kind === 'tonight' ? labels.emptyTonight : labels.empty
  const dayLabel = (key: string) => {
    const day =
      days.find((candidate) => candidate.key === key) ??
      guideDays(zonedTime(key, 12, 0, country), country, locale, 1)[0]
    return day ? `${day.weekday} ${day.date}` : key
  }
  const viewLine =
    view.kind === 'now'
      ? clock
        ? fill(labels.nowAt, { time: formatTime(clock.toISOString(), country) })
        : fill(labels.nowFrom, { time: formatTime(renderedAt, country) })
      : view.kind === 'tonight'
        ? fill(labels.tonightSpan, { day: dayLabel(shownDay), from: formatTime(activeRange.spanFrom, country) })
        : fill(labels.showing, { day: dayLabel(shownDay) })
  const nothing = state === 'ready' && !searching && rows.length === 0
  const status = state === 'loading' ? labels.loading : nothing ? emptyText : ''

  const href = (target: GuideView) => publicPath(locale, viewPath(basePath, target))
  const today = days[0]

  return (
    <div className={styles.guide}>
      {fetches && variables && wanted ? (
        <TvGuideDayQuery key={wantedKey} range={wanted} variables={variables} onResult={setFetched} />
      ) : null}

      <nav aria-label={labels.views}>
        <ul className={styles.views}>
          {(
            [
              [{ kind: 'now' }, labels.viewNow],
              [{ kind: 'tonight' }, labels.viewTonight],
              [{ kind: 'day', key: today?.key ?? shownDay, follows: true }, labels.viewDay],
            ] as const
          ).map(([target, text]) => (
            <li key={target.kind}>
              <a
                className={styles.view}
                href={href(target)}
                aria-current={view.kind === target.kind ? 'page' : undefined}
              >
                {text}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {view.kind === 'day' ? (
        <nav aria-label={labels.days}>
          <ul className={styles.days}>
            {days.map((day) => (
              <li key={day.key}>
                <a
                  className={styles.day}
                  href={href({ kind: 'day', key: day.key, follows: day.key === today?.key })}
                  aria-current={day.key === shownDay ? 'page' : undefined}
                >
                  <span className={styles.weekday}>{day.weekday}</span> <span className={styles.date}>{day.date}</span>
                  {day.isToday ? (
                    <>
                      {' '}
                      <span className={styles.today}>{labels.today}</span>
                    </>
                  ) : null}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}

      <form role="search" aria-label={labels.picker.label} className={styles.picker} onSubmit={goToFirst}>
        <label htmlFor={`${id}-q`} className={styles.pickerLabel}>
          {labels.picker.label}
        </label>
        <div className={styles.pickerRow}>
          <input
            id={`${id}-q`}
            className={styles.pickerInput}
            type="search"
            value={query}
            // In the server's HTML the field is there but off, so nothing moves when the script arrives.
            disabled={!hydrated}
            maxLength={60}
            autoComplete="off"
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            aria-describedby={`${id}-hint`}
            onChange={(event) => setQuery(event.target.value)}
          />
          {searching ? (
            <button type="button" className={styles.pickerClear} onClick={() => setQuery('')}>
              {labels.picker.clear}
            </button>
          ) : null}
        </div>
        <p id={`${id}-hint`} className={styles.pickerHint}>
          {labels.picker.hint}
        </p>
        <noscript>
          <p className={styles.pickerHint}>{labels.picker.noScript}</p>
        </noscript>
      </form>
      {/* Always in the page, empty until a search: a live region announces only changes to what it holds. */}
      <p className={styles.found} aria-live="polite" aria-atomic="true">
        {searching && state === 'ready'
          ? rows.length > 0
            ? plural(labels.picker.found, rows.length, locale)
            : fill(labels.picker.none, { query: query.trim() })
          : ''}
      </p>

      <p className={styles.viewLine}>{viewLine}</p>
      {view.kind !== 'now' ? (
        <noscript>
          <p className={styles.noScript}>{labels.noScript}</p>
        </noscript>
      ) : null}
      {/* One live region for loading and empty, present from the start so screen readers announce its changes. */}
      <p role="status" className={status ? styles.message : 'visually-hidden'} data-state={state}>
        {status}
      </p>

      <div className={styles.panel} aria-busy={state === 'loading'}>
        {state === 'error' ? (
          <div role="alert" className={styles.error}>
            <p>{labels.error}</p>
            <button type="button" className={styles.retry} onClick={current?.retry}>
              {labels.retry}
            </button>
          </div>
        ) : rows.length === 0 ? null : view.kind === 'now' ? (
          <NowList
            rows={rows}
            clock={clock}
            renderedAt={renderedDate}
            country={country}
            channelHeading={channelHeading}
            rowId={rowId}
            labels={labels.grid}
          />
        ) : (
          <TvGuideGrid
            rows={rows}
            range={activeRange}
            clock={clock}
            country={country}
            channelHeading={channelHeading}
            rowId={rowId}
            labels={labels.grid}
          />
        )}
      </div>
    </div>
  )
}
