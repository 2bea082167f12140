'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { useRef } from 'react'
import type { ConsentState, OptionalCategory } from '@/lib/consent/categories'
import { useConsentDialog } from '@/lib/consent/dialog-store'
import { ConsentSettings } from './ConsentSettings'
import { asksConsent, type ConsentLabels, type ConsentStatementLabels } from './labels'
import styles from './Consent.module.scss'

type Props = {
  labels: ConsentLabels | ConsentStatementLabels
  /** The optional categories in use: the choices offered. None: a statement that only necessary storage is used. */
  categories: readonly OptionalCategory[]
  policyHref?: string
  current: ConsentState | null
  onSave: (granted: OptionalCategory[]) => void
}

/**
 * The cookie-settings modal (Radix: focus trapped, Escape closes), loaded by ConsentDialog the first
 * time it opens. Opened from anywhere (banner, footer), so there is no Radix trigger to return focus
 * to: it remembers what had focus. With no optional category in use it offers no choice, which would
 * be a switch with nothing behind it: it says so, and links the cookie policy that lists what is stored.
 */
export function ConsentSettingsDialog({ labels, categories, policyHref, current, onSave }: Props) {
  const ask = categories.length > 0 && asksConsent(labels) ? labels : null
  const { settingsOpen, openSettings, closeSettings } = useConsentDialog()
  const opener = useRef<HTMLElement | null>(null)
  return (
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
          <Dialog.Description className={styles.text}>
            {ask ? ask.settingsText : labels.necessaryOnly}
          </Dialog.Description>
          {ask ? (
            <ConsentSettings labels={ask} categories={categories} current={current} onSave={onSave} />
          ) : policyHref ? (
            <p className={styles.statementLink}>
              <a href={policyHref}>{labels.readPolicy}</a>
            </p>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
