'use client'

import { useId } from 'react'
import type { ConsentLabels } from './labels'
import styles from './Consent.module.scss'

type Props = {
  labels: ConsentLabels
  policyHref?: string
  onAcceptAll: () => void
  onRejectAll: () => void
  onSettings: () => void
}

/**
 * First-visit notice: a landmark, not a modal, so the page stays usable until the visitor chooses.
 * Accepting and rejecting are equally prominent buttons, as regulators require.
 */
export function ConsentBanner({ labels, policyHref, onAcceptAll, onRejectAll, onSettings }: Props) {
  const titleId = useId()
  return (
    <section className={styles.banner} aria-labelledby={titleId}>
      <p id={titleId} className={styles.title}>
        {labels.bannerTitle}
      </p>
      <p className={styles.text}>
        {labels.bannerText}
        {policyHref ? (
          <>
            {' '}
            <a href={policyHref}>{labels.policy}</a>
          </>
        ) : null}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={onAcceptAll}>
          {labels.acceptAll}
        </button>
        <button type="button" className={styles.button} onClick={onRejectAll}>
          {labels.rejectAll}
        </button>
        <button type="button" className={styles.secondary} aria-haspopup="dialog" onClick={onSettings}>
          {labels.settings}
        </button>
      </div>
    </section>
  )
}
