'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { COUNTRY_STORAGE_KEY, storedCountryJson } from '@/lib/ui/stored-country'
import styles from './TopBar.module.scss'
import type { CountryLink } from './types'

/**
 * Country selector with flags: stores {name, code} under `selectedCountry` and loads the
 * same page at that country's address (its home when the page does not exist there). The links
 * work without JavaScript too.
 */
export function CountrySelector({
  countries,
  labels,
}: {
  countries: CountryLink[]
  labels: { choose: string; current: string }
}) {
  const [open, setOpen] = useState(false)
  const listId = useId()
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const current = countries.find((c) => c.current)

  useEffect(() => {
    if (current) localStorage.setItem(COUNTRY_STORAGE_KEY, storedCountryJson(current.code))
  }, [current])
  useEffect(() => {
    if (!open) return
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointer)
    return () => document.removeEventListener('pointerdown', onPointer)
  }, [open])

  return (
    <div
      ref={root}
      className={styles.country}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return
        setOpen(false)
        button.current?.focus() // the focused link is about to be hidden
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.countryButton}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        {current ? (
          // Lazy: React preloads every non-lazy image of the server's HTML in the head, where a 24×16 flag
          // would be fetched ahead of the page's own first-screen content; lazy, it comes after layout.
          // eslint-disable-next-line @next/next/no-img-element -- a 24×16 SVG flag, nothing to optimize
          <img src={`/flags/${current.code}.svg`} alt="" width={24} height={16} loading="lazy" />
        ) : null}
        <span className="visually-hidden">{labels.choose}: </span>
        <span className={styles.countryName}>{current?.name}</span>
      </button>
      <ul id={listId} className={styles.countryList} hidden={!open}>
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
    </div>
  )
}
