'use client'

import type { InnerHeadingTag } from '@/components/blocks/BlockSection'
import { useT } from '@/lib/i18n/client'
import { useId, useMemo, useRef, useState } from 'react'
import { useHydrated } from '@/lib/ui/use-hydrated'
import type { ChannelEntry, ChannelGenre, PackageOption } from '@/lib/content/get-channels'
import { ChannelCard } from './ChannelCard'
import { type ChannelFilters, filterChannels, genresOf, hasChannelFilters, NO_CHANNEL_FILTERS } from './filter-channels'
import styles from './ChannelList.module.scss'

type Props = {
  channels: ChannelEntry[]
  /** The country's satellite packages, for the package filter. */
  packages: PackageOption[]
  /** Level of each channel's name: one below the block's heading. */
  cardHeading: InnerHeadingTag
}

/**
 * Filters the channel list in the browser by package and genre. The server renders the whole list,
 * so without JavaScript every channel is there (the filters stay disabled).
 */
export function ChannelFilter({ channels, packages, cardHeading }: Props) {
  const { t, i18n } = useT('common')
  const id = useId()
  const packageSelect = useRef<HTMLSelectElement>(null)
  const [filters, setFilters] = useState<ChannelFilters>(NO_CHANNEL_FILTERS)
  const ready = useHydrated()

  const genreLabel = (genre: ChannelGenre) => t(`channelList.genres.${genre}`)
  const genres = useMemo(
    () => genresOf(channels, (genre) => t(`channelList.genres.${genre}`), i18n.language),
    [channels, t, i18n.language],
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
        aria-label={t('channelList.filters')}
        className={styles.filters}
        onSubmit={(event) => event.preventDefault()}
      >
        <fieldset disabled={!ready} className={styles.fieldset}>
          <legend className="visually-hidden">{t('channelList.filters')}</legend>
          <div className={styles.field}>
            <label htmlFor={`${id}-package`}>{t('channelList.package')}</label>
            <select
              ref={packageSelect}
              id={`${id}-package`}
              value={filters.packageId}
              onChange={(event) => setFilters((previous) => ({ ...previous, packageId: event.target.value }))}
            >
              <option value="">{t('channelList.allPackages')}</option>
              {packages.map((pkg) => (
                <option key={pkg.id} value={String(pkg.id)}>
                  {pkg.name}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-genre`}>{t('channelList.genre')}</label>
            <select
              id={`${id}-genre`}
              value={filters.genre}
              onChange={(event) => {
                const value = event.target.value
                setFilters((previous) => ({ ...previous, genre: genres.find((genre) => genre === value) ?? '' }))
              }}
            >
              <option value="">{t('channelList.allGenres')}</option>
              {genres.map((genre) => (
                <option key={genre} value={genre}>
                  {genreLabel(genre)}
                </option>
              ))}
            </select>
          </div>
        </fieldset>
        <noscript>
          <p className={styles.hint}>{t('channelList.noScript')}</p>
        </noscript>
      </form>

      <p role="status" className={styles.count}>
        {t('channelList.count', { count: results.length })}
      </p>

      {results.length > 0 ? (
        <ul className={styles.list} aria-label={t('channelList.list')}>
          {results.map((channel) => (
            <ChannelCard key={channel.id} channel={channel} Heading={cardHeading} t={t} />
          ))}
        </ul>
      ) : hasChannelFilters(filters) ? (
        <div className={styles.empty}>
          <p>{t('channelList.empty')}</p>
          <button type="button" className={styles.clear} onClick={clear}>
            {t('channelList.clear')}
          </button>
        </div>
      ) : null}
    </div>
  )
}
