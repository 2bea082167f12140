'use client'

import { usePathname, useSearchParams } from 'next/navigation'
import { Suspense, useEffect, useRef, useState } from 'react'
import { resetProgressFailed, useProgressStore } from '@/lib/ui/progress-store'
import { createProgressTimer, PROGRESS_HIDDEN, type ProgressView } from '@/lib/ui/progress'
import styles from './ProgressBar.module.scss'

type Props = { label: string }

/**
 * The page-load progress bar: shown when a navigation takes longer than 200 ms, hidden
 * 500 ms after it finishes, red after a failed request (`markProgressFailed`).
 */
export function ProgressBar({ label }: Props) {
  // useSearchParams outside Suspense would make Next render the whole page in the browser.
  return (
    <Suspense fallback={null}>
      <NavigationProgress label={label} />
    </Suspense>
  )
}

/** Path and query of a route, written the same way for Next's hooks and for `location`. */
function routeKey(pathname: string, search: URLSearchParams): string {
  const query = search.toString()
  return query ? `${pathname}?${query}` : pathname
}

/** A click that makes the browser or Next's router load another page of this site. */
function isNavigationClick(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false
  const link = event.target instanceof Element ? event.target.closest('a') : null
  if (!(link instanceof HTMLAnchorElement) || !link.href || link.hasAttribute('download')) return false
  if (link.target && link.target !== '_self') return false
  const url = new URL(link.href)
  // A file (a PDF price list) downloads without leaving the page, so nothing would finish the bar;
  // nor would a link to this very page or only to one of its #anchors.
  if (url.origin !== location.origin || /\.[a-z0-9]+$/i.test(url.pathname)) return false
  return routeKey(url.pathname, url.searchParams) !== routeKey(location.pathname, new URLSearchParams(location.search))
}

function NavigationProgress({ label }: Props) {
  const route = routeKey(usePathname(), useSearchParams())
  const failed = useProgressStore((state) => state.failed)
  const [view, setView] = useState<ProgressView>(PROGRESS_HIDDEN)
  const [timer] = useState(() => createProgressTimer(setView))
  const shownRoute = useRef(route)

  // The App Router has no router events: a navigation starts with a link click or back/forward...
  useEffect(() => {
    const start = () => {
      resetProgressFailed()
      timer.start()
    }
    const onClick = (event: MouseEvent) => {
      if (isNavigationClick(event)) start()
    }
    const onPopState = () => {
      if (routeKey(location.pathname, new URLSearchParams(location.search)) !== shownRoute.current) start()
    }
    document.addEventListener('click', onClick, true)
    window.addEventListener('popstate', onPopState)
    return () => {
      document.removeEventListener('click', onClick, true)
      window.removeEventListener('popstate', onPopState)
      timer.dispose()
    }
  }, [timer])

  // ...and ends when the new route renders.
  useEffect(() => {
    if (shownRoute.current === route) return
    shownRoute.current = route
    timer.finish()
  }, [route, timer])

  useEffect(() => {
    if (failed) timer.fail(resetProgressFailed)
  }, [failed, timer])

  if (view.state === 'hidden') return null
  return (
    <div
      className={styles.bar}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={view.value}
      data-state={view.state}
    >
      <div className={styles.fill} style={{ transform: `scaleX(${view.value / 100})` }} />
    </div>
  )
}
