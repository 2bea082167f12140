'use client'

import dynamic from 'next/dynamic'

// Its own chunk, fetched only by pages that render it (README, "Keeping the first load small"); the
// server still renders it, so the form and an address's result are in the page without JavaScript.
export const CoverageCheck = dynamic(() => import('./CoverageCheck').then((m) => m.CoverageCheck))
