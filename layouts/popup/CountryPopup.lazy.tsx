'use client'

import dynamic from 'next/dynamic'

// It shows only after the consent banner is answered, which needs the page's scripts anyway: rendered
// in the browser alone, its code and styles are fetched after the first paint instead of blocking it.
export const CountryPopup = dynamic(() => import('./CountryPopup').then((m) => m.CountryPopup), { ssr: false })
