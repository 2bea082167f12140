'use client'

import { type MouseEvent, type ReactNode, startTransition, useEffect, useId, useRef, useState } from 'react'
import styles from './Hero.module.scss'
import { Chevron } from '@/components/carousel/Chevron'

export type HeroSlide = { key: string; anchor?: string; label: string; node: ReactNode }
type Labels = { previous: string; next: string }

/** A slide counts as the one on screen once this much of it shows in the track. */
const VISIBLE = 0.6

/**
 * The hero's scroll-snap track. The server marks the first slide active, so its text animates in
 * (CSS only) before any JavaScript runs. Once hydrated, an IntersectionObserver moves the mark to
 * whichever slide the visitor swipes, scrolls or tabs to, and the previous/next buttons show (their
 * room kept from the first paint). Without JavaScript the dots are plain links to each slide and every
 * slide's text simply shows.
 */
export function HeroSlides({ slides, labels }: { slides: HeroSlide[]; labels: Labels }) {
  const many = slides.length > 1
  const track = useRef<HTMLDivElement>(null)
  const [active, setActive] = useState(0)
  // True once the observer runs: only then may the text of slides off screen wait hidden for their turn.
  const [enhanced, setEnhanced] = useState(false)
  const id = useId()
  const trackId = `${id}-track`
  const anchorOf = (slide: HeroSlide, index: number) => slide.anchor ?? `${id}-slide-${index}`

  useEffect(() => {
    const element = track.current
    if (!many || !element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const index = Number((entry.target as HTMLElement).dataset.index)
          if (entry.isIntersecting && entry.intersectionRatio >= VISIBLE && Number.isInteger(index)) setActive(index)
        }
      },
      { root: element, threshold: VISIBLE },
    )
    for (const slide of Array.from(element.children)) observer.observe(slide)
    // A transition: React renders it in slices, not in one long task with the page's other effects.
    startTransition(() => setEnhanced(true))
    return () => observer.disconnect()
  }, [many])

  const go = (index: number) => {
    const target = (index + slides.length) % slides.length
    setActive(target)
    const element = track.current
    const slide = element?.children[target]
    // The track's CSS makes this smooth, except for visitors who asked for reduced motion.
    if (element && slide instanceof HTMLElement) element.scrollTo?.({ left: slide.offsetLeft - element.offsetLeft })
  }

  const onDot = (event: MouseEvent<HTMLAnchorElement>, index: number) => {
    if (!enhanced) return
    // Scroll the track only; following the #anchor would also jump the whole page.
    event.preventDefault()
    go(index)
  }

  return (
    <>
      <div
        ref={track}
        id={trackId}
        className={styles.track}
        tabIndex={many ? 0 : undefined}
        data-enhanced={enhanced ? 'true' : undefined}
      >
        {slides.map((slide, index) => (
          <div
            key={slide.key}
            id={many ? anchorOf(slide, index) : slide.anchor}
            className={styles.slide}
            data-index={index}
            data-active={index === active ? 'true' : undefined}
            role={many ? 'group' : undefined}
            aria-roledescription={many ? 'slide' : undefined}
            aria-label={many ? slide.label : undefined}
          >
            {slide.node}
          </div>
        ))}
      </div>
      {many ? (
        // The buttons are in the HTML from the start but hidden (not drawn, focused or announced) until the
        // observer runs, so their room is kept and the dots do not move sideways when they show.
        <div className={styles.controls} data-enhanced={enhanced ? 'true' : undefined}>
          <button
            type="button"
            className={styles.arrow}
            aria-label={labels.previous}
            aria-controls={trackId}
            onClick={() => go(active - 1)}
          >
            <Chevron back />
          </button>
          <ol className={styles.dots}>
            {slides.map((slide, index) => (
              <li key={slide.key}>
                <a
                  className={styles.dot}
                  href={`#${anchorOf(slide, index)}`}
                  aria-current={index === active ? 'true' : undefined}
                  onClick={(event) => onDot(event, index)}
                >
                  <span className="visually-hidden">{slide.label}</span>
                </a>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className={styles.arrow}
            aria-label={labels.next}
            aria-controls={trackId}
            onClick={() => go(active + 1)}
          >
            <Chevron />
          </button>
        </div>
      ) : null}
    </>
  )
}
