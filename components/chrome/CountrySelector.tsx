'use client'

import { useEffect, useId } from 'react'
import { COUNTRY_STORAGE_KEY, storedCountryJson } from '@/lib/ui/stored-country'
import styles from './TopBar.module.scss'
import type { CountryLink } from './types'

/**
 * Country selector with flags: stores {name, code} under `selectedCountry` and loads the
 * same page at that country's address (its home when the page does not exist there).
 * The list is a native popover its button opens (`popovertarget`): it works from the first tap, before
 * this component's script has arrived, and the browser closes it on Escape (focus back on the button),
 * on a tap elsewhere and when another popover opens, and tells assistive technology whether it is
 * expanded. It is drawn in the top layer, under its button (TopBar.module.scss). Only the remembering
 * of the country needs this script.
 */
export function CountrySelector({
  countries,
  labels,
}: {
  countries: CountryLink[]
  labels: { choose: string; current: string }
}) {
  const listId = useId()
  const current = countries.find((c) => c.current)

  useEffect(() => {
    if (current) localStorage.setItem(COUNTRY_STORAGE_KEY, storedCountryJson(current.code))
  }, [current])

  return (
    <>
      <button type="button" className={styles.countryButton} popoverTarget={listId} aria-controls={listId}>
        {current ? (
          // Lazy: React preloads every non-lazy image of the server's HTML in the head, where a 24×16 flag
          // would be fetched ahead of the page's own first-screen content; lazy, it comes after layout.
          // eslint-disable-next-line @next/next/no-img-element -- a 24×16 SVG flag, nothing to optimize
          <img src={`/flags/${current.code}.svg`} alt="" width={24} height={16} loading="lazy" />
        ) : null}
        <span className="visually-hidden">{labels.choose}: </span>
        <span className={styles.countryName}>{current?.name}</span>
      </button>
      <ul id={listId} className={styles.countryList} popover="auto">
        {countries.map((country) => (
          <li key={country.code}>
            <a
              href={country.href}
              aria-current={country.current ? 'true' : undefined}
              onClick={() => localStorage.setItem(COUNTRY_STORAGE_KEY, storedCountryJson(country.code))}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- a 24×16 SVG flag, nothing to optimize */}
              <img src={`/flags/${country.code}.svg`} alt="" width={24} height={16} loading="lazy" />
              {country.name}
              {country.current ? <span className="visually-hidden"> ({labels.current})</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </>
  )
}
