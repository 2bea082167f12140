'use client'

import dynamic from 'next/dynamic'

// Its own chunk, fetched only by pages that render it (docs/decisions.md, "Keeping the first load small"); the
// slides themselves are server-rendered HTML, so the page's largest image does not wait for it.
export const HeroSlides = dynamic(() => import('./HeroSlides').then((m) => m.HeroSlides))
