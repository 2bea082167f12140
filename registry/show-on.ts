import type { LayoutBlock } from './types'

/** The blocks shown at an address: on /path/{id} those not limited to the page itself, and vice versa. */
export function blocksShown(blocks: LayoutBlock[], param: string | undefined): LayoutBlock[] {
  return blocks.filter((block) => (param === undefined ? block.showOn !== 'item' : block.showOn !== 'page'))
}
