import type { BlockProps } from '../../registry/types'

// Placeholder until the form lands in this session; replaced before the issue is resolved.
export function TermsBlockComponent({ block, context }: BlockProps<'terms'>) {
  const Heading = context.isFirst ? 'h1' : 'h2'
  return <section>{block.heading ? <Heading>{block.heading}</Heading> : null}</section>
}
