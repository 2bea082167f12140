'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { usePathname } from 'next/navigation'
import { type ReactNode, useEffect, useState } from 'react'
import styles from './Chrome.module.scss'

/**
 * The off-canvas menu on phones: Radix Dialog traps focus, closes on Escape and returns focus to
 * the button that opened it; a route change closes it too.
 */
export function MobileMenu({ labels, children }: { labels: { open: string; close: string; title: string }; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const pathname = usePathname()
  useEffect(() => setOpen(false), [pathname])
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={styles.menuButton} aria-label={labels.open}>
        <span aria-hidden="true">☰</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.drawer} aria-describedby={undefined} aria-modal="true">
          <div className={styles.drawerHead}>
            <Dialog.Title className={styles.drawerTitle}>{labels.title}</Dialog.Title>
            <Dialog.Close className={styles.closeButton} aria-label={labels.close}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <nav aria-label={labels.title}>{children}</nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
