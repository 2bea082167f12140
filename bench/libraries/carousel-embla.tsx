'use client'

/**
 * The site's carousel rebuilt on embla-carousel-react, with the same props, markup, names and keys
 * as ours (labelled region and slides, previous/next buttons disabled at the ends, Left/Right
 * arrows, no animation under reduced motion), so that bundling both measures the library's cost
 * and nothing else. Only bench/libraries.mjs builds it; no page imports it.
 */
import useEmblaCarousel from 'embla-carousel-react'
import { type KeyboardEvent, type ReactNode, useCallback, useEffect, useId, useState } from 'react'

export type CarouselSlide = { id: string; label: string; node: ReactNode }
type Props = {
  slides: CarouselSlide[]
  labels: { previous: string; next: string }
  label?: string
  className?: string
  controlsClassName?: string
  controlsFirst?: boolean
}

const ownsArrows = (target: EventTarget) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

const Chevron = ({ back }: { back?: boolean }) => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2.5}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={back ? 'm15 18-6-6 6-6' : 'm9 18 6-6-6-6'} />
  </svg>
)

export function Carousel({ slides, labels, label, className, controlsClassName, controlsFirst }: Props) {
  const [viewport, api] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps' })
  const [atStart, setAtStart] = useState(true)
  const [atEnd, setAtEnd] = useState(false)
  const trackId = `${useId()}-track`

  useEffect(() => {
    if (!api) return
    const measure = () => {
      setAtStart(!api.canScrollPrev())
      setAtEnd(!api.canScrollNext())
    }
    measure()
    api.on('select', measure).on('reInit', measure)
    return () => {
      api.off('select', measure).off('reInit', measure)
    }
  }, [api])

  const move = useCallback(
    (by: 1 | -1) => {
      const jump = matchMedia('(prefers-reduced-motion: reduce)').matches
      if (by > 0) api?.scrollNext(jump)
      else api?.scrollPrev(jump)
    },
    [api],
  )

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || ownsArrows(event.target)) return
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    move(event.key === 'ArrowRight' ? 1 : -1)
  }

  const controls = (
    <div className={controlsClassName} data-idle={atStart && atEnd ? 'true' : undefined}>
      <button
        type="button"
        aria-label={labels.previous}
        aria-controls={trackId}
        aria-disabled={atStart}
        onClick={() => !atStart && move(-1)}
      >
        <Chevron back />
      </button>
      <button
        type="button"
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
      className={className}
      role={label ? 'region' : undefined}
      aria-roledescription={label ? 'carousel' : undefined}
      aria-label={label}
      data-carousel=""
      data-ready={api ? 'true' : undefined}
      onKeyDown={onKeyDown}
    >
      {controlsFirst ? controls : null}
      <div ref={viewport} id={trackId} tabIndex={0}>
        <div>
          {slides.map((slide) => (
            <div key={slide.id} role="group" aria-roledescription="slide" aria-label={slide.label}>
              {slide.node}
            </div>
          ))}
        </div>
      </div>
      {controlsFirst ? null : controls}
    </div>
  )
}
