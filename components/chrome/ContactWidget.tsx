'use client'

import { useId } from 'react'
import { useModalStore } from '@/lib/ui/modal-store'
import styles from './Widget.module.scss'

type Labels = { toggle: string; callMe: string; callMeHint: string; whatsapp: string; messenger: string }

/**
 * A round toggle revealing "Ligue-me" (opens the call-back modal), WhatsApp and Messenger. The panel
 * is a native popover the toggle opens (`popovertarget`), so the toggle and the two links work from the
 * first tap, before this script has arrived; the browser closes it on Escape (focus back on the toggle),
 * on a tap elsewhere and when another popover opens, and tells assistive technology whether it is
 * expanded. The panel follows the toggle in the page's order, so Tab goes from the toggle into what it
 * opened. Only "Ligue-me" needs the script (the modal is React's).
 * It lives in the header's bar, beside the menu button, on phones, tablets and short windows, and
 * floats at the window's bottom-right corner on wide ones, where the first-visit prompts leave that
 * corner free; CSS alone places it, so it never moves and never covers the page (styles/_dock.scss).
 */
export function ContactWidget({
  whatsapp,
  messenger,
  labels,
}: {
  whatsapp?: string | null
  messenger?: string | null
  labels: Labels
}) {
  const openModal = useModalStore((state) => state.open)
  const primeModal = useModalStore((state) => state.prime)
  const panelId = useId()
  const digits = whatsapp?.replace(/\D/g, '')
  return (
    <div className={styles.widget}>
      <button
        type="button"
        data-contact-toggle
        className={styles.widgetToggle}
        popoverTarget={panelId}
        aria-controls={panelId}
        aria-label={labels.toggle}
        // Opening the panel shows "Ligue-me": have the modal's code fetched now so it opens without a wait.
        onClick={primeModal}
      >
        <span aria-hidden="true" className={styles.closedGlyph}>
          ☎
        </span>
        <span aria-hidden="true" className={styles.openGlyph}>
          ×
        </span>
      </button>
      <ul id={panelId} popover="auto" className={styles.widgetPanel}>
        <li>
          {/* The browser closes the panel (it would stay above the modal, in the top layer); React opens the modal. */}
          <button
            type="button"
            className={styles.widgetAction}
            popoverTarget={panelId}
            popoverTargetAction="hide"
            onClick={() => openModal()}
          >
            {labels.callMe} <small>{labels.callMeHint}</small>
          </button>
        </li>
        {digits ? (
          <li>
            <a
              className={styles.widgetAction}
              href={`https://wa.me/${digits}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {labels.whatsapp}
            </a>
          </li>
        ) : null}
        {messenger ? (
          <li>
            <a className={styles.widgetAction} href={messenger} target="_blank" rel="noopener noreferrer">
              {labels.messenger}
            </a>
          </li>
        ) : null}
      </ul>
    </div>
  )
}
