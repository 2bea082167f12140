'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Payload's live-preview protocol, as @payloadcms/live-preview-react's RefreshRouteOnSave speaks it:
 * tell the admin (the parent frame, same origin) this page is ready, and re-render from the server
 * on each "document saved" message. Our own dozen lines because Payload refuses to start beside any
 * @payloadcms package of another version: one package fewer to move in lockstep at every upgrade.
 */
export function useRefreshOnSave() {
  const router = useRouter()
  useEffect(() => {
    const origin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      const data: unknown = event.data
      if (
        event.origin === origin &&
        typeof data === 'object' &&
        data !== null &&
        (data as { type?: unknown }).type === 'payload-document-event'
      )
        router.refresh()
    }
    window.addEventListener('message', onMessage)
    const parent = window.opener ?? (window.parent !== window ? window.parent : null)
    parent?.postMessage({ type: 'payload-live-preview', ready: true }, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
}
