'use client'

import dynamic from 'next/dynamic'

// The dialog (Radix Dialog and Accordion, ~18 kB gzipped) is fetched on first opening, not by every page.
export const TermsDialog = dynamic(() => import('./TermsDialog').then((m) => m.TermsDialog))
