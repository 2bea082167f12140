'use client'

import { useEffect } from 'react'
import {
  isChunkLoadError,
  isFailedChunkScript,
  readLastReload,
  rememberReload,
  shouldReload,
} from '@/lib/ui/chunk-reload'

const reloadPage = () => window.location.reload()
const sessionStore = () => window.sessionStorage

type Props = { reload?: () => void }

/**
 * Reloads the page when a code chunk fails to load, usually because a deploy replaced it while the
 * page was open; the fresh page asks for the new chunks. At most once a minute, so a chunk that stays
 * broken cannot reload the page in a loop.
 */
export function ChunkReloadGuard({ reload = reloadPage }: Props) {
  useEffect(() => {
    const recover = () => {
      const now = Date.now()
      if (!shouldReload(now, readLastReload(sessionStore))) return
      // Without a record of this reload the next page could reload again at once: better stay.
      if (rememberReload(sessionStore, now)) reload()
    }
    // A <script> that fails to load fires `error` on itself without bubbling: only capture sees it.
    const onError = (event: Event) => {
      if (isFailedChunkScript(event.target) || (event instanceof ErrorEvent && isChunkLoadError(event.error))) recover()
    }
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) recover()
    }
    window.addEventListener('error', onError, true)
    window.addEventListener('unhandledrejection', onRejection)
    return () => {
      window.removeEventListener('error', onError, true)
      window.removeEventListener('unhandledrejection', onRejection)
    }
  }, [reload])

  return null
}
