'use client'

import { useId, useRef } from 'react'
import type { OptionalCategory } from '@/lib/consent/categories'
import { passFocus } from '@/lib/ui/prompt-turns'
import { bannerText, type ConsentLabels } from './labels'
import styles from './Consent.module.scss'

type Props = {
  labels: ConsentLabels
  /** The optional categories in use, which the banner names (it is shown only when there is one). */
  categories: readonly OptionalCategory[]
  policyHref?: string
  onAcceptAll: () => void
  onRejectAll: () => void
  onSettings: () => void
}

/**
 * First-visit notice: a landmark, not a modal, so the page stays usable until the visitor chooses.
 * Accepting and rejecting are equally prominent buttons, as regulators require. Its text is short
 * (what each kind of cookie is for is in the settings dialog and the policy), so that on a phone it
 * takes little of the first screen and is never the page's largest element. It is the first of
 * the first-visit prompts (lib/ui/prompt-turns.ts): the others wait until it is answered. The
 * contact button sits above it, placed there by CSS from the first paint (styles/_dock.scss).
 */
export function ConsentBanner({ labels, categories, policyHref, onAcceptAll, onRejectAll, onSettings }: Props) {
  const titleId = useId()
  const root = useRef<HTMLElement>(null)
  // Focus held in the banner moves on to the next prompt instead of being dropped with it.
  const answer = (choose: () => void) => () => {
    passFocus(root.current)
    choose()
  }
  return (
    <section ref={root} className={styles.banner} aria-labelledby={titleId}>
      <div className={styles.head}>
        <p id={titleId} className={styles.title}>
          {labels.bannerTitle}
        </p>
        {policyHref ? (
          <a className={styles.policy} href={policyHref}>
            {labels.policy}
          </a>
        ) : null}
      </div>
      <p className={styles.text}>{bannerText(labels, categories)}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={answer(onAcceptAll)}>
          {labels.acceptAll}
        </button>
        <button type="button" className={styles.button} onClick={answer(onRejectAll)}>
          {labels.rejectAll}
        </button>
        <button type="button" className={styles.secondary} aria-haspopup="dialog" onClick={onSettings}>
          {labels.settings}
        </button>
      </div>
    </section>
  )
}
