'use client'

import type { InnerHeadingTag } from '@/components/blocks/BlockSection'
import { plural, type Plural } from '@/lib/i18n/labels'
import type { Locale } from '@/lib/locales'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import {
  citiesOf,
  coherentFilters,
  filtersFromQuery,
  filterStores,
  hasFilters,
  provincesWithStores,
  queryWithFilters,
  telHref,
} from '@/lib/stores/filter-stores'
import type { StoreKind } from '@/lib/stores/kinds'
import { NO_FILTERS, type StoreEntry, type StoreFilters } from '@/lib/stores/types'
import styles from './StoreSearch.module.scss'

/**
 * The search's strings in the page's language (stores.* in locales/*); the count, list and empty state
 * name what is listed ("lojas" or, for accredited sellers, "comerciais credenciados").
 */
export type StoreSearchLabels = {
  filters: string
  province: string
  allProvinces: string
  city: string
  allCities: string
  search: string
  searchHint: string
  clear: string
  noScript: string
  /** "{{count}} lojas encontradas" and its other forms. */
  found: Plural
  list: string
  empty: string
  phone: string
  hours: string
  kind: Record<StoreKind, string>
}

type Props = {
  stores: StoreEntry[]
  /** The country's provinces, in order; only those with stores are offered. */
  provinces: readonly string[]
  /** Level of each store's name: one below the block's heading. */
  cardHeading: InnerHeadingTag
  /** The page's language: the count's plural. */
  locale: Locale
  labels: StoreSearchLabels
}

/** Milliseconds of typing before the address follows the search text. */
const URL_SYNC_DELAY = 300

/**
 * Filters the stores in the browser by province, city (narrowed by the province) and free text.
 * The server renders the whole list, so without JavaScript every store is there (the filters stay
 * disabled). Filters are read from and written to the address (?provincia=&cidade=&q=) to share.
 */
export function StoreSearch({ stores, provinces: countryProvinces, cardHeading: CardHeading, locale, labels }: Props) {
  const id = useId()
  const textInput = useRef<HTMLInputElement>(null)
  const [filters, setFilters] = useState<StoreFilters>(NO_FILTERS)
  const [ready, setReady] = useState(false)

  const provinces = useMemo(() => provincesWithStores(stores, countryProvinces), [stores, countryProvinces])
  const cities = useMemo(() => citiesOf(stores, filters.province), [stores, filters.province])
  const results = useMemo(() => filterStores(stores, filters), [stores, filters])

  // After hydration: take the filters of a shared address, then enable the controls.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the address bar exists only in the browser, read once after hydration
    setFilters(coherentFilters(stores, filtersFromQuery(window.location.search), provinces))
    setReady(true)
  }, [stores, provinces])

  useEffect(() => {
    if (!ready) return
    const timer = window.setTimeout(() => {
      const { pathname, search, hash } = window.location
      const query = queryWithFilters(search, filters)
      // null state: Next.js keeps its own history state and learns the new address (usePathname/useSearchParams).
      if (query !== search) window.history.replaceState(null, '', `${pathname}${query}${hash}`)
    }, URL_SYNC_DELAY)
    return () => window.clearTimeout(timer)
  }, [filters, ready])

  const update = (change: Partial<StoreFilters>) =>
    setFilters((previous) => {
      const next = { ...previous, ...change }
      // A new province keeps the city only when the city is in it.
      if (change.province !== undefined && !citiesOf(stores, next.province).includes(next.city)) next.city = ''
      return next
    })
  const clear = () => {
    setFilters(NO_FILTERS)
    // The clear button of the empty state disappears with it: put focus where the next search starts.
    textInput.current?.focus()
  }

  const filtered = hasFilters(filters)
  return (
    <div className={styles.search}>
      <form
        role="search"
        aria-label={labels.filters}
        className={styles.filters}
        onSubmit={(event) => event.preventDefault()}
      >
        <fieldset disabled={!ready} className={styles.fieldset}>
          <legend className="visually-hidden">{labels.filters}</legend>
          <div className={styles.field}>
            <label htmlFor={`${id}-province`}>{labels.province}</label>
            <select
              id={`${id}-province`}
              value={filters.province}
              onChange={(event) => update({ province: event.target.value })}
            >
              <option value="">{labels.allProvinces}</option>
              {provinces.map((province) => (
                <option key={province} value={province}>
                  {province}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-city`}>{labels.city}</label>
            <select id={`${id}-city`} value={filters.city} onChange={(event) => update({ city: event.target.value })}>
              <option value="">{labels.allCities}</option>
              {cities.map((city) => (
                <option key={city} value={city}>
                  {city}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-q`}>{labels.search}</label>
            <input
              ref={textInput}
              id={`${id}-q`}
              type="search"
              value={filters.q}
              maxLength={100}
              autoComplete="off"
              aria-describedby={`${id}-q-hint`}
              onChange={(event) => update({ q: event.target.value })}
            />
            <p id={`${id}-q-hint`} className={styles.hint}>
              {labels.searchHint}
            </p>
          </div>
          {filtered && results.length > 0 ? (
            <button type="button" className={styles.clear} onClick={clear}>
              {labels.clear}
            </button>
          ) : null}
        </fieldset>
        <noscript>
          <p className={styles.hint}>{labels.noScript}</p>
        </noscript>
      </form>

      <p role="status" className={styles.count}>
        {plural(labels.found, results.length, locale)}
      </p>

      {results.length > 0 ? (
        <ul className={styles.list} aria-label={labels.list}>
          {results.map((store) => {
            const tel = telHref(store.phone)
            return (
              <li key={store.id} className={styles.card}>
                <CardHeading className={styles.name}>{store.name}</CardHeading>
                <p className={styles.kind} data-kind={store.kind}>
                  {labels.kind[store.kind]}
                </p>
                <p className={styles.address}>
                  {store.address}
                  <br />
                  {store.city}, {store.province}
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
              </li>
            )
          })}
        </ul>
      ) : filtered ? (
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
