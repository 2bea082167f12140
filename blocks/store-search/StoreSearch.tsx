'use client'

import type { HeadingTag, InnerHeadingTag } from '@/components/blocks/BlockSection'
import type { CountryCode } from '@/lib/countries'
import { fill, plural, type Plural, type Template } from '@/lib/i18n/labels'
import type { Locale } from '@/lib/locales'
import { coordinatesOf, directionsHref } from '@/lib/stores/coordinates'
import { byDistance, formatDistance, type StoreDistance } from '@/lib/stores/distance'
import {
  addressWithQuery,
  filterStores,
  MAX_QUERY,
  queryFromAddress,
  searchable,
  telHref,
} from '@/lib/stores/filter-stores'
import { groupByProvince } from '@/lib/stores/group-stores'
import type { StoreKind } from '@/lib/stores/kinds'
import { locate, type LocateFailure } from '@/lib/stores/locate'
import type { Coordinates, StoreEntry } from '@/lib/stores/types'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import styles from './StoreSearch.module.scss'

/**
 * The search's strings in the page's language (stores.* in locales/*); the form's name, the count, the
 * list and the empty state name what is listed ("lojas" or, for accredited sellers, "comerciais
 * credenciados").
 */
export type StoreSearchLabels = {
  filters: string
  search: string
  searchHint: string
  clear: string
  noScript: string
  /** "{{count}} lojas encontradas" and its other forms. */
  found: Plural
  list: string
  /** Nothing found for "{{query}}". */
  empty: Template
  phone: string
  hours: string
  kind: Record<StoreKind, string>
  nearMe: string
  /** The heading of the list ordered by distance. */
  nearest: string
  locating: string
  sorted: string
  failure: Record<LocateFailure, string>
  /** "a {{distance}}": how far a store is. */
  distance: Template
  directions: string
  /** "para {{name}}": the rest of the directions link's name, for screen readers. */
  directionsTo: Template
  /** "(abre num novo separador)". */
  newTab: string
}

type Props = {
  stores: StoreEntry[]
  /** The page's country: its capital's province opens the list. */
  country: CountryCode
  /** Level of the province headings (and of "Mais perto de si"): one below the block's heading. */
  groupHeading: InnerHeadingTag
  /** Level of each store's name: one below the province headings. */
  storeHeading: HeadingTag
  /** The page's language: the count's plural and the distances' numbers. */
  locale: Locale
  labels: StoreSearchLabels
}

/** Where "Perto de mim" stands: not asked, asking the browser, sorted from a place, or failed. */
type Near =
  | { state: 'off' }
  | { state: 'locating' }
  | { state: 'sorted'; from: Coordinates }
  | { state: 'failed'; failure: LocateFailure }

/** A heading over a list of stores: a province, or "Mais perto de si". */
type Group = { heading: string; ordered: boolean; stores: StoreDistance[] }

/** Milliseconds of typing before the address follows the search text. */
const URL_SYNC_DELAY = 300

/**
 * Searches the stores in the browser (city, province, neighbourhood, name, address) and, on request,
 * orders them by distance from the visitor. The server renders every store under its province, so
 * without JavaScript the list is whole (the search and "Perto de mim" stay disabled, with a note).
 * The search is kept in the address (?q=) to share; the visitor's place never leaves the page.
 */
export function StoreSearch({
  stores,
  country,
  groupHeading: GroupHeading,
  storeHeading: StoreHeading,
  locale,
  labels,
}: Props) {
  const id = useId()
  const textInput = useRef<HTMLInputElement>(null)
  const [query, setQuery] = useState('')
  const [ready, setReady] = useState(false)
  const [near, setNear] = useState<Near>({ state: 'off' })
  // Each request for the visitor's place; the position found for an earlier one (given up since) is dropped.
  const request = useRef(0)

  const index = useMemo(() => searchable(stores), [stores])
  const results = useMemo(() => filterStores(index, query), [index, query])
  const groups = useMemo<Group[]>(() => {
    if (near.state === 'sorted')
      return [{ heading: labels.nearest, ordered: true, stores: byDistance(results, near.from) }]
    return groupByProvince(results, country).map((group) => ({
      heading: group.province,
      ordered: false,
      stores: group.stores.map((store) => ({ store, km: null })),
    }))
  }, [results, near, country, labels.nearest])

  // After hydration: take the search of a shared address, then enable the controls.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address bar exists only in the browser, read once after hydration
    setQuery(queryFromAddress(window.location.search))
    setReady(true)
  }, [])

  useEffect(() => {
    if (!ready) return
    const timer = window.setTimeout(() => {
      const { pathname, search, hash } = window.location
      const next = addressWithQuery(search, query)
      // null state: Next.js keeps its own history state and learns the new address (usePathname/useSearchParams).
      if (next !== search) window.history.replaceState(null, '', `${pathname}${next}${hash}`)
    }, URL_SYNC_DELAY)
    return () => window.clearTimeout(timer)
  }, [query, ready])

  const toggleNear = () => {
    if (near.state === 'locating') return
    const ask = ++request.current
    if (near.state === 'sorted') {
      setNear({ state: 'off' })
      return
    }
    setNear({ state: 'locating' })
    locate().then(
      (from) => {
        if (ask === request.current) setNear({ state: 'sorted', from })
      },
      (failure: LocateFailure) => {
        if (ask === request.current) setNear({ state: 'failed', failure })
      },
    )
  }

  const clear = () => {
    setQuery('')
    // The clear button of the empty state disappears with it: put focus where the next search starts.
    textInput.current?.focus()
  }

  const message =
    near.state === 'locating'
      ? labels.locating
      : near.state === 'sorted'
        ? labels.sorted
        : near.state === 'failed'
          ? labels.failure[near.failure]
          : ''

  return (
    <div className={styles.search}>
      <form role="search" aria-label={labels.filters} className={styles.filters} onSubmit={(e) => e.preventDefault()}>
        <fieldset disabled={!ready} className={styles.fieldset}>
          <legend className="visually-hidden">{labels.filters}</legend>
          <div className={styles.field}>
            <label htmlFor={`${id}-q`}>{labels.search}</label>
            <input
              ref={textInput}
              id={`${id}-q`}
              type="search"
              value={query}
              maxLength={MAX_QUERY}
              autoComplete="off"
              aria-describedby={`${id}-q-hint`}
              onChange={(event) => setQuery(event.target.value)}
            />
            <p id={`${id}-q-hint`} className={styles.hint}>
              {labels.searchHint}
            </p>
          </div>
          <button
            type="button"
            className={styles.near}
            aria-pressed={near.state === 'sorted'}
            aria-describedby={`${id}-near`}
            onClick={toggleNear}
          >
            <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" className={styles.pin}>
              <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
              <circle cx="12" cy="9.5" r="2.5" />
            </svg>
            {labels.nearMe}
          </button>
        </fieldset>
        <noscript>
          <p className={styles.hint}>{labels.noScript}</p>
        </noscript>
      </form>

      {/* Always in the page, so a screen reader hears each new message (a live region added later is not heard). */}
      <p id={`${id}-near`} className={styles.message} aria-live="polite" data-state={near.state}>
        {message}
      </p>

      <p role="status" className={styles.count}>
        {plural(labels.found, results.length, locale)}
      </p>

      {results.length > 0 ? (
        <ul className={styles.groups} aria-label={labels.list}>
          {groups.map((group, at) => {
            const List = group.ordered ? 'ol' : 'ul'
            return (
              <li key={group.heading} className={styles.group}>
                <GroupHeading id={`${id}-g${at}`} className={styles.groupHeading}>
                  {group.heading}
                </GroupHeading>
                <List className={styles.list} aria-labelledby={`${id}-g${at}`}>
                  {group.stores.map(({ store, km }) => (
                    <StoreCard
                      key={store.id}
                      store={store}
                      km={km}
                      heading={StoreHeading}
                      locale={locale}
                      labels={labels}
                    />
                  ))}
                </List>
              </li>
            )
          })}
        </ul>
      ) : query.trim() ? (
        <div className={styles.empty}>
          <p>{fill(labels.empty, { query: query.trim() })}</p>
          <button type="button" className={styles.clear} onClick={clear}>
            {labels.clear}
          </button>
        </div>
      ) : null}
    </div>
  )
}

/** Where a store is, in words: its neighbourhood, city and province, each once ("Viana, Luanda"). */
function placeOf(store: StoreEntry): string {
  const seen = new Set<string>()
  return [store.neighbourhood, store.city, store.province]
    .filter((part): part is string => Boolean(part?.trim()))
    .filter((part) => {
      const key = part.trim().toLocaleLowerCase('pt')
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .join(', ')
}

type CardProps = {
  store: StoreEntry
  km: number | null
  heading: HeadingTag
  locale: Locale
  labels: StoreSearchLabels
}

function StoreCard({ store, km, heading: Heading, locale, labels }: CardProps) {
  const tel = telHref(store.phone)
  const place = coordinatesOf(store)
  return (
    <li className={styles.card}>
      <Heading className={styles.name}>{store.name}</Heading>
      <p className={styles.kind} data-kind={store.kind}>
        {labels.kind[store.kind]}
      </p>
      {km !== null ? (
        <p className={styles.distance}>{fill(labels.distance, { distance: formatDistance(km, locale) })}</p>
      ) : null}
      <p className={styles.address}>
        {store.address}
        <br />
        {placeOf(store)}
      </p>
      {tel ? (
        <p className={styles.detail}>
          {labels.phone}: <a href={tel}>{store.phone}</a>
        </p>
      ) : null}
      {store.hours ? (
        <p className={styles.detail}>
          {labels.hours}: {store.hours}
        </p>
      ) : null}
      {place ? (
        <p className={styles.actions}>
          {/* noreferrer as well: the maps site learns the destination, not which page sent the visitor. */}
          <a className={styles.directions} href={directionsHref(place)} target="_blank" rel="noopener noreferrer">
            {labels.directions}
            <span className="visually-hidden">
              {' '}
              {fill(labels.directionsTo, { name: store.name })} {labels.newTab}
            </span>
            <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 24 24" className={styles.out}>
              <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
            </svg>
          </a>
        </p>
      ) : null}
    </li>
  )
}
