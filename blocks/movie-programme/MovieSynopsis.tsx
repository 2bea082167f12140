'use client'

import { type ReactNode, useId, useState } from 'react'
import styles from './MovieProgramme.module.scss'

type Props = {
  title: string
  synopsis: string
  /** The button's visible label ("Sinopse"); the film's title is added to its accessible name. */
  label: string
  /** Other actions shown beside the button (the trailer button). */
  children?: ReactNode
}

/**
 * A card's synopsis, expanded and collapsed by a disclosure button. Collapsed text stays in the
 * HTML (hidden), so search engines and find-in-page still have it.
 */
export function MovieSynopsis({ title, synopsis, label, children }: Props) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={id}
          // The name starts with the visible label and says which film (every card has one).
          aria-label={`${label}: ${title}`}
          onClick={() => setOpen(!open)}
        >
          {label}
          <span className={styles.toggleSign} aria-hidden="true">
            {open ? '−' : '+'}
          </span>
        </button>
        {children}
      </div>
      <p id={id} className={styles.synopsis} hidden={!open}>
        {synopsis}
      </p>
    </>
  )
}
