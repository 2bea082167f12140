import type { BlockProps } from '../../registry/types'

// Placeholder until this block's component lands (issue 6); replaced before the issue is resolved.
export function ManualListBlockComponent({ block, context }: BlockProps<'manualList'>) {
  const Heading = context.isFirst ? 'h1' : 'h2'
  return <section>{block.heading ? <Heading>{block.heading}</Heading> : null}</section>
}
