'use client'

import type { ReactNode } from 'react'
import { useConsentDialog } from '@/lib/consent/dialog-store'
import styles from './Consent.module.scss'

type Props = { children: ReactNode; className?: string }

/**
 * "Cookie settings" for the footer: looks like a link, but is a button because it opens the
 * settings dialog (mounted once by ConsentDialog) instead of going anywhere. While no optional
 * category is in use that dialog offers no choice: it says that only necessary storage is used and
 * links the cookie policy. It stays a dialog rather than becoming a second link to the policy, which
 * the footer already has beside it: a visitor who looks for where to change their cookie choice finds
 * it where they look.
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
