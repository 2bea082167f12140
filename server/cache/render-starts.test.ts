import { RenderStarts } from './render-starts.mjs'

describe('render starts', () => {
  it('date an entry at the get that started its render, not at the set', () => {
    const starts = new RenderStarts()
    starts.note('k', 1000)
    expect(starts.take('k', 5000)).toBe(1000)
    expect(starts.size).toBe(0)
  })

  it('without a known start, date the entry now', () => {
    expect(new RenderStarts().take('k', 5000)).toBe(5000)
  })

  it('never date an entry later than its own render started when overlapping renders finish out of order', () => {
    const starts = new RenderStarts()
    starts.note('k', 1000) // render 1
    starts.note('k', 2000) // render 2
    expect(starts.take('k', 3000)).toBe(1000) // render 2 finishes first
    expect(starts.take('k', 4000)).toBe(1000) // render 1: still its own start
    expect(starts.take('k', 5000)).toBe(5000)
  })

  it('forget starts of renders that never stored anything, after maxAgeMs', () => {
    const starts = new RenderStarts({ maxAgeMs: 60_000 })
    starts.note('k', 1000)
    expect(starts.take('k', 70_000)).toBe(70_000)
  })
})
