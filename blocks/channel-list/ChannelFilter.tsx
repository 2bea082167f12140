'use client'

import type { InnerHeadingTag } from '@/components/blocks/BlockSection'
import { plural, type Plural } from '@/lib/i18n/labels'
import type { Locale } from '@/lib/locales'
import { useId, useMemo, useRef, useState } from 'react'
import { useHydrated } from '@/lib/ui/use-hydrated'
import type { ChannelEntry, ChannelGenre, PackageOption } from '@/lib/content/get-channels'
import { ChannelCard, type ChannelCardLabels } from './ChannelCard'
import { type ChannelFilters, filterChannels, genresOf, hasChannelFilters, NO_CHANNEL_FILTERS } from './filter-channels'
import styles from './ChannelList.module.scss'

/** The filters' strings in the page's language (channelList.* in locales/*). */
export type ChannelFilterLabels = {
  filters: string
  package: string
  genre: string
  allPackages: string
  allGenres: string
  /** "{{count}} canais" and its other forms. */
  count: Plural
  empty: string
  clear: string
  list: string
  noScript: string
  card: ChannelCardLabels
}

type Props = {
  channels: ChannelEntry[]
  /** The country's satellite packages, for the package filter. */
  packages: PackageOption[]
  /** Level of each channel's name: one below the block's heading. */
  cardHeading: InnerHeadingTag
  /** The page's language: the genres' order and the count's plural. */
  locale: Locale
  labels: ChannelFilterLabels
}

/**
 * Filters the channel list in the browser by package and genre. The server renders the whole list,
 * so without JavaScript every channel is there (the filters stay disabled).
 */
export function ChannelFilter({ channels, packages, cardHeading, locale, labels }: Props) {
  const id = useId()
  const packageSelect = useRef<HTMLSelectElement>(null)
  const [filters, setFilters] = useState<ChannelFilters>(NO_CHANNEL_FILTERS)
  const ready = useHydrated()

  const genreLabel = (genre: ChannelGenre) => labels.card.genres[genre] ?? genre
  const genreNames = labels.card.genres
  const genres = useMemo(
    () => genresOf(channels, (genre) => genreNames[genre] ?? genre, locale),
    [channels, genreNames, locale],
  )
  const results = useMemo(() => filterChannels(channels, filters), [channels, filters])

  const clear = () => {
    setFilters(NO_CHANNEL_FILTERS)
    // The clear button of the empty state disappears with it: focus goes where filtering starts.
    packageSelect.current?.focus()
  }

  return (
    <div className={styles.browser}>
      <form
        role="search"
        aria-label={labels.filters}
        className={styles.filters}
        onSubmit={(event) => event.preventDefault()}
      >
        <fieldset disabled={!ready} className={styles.fieldset}>
          <legend className="visually-hidden">{labels.filters}</legend>
          <div className={styles.field}>
            <label htmlFor={`${id}-package`}>{labels.package}</label>
            <select
              ref={packageSelect}
              id={`${id}-package`}
              value={filters.packageId}
              onChange={(event) => setFilters((previous) => ({ ...previous, packageId: event.target.value }))}
            >
              <option value="">{labels.allPackages}</option>
              {packages.map((pkg) => (
                <option key={pkg.id} value={String(pkg.id)}>
                  {pkg.name}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-genre`}>{labels.genre}</label>
            <select
              id={`${id}-genre`}
              value={filters.genre}
              onChange={(event) => {
                const value = event.target.value
                setFilters((previous) => ({ ...previous, genre: genres.find((genre) => genre === value) ?? '' }))
              }}
            >
              <option value="">{labels.allGenres}</option>
              {genres.map((genre) => (
                <option key={genre} value={genre}>
                  {genreLabel(genre)}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
        <noscript>
          <p className={styles.hint}>{labels.noScript}</p>
        </noscript>
      </form>

      <p role="status" className={styles.count}>
        {plural(labels.count, results.length, locale)}
      </p>

      {results.length > 0 ? (
        <ul className={styles.list} aria-label={labels.list}>
          {results.map((channel) => (
            <ChannelCard key={channel.id} channel={channel} Heading={cardHeading} labels={labels.card} />
          ))}
        </ul>
      ) : hasChannelFilters(filters) ? (
        <div className={styles.empty}>
          <p>{labels.empty}</p>
          <button type="button" className={styles.clear} onClick={clear}>
            {labels.clear}
          </button>
        </div>
      ) : null}
    </div>
  )
}
