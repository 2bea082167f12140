'use client'

import { A11y, Keyboard, Navigation } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import styles from './PackageCarousel.module.scss'
import type { Labels, PlanTab } from './PlanTabs'
import { useId } from 'react'

export type SwiperRowProps = { cards: PlanTab['cards']; labels: Labels }

/** Swiper carousel of package cards with labelled previous/next buttons and keyboard control. */
export function SwiperRow({ cards, labels }: SwiperRowProps) {
  const id = useId().replace(/:/g, '')
  return (
    <div>
      <div className={styles.nav}>
        <button type="button" className={`${styles.navButton} prev-${id}`} aria-label={labels.previous}>
          ‹
        </button>
        <button type="button" className={`${styles.navButton} next-${id}`} aria-label={labels.next}>
          ›
        </button>
      </div>
      <Swiper
        modules={[Navigation, Keyboard, A11y]}
        navigation={{ prevEl: `.prev-${id}`, nextEl: `.next-${id}`, disabledClass: 'is-disabled' }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ prevSlideMessage: labels.previous, nextSlideMessage: labels.next }}
        spaceBetween={16}
        slidesPerView={1.15}
        breakpoints={{ 640: { slidesPerView: 2.1 }, 1024: { slidesPerView: 3 }, 1280: { slidesPerView: 4 } }}
      >
        {cards.map((card) => (
          <SwiperSlide key={card.id} className={styles.slide}>
            {card.node}
          </SwiperSlide>
        ))}
      </Swiper>
    </div>
  )
}
