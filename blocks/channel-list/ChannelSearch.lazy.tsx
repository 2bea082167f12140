'use client'

import dynamic from 'next/dynamic'

// Its own chunk, fetched only by pages that render it (docs/decisions.md, "Keeping the first load small"); the
// channel list's filter island renders the search itself, so this is for the package comparison.
export const ChannelSearch = dynamic(() => import('./ChannelSearch').then((m) => m.ChannelSearch))
