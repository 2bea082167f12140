'use client'

import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react'
import type { CountryCode } from '../../lib/countries'
import { addDays, dayKey } from '../tv-guide/guide-days'
import styles from './CinemaShowtimes.module.scss'

export type TabDay = { key: string; weekday: string; date: string }

export type ShowtimeTabsProps = {
  /** Prefix of the element ids (unique per block on the page). */
  idPrefix: string
  country: CountryCode
  /** Today's key (YYYY-MM-DD in the country) when the server rendered the page. */
  today: string
  days: TabDay[]
  /** Each day's content (films or the empty message), rendered by the server, in the order of `days`. */
  panels: ReactNode[]
  /** Level of each day's heading. */
  dayHeading: 'h2' | 'h3'
  labels: { days: string; jump: string; today: string; tomorrow: string }
}

/** "Hoje" / "Amanhã" / the weekday, and the date under it. */
export function dayLabel(day: TabDay, today: string, labels: Pick<ShowtimeTabsProps['labels'], 'today' | 'tomorrow'>): { main: string; sub: string } {
  if (day.key === today) return { main: labels.today, sub: `${day.weekday} ${day.date}` }
  if (day.key === addDays(today, 1)) return { main: labels.tomorrow, sub: `${day.weekday} ${day.date}` }
  return { main: day.weekday, sub: day.date }
}

/**
 * The day switcher of "Em cartaz", as progressive enhancement. The server's HTML (and a browser
 * without JavaScript) has every day's panel stacked under a list of in-page links; once this island
 * runs it becomes a tablist (arrow keys, Home and End move between days) showing one panel.
 */
export function ShowtimeTabs({ idPrefix, country, today: serverToday, days, panels, dayHeading: DayHeading, labels }: ShowtimeTabsProps) {
  const [enhanced, setEnhanced] = useState(false)
  const [today, setToday] = useState(serverToday)
  const [selected, setSelected] = useState(serverToday)
  const tabs = useRef(new Map<string, HTMLButtonElement>())

  const panelId = (key: string) => `${idPrefix}-${key}`
  const tabId = (key: string) => `${idPrefix}-tab-${key}`
  const headingId = (key: string) => `${idPrefix}-heading-${key}`

  useEffect(() => {
    // A page cached before midnight in the country: the browser's clock moves "today" on (never back).
    const current = dayKey(new Date(), country)
    const now = current > serverToday && days.some((day) => day.key >= current) ? current : serverToday
    setToday(now)
    // A link to one day (#prefix-YYYY-MM-DD) opens on that day.
    const linked = days.find((day) => `#${panelId(day.key)}` === window.location.hash && day.key >= now)
    setSelected(linked?.key ?? days.find((day) => day.key >= now)?.key ?? now)
    setEnhanced(true)
    // Runs once: the island takes over the server's markup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const shown = days.map((day, index) => ({ day, panel: panels[index] })).filter(({ day }) => day.key >= today)
  const active = shown.find(({ day }) => day.key === selected)?.day.key ?? shown[0]?.day.key

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = shown.length - 1
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key]
    if (target === undefined) return
    event.preventDefault()
    const key = shown[target]?.day.key
    if (!key) return
    setSelected(key)
    tabs.current.get(key)?.focus()
  }

  const heading = (day: TabDay) => {
    const { main, sub } = dayLabel(day, today, labels)
    return (
      <DayHeading id={headingId(day.key)} className={enhanced ? 'visually-hidden' : styles.dayHeading}>
        {main === day.weekday ? `${main} ${sub}` : `${main}, ${sub}`}
      </DayHeading>
    )
  }

  if (!enhanced) {
    return (
      <div className={styles.schedule}>
        <nav aria-label={labels.jump}>
          <ul className={styles.days}>
            {shown.map(({ day }) => {
              const { main, sub } = dayLabel(day, today, labels)
              return (
                <li key={day.key}>
                  <a className={styles.day} href={`#${panelId(day.key)}`}>
                    <span className={styles.dayMain}>{main}</span>{' '}
                    <span className={styles.daySub}>{sub}</span>
                  </a>
                </li>
              )
            })}
          </ul>
        </nav>
        {shown.map(({ day, panel }) => (
          <section key={day.key} id={panelId(day.key)} aria-labelledby={headingId(day.key)} className={styles.panel}>
            {heading(day)}
            {panel}
          </section>
        ))}
      </div>
    )
  }

  return (
    <div className={styles.schedule} data-enhanced="">
      <div role="tablist" aria-label={labels.days} className={styles.days}>
        {shown.map(({ day }, index) => {
          const { main, sub } = dayLabel(day, today, labels)
          const isActive = day.key === active
          return (
            <button
              key={day.key}
              ref={(element) => {
                if (element) tabs.current.set(day.key, element)
                else tabs.current.delete(day.key)
              }}
              type="button"
              role="tab"
              id={tabId(day.key)}
              aria-selected={isActive}
              aria-controls={panelId(day.key)}
              tabIndex={isActive ? 0 : -1}
              className={styles.day}
              onClick={() => setSelected(day.key)}
              onKeyDown={(event) => move(event, index)}
            >
              <span className={styles.dayMain}>{main}</span>{' '}
              <span className={styles.daySub}>{sub}</span>
            </button>
          )
        })}
      </div>
      {shown.map(({ day, panel }) => (
        <section
          key={day.key}
          id={panelId(day.key)}
          role="tabpanel"
          aria-labelledby={tabId(day.key)}
          hidden={day.key !== active}
          // The panel takes focus after the tabs (its first link may be far down or absent).
          tabIndex={0}
          className={styles.panel}
        >
          {heading(day)}
          {panel}
        </section>
      ))}
    </div>
  )
}
