'use client'

import dynamic from 'next/dynamic'

// Its own chunk, fetched only by pages that render it (docs/decisions.md, "Keeping the first load small").
export const AccordionItems = dynamic(() => import('./AccordionItems').then((m) => m.AccordionItems))
