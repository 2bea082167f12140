'use client'

import { useEffect, useId, useMemo, useState } from 'react'
import type { Weekday } from '@/lib/content/get-novels'
import type { CountryCode } from '@/lib/countries'
import type { Locale } from '@/lib/locales'
import { publicPath } from '@/lib/routing/localized-path'
import type { InnerHeadingTag } from '@/components/blocks/BlockSection'
import styles from './NovelaSchedule.module.scss'
import { type Airing, buildGrid, NOVELAS_PATH, WEEKDAYS, weekdayIn } from './slots'

export type WeekGridLabels = {
  caption: string
  time: string
  today: string
  noneThatDay: string
  days: Record<Weekday, string>
}

type Props = {
  airings: Airing[]
  country: CountryCode
  locale: Locale
  labels: WeekGridLabels
  /** Level of each day's heading in the phone list (one below the block's heading). */
  dayHeading: InnerHeadingTag
}

/**
 * Today's weekday in the country's time zone. Pages are cached across days, so it is worked out in
 * the browser (after hydration, so server and client first render the same), and again when the
 * visitor comes back to a tab left open.
 */
function useToday(country: CountryCode): Weekday | null {
  const [today, setToday] = useState<Weekday | null>(null)
  useEffect(() => {
    const update = () => setToday(weekdayIn(country))
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
export function WeekGrid({ airings, country, locale, labels, dayHeading: DayHeading }: Props) {
  const grid = useMemo(() => buildGrid(airings), [airings])
  const today = useToday(country)
  const id = useId()
  const href = (novelId: number) => publicPath(locale, `${NOVELAS_PATH}/${novelId}`)
  // Today is said in words (a badge, and aria-current for screen readers), not only by colour.
  const todayBadge = (day: Weekday) =>
    day === today ? (
      <>
        {' '}
        <span className={styles.todayBadge}>{labels.today}</span>
      </>
    ) : null

  return (
    <>
      <table className={styles.table} data-view="table">
        <caption className={styles.caption}>{labels.caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.timeHead}>
              {labels.time}
            </th>
            {WEEKDAYS.map((day) => (
              <th
                key={day}
                scope="col"
                data-day={day}
                aria-current={day === today ? 'date' : undefined}
                className={day === today ? styles.today : undefined}
              >
                <span className={styles.dayName}>{labels.days[day]}</span>
                {todayBadge(day)}
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
              {WEEKDAYS.map((day) => {
                const [first, ...others] = grid.cell(time, day)
                return (
                  <td key={day} data-day={day} className={day === today ? styles.today : undefined}>
                    {first && others.length === 0 ? (
                      <a className={styles.cellLink} href={href(first.id)}>
                        {first.title}
                      </a>
                    ) : first ? (
                      <ul className={styles.cellList}>
                        {[first, ...others].map((novel) => (
                          <li key={novel.id}>
                            <a className={styles.cellLink} href={href(novel.id)}>
                              {novel.title}
                            </a>
                          </li>
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
        {WEEKDAYS.map((day) => (
          <div key={day} className={day === today ? `${styles.day} ${styles.dayToday}` : styles.day} data-day={day}>
            <DayHeading
              id={`${id}-day-${day}`}
              className={styles.dayHeading}
              aria-current={day === today ? 'date' : undefined}
            >
              <span className={styles.dayName}>{labels.days[day]}</span>
              {todayBadge(day)}
            </DayHeading>
            {grid.byDay[day].length === 0 ? (
              <p className={styles.none}>{labels.noneThatDay}</p>
            ) : (
              <ul className={styles.dayList} aria-labelledby={`${id}-day-${day}`}>
                {grid.byDay[day].map((airing) => (
                  <li key={`${airing.id}-${airing.time}`} className={styles.airing}>
                    <time className={styles.airingTime} dateTime={airing.time}>
                      {airing.time}
                    </time>{' '}
                    <a className={styles.airingLink} href={href(airing.id)}>
                      {airing.title}
                    </a>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ))}
      </div>
    </>
  )
}
