'use client'

import { below, type InnerHeadingTag } from '@/components/blocks/BlockSection'
import { fill, plural, type Plural, type Template } from '@/lib/i18n/labels'
import type { Locale } from '@/lib/locales'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { useHydrated } from '@/lib/ui/use-hydrated'
import type { ChannelEntry, ChannelGenre, PackageOption } from '@/lib/content/get-channels'
import { ChannelCard, type ChannelCardLabels } from './ChannelCard'
import { ChannelSearch, type ChannelSearchLabels } from './ChannelSearch'
import type { SearchPackage } from './channel-search'
import { type ChannelFilters, filterChannels, genresOf, hasChannelFilters, NO_CHANNEL_FILTERS } from './filter-channels'
import { packageFromQuery, queryWithPackage } from './package-query'
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
  /** "Canais do pacote {{name}}": the heading over a chosen package's channels. */
  packageHeading: Template
  /** The button beside it that drops the package. */
  showAll: string
  card: ChannelCardLabels
  /** The channel search above the filters, when the block offers it (not without packages to name). */
  search?: ChannelSearchLabels
}

type Props = {
  channels: ChannelEntry[]
  /** The country's satellite packages, for the package filter. */
  packages: PackageOption[]
  /**
   * All the country's packages (satellite and fibre), cheapest first, with prices and sign-up
   * addresses: what the search names, and the packages an address's ?pacote= may choose (a fibre
   * package's card leads here too).
   */
  offers?: readonly SearchPackage[]
  /** Level of each channel's name: one below the block's heading. */
  cardHeading: InnerHeadingTag
  /** The page's language: the genres' order and the count's plural. */
  locale: Locale
  labels: ChannelFilterLabels
}

const NO_OFFERS: readonly SearchPackage[] = []

/** The address bar follows the chosen package, so the filtered list can be shared and reloaded. */
function showPackageInAddress(packageId: string) {
  const { pathname, search, hash } = window.location
  const query = queryWithPackage(search, packageId)
  // null state: Next.js keeps its own history state and learns the new address (usePathname/useSearchParams).
  if (query !== search) window.history.replaceState(null, '', `${pathname}${query}${hash}`)
}

/**
 * Finds a channel by name (ChannelSearch), and filters the channel list in the browser by package and
 * genre. The server renders the whole list, so without JavaScript every channel is there (the search
 * and filters stay disabled). An address with ?pacote=<id> (a package card's channel count links to
 * it) opens with that package chosen, under a heading that names it. The page is rendered once and
 * cached whatever its query, so the server cannot read it: the package is chosen once the script runs.
 */
export function ChannelFilter({ channels, packages, offers = NO_OFFERS, cardHeading, locale, labels }: Props) {
  const id = useId()
  const packageSelect = useRef<HTMLSelectElement>(null)
  const [filters, setFilters] = useState<ChannelFilters>(NO_CHANNEL_FILTERS)
  const ready = useHydrated()

  // After hydration: the package named by the address, when the country sells it.
  useEffect(() => {
    const named = packageFromQuery(window.location.search)
    if (named === null || ![...packages, ...offers].some((pkg) => pkg.id === named)) return
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address bar exists only in the browser, read once after hydration
    setFilters((previous) => ({ ...previous, packageId: String(named) }))
  }, [packages, offers])

  const genreLabel = (genre: ChannelGenre) => labels.card.genres[genre] ?? genre
  const genreNames = labels.card.genres
  const genres = useMemo(
    () => genresOf(channels, (genre) => genreNames[genre] ?? genre, locale),
    [channels, genreNames, locale],
  )
  const results = useMemo(() => filterChannels(channels, filters), [channels, filters])
  const chosen = filters.packageId
    ? (packages.find((pkg) => String(pkg.id) === filters.packageId) ??
      offers.find((pkg) => String(pkg.id) === filters.packageId))
    : undefined
  // The filter offers the satellite packages; a fibre package chosen by the address joins them while it is chosen.
  const options = chosen && !packages.some((pkg) => pkg.id === chosen.id) ? [...packages, chosen] : packages
  // The chosen package's heading is one below the block's; under it the channels' names go one deeper.
  const PackageHeading = cardHeading
  const ChannelHeading = chosen ? below(cardHeading) : cardHeading

  const choosePackage = (packageId: string) => {
    setFilters((previous) => ({ ...previous, packageId }))
    showPackageInAddress(packageId)
  }
  const clear = () => {
    setFilters(NO_CHANNEL_FILTERS)
    showPackageInAddress('')
    // The clear button of the empty state disappears with it: focus goes where filtering starts.
    packageSelect.current?.focus()
  }
  const showAll = () => {
    choosePackage('')
    // The button goes with the heading: focus goes to the filter it reset.
    packageSelect.current?.focus()
  }

  return (
    <div className={styles.browser}>
      {labels.search && offers.length > 0 ? (
        <ChannelSearch
          channels={channels}
          packages={offers}
          heading={cardHeading}
          locale={locale}
          labels={labels.search}
        />
      ) : null}

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
              onChange={(event) => choosePackage(event.target.value)}
            >
              <option value="">{labels.allPackages}</option>
              {options.map((pkg) => (
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

      {chosen ? (
        <div className={styles.chosen}>
          <PackageHeading className={styles.chosenHeading}>
            {fill(labels.packageHeading, { name: chosen.name })}
          </PackageHeading>
          <button type="button" className={styles.clear} onClick={showAll}>
            {labels.showAll}
          </button>
        </div>
      ) : null}

      <p role="status" className={styles.count}>
        {plural(labels.count, results.length, locale)}
      </p>

      {results.length > 0 ? (
        <ul className={styles.list} aria-label={labels.list}>
          {results.map((channel) => (
            <ChannelCard key={channel.id} channel={channel} Heading={ChannelHeading} labels={labels.card} />
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
