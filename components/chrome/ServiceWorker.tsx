'use client'

import { useEffect } from 'react'
import { publicEnv } from '@/lib/config/public-env'

/** Registers the offline service worker (public/sw.js, built by scripts/build-sw.mjs) in production builds. */
export function ServiceWorker() {
  useEffect(() => {
    if (!publicEnv.production || !('serviceWorker' in navigator)) return
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No offline support in this browser session; the site works the same online.
    })
  }, [])
  return null
}
