'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useRef } from 'react'
import { makeConsent, type OptionalCategory, OPTIONAL_CATEGORIES } from '../../lib/consent/categories'
import { saveConsent } from '../../lib/consent/browser'
import { useConsentDialog } from '../../lib/consent/dialog-store'
import { useConsentState } from '../../lib/consent/use-consent'
import { ConsentBanner } from './ConsentBanner'
import { ConsentSettings } from './ConsentSettings'
import type { ConsentLabels } from './labels'
import styles from './Consent.module.scss'

type Props = {
  labels: ConsentLabels
  /** The cookie policy page, linked from the banner when given. */
  policyHref?: string
  /**
   * Called when a save withdraws a category granted before. Scripts that already ran cannot be
   * unloaded, so by default the page reloads without them.
   */
  onRevoke?: (revoked: OptionalCategory[]) => void
}

const reloadPage = () => window.location.reload()

/**
 * The one consent UI of the site, mounted once in the root layout: the first-visit banner and the
 * settings modal (Radix: focus trapped, Escape closes, focus goes back to what opened it).
 */
export function ConsentDialog({ labels, policyHref, onRevoke = reloadPage }: Props) {
  const current = useConsentState()
  const { settingsOpen, openSettings, closeSettings } = useConsentDialog()
  // Opened from anywhere (banner, footer), so there is no Radix trigger to return to: remember the opener.
  const opener = useRef<HTMLElement | null>(null)

  const choose = (granted: OptionalCategory[]) => {
    const revoked = saveConsent(makeConsent(granted))
    closeSettings()
    if (revoked.length > 0) onRevoke(revoked)
  }

  return (
    <>
      {/* `undefined` = not read yet: no banner in the cached HTML, so returning visitors never see it flash. */}
      {current === null ? (
        <ConsentBanner
          labels={labels}
          policyHref={policyHref}
          onAcceptAll={() => choose([...OPTIONAL_CATEGORIES])}
          onRejectAll={() => choose([])}
          onSettings={openSettings}
        />
      ) : null}
      <Dialog.Root open={settingsOpen} onOpenChange={(open) => (open ? openSettings() : closeSettings())}>
        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content
            className={styles.dialog}
            onOpenAutoFocus={() => {
              opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault()
              // The banner's button is gone once the visitor has chosen: continue at the page content.
              const target = opener.current?.isConnected ? opener.current : document.querySelector<HTMLElement>('main')
              target?.focus()
            }}
          >
            <div className={styles.dialogHeader}>
              <Dialog.Title className={styles.dialogTitle}>{labels.settingsTitle}</Dialog.Title>
              <Dialog.Close className={styles.close} aria-label={labels.close}>
                <span aria-hidden="true">×</span>
              </Dialog.Close>
            </div>
            <Dialog.Description className={styles.text}>{labels.settingsText}</Dialog.Description>
            <ConsentSettings labels={labels} current={current ?? null} onSave={choose} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  )
}
