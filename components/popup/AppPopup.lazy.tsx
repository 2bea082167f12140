'use client'

import dynamic from 'next/dynamic'

// It shows only after the consent banner is answered, which needs the page's scripts anyway: rendered
// in the browser alone, its code and styles are fetched after the first paint instead of blocking it,
// and pages no longer preload its QR image.
export const AppPopup = dynamic(() => import('./AppPopup').then((m) => m.AppPopup), { ssr: false })
