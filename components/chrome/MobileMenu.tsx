'use client'

import { usePathname } from 'next/navigation'
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import styles from './Chrome.module.scss'

/**
 * The off-canvas menu on phones, a native modal <dialog>: the browser makes the page behind it
 * inert, closes it on Escape and returns focus to the button that opened it, with no script of
 * ours to ship (Radix Dialog cost every page 9 kB gzipped). A click on the backdrop, on a link
 * inside (a #section link on the same page changes no path) or a route change closes it too.
 * Tab wraps inside it: browsers let it out to their own toolbar, and the menu is meant as a trap.
 */
export function MobileMenu({
  labels,
  children,
}: {
  labels: { open: string; close: string; title: string }
  children: ReactNode
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [open, setOpen] = useState(false)
  const pathname = usePathname()
  useEffect(() => dialog.current?.close(), [pathname])

  const closeOnBackdropOrLink = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as Element
    // The dialog box has no padding of its own: a click that lands on the element itself is on the backdrop.
    if (target === event.currentTarget || target.closest('a[href]')) event.currentTarget.close()
  }

  const wrapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return
    const stops = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter(
      (el) => el.offsetParent !== null,
    )
    const [first, last] = [stops[0], stops.at(-1)]
    const edge = event.shiftKey ? first : last
    if (!edge || document.activeElement !== edge) return
    event.preventDefault()
    ;(event.shiftKey ? last : first)?.focus()
  }

  return (
    <>
      <button
        type="button"
        className={styles.menuButton}
        aria-label={labels.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          dialog.current?.showModal()
          setOpen(true)
        }}
      >
        <span aria-hidden="true">☰</span>
      </button>
      <dialog
        ref={dialog}
        className={styles.drawer}
        aria-labelledby={titleId}
        onClick={closeOnBackdropOrLink}
        onKeyDown={wrapTab}
        onClose={() => setOpen(false)}
      >
        <div className={styles.drawerBody}>
          <div className={styles.drawerHead}>
            <h2 id={titleId} className={styles.drawerTitle}>
              {labels.title}
            </h2>
            <button
              type="button"
              className={styles.closeButton}
              aria-label={labels.close}
              onClick={() => dialog.current?.close()}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          <nav aria-label={labels.title}>{children}</nav>
        </div>
      </dialog>
    </>
  )
}
