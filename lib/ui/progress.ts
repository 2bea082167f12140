/** Timing of the page-load progress bar: it starts after 200 ms and hides 500 ms after loading finishes. */

/** A navigation quicker than this never shows the bar, so fast pages don't flicker. */
export const PROGRESS_THROTTLE_MS = 200
/** Time for the bar to creep to its ceiling while the page is still loading. */
export const PROGRESS_DURATION_MS = 5000
/** The full bar stays this long after loading finishes, so the visitor sees it complete. */
export const PROGRESS_HIDE_MS = 500
/** How often the creeping bar is redrawn. */
export const PROGRESS_TICK_MS = 100

// We can't know how long a page takes, so the bar never claims to be done before it is.
const CEILING = 90

/** Percentage shown `elapsed` ms after the navigation started: fast at first, easing out to 90 %. */
export function progressAt(elapsed: number): number {
  const t = Math.min(Math.max(elapsed / PROGRESS_DURATION_MS, 0), 1)
  return Math.round(CEILING * (1 - (1 - t) ** 2))
}

/** What the bar shows: nothing, a creeping bar, a full bar about to hide, or a failed (red) one. */
export type ProgressView = { state: 'hidden' | 'loading' | 'done' | 'failed'; value: number }
export const PROGRESS_HIDDEN: ProgressView = { state: 'hidden', value: 0 }

/**
 * The bar's timers, apart from React so one navigation can't leave another's timers running:
 * `start` shows the bar only after the throttle, `finish` fills it and hides it later (or cancels it
 * if it never showed), `fail` shows it full and red whatever the phase.
 */
export function createProgressTimer(onChange: (view: ProgressView) => void) {
  let phase: 'idle' | 'waiting' | 'shown' | 'done' = 'idle'
  let timeout: ReturnType<typeof setTimeout> | undefined
  let ticker: ReturnType<typeof setInterval> | undefined

  const clear = () => {
    clearTimeout(timeout)
    clearInterval(ticker)
  }
  const showFull = (state: 'done' | 'failed', onHidden?: () => void) => {
    clear()
    phase = 'done'
    onChange({ state, value: 100 })
    timeout = setTimeout(() => {
      phase = 'idle'
      onChange(PROGRESS_HIDDEN)
      onHidden?.()
    }, PROGRESS_HIDE_MS)
  }

  return {
    start() {
      clear()
      phase = 'waiting'
      onChange(PROGRESS_HIDDEN)
      const startedAt = Date.now()
      timeout = setTimeout(() => {
        phase = 'shown'
        const draw = () => onChange({ state: 'loading', value: progressAt(Date.now() - startedAt) })
        draw()
        ticker = setInterval(draw, PROGRESS_TICK_MS)
      }, PROGRESS_THROTTLE_MS)
    },
    finish() {
      if (phase === 'waiting') {
        clear()
        phase = 'idle'
      } else if (phase === 'shown') {
        showFull('done')
      }
    },
    fail(onHidden?: () => void) {
      showFull('failed', onHidden)
    },
    dispose() {
      clear()
      phase = 'idle'
    },
  }
}
