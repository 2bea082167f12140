'use client'

import { type ComponentType, useEffect, useRef, useState } from 'react'
import type { Labels, PlanTab } from './PlanTabs'
import { ScrollRow } from './ScrollRow'
import type { SwiperRowProps } from './SwiperRow'

/**
 * Renders the plain scroll-snap row, and fetches Swiper only when the row comes near the screen,
 * so pages without a carousel, and visitors who never scroll to one, never download it.
 */
export function PackageRow({ cards, labels }: { cards: PlanTab['cards']; labels: Labels }) {
  const ref = useRef<HTMLDivElement>(null)
  const [Swiper, setSwiper] = useState<ComponentType<SwiperRowProps> | null>(null)

  useEffect(() => {
    const element = ref.current
    if (!element) return
    let cancelled = false
    const load = () =>
      import('./SwiperRow').then((m) => {
        if (!cancelled) setSwiper(() => m.SwiperRow)
      })
    if (typeof IntersectionObserver === 'undefined') {
      void load()
      return () => {
        cancelled = true
      }
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          void load()
        }
      },
      { rootMargin: '200px' },
    )
    observer.observe(element)
    return () => {
      cancelled = true
      observer.disconnect()
    }
  }, [])

  return <div ref={ref}>{Swiper ? <Swiper cards={cards} labels={labels} /> : <ScrollRow cards={cards} />}</div>
}
