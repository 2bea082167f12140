'use client'

import dynamic from 'next/dynamic'

// Its own chunk, fetched only by pages that render it (docs/decisions.md, "Keeping the first load small").
export const FaqSearch = dynamic(() => import('./FaqSearch').then((m) => m.FaqSearch))
