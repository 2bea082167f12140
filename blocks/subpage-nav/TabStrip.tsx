'use client'

import { type ReactNode, useEffect, useRef } from 'react'

/**
 * The sub-page list. On a phone it scrolls sideways; once in the browser it scrolls itself so the
 * current tab is in view (the server cannot know the screen width). Nothing else changes.
 */
export function TabStrip({ className, children }: { className?: string; children: ReactNode }) {
  const list = useRef<HTMLUListElement>(null)
  useEffect(() => {
    const element = list.current
    const current = element?.querySelector<HTMLElement>('[aria-current="page"]')?.parentElement
    if (!element || !current || element.scrollWidth <= element.clientWidth) return
    element.scrollLeft = current.offsetLeft - element.offsetLeft - (element.clientWidth - current.offsetWidth) / 2
  }, [])
  return (
    <ul ref={list} className={className}>
      {children}
    </ul>
  )
}
