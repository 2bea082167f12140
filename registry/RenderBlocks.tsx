import type { ReactNode } from 'react'
import { Anchored } from './Anchored'
import { blockComponents, blockHeading } from './components'
import type { BlockContext, LayoutBlock } from './types'

type PageContext = Omit<BlockContext, 'isFirst'>
type AnyBlockComponent = (props: { block: LayoutBlock; context: BlockContext }) => ReactNode | Promise<ReactNode>

// A lookup by a union key loses the link between a block and its own component; the `satisfies`
// checks in components.tsx guarantee that link, so widening here is safe.
const componentFor = (block: LayoutBlock) => blockComponents[block.blockType] as unknown as AnyBlockComponent

/** Whether the page's first block provides the h1. */
export function firstBlockHasHeading(blocks: LayoutBlock[]): boolean {
  const first = blocks[0]
  return first ? Boolean(blockHeading(first)) : false
}

/** Renders a page layout through the registry, keyed by each block's id. */
export function RenderBlocks({ blocks, context }: { blocks: LayoutBlock[]; context: PageContext }) {
  return (
    <>
      {blocks.map((block, index) => {
        const Component = componentFor(block)
        return (
          <Anchored key={block.id ?? `${block.blockType}-${index}`} anchor={block.anchor}>
            <Component block={block} context={{ ...context, isFirst: index === 0 }} />
          </Anchored>
        )
      })}
    </>
  )
}
