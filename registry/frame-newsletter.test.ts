import { describe, expect, it } from '@jest/globals'
import { frameShowsNewsletter } from './frame-newsletter'
import type { LayoutBlock } from './types'

const richText = { blockType: 'richText', content: null } as unknown as LayoutBlock
const newsletterBlock = { blockType: 'newsletterForm' } as LayoutBlock

describe('the frame’s newsletter sign-up', () => {
  it('is on when the page says nothing (saved before the setting) or ticks it', () => {
    expect(frameShowsNewsletter(undefined, [richText])).toBe(true)
    expect(frameShowsNewsletter(null, [])).toBe(true)
    expect(frameShowsNewsletter(true, [richText])).toBe(true)
  })

  it('is off when the editor unticks it', () => {
    expect(frameShowsNewsletter(false, [richText])).toBe(false)
  })

  it('is not added to a page that shows its own newsletter form block', () => {
    expect(frameShowsNewsletter(true, [richText, newsletterBlock])).toBe(false)
    expect(frameShowsNewsletter(undefined, [newsletterBlock])).toBe(false)
  })
})
