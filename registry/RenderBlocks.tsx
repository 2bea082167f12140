import type { ReactNode } from 'react'
import { blockComponents, blockHeading } from './components'
import type { BlockContext, LayoutBlock } from './types'

type PageContext = Omit<BlockContext, 'isFirst'>
type AnyBlockComponent = (props: { block: LayoutBlock; context: BlockContext }) => ReactNode | Promise<ReactNode>
type AnyHeading = (block: LayoutBlock) => string | null

// A lookup by a union key loses the link between a block and its own component; the `satisfies`
// checks in components.tsx guarantee that link, so widening here is safe.
const componentFor = (block: LayoutBlock) => blockComponents[block.blockType] as unknown as AnyBlockComponent
const headingOf = (block: LayoutBlock) => (blockHeading[block.blockType] as unknown as AnyHeading)(block)

/** The blocks shown at this address: on /path/{id} those not limited to the page itself, and vice versa. */
export function blocksShown(blocks: LayoutBlock[], param: string | undefined): LayoutBlock[] {
  return blocks.filter((block) => (param === undefined ? block.showOn !== 'item' : block.showOn !== 'page'))
}

/** Whether the page's first block provides the h1. */
export function firstBlockHasHeading(blocks: LayoutBlock[]): boolean {
  const first = blocks[0]
  return first ? Boolean(headingOf(first)) : false
}

/** Renders a page layout through the registry, keyed by each block's id. */
export function RenderBlocks({ blocks, context }: { blocks: LayoutBlock[]; context: PageContext }) {
  return (
    <>
      {blocks.map((block, index) => {
        const Component = componentFor(block)
        const key = block.id ?? `${block.blockType}-${index}`
        const rendered = <Component key={key} block={block} context={{ ...context, isFirst: index === 0 }} />
        // A block with an anchor is wrapped so /path#anchor scrolls to it (below the fixed header).
        return block.anchor ? <div key={key} id={block.anchor} data-anchor="">{rendered}</div> : rendered
      })}
    </>
  )
}
