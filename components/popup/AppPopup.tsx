'use client'

import { useCallback, useEffect, useId, useRef, useState } from 'react'
import type { Locale } from '@/lib/locales'
import { DEFAULT_QR_URL } from '@/lib/content/popup-qr'
import { APP_BAND_ATTRIBUTE } from '@/lib/ui/app-band-script.mjs'
import { takeFocus, useConsentChosen } from '@/lib/ui/prompt-turns'
import styles from './AppPopup.module.scss'
import { sendPopupClick, type Store } from './popup-click'
import { MOBILE_QUERY, popupClosedThisVisit, releaseFocus, rememberPopupClosed, useCountryGate } from './popup-state'

export type AppPopupContent = {
  title: string
  description?: string | null
  linkApple?: string | null
  linkPlayStore?: string | null
  /** Seconds after which the phone variant closes itself; none or 0 = it stays. */
  time?: number | null
  qrUrl?: string | null
}

export type AppPopupLabels = {
  close: string
  appStore: string
  googlePlay: string
  qrAlt: string
  scan: string
  newTab: string
}

type Props = {
  popup: AppPopupContent
  locale: Locale
  labels: AppPopupLabels
}

/**
 * The app promotion: a non-modal dialog in a band at the top of the page's content
 * (components/popup/PopupSlots.tsx), in the page's flow, so it covers nothing. Open by default: the
 * server renders it and an inline script keeps its room from the first paint unless it was closed in
 * this visit (lib/ui/app-band-script.mjs); it waits its turn after the consent banner and the country
 * question. Closed with its × (or Escape) for the rest of the visit. Wide windows show the description
 * and the QR code; phones the title and the store buttons, and there it closes itself `time` seconds
 * after it first showed, at the first moment it is out of the window and not in use, so the page never
 * moves under the visitor's eyes. It takes focus only when handed on from the prompt chosen on before it.
 */
export function AppPopup({ popup, locale, labels }: Props) {
  // Open on the server and in the browser alike; the effect below closes it for a visit that closed it.
  const [open, setOpen] = useState(true)
  const countrySettled = useCountryGate((gate) => gate.settled)
  const consentChosen = useConsentChosen()
  const root = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  const time = popup.time && popup.time > 0 ? popup.time : 0
  const shown = open && consentChosen

  const close = useCallback(() => {
    rememberPopupClosed()
    document.documentElement.removeAttribute(APP_BAND_ATTRIBUTE)
    setOpen(false)
  }, [])

  useEffect(() => {
    if (!popupClosedThisVisit()) return
    document.documentElement.removeAttribute(APP_BAND_ATTRIBUTE)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- session storage exists only in the browser, read once after hydration
    setOpen(false)
  }, [])

  // The country question, chosen on with focus inside it, hands focus on to this band, which now shows.
  useEffect(() => {
    if (shown && countrySettled && takeFocus()) root.current?.focus()
  }, [shown, countrySettled])

  // Focus inside: in use. A ref, as it changes what the effect below decides, not what is rendered.
  const engagedRef = useRef(false)
  const goWhenOutOfSight = useRef<() => void>(() => undefined)
  // Phones: the seconds count from the first moment the band is in the window; once they are up, it
  // goes at the first moment it is out of the window (scrolled past) and not in use. Content above
  // what the visitor reads may go without moving it (the browser anchors the scroll position); content
  // in sight may not.
  useEffect(() => {
    const band = root.current
    if (!shown || !time || !band || typeof IntersectionObserver !== 'function') return
    if (!window.matchMedia(MOBILE_QUERY).matches) return
    let timer: number | undefined
    let expired = false
    let inSight = false
    const goIfDone = () => {
      if (expired && !inSight && !engagedRef.current) close()
    }
    goWhenOutOfSight.current = goIfDone
    const observer = new IntersectionObserver((entries) => {
      inSight = entries.at(-1)?.isIntersecting ?? inSight
      if (inSight && timer === undefined)
        timer = window.setTimeout(() => {
          expired = true
          goIfDone()
        }, time * 1000)
      goIfDone()
    })
    observer.observe(band)
    return () => {
      observer.disconnect()
      window.clearTimeout(timer)
      goWhenOutOfSight.current = () => undefined
    }
  }, [shown, time, close])

  if (!open || !popup.title) return null

  const storeLink = (store: Store, href: string | null | undefined, label: string) =>
    href ? (
      <li>
        <a
          className={styles.store}
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          data-store={store}
          onClick={() => sendPopupClick(store, locale)}
        >
          {label}
          <span className="visually-hidden"> {labels.newTab}</span>
        </a>
      </li>
    ) : null

  return (
    <div
      ref={root}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={popup.description ? descriptionId : undefined}
      tabIndex={-1}
      className={styles.popup}
      hidden={!shown}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        releaseFocus(root.current)
        close()
      }}
      onFocus={() => {
        engagedRef.current = true
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget as Node | null)) return
        engagedRef.current = false
        goWhenOutOfSight.current()
      }}
    >
      <button
        type="button"
        className={styles.close}
        aria-label={labels.close}
        data-app-close=""
        onClick={() => {
          releaseFocus(root.current)
          close()
        }}
      >
        <span aria-hidden="true">×</span>
      </button>
      <h2 id={titleId} className={styles.title}>
        {popup.title}
      </h2>
      {popup.description ? (
        <p id={descriptionId} className={styles.description}>
          {popup.description}
        </p>
      ) : null}
      <figure className={styles.qr}>
        {/* Lazy: not fetched while the band is out of the page (closed in this visit, waiting its turn,
            or on a phone, where the QR code is not shown), nor in a page opened offline from the
            service worker's cache. */}
        {/* eslint-disable-next-line @next/next/no-img-element -- a QR code stays pixel-exact, never lossily re-encoded */}
        <img
          src={popup.qrUrl || DEFAULT_QR_URL}
          alt={labels.qrAlt}
          width={112}
          height={112}
          loading="lazy"
          decoding="async"
        />
        <figcaption>{labels.scan}</figcaption>
      </figure>
      <ul className={styles.stores}>
        {storeLink('apple', popup.linkApple, labels.appStore)}
        {storeLink('play', popup.linkPlayStore, labels.googlePlay)}
      </ul>
    </div>
  )
}
