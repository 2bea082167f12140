'use client'

import { type ReactNode, useRef } from 'react'
import styles from './AdsCarousel.module.scss'
import { useNearScreen } from '../../lib/ui/use-near-screen'

export type Ad = { id: string; node: ReactNode }
/** `slide` keeps Swiper's {{index}} and {{slidesLength}} placeholders, already in the page language. */
export type AdsLabels = { previous: string; next: string; slide: string }

const loadSwiper = () => import('./AdsSwiper').then((m) => m.AdsSwiper)

/** The plain scroll-snap row, upgraded to Swiper when it comes near the screen. */
export function AdsRow({ ads, labels }: { ads: Ad[]; labels: AdsLabels }) {
  const ref = useRef<HTMLDivElement>(null)
  const Swiper = useNearScreen(ref, loadSwiper)
  return (
    <div ref={ref}>
      {Swiper ? (
        <Swiper ads={ads} labels={labels} />
      ) : (
        <ul className={styles.row}>
          {ads.map((ad) => (
            <li key={ad.id} className={styles.slide}>
              {ad.node}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
