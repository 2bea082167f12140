import type { CountryCode } from '@/lib/countries'
import { publicPath } from '@/lib/routing/localized-path'
import type { BlockContext, BlockProps } from '@/registry/types'
import { MediaImage } from '@/components/media/MediaImage'
import { formatTime } from '@/blocks/tv-guide/guide-days'
import { type DayFilm, dayLabel, formatDuration, type ShowtimeDay } from './showtime-days'
import styles from './CinemaShowtimes.module.scss'
import { BlockSection, below, type HeadingTag } from '@/components/blocks/BlockSection'

export type CinemaShowtimesData = {
  /** Today and the next days (block.days), each with its films and sessions (already filtered by format). */
  days: ShowtimeDay[]
  /** The day shown (YYYY-MM-DD): only its films are rendered. */
  selected: string
}

/** The page's own address, without the day segment: /zap-cinemas/em-exibicao for /zap-cinemas/em-exibicao/2026-11-25. */
export function pagePathOf({ path, param }: Pick<BlockContext, 'path' | 'param'>): string {
  return param !== undefined && path.endsWith(`/${param}`) ? path.slice(0, -(param.length + 1)) || '/' : path
}

function FilmCard({
  entry,
  country,
  level: Title,
  t,
}: {
  entry: DayFilm
  country: CountryCode
  level: HeadingTag
  t: BlockContext['t']
}) {
  const { film, sessions } = entry
  const facts = [
    film.durationMinutes
      ? { label: t('cinema.showtimes.duration'), value: formatDuration(film.durationMinutes) }
      : null,
    film.genre ? { label: t('cinema.showtimes.genre'), value: film.genre } : null,
  ].filter((fact): fact is { label: string; value: string } => fact !== null)
  return (
    <article className={styles.film}>
      <div className={styles.poster}>
        {/* Drawn 88 px wide on phones, 140 px from 576 px (CinemaShowtimes.module.scss). */}
        {film.poster ? <MediaImage image={film.poster} className={styles.posterImage} fixedWidth={140} /> : null}
      </div>
      <div className={styles.filmBody}>
        <Title className={styles.filmTitle}>{film.title}</Title>
        <p className={styles.facts}>
          {film.rating ? (
            <span className={styles.rating}>
              <span className="visually-hidden">{t('cinema.showtimes.rating')} </span>
              {film.rating}
            </span>
          ) : null}
          {facts.map((fact) => (
            <span key={fact.label} className={styles.fact}>
              <span className="visually-hidden">{fact.label}: </span>
              {fact.value}
            </span>
          ))}
        </p>
        <p className={styles.synopsis}>{film.synopsis}</p>
      </div>
      {/* The chips are styled from the list (CinemaShowtimes.module.scss): no class repeated on every session. */}
      <ul className={styles.sessions} aria-label={t('cinema.showtimes.sessionsOf', { title: film.title })}>
        {sessions.map((session) => (
          <li key={`${session.startsAt}-${session.room}`}>
            <time dateTime={session.startsAt}>{formatTime(session.startsAt, country)}</time>
            <span>{session.room}</span>
            <span data-format={session.format}>
              <span className="visually-hidden">{t('cinema.showtimes.format')} </span>
              {session.format}
            </span>
          </li>
        ))}
      </ul>
    </article>
  )
}

/**
 * "Em cartaz" with its data given (the block loads it; stories and tests pass it). A server
 * component only: the day switcher is a list of real links, one address per day, so it works
 * without JavaScript and the page carries one day of sessions, not the whole week.
 */
export function CinemaShowtimesView({
  block,
  context,
  data,
}: BlockProps<'cinemaShowtimes'> & { data: CinemaShowtimesData }) {
  const { t, country, locale } = context
  const { days } = data
  const today = days[0]
  const day = days.find((d) => d.key === data.selected) ?? today
  const anything = days.some((d) => d.films.length > 0)
  const emptyMessage = block.format
    ? t('cinema.showtimes.emptyFormat', { format: block.format })
    : t('cinema.showtimes.empty')
  const labels = { today: t('cinema.showtimes.today'), tomorrow: t('cinema.showtimes.tomorrow') }
  const base = pagePathOf(context)
  // Today is the page's own address; the other days add their date to it.
  const href = (key: string) => publicPath(locale, key === today?.key ? base : `${base === '/' ? '' : base}/${key}`)
  const idPrefix = `sessoes${block.format ? `-${block.format.toLowerCase()}` : ''}`
  const shown = today && day ? dayLabel(day, today.key, labels) : null
  return (
    <BlockSection isFirst={context.isFirst} heading={block.heading} intro={block.intro} classes={styles}>
      {({ Inner: DayHeading }) => {
        // Films sit one level below the day's heading.
        const filmLevel = below(DayHeading)
        return (
          <>
            {!today || !day || !anything ? (
              <p className={styles.empty}>{emptyMessage}</p>
            ) : (
              <div className={styles.schedule}>
                <nav aria-label={t('cinema.showtimes.days')}>
                  <ul className={styles.days}>
                    {days.map((d) => {
                      const { main, sub } = dayLabel(d, today.key, labels)
                      return (
                        <li key={d.key}>
                          <a
                            className={styles.day}
                            href={href(d.key)}
                            aria-current={d.key === day.key ? 'page' : undefined}
                          >
                            <span className={styles.dayMain}>{main}</span> <span className={styles.daySub}>{sub}</span>
                          </a>
                        </li>
                      )
                    })}
                  </ul>
                </nav>
                <section
                  id={`${idPrefix}-${day.key}`}
                  aria-labelledby={`${idPrefix}-heading-${day.key}`}
                  className={styles.panel}
                >
                  <DayHeading id={`${idPrefix}-heading-${day.key}`} className={styles.dayHeading}>
                    {shown && shown.main !== day.weekday ? `${shown.main}, ${shown.sub}` : `${day.weekday} ${day.date}`}
                  </DayHeading>
                  {day.films.length === 0 ? (
                    <p className={styles.empty}>{t('cinema.showtimes.emptyDay')}</p>
                  ) : (
                    <ul className={styles.films}>
                      {day.films.map((entry) => (
                        <li key={entry.film.id}>
                          <FilmCard entry={entry} country={country} level={filmLevel} t={t} />
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              </div>
            )}
          </>
        )
      }}
    </BlockSection>
  )
}
