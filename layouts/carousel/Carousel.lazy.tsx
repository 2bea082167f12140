'use client'

import dynamic from 'next/dynamic'

// A client-side dynamic import gives this island its own chunk, fetched only by pages that render it.
// Turbopack puts every client component the catch-all page's server graph reaches into its first load
// (next/dynamic on the server side does not split them), so the split has to happen here.
export const Carousel = dynamic(() => import('./Carousel').then((m) => m.Carousel))
