import type { TFunction } from 'i18next'
import { MediaImage } from '@/components/media/MediaImage'
import type { MovieEntry, VideoClubTab } from '@/lib/content/get-movies'
import { publicPath } from '@/lib/routing/localized-path'
import type { BlockContext, BlockProps } from '@/registry/types'
import { BlockSection, type InnerHeadingTag } from '@/components/blocks/BlockSection'
import { monthLabel } from './month'
import styles from './MovieProgramme.module.scss'
import { MovieSynopsis } from './MovieSynopsis.lazy'
import { TrailerDialog } from './TrailerDialog.lazy'

/** The video club's shelves, in order, and the one on screen. */
export type Shelf = { tabs: readonly VideoClubTab[]; active: VideoClubTab }

type ViewProps = BlockProps<'movieProgramme'> & {
  movies: MovieEntry[]
  /** The month shown (YYYY-MM): the cards and the monthly list. */
  month: string
  /** The video club view only. */
  shelf?: Shelf
}

/** The shelf a video club address asks for: none = the first; an unknown one = null (a 404). */
export function activeShelf(param: string | undefined, tabs: readonly VideoClubTab[]): VideoClubTab | null {
  if (param === undefined) return tabs[0] ?? null
  return tabs.find((tab) => tab === param) ?? null
}

/** "1 h 52 min" / "45 min". */
export function formatDuration(minutes: number, t: TFunction<'common'>): string {
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return t('movies.minutes', { minutes: rest })
  return rest === 0 ? t('movies.hours', { hours }) : t('movies.hoursMinutes', { hours, minutes: rest })
}

/**
 * The movie programme block with its films given (the block loads them; stories and tests pass
 * them): programming cards, the month's list, or a video club shelf.
 */
export function MovieProgrammeView({ block, context, movies, month, shelf }: ViewProps) {
  return (
    <BlockSection
      isFirst={context.isFirst}
      heading={block.heading}
      intro={block.intro}
      classes={styles}
      data-block="movie-programme"
      data-view={block.view}
    >
      {({ Inner: itemHeading }) =>
        block.view === 'videoClub' && shelf ? (
          <VideoClub movies={movies} shelf={shelf} context={context} itemHeading={itemHeading} />
        ) : block.view === 'monthly' ? (
          <MonthlyList movies={movies} month={month} context={context} />
        ) : (
          <Cards movies={movies} month={month} context={context} itemHeading={itemHeading} />
        )
      }
    </BlockSection>
  )
}

/** How wide a poster is drawn (MovieProgramme.module.scss): beside the text on phones in a card, in a 1200 px section. */
const POSTER_SIZES = {
  card: '(min-width: 1200px) 280px, (min-width: 768px) 33vw, (min-width: 576px) 50vw, 112px',
  shelf: '(min-width: 1200px) 180px, (min-width: 768px) 25vw, 50vw',
}

function Poster({ movie, sizes }: { movie: MovieEntry; sizes: string }) {
  if (!movie.poster) return <div className={styles.noPoster} aria-hidden="true" />
  return <MediaImage image={movie.poster} className={styles.poster} sizes={sizes} />
}

/** Genre, year, duration and age rating, as far as they are known. */
function Facts({ movie, t }: { movie: MovieEntry; t: TFunction<'common'> }) {
  const facts = [
    movie.genre ? <span key="genre">{movie.genre}</span> : null,
    movie.year ? <span key="year">{movie.year}</span> : null,
    movie.durationMinutes ? <span key="duration">{formatDuration(movie.durationMinutes, t)}</span> : null,
    movie.rating ? (
      <span key="rating" className={styles.rating}>
        <span className="visually-hidden">{t('movies.rating')}: </span>
        {movie.rating}
      </span>
    ) : null,
  ].filter(Boolean)
  return facts.length ? <p className={styles.facts}>{facts}</p> : null
}

function Empty({ text }: { text: string }) {
  return <p className={styles.empty}>{text}</p>
}

function Cards({
  movies,
  month,
  context,
  itemHeading: Title,
}: {
  movies: MovieEntry[]
  month: string
  context: BlockContext
  itemHeading: InnerHeadingTag
}) {
  const { t, locale } = context
  const when = monthLabel(month, locale)
  if (movies.length === 0) return <Empty text={t('movies.empty', { month: when })} />
  return (
    <>
      <p className={styles.month}>{t('movies.programmeOf', { month: when })}</p>
      <ul className={styles.cards}>
        {movies.map((movie) => (
          <li key={movie.id} className={styles.card}>
            <Poster movie={movie} sizes={POSTER_SIZES.card} />
            <div className={styles.cardBody}>
              <Title className={styles.title}>{movie.title}</Title>
              <Facts movie={movie} t={t} />
              {movie.channel ? <p className={styles.channel}>{movie.channel.name}</p> : null}
              <MovieSynopsis title={movie.title} synopsis={movie.synopsis} label={t('movies.synopsis')}>
                {movie.trailerUrl ? (
                  <TrailerDialog
                    title={movie.title}
                    src={movie.trailerUrl}
                    labels={{
                      open: t('movies.trailer'),
                      heading: t('movies.trailerOf', { title: movie.title }),
                      hint: t('movies.trailerHint'),
                      close: t('movies.close'),
                      unsupported: t('movies.unsupported'),
                    }}
                  />
                ) : null}
              </MovieSynopsis>
            </div>
          </li>
        ))}
      </ul>
    </>
  )
}

function MonthlyList({ movies, month, context }: { movies: MovieEntry[]; month: string; context: BlockContext }) {
  const { t, locale } = context
  const when = monthLabel(month, locale)
  if (movies.length === 0) return <Empty text={t('movies.empty', { month: when })} />
  const caption = t('movies.monthlyCaption', { month: when })
  return (
    // A narrow phone scrolls the table sideways; the region makes that scroller reachable by keyboard.
    <div className={styles.tableScroll} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('movies.columns.title')}</th>
            <th scope="col">{t('movies.columns.genre')}</th>
            <th scope="col">{t('movies.columns.channel')}</th>
            <th scope="col">{t('movies.columns.year')}</th>
            <th scope="col">{t('movies.columns.duration')}</th>
            <th scope="col">{t('movies.columns.rating')}</th>
          </tr>
        </thead>
        <tbody>
          {movies.map((movie) => (
            <tr key={movie.id}>
              <th scope="row">{movie.title}</th>
              <td>{movie.genre ?? '—'}</td>
              <td>{movie.channel?.name ?? '—'}</td>
              <td>{movie.year ?? '—'}</td>
              <td>{movie.durationMinutes ? formatDuration(movie.durationMinutes, t) : '—'}</td>
              <td>{movie.rating ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** The page's own address without the shelf: /zap-fibra/videoclube for /zap-fibra/videoclube/series. */
function shelfBase(context: BlockContext): string {
  const { path, param } = context
  return param !== undefined && path.endsWith(`/${param}`) ? path.slice(0, -(param.length + 1)) || '/' : path
}

function VideoClub({
  movies,
  shelf,
  context,
  itemHeading: Title,
}: {
  movies: MovieEntry[]
  shelf: Shelf
  context: BlockContext
  itemHeading: InnerHeadingTag
}) {
  const { t, locale } = context
  const base = shelfBase(context)
  const label = t(`movies.shelves.${shelf.active}`)
  return (
    <>
      {/* Real links, one address per shelf: shareable, and they work before any JavaScript. */}
      <nav aria-label={t('movies.shelvesLabel')}>
        <ul className={styles.tabs}>
          {shelf.tabs.map((tab) => (
            <li key={tab}>
              <a
                className={styles.tab}
                href={publicPath(locale, `${base === '/' ? '' : base}/${tab}`)}
                aria-current={tab === shelf.active ? 'page' : undefined}
              >
                {t(`movies.shelves.${tab}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {movies.length === 0 ? (
        <Empty text={t('movies.emptyShelf')} />
      ) : (
        <ul className={styles.shelf} aria-label={label}>
          {movies.map((movie) => (
            <li key={movie.id} className={styles.shelfItem}>
              <Poster movie={movie} sizes={POSTER_SIZES.shelf} />
              <Title className={styles.shelfTitle}>{movie.title}</Title>
              <Facts movie={movie} t={t} />
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
