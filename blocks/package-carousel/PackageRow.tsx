'use client'

import { useRef } from 'react'
import { useNearScreen } from '../../lib/ui/use-near-screen'
import type { Labels, PlanTab } from './PlanTabs'
import { ScrollRow } from './ScrollRow'

/**
 * Renders the plain scroll-snap row, and fetches Swiper only when the row comes near the screen,
 * so pages without a carousel, and visitors who never scroll to one, never download it.
 */
export function PackageRow({ cards, labels }: { cards: PlanTab['cards']; labels: Labels }) {
  const ref = useRef<HTMLDivElement>(null)
  const Swiper = useNearScreen(ref, () => import('./SwiperRow').then((m) => m.SwiperRow))

  return <div ref={ref}>{Swiper ? <Swiper cards={cards} labels={labels} /> : <ScrollRow cards={cards} />}</div>
}
