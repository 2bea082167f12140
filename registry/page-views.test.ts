import { describe, expect, it } from '@jest/globals'
import { isPageView } from './page-views'
import type { LayoutBlock } from './types'

const showtimes = { blockType: 'cinemaShowtimes', days: 7 } as LayoutBlock
const text = { blockType: 'richText' } as LayoutBlock
const guide = { blockType: 'tvGuide' } as LayoutBlock

describe('isPageView', () => {
  it('reads a day segment as a view of a page with a showtimes block', () => {
    expect(isPageView([text, showtimes], '2026-11-25')).toBe(true)
  })

  it('reads the TV guide’s views (now, tonight, a day) as views of its page, and nothing else', () => {
    for (const segment of ['agora', 'esta-noite', '2026-11-25']) expect(isPageView([text, guide], segment)).toBe(true)
    for (const segment of ['now', 'amanha', 'agora-mesmo', '12']) expect(isPageView([guide], segment)).toBe(false)
    expect(isPageView([showtimes], 'agora')).toBe(false)
  })

  it('leaves every other segment, and pages without such a block, to the usual 404', () => {
    expect(isPageView([showtimes], 'amanha')).toBe(false)
    expect(isPageView([showtimes], '12')).toBe(false)
    expect(isPageView([text], '2026-11-25')).toBe(false)
    expect(isPageView([], '2026-11-25')).toBe(false)
  })
})
