'use client'

import { useEffect, useId, useMemo, useState } from 'react'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { publicPath } from '@/lib/routing/localized-path'
import type { InnerHeadingTag } from '@/components/blocks/BlockSection'
import { dayKey } from '@/blocks/tv-guide/guide-days'
import styles from './NovelaSchedule.module.scss'
import { type Airing, buildGrid, NOVELAS_PATH } from './slots'

export type WeekGridLabels = {
  caption: string
  time: string
  today: string
  noneThatDay: string
}

/** A day of the week shown: its key (YYYY-MM-DD), weekday name and short date, in the page's language. */
export type WeekGridDay = { key: string; name: string; date: string }

type Props = {
  airings: Airing[]
  /** The days shown, in order (today first, as the server saw it). */
  days: WeekGridDay[]
  country: CountryCode
  locale: Locale
  labels: WeekGridLabels
  /** Level of each day's heading in the phone list (one below the block's heading). */
  dayHeading: InnerHeadingTag
}

/**
 * Today in the country's time zone (YYYY-MM-DD). Pages are cached across days, so it is worked out in
 * the browser (after hydration, so server and client first render the same), and again when the
 * visitor comes back to a tab left open.
 */
function useToday(country: CountryCode): string | null {
  const [today, setToday] = useState<string | null>(null)
  useEffect(() => {
    const update = () => setToday(dayKey(new Date(), country))
    update()
    document.addEventListener('visibilitychange', update)
    return () => document.removeEventListener('visibilitychange', update)
  }, [country])
  return today
}

/**
 * The week: on wide screens a table (days as columns, times as rows); on phones the same airings
 * as one list per day, so nothing scrolls sideways at 320 px. CSS shows one of the two.
 */
export function WeekGrid({ airings, days, country, locale, labels, dayHeading: DayHeading }: Props) {
  const grid = useMemo(() => buildGrid(airings), [airings])
  const today = useToday(country)
  const id = useId()
  const href = (novelId: number) => publicPath(locale, `${NOVELAS_PATH}/${novelId}`)
  const dayName = (day: WeekGridDay) => (
    <>
      <span className={styles.dayName}>{day.name}</span> <span className={styles.dayDate}>{day.date}</span>
    </>
  )
  // Today is said in words (a badge, and aria-current for screen readers), not only by colour.
  const todayBadge = (day: string) =>
    day === today ? (
      <>
        {' '}
        <span className={styles.todayBadge}>{labels.today}</span>
      </>
    ) : null
  const title = (airing: Airing) =>
    airing.novelId !== null ? (
      <a className={styles.cellLink} href={href(airing.novelId)}>
        {airing.title}
      </a>
    ) : (
      <span className={styles.cellText}>{airing.title}</span>
    )

  return (
    <>
      <table className={styles.table} data-view="table">
        <caption className={styles.caption}>{labels.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.timeHead}>
              {labels.time}
            </th>
            {days.map((day) => (
              <th
                key={day.key}
                scope="col"
                data-day={day.key}
                aria-current={day.key === today ? 'date' : undefined}
                className={day.key === today ? styles.today : undefined}
              >
                {dayName(day)}
                {todayBadge(day.key)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.times.map((time) => (
            <tr key={time}>
              <th scope="row" className={styles.time}>
                <time dateTime={time}>{time}</time>
              </th>
              {days.map((day) => {
                const [first, ...others] = grid.cell(time, day.key)
                return (
                  <td key={day.key} data-day={day.key} className={day.key === today ? styles.today : undefined}>
                    {first && others.length === 0 ? (
                      title(first)
                    ) : first ? (
                      <ul className={styles.cellList}>
                        {[first, ...others].map((airing) => (
                          <li key={airing.id}>{title(airing)}</li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>

      <div className={styles.days} data-view="days">
        {days.map((day) => {
          const list = grid.byDay(day.key)
          return (
            <div
              key={day.key}
              className={day.key === today ? `${styles.day} ${styles.dayToday}` : styles.day}
              data-day={day.key}
            >
              <DayHeading
                id={`${id}-day-${day.key}`}
                className={styles.dayHeading}
                aria-current={day.key === today ? 'date' : undefined}
              >
                {dayName(day)}
                {todayBadge(day.key)}
              </DayHeading>
              {list.length === 0 ? (
                <p className={styles.none}>{labels.noneThatDay}</p>
              ) : (
                <ul className={styles.dayList} aria-labelledby={`${id}-day-${day.key}`}>
                  {list.map((airing) => (
                    <li key={airing.id} className={styles.airing}>
                      <time className={styles.airingTime} dateTime={airing.startsAt}>
                        {airing.time}
                      </time>{' '}
                      {airing.novelId !== null ? (
                        <a className={styles.airingLink} href={href(airing.novelId)}>
                          {airing.title}
                        </a>
                      ) : (
                        <span className={styles.airingText}>{airing.title}</span>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )
        })}
      </div>
    </>
  )
}
