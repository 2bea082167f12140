import type { CountryCode } from '../../lib/countries'
import type { BlockProps } from '../../registry/types'
import { MediaImage } from '../../layouts/media/MediaImage'
import { formatTime } from '../tv-guide/guide-days'
import { ShowtimeTabs } from './ShowtimeTabs.lazy'
import { type DayFilm, formatDuration, type ShowtimeDay } from './showtime-days'
import styles from './CinemaShowtimes.module.scss'

export type CinemaShowtimesData = {
  /** Today and the next days (block.days), each with its films and sessions (already filtered by format). */
  days: ShowtimeDay[]
}

type FilmLevel = 'h3' | 'h4'

function FilmCard({ entry, country, level: Title, t }: { entry: DayFilm; country: CountryCode; level: FilmLevel; t: BlockProps<'cinemaShowtimes'>['context']['t'] }) {
  const { film, sessions } = entry
  const facts = [
    film.durationMinutes ? { label: t('cinema.showtimes.duration'), value: formatDuration(film.durationMinutes) } : null,
    film.genre ? { label: t('cinema.showtimes.genre'), value: film.genre } : null,
  ].filter((fact): fact is { label: string; value: string } => fact !== null)
  return (
    <article className={styles.film}>
      <div className={styles.poster}>
        {film.poster ? <MediaImage image={film.poster} className={styles.posterImage} sizes="(min-width: 576px) 140px, 88px" /> : null}
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
      <ul className={styles.sessions} aria-label={t('cinema.showtimes.sessionsOf', { title: film.title })}>
        {sessions.map((session) => (
          <li key={`${session.startsAt}-${session.room}`} className={styles.session}>
            <time className={styles.time} dateTime={session.startsAt}>{formatTime(session.startsAt, country)}</time>
            <span className={styles.room}>{session.room}</span>
            <span className={styles.format} data-format={session.format}>
              <span className="visually-hidden">{t('cinema.showtimes.format')} </span>
              {session.format}
            </span>
          </li>
        ))}
      </ul>
    </article>
  )
}

/** "Em cartaz" with its data given (the block loads it; stories and tests pass it). */
export function CinemaShowtimesView({ block, context, data }: BlockProps<'cinemaShowtimes'> & { data: CinemaShowtimesData }) {
  const { t, country } = context
  const Heading = context.isFirst ? 'h1' : 'h2'
  // Day headings sit one level below the block's heading (or the page's hidden h1); films one below.
  const dayHeading = block.heading && !context.isFirst ? 'h3' : 'h2'
  const filmLevel: FilmLevel = dayHeading === 'h2' ? 'h3' : 'h4'
  const { days } = data
  const today = days[0]
  const anything = days.some((day) => day.films.length > 0)
  const emptyMessage = block.format ? t('cinema.showtimes.emptyFormat', { format: block.format }) : t('cinema.showtimes.empty')
  return (
    <section className={styles.section}>
      {block.heading ? <Heading className={styles.heading}>{block.heading}</Heading> : null}
      {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
      {!today || !anything ? (
        <p className={styles.empty}>{emptyMessage}</p>
      ) : (
        <ShowtimeTabs
          idPrefix={`sessoes${block.format ? `-${block.format.toLowerCase()}` : ''}`}
          country={country}
          today={today.key}
          days={days.map(({ key, weekday, date }) => ({ key, weekday, date }))}
          dayHeading={dayHeading}
          labels={{ days: t('cinema.showtimes.days'), jump: t('cinema.showtimes.jump'), today: t('cinema.showtimes.today'), tomorrow: t('cinema.showtimes.tomorrow') }}
          panels={days.map((day) =>
            day.films.length === 0 ? (
              <p key={day.key} className={styles.empty}>{t('cinema.showtimes.emptyDay')}</p>
            ) : (
              <ul key={day.key} className={styles.films}>
                {day.films.map((entry) => (
                  <li key={entry.film.id}>
                    <FilmCard entry={entry} country={country} level={filmLevel} t={t} />
                  </li>
                ))}
              </ul>
            ),
          )}
        />
      )}
    </section>
  )
}
