'use client'

import { type RefObject, useEffect, useState } from 'react'

/**
 * Runs `load` once the element comes within 200 px of the screen and returns what it resolved to
 * (null until then), so the code of a carousel
 * far down the page is fetched only if the visitor scrolls towards it (ads and package carousels).
 */
export function useNearScreen<T>(ref: RefObject<HTMLElement | null>, load: () => Promise<T>): T | null {
  const [value, setValue] = useState<{ loaded: T } | null>(null)

  useEffect(() => {
    const element = ref.current
    if (!element) return
    let cancelled = false
    const start = () =>
      load().then((loaded) => {
        if (!cancelled) setValue({ loaded })
      })
    if (typeof IntersectionObserver === 'undefined') {
      void start()
      return () => {
        cancelled = true
      }
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect()
          void start()
        }
      },
      { rootMargin: '200px' },
    )
    observer.observe(element)
    return () => {
      cancelled = true
      observer.disconnect()
    }
    // `load` is a module import: fetching once per mounted element is the point.
  }, [ref])

  return value ? value.loaded : null
}
