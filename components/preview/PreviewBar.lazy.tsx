'use client'

import dynamic from 'next/dynamic'

// Only a CMS user's preview (draft mode) shows it: its own chunk, not part of every visitor's first load.
export const PreviewBar = dynamic(() => import('./PreviewBar').then((m) => m.PreviewBar))
