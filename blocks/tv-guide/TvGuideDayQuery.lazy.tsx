'use client'

import dynamic from 'next/dynamic'

// Apollo and the query are the largest part of the guide's code and only the days after today need
// them: their own chunk, fetched when a visitor first picks another day.
export const TvGuideDayQuery = dynamic(() => import('./TvGuideDayQuery').then((m) => m.TvGuideDayQuery), {
  ssr: false,
})
