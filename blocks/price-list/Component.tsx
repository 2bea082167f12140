import type { BlockProps } from '../../registry/types'

// PLACEHOLDER (being built in this session): renders nothing until the block's component lands.
export function PriceListBlockComponent(_props: BlockProps<'priceList'>) {
  return null
}
