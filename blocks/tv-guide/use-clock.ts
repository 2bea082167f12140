import { startTransition, useEffect, useState } from 'react'

const TICK_MS = 60_000

/**
 * The browser's clock, from after hydration (null before, so the first render is the server's), every
 * minute. Each tick re-renders the whole guide: as a transition, which React renders in slices, not in
 * one long task (on a slow phone the first tick, right after hydration, took 100-200 ms at once).
 */
export function useClock(): Date | null {
  const [clock, setClock] = useState<Date | null>(null)
  useEffect(() => {
    const tick = () => startTransition(() => setClock(new Date()))
    tick()
    const interval = window.setInterval(tick, TICK_MS)
    // A tab coming back after hours: the clock (and the view's programmes) catch up at once.
    document.addEventListener('visibilitychange', tick)
    return () => {
      window.clearInterval(interval)
      document.removeEventListener('visibilitychange', tick)
    }
  }, [])
  return clock
}
