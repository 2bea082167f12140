'use client'

import { useId, useState } from 'react'
import { useModalStore } from '@/lib/ui/modal-store'
import styles from './Widget.module.scss'

type Labels = { toggle: string; close: string; callMe: string; callMeHint: string; whatsapp: string; messenger: string }

/**
 * A round toggle revealing "Ligue-me" (opens the call-back modal), WhatsApp and Messenger. The panel
 * follows the toggle in the page's order, so Tab goes from the toggle into what it opened (the CSS
 * draws the panel above the toggle).
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
  const [open, setOpen] = useState(false)
  const openModal = useModalStore((state) => state.open)
  const primeModal = useModalStore((state) => state.prime)
  const panelId = useId()
  const digits = whatsapp?.replace(/\D/g, '')
  return (
    <div className={styles.widget} onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}>
      <button
        type="button"
        data-contact-toggle
        className={styles.widgetToggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? labels.close : labels.toggle}
        onClick={() => {
          // Opening the panel shows "Ligue-me": have the modal's code fetched now so it opens without a wait.
          if (!open) primeModal()
          setOpen(!open)
        }}
      >
        <span aria-hidden="true">{open ? '×' : '☎'}</span>
      </button>
      <ul id={panelId} className={styles.widgetPanel} hidden={!open}>
        <li>
          <button
            type="button"
            className={styles.widgetAction}
            onClick={() => {
              setOpen(false)
              openModal()
            }}
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
