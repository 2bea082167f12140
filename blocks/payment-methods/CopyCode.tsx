'use client'

import { useEffect, useRef, useState } from 'react'
import { useHydrated } from '@/lib/ui/use-hydrated'
import styles from './PaymentMethods.module.scss'

/** The copy button's strings in the page's language (paymentMethods.* in locales/*). */
export type CopyCodeLabels = {
  /** The button's visible word ("Copiar"); its accessible name adds the number's label. */
  copy: string
  /** Said and shown once the number is in the clipboard. */
  copied: string
  /** Said and shown when the browser would not copy: the number is selected for the visitor to copy. */
  selected: string
}

type Props = {
  /** What the number is ("Entidade"): names the button. */
  label: string
  value: string
  labels: CopyCodeLabels
}

/** How long the confirmation stays on screen. */
const MESSAGE_MS = 5000

/**
 * What the copy button puts in the clipboard: the number without its spaces, which are there to
 * read it ("000 000 000"); payment apps and USSD menus want the digits alone.
 */
export const copiedText = (value: string) => value.replace(/\s+/g, '')

/**
 * A payment number as selectable text with a Copy button. The button writes it with the Clipboard
 * API; where there is none (an old browser, a page not served over HTTPS) or the browser refuses, it
 * selects the number instead so the visitor can copy it themselves. Either outcome is shown beside the
 * button and said by screen readers (a polite status). The button waits for JavaScript (disabled
 * until then) and is not shown without it, where the number stays selectable text.
 */
export function CopyCode({ label, value, labels }: Props) {
  const ready = useHydrated()
  const number = useRef<HTMLSpanElement>(null)
  const [message, setMessage] = useState('')
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const show = (text: string) => {
    setMessage(text)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setMessage(''), MESSAGE_MS)
  }

  const selectNumber = () => {
    const element = number.current
    const selection = window.getSelection()
    if (!element || !selection) return
    const range = document.createRange()
    range.selectNodeContents(element)
    selection.removeAllRanges()
    selection.addRange(range)
  }

  const copy = async () => {
    // Emptied first, so a second copy of the same number is said again.
    setMessage('')
    // Typed as always present, but missing outside secure contexts and in older browsers.
    const clipboard: Clipboard | undefined = navigator.clipboard
    try {
      if (!clipboard?.writeText) throw new Error('No Clipboard API')
      await clipboard.writeText(copiedText(value))
      show(labels.copied)
    } catch {
      selectNumber()
      show(labels.selected)
    }
  }

  return (
    <>
      <span ref={number} className={styles.codeValue}>
        {value}
      </span>
      <button type="button" className={styles.copy} disabled={!ready} onClick={() => void copy()}>
        {labels.copy}
        <span className="visually-hidden"> {label}</span>
      </button>
      <span role="status" className={styles.copyStatus}>
        {message}
      </span>
    </>
  )
}
