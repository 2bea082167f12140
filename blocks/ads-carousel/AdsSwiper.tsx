'use client'

import { useId } from 'react'
import { A11y, Keyboard, Navigation } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
import styles from './AdsCarousel.module.scss'
import type { Ad, AdsLabels } from './AdsRow'

function Chevron({ back }: { back?: boolean }) {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={back ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
    </svg>
  )
}

/** Swiper carousel of ads with labelled previous/next buttons and arrow-key control. */
export function AdsSwiper({ ads, labels }: { ads: Ad[]; labels: AdsLabels }) {
  // Swiper finds its buttons by selector: a class unique to this carousel.
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '')
  return (
    <div>
      <Swiper
        modules={[Navigation, Keyboard, A11y]}
        navigation={{ prevEl: `.ads-prev-${id}`, nextEl: `.ads-next-${id}`, disabledClass: 'is-disabled' }}
        keyboard={{ enabled: true, onlyInViewport: true }}
        a11y={{ prevSlideMessage: labels.previous, nextSlideMessage: labels.next, slideLabelMessage: labels.slide }}
        spaceBetween={16}
        slidesPerView={1.1}
        breakpoints={{ 768: { slidesPerView: 2 } }}
        watchOverflow
      >
        {ads.map((ad) => (
          <SwiperSlide key={ad.id} className={styles.slide}>
            {ad.node}
          </SwiperSlide>
        ))}
      </Swiper>
      <div className={styles.nav}>
        <button type="button" className={`${styles.navButton} ads-prev-${id}`} aria-label={labels.previous}>
          <Chevron back />
        </button>
        <button type="button" className={`${styles.navButton} ads-next-${id}`} aria-label={labels.next}>
          <Chevron />
        </button>
      </div>
    </div>
  )
}
