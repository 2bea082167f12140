'use client'

import type { ReactNode } from 'react'
import { useConsentDialog } from '@/lib/consent/dialog-store'
import styles from './Consent.module.scss'

type Props = { children: ReactNode; className?: string }

/**
 * "Cookie settings" for the footer: looks like a link, but is a button because it opens the
 * settings dialog (mounted once by ConsentDialog) instead of going anywhere.
 */
export function CookieSettingsLink({ children, className }: Props) {
  const openSettings = useConsentDialog((store) => store.openSettings)
  return (
    <button
      type="button"
      className={className ? `${styles.link} ${className}` : styles.link}
      aria-haspopup="dialog"
      onClick={openSettings}
    >
      {children}
    </button>
  )
}
