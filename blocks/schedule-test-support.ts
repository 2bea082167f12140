// Shared by the schedule blocks' component tests (TV guide, cinema showtimes, novela schedule); not part of the site.
import { afterEach, beforeEach, expect, jest } from '@jest/globals'

/**
 * Everything but the clock itself keeps running for real: React, Testing Library and user-event wait
 * on timers and microtasks, which a fully faked clock would stop.
 */
const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const

/**
 * Call at the top of a test file: in every test `new Date()` and `Date.now()` say `now`, so "today" in a
 * schedule is the same day whenever the suite runs; the real clock comes back after each test.
 */
export function freezeDate(now: Date) {
  beforeEach(() => {
    jest.useFakeTimers({ now, doNotFake: [...REAL_TIMERS] })
  })
  afterEach(() => {
    jest.useRealTimers()
  })
}

/**
 * Call at the top of a test file: every test fails when React (or anything else) logged an error, such as
 * a hydration mismatch between the server's and the browser's idea of the day.
 */
export function failOnConsoleError() {
  let errors: ReturnType<typeof jest.spyOn>
  beforeEach(() => {
    errors = jest.spyOn(console, 'error')
  })
  afterEach(() => {
    const calls = errors.mock.calls
    errors.mockRestore()
    expect(calls).toEqual([])
  })
}
