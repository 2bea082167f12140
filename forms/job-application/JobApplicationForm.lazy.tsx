'use client'

import dynamic from 'next/dynamic'

// Its own chunk, fetched only by pages that render it (docs/decisions.md, "Keeping the first load small").
export const JobApplicationForm = dynamic(() => import('./JobApplicationForm').then((m) => m.JobApplicationForm))
