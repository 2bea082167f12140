import { PROVINCES } from '@/lib/forms/provinces'
import { listedKinds, wordingFor } from '@/lib/stores/kinds'
import type { StoreEntry } from '@/lib/stores/types'
import type { BlockProps } from '@/registry/types'
import { StoreSearch } from './StoreSearch.lazy'
import styles from './StoreSearch.module.scss'

/**
 * The store search block with its stores given (the block loads them; stories and tests pass them).
 * Only the block's kinds are listed, whatever the list given holds.
 */
export function StoreSearchView({ block, context, stores }: BlockProps<'storeSearch'> & { stores: StoreEntry[] }) {
  const Heading = context.isFirst ? 'h1' : 'h2'
  const kinds = listedKinds(block.kinds)
  const listed = stores.filter((store) => kinds.includes(store.kind))
  return (
    <section className={styles.section}>
      {block.heading ? <Heading className={styles.heading}>{block.heading}</Heading> : null}
      {block.intro ? <p className={styles.intro}>{block.intro}</p> : null}
      <StoreSearch
        stores={listed}
        provinces={PROVINCES[context.country]}
        cardHeading={block.heading && !context.isFirst ? 'h3' : 'h2'}
        wording={wordingFor(kinds)}
      />
    </section>
  )
}
