import type { LayoutBlock } from './types'

/**
 * Whether the frame adds the newsletter sign-up after a page's content. Every page offers it (the
 * newsletter's service labels exist because it is in every section) unless an editor unticked
 * "Show the newsletter"; a page whose shown blocks already hold a newsletter form keeps only that
 * one. A page saved before the setting existed has no value: it counts as ticked.
 */
export function frameShowsNewsletter(showNewsletter: boolean | null | undefined, blocks: LayoutBlock[]): boolean {
  return showNewsletter !== false && !blocks.some((block) => block.blockType === 'newsletterForm')
}
