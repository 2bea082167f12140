import { PROVINCES } from '@/lib/forms/provinces'
import { listedKinds, wordingFor } from '@/lib/stores/kinds'
import type { StoreEntry } from '@/lib/stores/types'
import type { BlockProps } from '@/registry/types'
import { BlockSection } from '@/components/blocks/BlockSection'
import { StoreSearch } from './StoreSearch.lazy'
import styles from './StoreSearch.module.scss'

/**
 * The store search block with its stores given (the block loads them; stories and tests pass them).
 * Only the block's kinds are listed, whatever the list given holds.
 */
export function StoreSearchView({ block, context, stores }: BlockProps<'storeSearch'> & { stores: StoreEntry[] }) {
  const kinds = listedKinds(block.kinds)
  const listed = stores.filter((store) => kinds.includes(store.kind))
  return (
    <BlockSection isFirst={context.isFirst} heading={block.heading} intro={block.intro} classes={styles}>
      {({ Inner }) => (
        <StoreSearch
          stores={listed}
          provinces={PROVINCES[context.country]}
          cardHeading={Inner}
          wording={wordingFor(kinds)}
        />
      )}
    </BlockSection>
  )
}
