'use client'

import { useEffect, useState } from 'react'
import styles from './ConnectionNotice.module.scss'

/** How long "back online" stays up: long enough to read, then out of the way. */
export const ONLINE_NOTICE_MS = 4000

type Props = { labels: { offline: string; online: string } }
type Status = 'hidden' | 'offline' | 'online'

/** Tells the visitor when the connection drops and when it returns. */
export function ConnectionNotice({ labels }: Props) {
  const [status, setStatus] = useState<Status>('hidden')

  useEffect(() => {
    let hideTimer: ReturnType<typeof setTimeout> | undefined
    const onOffline = () => {
      clearTimeout(hideTimer)
      setStatus('offline')
    }
    const onOnline = () => {
      clearTimeout(hideTimer)
      setStatus('online')
      hideTimer = setTimeout(() => setStatus('hidden'), ONLINE_NOTICE_MS)
    }
    // A page restored from the browser's cache can open already offline, with no event to come.
    if (!navigator.onLine) onOffline()
    window.addEventListener('offline', onOffline)
    window.addEventListener('online', onOnline)
    return () => {
      clearTimeout(hideTimer)
      window.removeEventListener('offline', onOffline)
      window.removeEventListener('online', onOnline)
    }
  }, [])

  // The live region is always in the page, so screen readers announce the text put into it.
  return (
    <div role="status" className={styles.notice} data-status={status}>
      {status === 'hidden' ? null : <p className={styles.message}>{labels[status]}</p>}
    </div>
  )
}
