import { describe, expect, it } from '@jest/globals'
import { isPageView } from './page-views'
import type { LayoutBlock } from './types'

const showtimes = { blockType: 'cinemaShowtimes', days: 7 } as LayoutBlock
const text = { blockType: 'richText' } as LayoutBlock

describe('isPageView', () => {
  it('reads a day segment as a view of a page with a showtimes block', () => {
    expect(isPageView([text, showtimes], '2026-11-25')).toBe(true)
  })

  it('leaves every other segment, and pages without such a block, to the usual 404', () => {
    expect(isPageView([showtimes], 'amanha')).toBe(false)
    expect(isPageView([showtimes], '12')).toBe(false)
    expect(isPageView([text], '2026-11-25')).toBe(false)
    expect(isPageView([], '2026-11-25')).toBe(false)
  })
})
