'use client'

import * as Dialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { useModalStore } from '@/lib/ui/modal-store'
import chrome from './Chrome.module.scss'
import styles from './CallbackModal.module.scss'

type Props = {
  labels: { title: string; body: string; close: string }
  /** Called with false when the X button closes the modal, after the shared modal flag is cleared. */
  onClosed?: (open: false) => void
  children?: ReactNode
}

/** The call-back modal, opened and closed through the shared modal flag. Its form is added by the leads work. */
export function CallbackModal({ labels, onClosed, children }: Props) {
  const modalStatus = useModalStore((state) => state.modalStatus)
  const { open, close } = useModalStore.getState()
  // The modal has no trigger of its own: give focus back to what opened it, or to the widget's
  // toggle when that is gone (the widget hides its "Ligue-me" button as the modal opens).
  const returnFocus = (event: Event) => {
    event.preventDefault()
    const previous = useModalStore.getState().opener
    const visible = previous?.isConnected && previous.getClientRects().length > 0
    ;(visible ? previous : document.querySelector<HTMLElement>('[data-contact-toggle]'))?.focus()
  }
  return (
    <Dialog.Root open={modalStatus} onOpenChange={(next) => (next ? open() : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.modal} aria-modal="true" onCloseAutoFocus={returnFocus}>
          <div className={chrome.drawerHead}>
            <Dialog.Title className={chrome.drawerTitle}>{labels.title}</Dialog.Title>
            <Dialog.Close className={chrome.closeButton} aria-label={labels.close} onClick={() => onClosed?.(false)}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <Dialog.Description>{labels.body}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
