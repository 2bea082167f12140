import { PROGRESS_DURATION_MS, progressAt } from './progress'

describe('progressAt (the creeping page-load bar)', () => {
  it('starts empty and reaches 90 % after the duration, never more', () => {
    expect(progressAt(0)).toBe(0)
    expect(progressAt(PROGRESS_DURATION_MS)).toBe(90)
    expect(progressAt(PROGRESS_DURATION_MS * 10)).toBe(90)
  })

  it('moves fast at first and slows down towards the end', () => {
    const firstSecond = progressAt(1000) - progressAt(0)
    const lastSecond = progressAt(PROGRESS_DURATION_MS) - progressAt(PROGRESS_DURATION_MS - 1000)
    expect(firstSecond).toBeGreaterThan(lastSecond)
    expect(progressAt(2500)).toBeGreaterThan(progressAt(2000))
  })

  it('treats a negative elapsed time (clock change) as not started', () => {
    expect(progressAt(-500)).toBe(0)
  })
})
