'use client'

import { useEffect, useId, useRef, useState } from 'react'
import type { Locale } from '@/lib/locales'
import { DEFAULT_QR_URL } from '@/lib/content/popup-qr'
import { takeFocus, useConsentAnswered } from '@/lib/ui/prompt-turns'
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
  /** The country popup is on: wait until it is answered (or not needed) before showing. */
  waitForCountry?: boolean
}

/**
 * The app promotion: a non-modal dialog, open by default, closed with its X (or
 * Escape) for the rest of the visit. Desktop: a card bottom-left with the QR code; phones (one
 * component, CSS + matchMedia): a compact bottom sheet with the store buttons that closes itself
 * after `time` seconds. It takes focus only when handed on from the prompt just answered before it,
 * so the page stays usable around it.
 */
export function AppPopup({ popup, locale, labels, waitForCountry = false }: Props) {
  // 'pending' until mounted: the server cannot know sessionStorage, and hiding until then avoids a flash.
  const [state, setState] = useState<'pending' | 'open' | 'closed'>('pending')
  const [mobile, setMobile] = useState(false)
  const [engaged, setEngaged] = useState(false)
  const countrySettled = useCountryGate((gate) => gate.settled)
  const consentAnswered = useConsentAnswered()
  const root = useRef<HTMLDivElement>(null)
  const titleId = useId()
  const descriptionId = useId()
  // The last of the first-visit prompts (lib/ui/prompt-turns.ts): after consent and the country question.
  const shown = state === 'open' && consentAnswered && (countrySettled || !waitForCountry)

  useEffect(() => {
    if (shown && takeFocus()) root.current?.focus()
  }, [shown])
  const time = popup.time && popup.time > 0 ? popup.time : 0

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- session storage exists only in the browser, read once after hydration
    setState(popupClosedThisVisit() ? 'closed' : 'open')
  }, [])

  useEffect(() => {
    const query = window.matchMedia(MOBILE_QUERY)
    const update = () => setMobile(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])

  const close = () => {
    releaseFocus(root.current)
    rememberPopupClosed()
    setState('closed')
  }

  // The phone sheet closes itself, but not while the visitor is using it (focus inside).
  useEffect(() => {
    if (!shown || !mobile || !time || engaged) return
    const timer = window.setTimeout(() => {
      rememberPopupClosed()
      setState('closed')
    }, time * 1000)
    return () => window.clearTimeout(timer)
  }, [shown, mobile, time, engaged])

  if (state === 'closed' || !popup.title) return null

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
      data-ready={state === 'pending' ? undefined : ''}
      data-variant={mobile ? 'sheet' : 'card'}
      hidden={!shown}
      onKeyDown={(event) => {
        if (event.key === 'Escape') close()
      }}
      onFocus={() => setEngaged(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setEngaged(false)
      }}
    >
      <button type="button" className={styles.close} aria-label={labels.close} onClick={close}>
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
      <div className={styles.body}>
        <figure className={styles.qr}>
          {/* The popup is in every page's HTML, hidden until its turn (and for good once closed): a lazy
              image is not fetched while hidden, so pages where it never shows do not download it, and a
              page opened offline from the service worker's cache does not fail on it. */}
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
    </div>
  )
}
