'use client'

import { type MouseEvent, useId, useRef } from 'react'
import type { OptionalCategory } from '@/lib/consent/categories'
import { CONSENT_FORM_PATH } from '@/lib/consent/form-path'
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
 * the first-visit prompts (lib/ui/prompt-turns.ts): the others wait until the visitor has chosen.
 *
 * It is in the page's HTML and paints before the page's scripts arrive (on a slow phone, a second or
 * more later), so its two choices are a real form: pressed before then, they post to /api/consent,
 * which stores the same cookie and returns to the page. Once the scripts run, the same buttons record
 * the choice here without leaving the page. "Settings" is a link to the cookie policy until then.
 */
export function ConsentBanner({ labels, categories, policyHref, onAcceptAll, onRejectAll, onSettings }: Props) {
  const titleId = useId()
  const root = useRef<HTMLElement>(null)
  // Focus held in the banner moves on to the next prompt instead of being dropped with it.
  const choose = (record: () => void) => (event: MouseEvent) => {
    event.preventDefault()
    passFocus(root.current)
    record()
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
      <form className={styles.actions} method="post" action={CONSENT_FORM_PATH}>
        <button type="submit" name="choice" value="all" className={styles.button} onClick={choose(onAcceptAll)}>
          {labels.acceptAll}
        </button>
        <button type="submit" name="choice" value="necessary" className={styles.button} onClick={choose(onRejectAll)}>
          {labels.rejectAll}
        </button>
        {policyHref ? (
          // A link to the policy until the scripts run; then it opens the settings dialog here.
          <a
            href={policyHref}
            className={styles.secondary}
            aria-haspopup="dialog"
            onClick={(event) => {
              event.preventDefault()
              onSettings()
            }}
          >
            {labels.settings}
          </a>
        ) : (
          <button type="button" className={styles.secondary} aria-haspopup="dialog" onClick={onSettings}>
            {labels.settings}
          </button>
        )}
      </form>
    </section>
  )
}
