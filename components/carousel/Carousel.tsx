'use client'

import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react'
import styles from './Carousel.module.scss'
import { Chevron } from './Chevron'

/** `label` names the slide for screen readers, e.g. "Anúncio 2 de 3". */
export type CarouselSlide = { id: string; label: string; node: ReactNode }
export type CarouselLabels = { previous: string; next: string }

type Props = {
  slides: CarouselSlide[]
  labels: CarouselLabels
  /** Names the carousel region; leave it out when an enclosing element already is the named carousel. */
  label?: string
  /** Sets --carousel-per-view (slides on screen at each width) and may set --carousel-pad-block. */
  className?: string
  /** Styles the previous/next strip (e.g. hides it on phones). */
  controlsClassName?: string
  /** The buttons above the slides (in reading order too) instead of below them. */
  controlsFirst?: boolean
}

/** Slack for the fractional scroll positions browsers report at zoom levels and odd widths. */
const SLACK = 2
/** How long a button press counts as "where the track is heading" while a smooth scroll runs. */
const HEADING_MS = 700

/** Form fields keep their own arrow keys. */
const ownsArrows = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

/**
 * A row of slides in a native scroll-snap track, rendered on the server: without JavaScript it is a
 * row to swipe (or scroll from the keyboard, the track takes focus). Once hydrated, previous/next
 * buttons (laid out, hidden, from the start, so nothing moves when they appear) scroll by one slide
 * and are disabled at the ends, as are Left/Right arrow keys while focus is inside. The track's CSS
 * makes the scrolling smooth unless the visitor asked for reduced motion.
 */
export function Carousel({ slides, labels, label, className, controlsClassName, controlsFirst }: Props) {
  const track = useRef<HTMLDivElement>(null)
  const heading = useRef<{ index: number; at: number } | null>(null)
  const [ready, setReady] = useState(false)
  const [atStart, setAtStart] = useState(true)
  const [atEnd, setAtEnd] = useState(false)
  const trackId = `${useId()}-track`

  const measure = useCallback(() => {
    const element = track.current
    if (!element) return
    const max = element.scrollWidth - element.clientWidth
    setAtStart(element.scrollLeft <= SLACK)
    setAtEnd(element.scrollLeft >= max - SLACK)
  }, [])

  useEffect(() => {
    const element = track.current
    if (!element) return
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(measure)
    }
    element.addEventListener('scroll', onScroll, { passive: true })
    // A new width changes how many slides fit, so where the ends are.
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onScroll)
    resize?.observe(element)
    measure()
    setReady(true)
    return () => {
      cancelAnimationFrame(frame)
      element.removeEventListener('scroll', onScroll)
      resize?.disconnect()
    }
  }, [measure, slides.length])

  /** Scrolls so the slide `by` places away from the first one (partly) on screen starts the view. */
  const move = (by: 1 | -1) => {
    const element = track.current
    const [first, second] = element ? Array.from(element.children) : []
    if (!element || !(first instanceof HTMLElement) || !(second instanceof HTMLElement)) return
    const step = second.offsetLeft - first.offsetLeft
    const max = element.scrollWidth - element.clientWidth
    if (step <= 0 || max <= 0) return
    // A second press during the smooth scroll goes on from where the first one is heading.
    const recent = heading.current && performance.now() - heading.current.at < HEADING_MS ? heading.current.index : null
    const position = recent ?? element.scrollLeft / step
    // From between two slides, "previous" first brings back the one cut off on the left.
    const from = by > 0 ? Math.floor(position + SLACK / step) : Math.ceil(position - SLACK / step)
    const last = Math.ceil(max / step - SLACK / step)
    const index = Math.min(Math.max(from + by, 0), last)
    heading.current = { index, at: performance.now() }
    element.scrollTo({ left: Math.min(index * step, max) })
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || ownsArrows(event.target)) return
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    // Instead of the browser nudging the track by a few pixels.
    event.preventDefault()
    move(event.key === 'ArrowRight' ? 1 : -1)
  }

  // aria-disabled rather than disabled: the button keeps focus at the end, and still says it does nothing.
  // With nothing to scroll the buttons stay out of sight (and of screen readers), their room kept.
  const controls = (
    <div className={`${styles.controls} ${controlsClassName ?? ''}`} data-idle={atStart && atEnd ? 'true' : undefined}>
      <button
        type="button"
        className={styles.button}
        aria-label={labels.previous}
        aria-controls={trackId}
        aria-disabled={atStart}
        onClick={() => !atStart && move(-1)}
      >
        <Chevron back />
      </button>
      <button
        type="button"
        className={styles.button}
        aria-label={labels.next}
        aria-controls={trackId}
        aria-disabled={atEnd}
        onClick={() => !atEnd && move(1)}
      >
        <Chevron />
      </button>
    </div>
  )

  return (
    <div
      className={`${styles.carousel} ${className ?? ''}`}
      role={label ? 'region' : undefined}
      aria-roledescription={label ? 'carousel' : undefined}
      aria-label={label}
      data-carousel=""
      data-ready={ready ? 'true' : undefined}
      onKeyDown={onKeyDown}
    >
      {controlsFirst ? controls : null}
      <div ref={track} id={trackId} className={styles.track} tabIndex={0}>
        {slides.map((slide) => (
          <div
            key={slide.id}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={slide.label}
          >
            {slide.node}
          </div>
        ))}
      </div>
      {controlsFirst ? null : controls}
    </div>
  )
}
