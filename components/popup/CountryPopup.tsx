'use client'

import { useEffect, useId, useRef, useState } from 'react'
import { COUNTRY_QUESTION_ATTRIBUTE } from '@/lib/ui/country-question-script.mjs'
import { passFocus, takeFocus, useConsentChosen } from '@/lib/ui/prompt-turns'
import type { CountryLink } from '@/components/chrome/types'
import styles from './CountryPopup.module.scss'
import { readStoredCountry, type StoredCountry, storeCountry, useCountryGate } from './popup-state'

export type CountryPopupLabels = { title: string; choose: string; close: string; current: string }

type Props = { countries: CountryLink[]; labels: CountryPopupLabels }

/** True when the visitor arrived from one of the other countries' sites: they chose it there. */
function cameFromOtherCountry(countries: CountryLink[]): boolean {
  try {
    if (!document.referrer) return false
    const from = new URL(document.referrer).origin
    return countries.some((country) => !country.current && new URL(country.href).origin === from)
  } catch {
    return false
  }
}

/** The band's room is no longer kept (lib/ui/country-question-script.mjs): chosen, or not to be asked. */
function releaseBand() {
  document.documentElement.removeAttribute(COUNTRY_QUESTION_ATTRIBUTE)
}

/**
 * "Está em Angola?": asks a first-time visitor (no `selectedCountry` stored) to confirm the country,
 * after a choice on the consent banner and before the app popup shows (lib/ui/prompt-turns.ts). A
 * non-modal dialog in a band at the top of the page's content (components/popup/PopupSlots.tsx), in
 * the page's flow, so it covers nothing; it takes focus only when it is handed on from the banner the
 * visitor has just made a choice on.
 * Staying stores the country; the other one is a plain link to that country's site, stored as the
 * country selector does (components/chrome/CountrySelector.tsx).
 */
export function CountryPopup({ countries, labels }: Props) {
  // Read while rendering, before any effect runs: the header's country selector stores the current
  // country from its own effect, which would otherwise hide that this is a first visit.
  const [storedAtStart] = useState<StoredCountry | null | undefined>(() =>
    typeof window === 'undefined' ? undefined : readStoredCountry(),
  )
  // Open at first, on the server and in the browser alike: the question is in the page's HTML, shown
  // from the first paint on a first visit only (lib/ui/country-question-script.mjs); the effect below
  // closes it for everyone else once the storage can be read.
  const [open, setOpen] = useState(true)
  const consentChosen = useConsentChosen()
  const settle = useCountryGate((gate) => gate.settle)
  const root = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const current = countries.find((country) => country.current)
  const shown = open && consentChosen && current !== undefined

  useEffect(() => {
    if (shown && takeFocus()) root.current?.focus()
  }, [shown])

  useEffect(() => {
    if (!storedAtStart && current && !cameFromOtherCountry(countries)) return
    if (!storedAtStart && current) storeCountry(current)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- decided from browser storage, which exists only after hydration
    setOpen(false)
    releaseBand()
    settle()
  }, [storedAtStart, current, countries, settle])

  if (!shown || !current) return null

  const stay = () => {
    passFocus(root.current)
    storeCountry(current)
    setOpen(false)
    releaseBand()
    settle()
  }

  return (
    <div
      ref={root}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={styles.popup}
      data-country-popup=""
      onKeyDown={(event) => {
        if (event.key === 'Escape') stay()
      }}
    >
      <button type="button" className={styles.close} aria-label={labels.close} onClick={stay} data-country-stay="">
        <span aria-hidden="true">×</span>
      </button>
      <h2 id={titleId} className={styles.title}>
        {labels.title}
      </h2>
      <p className={styles.choose}>{labels.choose}</p>
      {/* The flags are lazy: React preloads every non-lazy image of the server's HTML in the head, ahead of
          the page's own first-screen content. */}
      <ul className={styles.countries}>
        {countries.map((country) => (
          <li key={country.code}>
            {country.current ? (
              <button type="button" className={styles.country} onClick={stay} data-country-stay="">
                {/* eslint-disable-next-line @next/next/no-img-element -- a 24×16 SVG flag, nothing to optimize */}
                <img src={`/flags/${country.code}.svg`} alt="" width={24} height={16} loading="lazy" />
                {country.name}
                <span className="visually-hidden"> ({labels.current})</span>
              </button>
            ) : (
              <a className={styles.country} href={country.href} onClick={() => storeCountry(country)}>
                {/* eslint-disable-next-line @next/next/no-img-element -- a 24×16 SVG flag, nothing to optimize */}
                <img src={`/flags/${country.code}.svg`} alt="" width={24} height={16} loading="lazy" />
                {country.name}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}
